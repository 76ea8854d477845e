import { describe, expect, it } from 'vitest';
import { formatPirateMultiplier } from './pirate-format.ts';

describe('formatPirateMultiplier (small)', () => {
  it('rounds down to 3 decimals and keeps at least 2', () => {
    expect(formatPirateMultiplier(1)).toBe('1.00×');
    expect(formatPirateMultiplier(1.485)).toBe('1.485×');
    expect(formatPirateMultiplier(2.2275)).toBe('2.227×');
    expect(formatPirateMultiplier(57.088388)).toBe('57.088×');
    expect(formatPirateMultiplier(1.5)).toBe('1.50×');
    expect(formatPirateMultiplier(0)).toBe('0.00×');
  });
  it('in the shown language', () => {
    expect(formatPirateMultiplier(1.485, 'pt-BR')).toBe('1,485×');
    expect(formatPirateMultiplier(1.5, 'pt-BR')).toBe('1,50×');
    expect(formatPirateMultiplier(1234.5, 'en')).toBe('1,234.50×');
  });
});
