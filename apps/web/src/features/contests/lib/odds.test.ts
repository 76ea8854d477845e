import { describe, expect, it } from 'vitest';
import { ppmPercent } from './odds.ts';

describe('ppmPercent', () => {
  it('shows ppm as a percentage with 4 decimals, exactly', () => {
    expect(ppmPercent(481_234)).toBe('48.1234 %');
    expect(ppmPercent(5)).toBe('0.0005 %');
    expect(ppmPercent(1_000_000)).toBe('100.0000 %');
  });
});
