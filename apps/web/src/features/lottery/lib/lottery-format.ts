import { coinsToCents, formatCoins } from '@hapa/domain';
import { formatPpmPercent } from '../../../lib/i18n/format.ts';

/** Coins (2 decimals, as the API sends them) as "$1,234.50". */
export const lotteryMoney = (coins: number) => formatCoins(coinsToCents(coins));

/**
 * A prize share in ppm as a percentage, 2 decimals unless whole: 500,000 -> "50%", 333,333 -> "33.33%" (en) /
 * "33,33%" (pt-BR), 125,000 -> "12.50%" / "12,50%".
 */
export function sharePercent(ppm: number, locale?: string): string {
  return formatPpmPercent(ppm, { digits: 2, zeros: 'dropIfWhole' }, locale);
}

/**
 * When the draw happens on this browser's clock: the draw time shifted by how far the browser's clock is from the
 * server's (`serverNow` is the server's time when the answer was made, `receivedAt` the browser's then), epoch ms.
 */
export function drawEndsAt(drawAt: string, serverNow: string, receivedAt: number): number {
  return receivedAt + (Date.parse(drawAt) - Date.parse(serverNow));
}

/** "2026-11-25" and "20:00" (UTC) of an ISO time. */
export function utcDateTime(iso: string): { date: string; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
