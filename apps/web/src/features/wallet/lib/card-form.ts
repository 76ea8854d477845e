/**
 * The wooshpay card form (docs/product/routes.md#payments wooshpay route, docs/product/errors.md#client-handling error.wooshpay.card_error): input formatting, checks
 * before posting, and how a card error is shown. Card data is only posted to the sandbox card endpoint,
 * never stored (the server keeps the last 4 digits and the brand).
 */
import { isApiError } from '../../../lib/api-error.ts';

/** The one card error docs/product/errors.md#client-handling shows as a plain message instead of the special card-error notice. */
export const INSUFFICIENT_FUNDS_TEXT = 'Insufficient funds, please try another card or other payment method';

export interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

export const CARD_FIELD_TEXTS = {
  cardNumber: 'Enter a valid card number',
  expiry: 'Enter a valid expiry date (MM/YY)',
  cvc: 'Enter the 3 or 4 digit CVC',
} as const;

/** "4242424242424242" -> "4242 4242 4242 4242" (digits only, at most 19). */
export function formatCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" -> "12/30"; keeps what was typed so far. */
export function formatExpiry(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Luhn checksum of the digits in `number`. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" -> month and full year, or null when not a date in the future (`now` month counts). */
export function parseExpiry(expiry: string, now: Date): { month: number; year: number } | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return null;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= thisMonth ? { month, year } : null;
}

/** Visa / Mastercard / Amex / card, from the number's first digits. */
export function cardBrand(number: string): string {
  const d = number.replace(/\D/g, '');
  if (/^4/.test(d)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'Mastercard';
  if (/^3[47]/.test(d)) return 'Amex';
  return 'Card';
}

/** Field errors of the form; empty when it can be posted. */
export function validateCard(fields: CardFields, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!luhnValid(fields.cardNumber)) errors.cardNumber = CARD_FIELD_TEXTS.cardNumber;
  if (!parseExpiry(fields.expiry, now)) errors.expiry = CARD_FIELD_TEXTS.expiry;
  if (!/^\d{3,4}$/.test(fields.cvc)) errors.cvc = CARD_FIELD_TEXTS.cvc;
  return errors;
}

/**
 * How a failed card payment is shown (docs/product/errors.md): the insufficient-funds text inline, any other card
 * error in the special card-error notice, a refused card number inline, anything else inline.
 */
export function cardErrorView(err: unknown): { kind: 'inline' | 'notice'; message: string } {
  if (isApiError(err, 'error.wooshpay.card_error')) {
    return err.message === INSUFFICIENT_FUNDS_TEXT ? { kind: 'inline', message: err.message } : { kind: 'notice', message: err.message };
  }
  if (err instanceof Error && err.message) return { kind: 'inline', message: err.message };
  return { kind: 'inline', message: "Oops, there's something happened, please try again later" };
}
