import { coinsToCents, formatCoins } from '@hapa/domain';

/** Coin units from the API ("1.5") as money text ("$1.50"). */
export const money = (coins: number) => formatCoins(coinsToCents(coins));

/** ppm as a percentage text ("10%", "2.5%"). */
export const percent = (ppm: number) => `${Number((ppm / 10_000).toFixed(4))}%`;
