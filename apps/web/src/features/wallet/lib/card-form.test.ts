import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  cardBrand,
  cardErrorView,
  formatCardNumber,
  formatExpiry,
  INSUFFICIENT_FUNDS_TEXT,
  luhnValid,
  parseExpiry,
  validateCard,
} from './card-form.ts';

const now = new Date(2026, 10, 21);

describe('card form', () => {
  it('formats the number and the expiry as typed', () => {
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });
  it('checks Luhn, expiry and CVC', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(parseExpiry('11/26', now)).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('10/26', now)).toBeNull();
    expect(parseExpiry('13/30', now)).toBeNull();
    expect(validateCard({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', holderName: '' }, now)).toEqual({});
    expect(Object.keys(validateCard({ cardNumber: '1', expiry: '', cvc: '1', holderName: '' }, now))).toEqual([
      'cardNumber',
      'expiry',
      'cvc',
    ]);
  });
  it('names the brand', () => {
    expect(cardBrand('4242')).toBe('Visa');
    expect(cardBrand('5555')).toBe('Mastercard');
    expect(cardBrand('9999')).toBe('Card');
  });
  it('shows insufficient funds inline and other card errors as the notice (docs/product/errors.md#client-handling)', () => {
    expect(cardErrorView(new ApiError('error.wooshpay.card_error', INSUFFICIENT_FUNDS_TEXT, 402))).toEqual({
      kind: 'inline',
      message: INSUFFICIENT_FUNDS_TEXT,
    });
    expect(cardErrorView(new ApiError('error.wooshpay.card_error', 'Your card was declined.', 402))).toEqual({
      kind: 'notice',
      message: 'Your card was declined.',
    });
    expect(cardErrorView(new ApiError('pay.error.card_invalid', 'Please check your card number, expiry date and CVC', 400)).kind).toBe(
      'inline',
    );
  });
});
