import { describe, expect, it } from 'vitest';
import { percent } from './money.ts';

describe('bingo percents in the shown language', () => {
  it('ppm as a percent, up to 4 decimals, trailing zeros dropped', () => {
    expect(percent(100_000)).toBe('10%');
    expect(percent(25_000, 'en')).toBe('2.5%');
    expect(percent(25_000, 'pt-BR')).toBe('2,5%');
    expect(percent(1553, 'en')).toBe('0.1553%');
    expect(percent(1553, 'pt-BR')).toBe('0,1553%');
  });
});
