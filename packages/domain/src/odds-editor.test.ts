import { describe, expect, it } from 'vitest';
import { DEFAULT_RTP_BAND, bpToPercentText, isValidRtpBand, summarizeOddsDraft } from './odds-editor.ts';
import { expectedValueCents, rtpOf } from './odds.ts';

const five = (ppms: number[], prices = [10_000, 2_000, 1_000, 500, 100]) =>
  ppms.map((ppm, i) => ({ itemId: i + 1, ppm, priceCents: prices[i]! }));

describe('summarizeOddsDraft', () => {
  it('agrees with the published EV and RTP maths and accepts a draft inside the band', () => {
    const rows = five([10_000, 100_000, 200_000, 290_000, 400_000]);
    const s = summarizeOddsDraft(775, rows, DEFAULT_RTP_BAND);
    expect(s.sumPpm).toBe(1_000_000);
    expect(s.remainingPpm).toBe(0);
    expect(s.evCents).toBe(expectedValueCents(rows));
    expect(s.evCents).toBe(685);
    expect(s.rtpBp).toBe(Math.round(rtpOf(775, rows) * 10_000));
    expect(s.rtpBp).toBe(8839);
    expect(s.problem).toBeNull();
  });

  it('refuses a sum of 999,999 and 1,000,001 (one ppm off)', () => {
    expect(summarizeOddsDraft(1_000, five([10_000, 100_000, 200_000, 290_000, 399_999]), DEFAULT_RTP_BAND)).toMatchObject({
      sumPpm: 999_999,
      remainingPpm: 1,
      problem: 'sum',
    });
    expect(summarizeOddsDraft(1_000, five([10_000, 100_000, 200_000, 290_000, 400_001]), DEFAULT_RTP_BAND)).toMatchObject({
      remainingPpm: -1,
      problem: 'sum',
    });
  });

  it('checks the band inclusively at both edges', () => {
    // EV 850 on a 1,000 box = 85.00 % exactly: allowed; 849 -> 84.90 %: refused
    const at = (ev: number) => summarizeOddsDraft(1_000, [{ itemId: 1, ppm: 1_000_000, priceCents: ev }], DEFAULT_RTP_BAND);
    expect(at(850).problem).toBeNull();
    expect(at(950).problem).toBeNull();
    expect(at(849)).toMatchObject({ rtpBp: 8490, problem: 'rtp_band' });
    expect(at(951)).toMatchObject({ rtpBp: 9510, problem: 'rtp_band' });
  });

  it('names empty, bad ppm, duplicate item and box price problems', () => {
    expect(summarizeOddsDraft(1_000, [], DEFAULT_RTP_BAND).problem).toBe('empty');
    expect(summarizeOddsDraft(1_000, five([0, 100_000, 200_000, 300_000, 400_000]), DEFAULT_RTP_BAND).problem).toBe('bad_ppm');
    expect(summarizeOddsDraft(1_000, five([1.5, 100_000, 200_000, 300_000, 400_000]), DEFAULT_RTP_BAND).problem).toBe('bad_ppm');
    const dup = five([500_000, 500_000]).map((r) => ({ ...r, itemId: 7 }));
    expect(summarizeOddsDraft(1_000, dup, DEFAULT_RTP_BAND).problem).toBe('duplicate_item');
    expect(summarizeOddsDraft(0, five([1_000_000]), DEFAULT_RTP_BAND)).toMatchObject({ problem: 'box_price', rtpBp: 0 });
  });

  it('shows live values for a partial draft (the editor types one line at a time)', () => {
    const s = summarizeOddsDraft(2_000, five([500_000]), DEFAULT_RTP_BAND);
    expect(s).toMatchObject({ sumPpm: 500_000, remainingPpm: 500_000, evCents: 5_000, rtpBp: 25_000, problem: 'sum' });
  });
});

describe('RTP band helpers', () => {
  it('validates bands and prints percents', () => {
    expect(isValidRtpBand({ minBp: 8500, maxBp: 9500 })).toBe(true);
    expect(isValidRtpBand({ minBp: 9500, maxBp: 8500 })).toBe(false);
    expect(isValidRtpBand({ minBp: 0, maxBp: 8500 })).toBe(false);
    expect(isValidRtpBand({ minBp: 8500.5, maxBp: 9000 })).toBe(false);
    expect(isValidRtpBand({ minBp: 8500, maxBp: 20_001 })).toBe(false);
    expect(bpToPercentText(9123)).toBe('91.23');
    expect(bpToPercentText(8500)).toBe('85.00');
  });
});
