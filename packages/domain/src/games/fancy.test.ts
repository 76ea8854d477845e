import { describe, expect, it } from 'vitest';
import { dealOf } from './games.ts';
import { fancyExpectedPacks, fancyPackDeal, fancyPackList } from './fancy.ts';

const SERVER_SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';

/** Fancy Cards pack maths (small): the published list, the deal by the shuffle rule, the expected packs. */
describe('fancy cards packs (small)', () => {
  it('the list repeats each card by its rarity weight, in set order', () => {
    expect(
      fancyPackList([
        { id: 7, rarity: 'rare' },
        { id: 3, rarity: 'legendary' },
        { id: 9, rarity: 'common' },
      ]),
    ).toEqual([7, 7, 7, 3, 9, 9, 9, 9, 9, 9]);
  });

  it('a pack is the first K picks of the deal (fairness.md vector: deal of 9, nonce 2 -> 4, 5, 6, ...)', () => {
    const list = [10, 11, 12, 13, 14, 15, 16, 17, 18];
    expect(fancyPackDeal(SERVER_SEED, 'lucky-client', 2, list, 3)).toEqual({ deal: [4, 5, 6], cardIds: [14, 15, 16] });
    const long = Array.from({ length: 36 }, (_, i) => 100 + i);
    const p = fancyPackDeal(SERVER_SEED, 'lucky-client', 5, long, 3);
    expect(p.deal).toEqual(dealOf(SERVER_SEED, 'lucky-client', 5, 3, 36));
    expect(p.cardIds).toEqual(p.deal.map((i) => long[i]));
    expect(() => fancyPackDeal(SERVER_SEED, 'x', 0, list, 10)).toThrow();
    expect(() => fancyPackDeal(SERVER_SEED, 'x', 0, list, 0)).toThrow();
  });

  it('expected packs: the coupon collector closed forms, and a simulation of the default set', () => {
    expect(fancyExpectedPacks([1], 1)).toBeCloseTo(1, 9);
    expect(fancyExpectedPacks([1, 1], 1)).toBeCloseTo(3, 9); // 1 + 2
    expect(fancyExpectedPacks([1, 1, 1], 1)).toBeCloseTo(5.5, 9); // 1 + 3/2 + 3
    expect(fancyExpectedPacks([1, 1], 2)).toBeCloseTo(1, 9); // a pack of both
    // 4 commons, 3 rares, an epic and a legendary, 3 a pack: against 4,000 simulated collections (deterministic PRNG)
    const weights = [6, 6, 6, 6, 3, 3, 3, 2, 1];
    const e = fancyExpectedPacks(weights, 3);
    const list = weights.flatMap((w, card) => Array.from({ length: w }, () => card));
    let x = 12345;
    const rnd = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
    let packs = 0;
    const runs = 4_000;
    for (let r = 0; r < runs; r++) {
      const seen = new Set<number>();
      while (seen.size < weights.length) {
        packs++;
        const pool = [...list];
        for (let k = 0; k < 3; k++) seen.add(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
      }
    }
    expect(Math.abs(packs / runs - e) / e).toBeLessThan(0.04);
    expect(() => fancyExpectedPacks([], 1)).toThrow();
    expect(() => fancyExpectedPacks([1, 0], 1)).toThrow();
  });
});
