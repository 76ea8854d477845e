import { describe, expect, it } from 'vitest';
import { coinsToCents, formatCoinUnits, formatCompactCoinUnits, sumCents } from './money.ts';

describe('money glue', () => {
  it('converts API coin units to exact cents', () => {
    expect(coinsToCents(20.55)).toBe(2055);
    expect(coinsToCents(0.1 + 0.2)).toBe(30);
    expect(coinsToCents(-5)).toBe(-500);
    expect(coinsToCents(Number.NaN)).toBe(0);
  });
  it('formats with separators and 2 decimals', () => {
    expect(formatCoinUnits(1234.5)).toBe('$1,234.50');
    expect(formatCompactCoinUnits(123456)).toBe('$123.4k');
  });
  it('sums without float drift', () => {
    expect(sumCents([0.1, 0.2, 0.3])).toBe(60);
  });
});
