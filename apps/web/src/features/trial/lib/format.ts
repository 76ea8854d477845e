import { formatCoins } from '@hapa/domain';
import { coinsToCents } from '../../../lib/money.ts';
import { formatLocale, formatPpmPercent } from '../../../lib/i18n/format.ts';

/** "90%" for 900,000 ppm; up to 4 decimals when the discount has them ("87.5%" en / "87,5%" pt-BR). */
export function formatOff(discountPpm: number, locale = formatLocale()): string {
  return formatPpmPercent(discountPpm, { digits: 4, zeros: 'drop' }, locale);
}

/** "$2.00" for 2 coin units. */
export function money(coins: number): string {
  return formatCoins(coinsToCents(coins));
}
