import { describe, expect, it } from 'vitest';
import { isMpesaPhone, maskPhone, sanitizePhoneInput } from './mpesa.ts';

describe('M-PESA phone', () => {
  it('accepts Kenyan mobile numbers in the usual spellings', () => {
    for (const raw of ['0712345678', '712345678', '+254712345678', '254712345678', '0712 345 678', '0112345678'])
      expect(isMpesaPhone(raw)).toBe(true);
  });
  it('refuses others', () => {
    for (const raw of ['', '0812345678', '07123456', '+1 202 555 0100', 'abc']) expect(isMpesaPhone(raw)).toBe(false);
  });
  it('sanitises and masks', () => {
    expect(sanitizePhoneInput('+254-71a2+3')).toBe('+2547123');
    expect(maskPhone('0712345678')).toBe('0712 •••678');
  });
});
