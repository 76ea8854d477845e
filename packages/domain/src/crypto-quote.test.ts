import { describe, expect, it } from 'vitest';
import { quoteCrypto } from './crypto-quote.ts';
import { presentationPrng } from './presentation-prng.ts';

describe('quoteCrypto (small)', () => {
  it('rounds up at the precision so the payer never sends less', () => {
    expect(quoteCrypto(2000, '65000', 8)).toBe('0.00030770');
    expect(quoteCrypto(5000, '65000', 8)).toBe('0.00076924');
    expect(quoteCrypto(2000, '1', 2)).toBe('20.00');
    expect(quoteCrypto(2000, '1.00', 6)).toBe('20.000000');
    expect(quoteCrypto(100, '3', 0)).toBe('1');
  });
  it('refuses bad prices and amounts', () => {
    expect(() => quoteCrypto(2000, '0', 8)).toThrow(RangeError);
    expect(() => quoteCrypto(2000, '-5', 8)).toThrow(RangeError);
    expect(() => quoteCrypto(20.5, '5', 8)).toThrow(RangeError);
    expect(() => quoteCrypto(2000, '5', -1)).toThrow(RangeError);
  });
});

describe('presentationPrng (small)', () => {
  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = presentationPrng(42);
    const b = presentationPrng(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(presentationPrng(43)()).not.toBe(xs[0]);
  });
});
