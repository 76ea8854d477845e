import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pirateSkulls } from '@hapa/domain';
import { pirateCashOutCents, pirateMultiplierPpm } from './pirate-ladder.ts';

/**
 * Pirate 2024 maths (small, docs/games.md): each level is survived with chance 2/3 and multiplies by 3/2, so every
 * cash-out point returns (1,000,000 - edge) ppm of the stake (RTP 99% at the default 1% edge). Checked exactly
 * over the ladder, then by playing 1,000,000 rounds of the real draw (fairness.md floats) with fixed
 * strategies: the simulated RTP is within 0.2% of the stated one. The million draws use Node's native HMAC
 * (the pure-TS one of @hapa/domain takes a minute for that many); the first 2,000 are checked equal to
 * `pirateSkulls`, so the simulation plays exactly the server's draw.
 */
const SERVER_SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';

/** Skulls of levels 0 and 1 by fairness.md "Floats" (round 0, floats 0 and 1) with node:crypto. */
function nativeSkulls(clientSeed: string, nonce: number): [number, number] {
  const b = createHmac('sha256', SERVER_SEED).update(`${clientSeed}:${nonce}:0`).digest();
  const f = (i: number) => b[i]! / 256 + b[i + 1]! / 256 ** 2 + b[i + 2]! / 256 ** 3 + b[i + 3]! / 256 ** 4;
  return [Math.floor(f(0) * 3), Math.floor(f(4) * 3)];
}
describe('pirate 2024 RTP (small)', () => {
  it('exact: P(clear L) x multiplier(L) equals 1 - edge at every level, to the flooring of the ppm', () => {
    for (const edge of [0, 10_000, 50_000]) {
      for (let l = 1; l <= 20; l++) {
        const mult = pirateMultiplierPpm(l, edge);
        // (2/3)^L x mult / 1e6, in exact integers: 2^L x mult vs 3^L x (1e6 - edge)
        const returned = 2n ** BigInt(l) * BigInt(mult);
        const stated = 3n ** BigInt(l) * BigInt(1_000_000 - edge);
        expect(returned <= stated).toBe(true);
        expect(stated - returned < 2n ** BigInt(l)).toBe(true); // lost less than 1 ppm to the floor
      }
    }
    expect(() => pirateMultiplierPpm(-1, 10_000)).toThrow(RangeError);
    expect(() => pirateMultiplierPpm(1, 1_000_001)).toThrow(RangeError);
  });

  it('1,000,000 simulated rounds, cash out after 1 level and after 2 levels: RTP within 0.2% of 99%', () => {
    for (let nonce = 0; nonce < 2_000; nonce++)
      expect(nativeSkulls('rtp-client', nonce)).toEqual(pirateSkulls(SERVER_SEED, 'rtp-client', nonce, 3, 2));
    const rounds = 1_000_000;
    const stake = 10_000; // $100: the cent flooring is below 0.0001% of a payout
    let staked = 0;
    const paid = [0, 0]; // strategy "cash out after 1 level", "after 2 levels"
    for (let nonce = 0; nonce < rounds; nonce++) {
      // the player always opens the middle chest (any fixed choice is as good: the skull is uniform)
      const [s0, s1] = nativeSkulls('rtp-client', nonce);
      staked += stake;
      if (s0 === 1) continue;
      paid[0]! += pirateCashOutCents(stake, 1, 10_000, 10_000_000);
      if (s1 !== 1) paid[1]! += pirateCashOutCents(stake, 2, 10_000, 10_000_000);
    }
    for (const p of paid) {
      const rtp = p / staked;
      expect(Math.abs(rtp - 0.99), `simulated RTP ${rtp}`).toBeLessThan(0.002);
    }
  });
});
