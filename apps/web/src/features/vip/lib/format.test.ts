import { describe, expect, it } from 'vitest';
import { formatChance, formatRate } from './format.ts';

describe('wheel rates and chances in the shown language', () => {
  it('bonus rates (fractions) as percents, up to 2 decimals', () => {
    expect(formatRate(0.05)).toBe('5%');
    expect(formatRate(0.001, 'en')).toBe('0.1%');
    expect(formatRate(0.001, 'pt-BR')).toBe('0,1%');
    expect(formatRate(0.125, 'pt-BR')).toBe('12,5%');
  });

  it('segment chances (ppm) as percents, up to 2 decimals', () => {
    expect(formatChance(400_000)).toBe('40%');
    expect(formatChance(12_500, 'en')).toBe('1.25%');
    expect(formatChance(12_500, 'pt-BR')).toBe('1,25%');
    expect(formatChance(400_000, 'pt-BR')).toBe('40%');
  });
});
