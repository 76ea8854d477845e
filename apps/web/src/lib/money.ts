/**
 * Web glue between API amounts (coin units, at most 2 decimals) and @hapa/domain money helpers
 * (integer cents). All arithmetic on amounts happens in cents.
 */
import { formatCoins, formatCompactCoins, parseCoinAmount } from '@hapa/domain';

/**
 * Coin units from the API -> integer cents, exactly (20.55 -> 2055). Negative amounts keep their
 * sign; a value with stray float noise is rounded to the nearest cent rather than thrown.
 */
export function coinsToCents(coins: number): number {
  if (!Number.isFinite(coins)) return 0;
  try {
    return coins < 0 ? -parseCoinAmount(-coins) : parseCoinAmount(coins);
  } catch {
    return Math.round(coins * 100);
  }
}

/** Cents -> coin units as a number, for request bodies only (2055 -> 20.55). */
export function centsToCoinUnits(cents: number): number {
  return cents / 100;
}

/** "$1,234.50" from coin units. */
export function formatCoinUnits(coins: number, symbol = '$'): string {
  return formatCoins(coinsToCents(coins), symbol);
}

/** "$12.3k" above 1,000 coin units, otherwise like {@link formatCoinUnits}. */
export function formatCompactCoinUnits(coins: number, symbol = '$'): string {
  return formatCompactCoins(coinsToCents(coins), symbol);
}

/** Sum of coin amounts, exact in cents. */
export function sumCents(values: number[]): number {
  return values.reduce((acc, v) => acc + coinsToCents(v), 0);
}
