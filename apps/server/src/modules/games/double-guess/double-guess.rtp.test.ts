import { describe, expect, it } from 'vitest';
import { fairFloat, fairFloats, isWinPpm, isYesNoWin, PPM_TOTAL } from '@hapa/domain';
import { DEFAULT_DOUBLE_GUESS_SETTINGS, doubleGuessPpm } from './double-guess.service.ts';

/**
 * Double guess maths (small, pure functions; docs/games.md, "each game's maths"; fairness.md "Double guess"): a bet of a
 * prize of value V wins with p = floor((1,000,000 - edge) / 2) ppm and then returns 2V (the prize and V coins),
 * so RTP = 2p / 1,000,000: 99% at the default 1% edge.
 */
describe('double guess maths (small)', () => {
  const SERVER = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';

  it('the chance and RTP of the default edge: 495,000 ppm (49.5%), RTP 99%', () => {
    expect(DEFAULT_DOUBLE_GUESS_SETTINGS.edgePpm).toBe(10_000);
    expect(doubleGuessPpm(10_000)).toBe(495_000);
    expect(doubleGuessPpm(0)).toBe(500_000);
    expect(doubleGuessPpm(25_001)).toBe(487_499);
    expect((2 * doubleGuessPpm(10_000)) / PPM_TOTAL).toBe(0.99);
  });

  it("the draw is win(0, p_ppm) of the bet's nonce (the public vectors: float_0 0.7936 loses, nonce 1 float_0 0.0307 wins)", () => {
    expect(isYesNoWin(SERVER, 'lucky-client', 0, 495_000)).toBe(false);
    expect(isYesNoWin(SERVER, 'lucky-client', 1, 495_000)).toBe(true);
    for (let nonce = 0; nonce < 2_000; nonce++)
      expect(isYesNoWin(SERVER, 'dg', nonce, 495_000)).toBe(isWinPpm(fairFloat(SERVER, 'dg', nonce, 0), 495_000));
  });

  it('RTP over 1,000,000 simulated bets of the real float stream is within 0.2% of the stated 99%', () => {
    // floats of the real stream (8 per HMAC round, 125,000 nonces): the sampling error of a 49.5% double is
    // about 0.1% at 1,000,000 bets; the stream is fixed, so the result is too
    const p = doubleGuessPpm(10_000);
    const valueCents = 1_000;
    let returned = 0;
    let bets = 0;
    for (let nonce = 0; nonce < 125_000; nonce++) {
      for (const f of fairFloats(SERVER, 'double-guess-rtp', nonce, 8)) {
        bets++;
        if (isWinPpm(f, p)) returned += 2 * valueCents;
      }
    }
    expect(bets).toBe(1_000_000);
    const rtp = returned / (bets * valueCents);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.002);
  });
});
