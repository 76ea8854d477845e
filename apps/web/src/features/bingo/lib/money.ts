import { coinsToCents, formatCoins } from '@hapa/domain';
import { formatPpmPercent } from '../../../lib/i18n/format.ts';

/** Coin units from the API ("1.5") as money text ("$1.50"). */
export const money = (coins: number) => formatCoins(coinsToCents(coins));

/** ppm as a percentage text, up to 4 decimals: "10%", "2.5%" (en) / "2,5%" (pt-BR). */
export const percent = (ppm: number, locale?: string) => formatPpmPercent(ppm, { digits: 4, zeros: 'drop' }, locale);
