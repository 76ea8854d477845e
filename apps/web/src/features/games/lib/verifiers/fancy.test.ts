import { describe, expect, it } from 'vitest';
import type { GameHistoryItem } from '@hapa/contracts';
import type { TFunction } from 'i18next';
import { fancyPackDeal } from '@hapa/domain';
import { fancyView } from './fancy.ts';

const SERVER = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
const t = ((key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`) as unknown as TFunction;
const LIST = [101, 101, 101, 102, 102, 103, 104, 105, 106];

function round(detail: Record<string, unknown>, extra: Partial<GameHistoryItem> = {}): GameHistoryItem {
  return {
    id: 1,
    game: 'fancy',
    status: 'settled',
    outcome: 'win',
    amount: 0.5,
    payout: 0,
    detail,
    createdAt: '2026-01-01T00:00:00Z',
    settledAt: '2026-01-01T00:00:00Z',
    nonce: 2,
    clientSeed: 'lucky-client',
    serverSeedHashed: 'x',
    serverSeed: SERVER,
    ...extra,
  };
}

/** The Fancy Cards pack verifier (small): it recomputes the pack from the revealed seed and the published list. */
describe('fancy pack verifier (small)', () => {
  const { deal, cardIds } = fancyPackDeal(SERVER, 'lucky-client', 2, LIST, 3);

  it('the public vector (deal of 9, nonce 2 begins 4, 5, 6) and the cards at those picks verify', () => {
    expect(deal).toEqual([4, 5, 6]);
    expect(cardIds).toEqual([102, 103, 104]);
    const ok = round({ setName: 'Neon Jungle', list: LIST, perPack: 3, deal, cardIds });
    expect(fancyView.verify(ok, t)).toEqual({ ok: true, summary: 'fancyCards.history.deal{"positions":"5, 6, 7"}' });
    expect(fancyView.detail(ok, t)).toContain('Neon Jungle');
  });

  it('a tampered deal, card, list or K fails; a hidden seed gives no verdict', () => {
    const ok = round({ list: LIST, perPack: 3, deal, cardIds });
    expect(fancyView.verify(round({ ...ok.detail, deal: [4, 5, 7] }), t)?.ok).toBe(false);
    expect(fancyView.verify(round({ ...ok.detail, cardIds: [101, 103, 104] }), t)?.ok).toBe(false);
    expect(fancyView.verify(round({ ...ok.detail, list: [...LIST].reverse() }), t)?.ok).toBe(false);
    expect(fancyView.verify(round({ ...ok.detail, perPack: 99 }), t)?.ok).toBe(false);
    expect(fancyView.verify(round(ok.detail, { serverSeed: null }), t)).toBeNull();
  });
});
