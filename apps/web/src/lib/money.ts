/**
 * Web glue between API amounts (coin units, at most 2 decimals) and @hapa/domain money helpers
 * (integer cents). All arithmetic on amounts happens in cents.
 */
import { coinsToCents, formatCoins, formatCompactCoins } from '@hapa/domain';

/** Coin units from the API -> integer cents: the one conversion, in @hapa/domain. */
export { coinsToCents };

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
