import { describe, expect, it } from 'vitest';
import { dealOf } from '@hapa/domain';
import { SEED_ITEMS } from '../../../db/seed/catalogue.ts';
import { DEFAULT_FLIP_SETTINGS } from './flip.service.ts';

/**
 * Flip card deals (small, pure functions; fairness.md "Flip cards": the shuffle rule over the published list,
 * count 9, position i holds the i-th pick): the public vector, every deal a permutation, and every prize equally
 * likely at every position (so each card is worth the mean prize value whatever the player picks).
 */
describe('flip card deals (small)', () => {
  const SERVER = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';

  it('the public vector: deal of 9, lucky-client, nonce 2 = 4, 5, 6, 1, 2, 8, 7, 0, 3', () => {
    expect(dealOf(SERVER, 'lucky-client', 2, 9, 9)).toEqual([4, 5, 6, 1, 2, 8, 7, 0, 3]);
  });

  it('uniform: over 45,000 deals each prize lands on each position 1/9 of the time (within 5%), every deal a permutation', () => {
    const DEALS = 45_000;
    const counts = Array.from({ length: 9 }, () => new Array<number>(9).fill(0));
    for (let nonce = 0; nonce < DEALS; nonce++) {
      const deal = dealOf(SERVER, 'flip-uniform', nonce, 9, 9);
      expect(new Set(deal).size).toBe(9);
      deal.forEach((listIndex, position) => counts[position]![listIndex]!++);
    }
    const expected = DEALS / 9; // 5,000; sampling sd about 66, so 5% is over 3.5 sd
    for (const row of counts) for (const c of row) expect(Math.abs(c - expected) / expected).toBeLessThan(0.05);
  });

  it('the default prize list: 9 distinct catalogue items, cheap to one expensive', () => {
    const ids = DEFAULT_FLIP_SETTINGS.prizeItemIds;
    expect(ids).toHaveLength(9);
    expect(new Set(ids).size).toBe(9);
    const prices = ids.map((id) => SEED_ITEMS.find((i) => i.id === id)!.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[8]).toBeGreaterThanOrEqual((5 * prices[7]!) / 2);
    expect(Math.round(prices.reduce((s, x) => s + x, 0) / 9)).toBe(1_117);
  });
});
