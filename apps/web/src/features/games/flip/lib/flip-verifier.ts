import { dealOf } from '@hapa/domain';
import type { GameRoundView } from '../../lib/verifiers/types.ts';
import { formatCoinUnits } from '../../../../lib/money.ts';

/**
 * Flip cards (fairness.md "Flip cards"): the deal recomputed from the revealed seed (the shuffle rule over the
 * published list, count = cards) equals the deal the server showed, and the prize under the picked card is the
 * one the round paid.
 */
export const flipView: GameRoundView = {
  verify(r, t) {
    if (!r.serverSeed || r.status !== 'settled') return null;
    const cards = Number(r.detail.cards);
    const shown = (r.detail.deal as number[] | null) ?? [];
    const ids = (r.detail.prizeItemIds as number[] | null) ?? [];
    const position = r.detail.position as number | null;
    const deal = dealOf(r.serverSeed, r.clientSeed, r.nonce, cards, cards);
    const sameDeal = deal.length === shown.length && deal.every((x, i) => x === shown[i]);
    const samePrize = position !== null && ids[deal[position]!] === r.detail.wonItemId;
    return { ok: sameDeal && samePrize, summary: t('gamesFlip.history.flipDeal', { deal: deal.map((i) => i + 1).join(', ') }) };
  },
  detail(r, t) {
    const position = r.detail.position as number | null;
    if (position === null || r.status !== 'settled') return t('gamesFlip.history.flipOpen');
    const values = (r.detail.prizeValues as number[] | null) ?? [];
    const deal = (r.detail.deal as number[] | null) ?? [];
    const value = values[deal[position]!];
    return t('gamesFlip.history.flipDetail', { position: position + 1, prize: value === undefined ? '' : formatCoinUnits(value) });
  },
};
