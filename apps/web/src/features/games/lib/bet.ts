/** Bet amount helpers of the game pages: amounts are typed as coin text with at most 2 decimals. */
import { coinsToCents } from '@hapa/domain';

const toCents = (text: string): number => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? Math.floor(n * 100 + 1e-6) : 0;
};
const text = (cents: number) => (cents / 100).toFixed(2);

/** The typed amount clamped into [min, max] coins (cents floored), as text with 2 decimals. */
export function clampBet(amount: string, min: number, max: number): string {
  const cents = toCents(amount);
  return text(Math.min(coinsToCents(max), Math.max(coinsToCents(min), cents)));
}

/** Half the bet, not below `min` coins. */
export function halveBet(amount: string, min: number): string {
  return text(Math.max(coinsToCents(min), Math.floor(toCents(amount) / 2)));
}

/** Twice the bet, not above `max` coins. */
export function doubleBet(amount: string, max: number): string {
  return text(Math.min(coinsToCents(max), Math.max(1, toCents(amount)) * 2));
}

/** A multiplier as shown: 2 decimals and an ×, more decimals below 1.1× so small steps are visible. */
export function formatMultiplier(m: number): string {
  return `${m < 1.1 ? m.toFixed(4).replace(/0{1,2}$/, '') : m.toFixed(2)}×`;
}
