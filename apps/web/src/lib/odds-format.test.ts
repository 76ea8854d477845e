import { describe, expect, it } from 'vitest';
import { formatRatioPercent } from './i18n/format.ts';
import { formatOddsPercent, formatTicketRange } from './odds-format.ts';

describe('odds formatting', () => {
  it('prints ppm as exact percent', () => {
    expect(formatOddsPercent(1553)).toBe('0.1553%');
    expect(formatOddsPercent(125_000)).toBe('12.5%');
    expect(formatOddsPercent(1_000_000)).toBe('100%');
    expect(formatOddsPercent(1)).toBe('0.0001%');
  });
  it('prints odds with the language separators, no space before "%"', () => {
    expect(formatOddsPercent(1553, 'en')).toBe('0.1553%');
    expect(formatOddsPercent(1553, 'pt-BR')).toBe('0,1553%');
    expect(formatOddsPercent(125_000, 'pt-BR')).toBe('12,5%');
    expect(formatOddsPercent(1_000_000, 'pt-BR')).toBe('100%');
    expect(formatOddsPercent(-1, 'pt-BR')).toBe('—');
    expect(formatOddsPercent(1.5, 'en')).toBe('—');
  });
  it('groups ticket ranges', () => {
    expect(formatTicketRange(1554, 1_000_000)).toBe('1,554 – 1,000,000');
    expect(formatTicketRange(1, 1553, 'en')).toBe('1 – 1,553');
    expect(formatTicketRange(1, 1553, 'pt-BR')).toBe('1 – 1.553');
  });
  it('prints ratios with 2 decimals', () => {
    expect(formatRatioPercent(0.9181)).toBe('91.81%');
    expect(formatRatioPercent(1 - 0.9181)).toBe('8.19%');
    expect(formatRatioPercent(0.87, {}, 'en')).toBe('87.00%');
    expect(formatRatioPercent(0.87, {}, 'pt-BR')).toBe('87,00%');
    expect(formatRatioPercent(0.9181, {}, 'pt-BR')).toBe('91,81%');
  });
});
