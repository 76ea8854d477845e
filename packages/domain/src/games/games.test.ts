import { describe, expect, it } from 'vitest';
import { FairnessError, fairFloat } from '../fairness.ts';
import { bingoCalls, bingoCardOf, drawClientSeed, lotteryWinners } from './draws.ts';
import { PPM_TOTAL as PPM } from '../odds.ts';
import {
  dealOf,
  isWinPpm,
  minesMultiplierPpm,
  minesOf,
  pirateSkulls,
  shufflePick,
  treasureMapChancePpm,
  treasureMapsFound,
  upgradeChancePpm,
} from './games.ts';

// Public test vectors of shared/design/fairness.md
const SERVER_SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
const CLIENT = 'lucky-client';

describe('fairness.md game vectors', () => {
  it('mines: nonce 0 with 3 mines picks 19, 17, 5; nonce 7 with 5 mines is 3, 6, 7, 14, 19', () => {
    expect(minesOf(SERVER_SEED, CLIENT, 0, 3)).toEqual({ picks: [19, 17, 5], tiles: [5, 17, 19] });
    expect(minesOf(SERVER_SEED, CLIENT, 7, 5).tiles).toEqual([3, 6, 7, 14, 19]);
  });

  it('a deal of 9 at nonce 2 holds list entries 4, 5, 6, 1, 2, 8, 7, 0, 3', () => {
    expect(dealOf(SERVER_SEED, CLIENT, 2, 9)).toEqual([4, 5, 6, 1, 2, 8, 7, 0, 3]);
  });

  it('pirate chests of 3 at nonce 4, levels 0-4: skull behind 0, 2, 1, 0, 2', () => {
    expect(pirateSkulls(SERVER_SEED, CLIENT, 4, 3, 5)).toEqual([0, 2, 1, 0, 2]);
  });

  it('bingo card at nonce 3', () => {
    expect(bingoCardOf(SERVER_SEED, CLIENT, 3)).toEqual({
      B: [3, 14, 2, 8, 9],
      I: [30, 21, 17, 27, 16],
      N: [38, 43, 37, 44],
      G: [50, 53, 56, 51, 54],
      O: [71, 70, 65, 62, 75],
    });
  });

  it('draw client seed over entries 17, 3, 42 (sorted ascending), lottery winners 3 then 17, bingo calls', () => {
    const seed = drawClientSeed('lottery-2026-11-22', [17, 3, 42]);
    expect(seed).toBe('8d0446a1bd9094648929976fb4b291bdde7ab291d68b216dccfe96ec08f57c7c');
    expect(drawClientSeed('lottery-2026-11-22', [3, 17, 42])).toBe(seed);
    expect(lotteryWinners(SERVER_SEED, seed, [42, 17, 3], 2)).toEqual([3, 17]);
    expect(bingoCalls(SERVER_SEED, seed).slice(0, 10)).toEqual([7, 14, 36, 8, 43, 16, 55, 67, 44, 34]);
  });
});

