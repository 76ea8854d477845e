import { formatCoins } from '@hapa/domain';
import { coinsToCents } from '../../../lib/money.ts';

/** "90%" for 900,000 ppm; up to 4 decimals when the discount has them ("87.5%"). */
export function formatOff(discountPpm: number): string {
  return `${Number((discountPpm / 10_000).toFixed(4))}%`;
}

/** "$2.00" for 2 coin units. */
export function money(coins: number): string {
  return formatCoins(coinsToCents(coins));
}
