import { MoneyFormatError, parseCoinAmount } from '@hapa/domain';
import { AppError } from '../http/app-error.ts';

/**
 * A coin amount from a request (coin units, at most 2 decimals; a number or a numeric string) -> integer cents.
 * The one place a game bet or console money field turns a format error into the stable 400.
 * @throws AppError validation.amount on a malformed, negative or too precise amount
 */
export function coinInputCents(value: unknown): number {
  try {
    return parseCoinAmount(value);
  } catch (e) {
    if (e instanceof MoneyFormatError) throw new AppError('validation.amount');
    throw e;
  }
}
