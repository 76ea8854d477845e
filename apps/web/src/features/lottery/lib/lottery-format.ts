import { coinsToCents, formatCoins } from '@hapa/domain';

/** Coins (2 decimals, as the API sends them) as "$1,234.50". */
export const lotteryMoney = (coins: number) => formatCoins(coinsToCents(coins));

/** A prize share in ppm as a percentage: 500,000 -> "50%", 333,333 -> "33.33%". */
export function sharePercent(ppm: number): string {
  const pct = ppm / 10_000;
  return `${Number.isInteger(pct) ? pct.toFixed(0) : pct.toFixed(2)}%`;
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
