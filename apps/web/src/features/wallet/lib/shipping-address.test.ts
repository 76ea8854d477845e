import { describe, expect, it } from 'vitest';
import { cleanAddress, EMPTY_ADDRESS, needsShippingAddress, REQUIRED_TEXT, validateAddress } from './shipping-address.ts';

describe('card shipping address (docs/product/validation.md#address)', () => {
  it('requires all five fields', () => {
    const e = validateAddress(EMPTY_ADDRESS);
    expect(Object.keys(e).sort()).toEqual(['city', 'countryCode', 'postcode', 'state', 'street']);
    expect(e.city).toBe(REQUIRED_TEXT);
    expect(validateAddress({ ...EMPTY_ADDRESS, city: '  ' }).city).toBe(REQUIRED_TEXT);
  });
  it('accepts a full address and cleans it', () => {
    const a = { city: ' Nairobi ', countryCode: 'ke', postcode: '00100', state: 'Nairobi', street: '1 Moi Ave' };
    expect(validateAddress(a)).toEqual({});
    expect(cleanAddress(a).countryCode).toBe('KE');
    expect(validateAddress({ ...a, countryCode: 'Kenya' }).countryCode).toBeDefined();
  });
  it('is asked for by the card provider (type 7), not by the sandbox playing it', () => {
    expect(needsShippingAddress({ payTypeCode: 7, flow: 'wooshpay', isTest: false })).toBe(true);
    expect(needsShippingAddress({ payTypeCode: 7, flow: 'wooshpay', isTest: true })).toBe(false);
    expect(needsShippingAddress({ payTypeCode: 3, flow: 'crypto', isTest: false })).toBe(false);
    expect(needsShippingAddress(undefined)).toBe(false);
  });
});
