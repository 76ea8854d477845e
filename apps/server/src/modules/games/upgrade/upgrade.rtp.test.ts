import { describe, expect, it } from 'vitest';
import { fairFloat, isWinPpm, upgradeChancePpm } from '@hapa/domain';
import { DEFAULT_UPGRADE_SETTINGS, upgradeRoll } from './upgrade.service.ts';

/**
 * Upgrade maths (small tier; docs/games.md, "How it must hold up": RTP over 1,000,000 simulated bets within 0.2% of the
 * stated RTP). The real float stream of fairness.md: one fixed seed pair, nonces 0 .. 999,999, float_0 each.
 */
describe('upgrade RTP (small)', () => {
  const SERVER_SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
  const CLIENT_SEED = 'upgrade-rtp';
  const { edgePpm, capPpm } = DEFAULT_UPGRADE_SETTINGS;

  it('the default 2x upgrade ($10 for a $20 item) returns 97% (RTP = 100% - 3% edge) over 1,000,000 bets', () => {
    const S = 1_000;
    const T = 2_000;
    const p = upgradeChancePpm(S, T, edgePpm, capPpm);
    expect(p).toBe(485_000);
    let wins = 0;
    for (let nonce = 0; nonce < 1_000_000; nonce++) if (isWinPpm(fairFloat(SERVER_SEED, CLIENT_SEED, nonce, 0), p)) wins++;
    const rtp = (wins * T) / (1_000_000 * S);
    // the sampling error of 1,000,000 bets at 2x is 0.1%: a miss of 0.2% means the maths moved
    expect(Math.abs(rtp - 0.97)).toBeLessThan(0.002);
  });

  it('the stated RTP is exact up to the ppm rounding for every multiplier chip, and the cap only lowers it', () => {
    for (const m of [1.5, 2, 3, 5, 10]) {
      const S = 10_000;
      const T = Math.round(S * m);
      const p = upgradeChancePpm(S, T, edgePpm, capPpm);
      const rtp = (p * T) / (1_000_000 * S);
      expect(rtp).toBeLessThanOrEqual(0.97);
      expect(0.97 - rtp).toBeLessThan(T / S / 1_000_000 + 1e-12);
    }
    // 1.2x would be 80.8%: capped at 75%, so its RTP is 90%
    expect(upgradeChancePpm(10_000, 12_000, edgePpm, capPpm)).toBe(750_000);
  });

  it('the roll is floor(float_0 x 1e6) and wins iff it is below p (fairness.md vectors)', () => {
    // lucky-client nonce 0: float_0 0.793617133284...; nonce 1: 0.030722141964...
    expect(upgradeRoll(SERVER_SEED, 'lucky-client', 0, 793_618)).toEqual({ roll: 793_617, win: true });
    expect(upgradeRoll(SERVER_SEED, 'lucky-client', 0, 793_617)).toEqual({ roll: 793_617, win: false });
    expect(upgradeRoll(SERVER_SEED, 'lucky-client', 1, 30_723)).toEqual({ roll: 30_722, win: true });
  });
});
