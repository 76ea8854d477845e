import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '../../../lib/i18n/format.ts';
import { fairnessFloat } from './fairness-float.ts';

describe('fairness floats (docs/fairness.md#test-vectors)', () => {
  afterEach(() => setFormatLocale('en'));

  it('prints 12 decimals with "." and no grouping, in English and in Portuguese alike', () => {
    expect(fairnessFloat(0.5)).toBe('0.500000000000');
    expect(fairnessFloat(0.123456789012345)).toBe('0.123456789012');
    setFormatLocale('pt-BR');
    expect(fairnessFloat(0.5)).toBe('0.500000000000');
    expect(fairnessFloat(0)).toBe('0.000000000000');
  });
});
