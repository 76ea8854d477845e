/**
 * Amount field text handling on top of @hapa/domain deposit rules (docs/product/validation.md#deposit-amount): "$" prefix in the UI,
 * thousands separators, digits only when the minimum is above 1 coin unit.
 */
import { parseCoinAmount, sanitizeAmountInput } from '@hapa/domain';

/** Groups the whole part and keeps a typed fraction as is ("1234.5" -> "1,234.5", "12." -> "12."). */
export function displayAmount(sanitized: string): string {
  if (sanitized === '') return '';
  const [whole, ...rest] = sanitized.split('.');
  const grouped = (whole.replace(/^0+(?=\d)/, '') || (rest.length ? '0' : '')).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length ? `${grouped}.${rest.join('')}` : grouped;
}

/** Cents of a sanitized amount, or null when empty / not a number. */
export function amountCents(sanitized: string): number | null {
  if (sanitized === '' || sanitized === '.') return null;
  try {
    return parseCoinAmount(sanitized.endsWith('.') ? sanitized.slice(0, -1) : sanitized);
  } catch {
    return null;
  }
}

/** What the user typed -> `{text, cents}` for the field. */
export function readAmountInput(raw: string, minCents: number): { text: string; cents: number | null } {
  const sanitized = sanitizeAmountInput(raw, minCents);
  return { text: displayAmount(sanitized), cents: amountCents(sanitized) };
}
