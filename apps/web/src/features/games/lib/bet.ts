/** Bet amount helpers of the game pages: amounts are typed as coin text with at most 2 decimals. */
import { coinsToCents } from '@hapa/domain';
import { formatLocale, formatNumber } from '../../../lib/i18n/format.ts';

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

/**
 * A multiplier as shown: 2 decimals and an ×, up to 4 below 1.1× so small steps are visible, in the shown language:
 * 2.5 -> "2.50×" (en) / "2,50×" (pt-BR), 1.0123 -> "1.0123×", 52598.7 -> "52,598.70×".
 */
export function formatMultiplier(m: number, locale = formatLocale()): string {
  return `${formatNumber(m, locale, { minimumFractionDigits: 2, maximumFractionDigits: m < 1.1 ? 4 : 2 })}×`;
}
