import { describe, expect, it } from 'vitest';
import { formatOddsPercent, formatRatioPercent, formatTicketRange } from './odds-format.ts';

describe('odds formatting', () => {
  it('prints ppm as exact percent', () => {
    expect(formatOddsPercent(1553)).toBe('0.1553%');
    expect(formatOddsPercent(125_000)).toBe('12.5%');
    expect(formatOddsPercent(1_000_000)).toBe('100%');
    expect(formatOddsPercent(1)).toBe('0.0001%');
  });
  it('groups ticket ranges', () => {
    expect(formatTicketRange(1554, 1_000_000)).toBe('1,554 – 1,000,000');
  });
  it('prints ratios with 2 decimals', () => {
    expect(formatRatioPercent(0.9181)).toBe('91.81%');
    expect(formatRatioPercent(1 - 0.9181)).toBe('8.19%');
  });
});
