import { describe, expect, it } from 'vitest';
import { quoteCrypto, tryQuoteCrypto } from './crypto-quote.ts';

describe('crypto quote', () => {
  it('rounds up at the precision', () => {
    expect(quoteCrypto(5000, '65000', 8)).toBe('0.00076924');
    expect(quoteCrypto(5000, '1', 2)).toBe('50.00');
    expect(quoteCrypto(5000, '5.2', 9)).toBe('9.615384616');
    expect(quoteCrypto(1234, '1', 0)).toBe('13');
  });
  it('refuses bad prices', () => {
    expect(() => quoteCrypto(100, '0', 2)).toThrow(RangeError);
    expect(() => quoteCrypto(100, '-1', 2)).toThrow(RangeError);
    expect(tryQuoteCrypto(100, 'abc', 2)).toBeNull();
    expect(tryQuoteCrypto(100, undefined, 2)).toBeNull();
  });
});
