import { fancyPackDeal } from '@hapa/domain';
import type { GameRoundView } from './types.ts';

const positions = (deal: readonly number[]) => deal.map((i) => i + 1).join(', ');

/**
 * Fancy Cards packs (fairness.md "Flip cards, fancy-card packs"): the first `perPack` picks of the shuffle rule
 * over the pack's published list, recomputed from the revealed seed, equal the deal the server showed, and the
 * cards given are the list entries at those picks.
 */
export const fancyView: GameRoundView = {
  verify(r, t) {
    if (!r.serverSeed || r.status !== 'settled') return null;
    const list = (r.detail.list as number[] | null) ?? [];
    const shownDeal = (r.detail.deal as number[] | null) ?? [];
    const shownCards = (r.detail.cardIds as number[] | null) ?? [];
    const perPack = Number(r.detail.perPack);
    if (!(perPack >= 1 && perPack <= list.length)) return { ok: false, summary: t('fancyCards.history.deal', { positions: '' }) };
    const { deal, cardIds } = fancyPackDeal(r.serverSeed, r.clientSeed, r.nonce, list, perPack);
    const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    return {
      ok: same(deal, shownDeal) && same(cardIds, shownCards),
      summary: t('fancyCards.history.deal', { positions: positions(deal) }),
    };
  },
  detail(r, t) {
    const deal = (r.detail.deal as number[] | null) ?? [];
    return t('fancyCards.history.detail', {
      set: String(r.detail.setName ?? ''),
      cards: t('fancyCards.history.deal', { positions: positions(deal) }),
    });
  },
};