describe('game rules', () => {
  it('win(k, p) is floor(float * 1e6) < p: exact at the boundary', () => {
    expect(isWinPpm(0.4999999, 500_000)).toBe(true);
    expect(isWinPpm(0.5, 500_000)).toBe(false);
    expect(isWinPpm(0, 0)).toBe(false);
    expect(isWinPpm(0.9999999, PPM)).toBe(true);
    expect(() => isWinPpm(1, 10)).toThrow(FairnessError);
    expect(() => isWinPpm(0.5, PPM + 1)).toThrow(FairnessError);
  });

  it('the shuffle rule picks without replacement, in order', () => {
    expect(shufflePick([0, 0, 0], 5, 3)).toEqual([0, 1, 2]);
    expect(shufflePick([0.99, 0.99], 3, 2)).toEqual([2, 1]);
    expect(() => shufflePick([0.1], 3, 2)).toThrow(FairnessError);
    expect(() => shufflePick([0.1, 0.2, 0.3, 0.4], 3, 4)).toThrow(FairnessError);
  });

  it('upgrade chance: floor(S(1e6 - e) / T), capped', () => {
    // $10 staked for a $20 target with a 5% edge: 47.5%
    expect(upgradeChancePpm(1_000, 2_000, 50_000, 750_000)).toBe(475_000);
    // the cap holds for a stake close to the target
    expect(upgradeChancePpm(1_900, 2_000, 50_000, 750_000)).toBe(750_000);
    expect(upgradeChancePpm(1, 3, 0, PPM)).toBe(333_333);
    expect(() => upgradeChancePpm(0, 2_000, 50_000, 750_000)).toThrow(FairnessError);
  });

  it('mines multiplier: 1x before a reveal, C(25,r)/C(25-m,r) x (1 - e) after', () => {
    expect(minesMultiplierPpm(3, 0, 10_000)).toBe(PPM);
    // one safe tile with 1 mine: 25/24 x 0.99 = 1.03125x
    expect(minesMultiplierPpm(1, 1, 10_000)).toBe(1_031_250);
    // all 22 safe tiles with 3 mines: C(25,22)/C(22,22) = 2300x, at 0 edge
    expect(minesMultiplierPpm(3, 22, 0)).toBe(2_300 * PPM);
    expect(() => minesMultiplierPpm(24, 2, 0)).toThrow(FairnessError);
  });

  it('treasure map chance and maps found follow win(j, p)', () => {
    expect(treasureMapChancePpm(500, 10_000, 100_000)).toBe(45_000);
    const found = treasureMapsFound(SERVER_SEED, CLIENT, 0, 4, 750_000);
    // float_0 0.7936 (no), float_1 0.7439 (yes), float_2 0.2210 (yes)
    expect(found.slice(0, 3)).toEqual([false, true, true]);
    expect(found[3]).toBe(isWinPpm(fairFloat(SERVER_SEED, CLIENT, 0, 3), 750_000));
  });
});

/** Deterministic floats for the RTP simulations (a xorshift stream: the maths, not the HMAC, is under test). */
function floatStream(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

describe('RTP over 1,000,000 simulated bets is within 0.2% of the stated RTP', () => {
  const BETS = 1_000_000;

  // the sampling error of 1,000,000 bets is about payout x sqrt(p(1 - p)) / 1,000: the cases are chosen where
  // that is well under 0.2%, so a miss means the maths moved, not the luck
  it('upgrade: stake $10 for a $15 target at a 5% edge returns 95%', () => {
    const next = floatStream(7);
    const p = upgradeChancePpm(1_000, 1_500, 50_000, 750_000);
    let paid = 0;
    for (let i = 0; i < BETS; i++) if (isWinPpm(next(), p)) paid += 1_500;
    expect(Math.abs(paid / (BETS * 1_000) - 0.95)).toBeLessThan(0.002);
  });

  it('mines: 3 mines, cash out after 2 safe tiles at a 1% edge returns 99%', () => {
    const next = floatStream(11);
    const m = 3;
    const mult = minesMultiplierPpm(m, 2, 10_000);
    let paid = 0;
    for (let i = 0; i < BETS; i++) {
      const mines = new Set(shufflePick([next(), next(), next()], 25, m));
      // the player reveals tiles 0 and 1 (any fixed choice has the same odds)
      if (!mines.has(0) && !mines.has(1)) paid += mult;
    }
    expect(Math.abs(paid / (BETS * PPM) - 0.99)).toBeLessThan(0.002);
  });

  it('treasure hunter: maps of $5 for a $6 treasure at a 10% edge return 90% per map', () => {
    const next = floatStream(13);
    const p = treasureMapChancePpm(500, 600, 100_000);
    let paid = 0;
    for (let i = 0; i < BETS; i++) if (isWinPpm(next(), p)) paid += 600;
    expect(Math.abs(paid / (BETS * 500) - 0.9)).toBeLessThan(0.002);
  });
});
