import { describe, expect, it } from 'vitest';
import { clampBet, doubleBet, formatMultiplier, halveBet } from './bet.ts';

describe('bet amount helpers', () => {
  it('clamps into the limits with 2 decimals', () => {
    expect(clampBet('0.01', 0.1, 1000)).toBe('0.10');
    expect(clampBet('5000', 0.1, 1000)).toBe('1000.00');
    expect(clampBet('2.349', 0.1, 1000)).toBe('2.34');
    expect(clampBet('abc', 0.1, 1000)).toBe('0.10');
  });
  it('halves and doubles within the limits', () => {
    expect(halveBet('1.00', 0.1)).toBe('0.50');
    expect(halveBet('0.15', 0.1)).toBe('0.10');
    expect(doubleBet('600', 1000)).toBe('1000.00');
    expect(doubleBet('0', 1000)).toBe('0.02');
  });
  it('formats multipliers in the shown language', () => {
    expect(formatMultiplier(1, 'en')).toBe('1.00×');
    expect(formatMultiplier(1.03125, 'en')).toBe('1.0313×');
    expect(formatMultiplier(1.05, 'en')).toBe('1.05×');
    expect(formatMultiplier(2300, 'en')).toBe('2,300.00×');
    expect(formatMultiplier(1.03125, 'pt-BR')).toBe('1,0313×');
    expect(formatMultiplier(2300, 'pt-BR')).toBe('2.300,00×');
  });
});
