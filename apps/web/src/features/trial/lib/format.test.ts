import { describe, expect, it } from 'vitest';
import { formatOff } from './format.ts';

describe('formatOff', () => {
  it('a discount in ppm as a percent, up to 4 decimals, in the shown language', () => {
    expect(formatOff(900_000, 'en')).toBe('90%');
    expect(formatOff(875_000, 'en')).toBe('87.5%');
    expect(formatOff(875_000, 'pt-BR')).toBe('87,5%');
    expect(formatOff(123_456, 'en')).toBe('12.3456%');
  });
});
