/**
 * Deposit (top-up) rules: presets, range checks and messages, stepper, input sanitising,
 * bonus, XP and gifts (docs/product/validation.md#deposit-amount "Deposit amount", docs/product/constants.md business constants).
 * Amounts are integer cents unless a name says "units" (coin units).
 */
import { CENTS_PER_COIN, formatPlainCoins } from './money.ts';

/** Quick amounts in coin units (docs/product/constants.md#top-up-and-deposits). */
export const DEPOSIT_PRESETS = [20, 50, 100, 500, 1000, 5000] as const;
/** Quick amounts in coin units for the country variant / app (docs/product/constants.md#top-up-and-deposits). */
export const DEPOSIT_PRESETS_VARIANT = [200, 1000, 5000] as const;
/** Preset selected by default: index 1 (docs/product/constants.md#top-up-and-deposits). */
export const DEFAULT_PRESET_INDEX = 1;
/** Server-side minimum top-up: $20 (docs/product/validation.md#server-rules "Server rules", docs/product/constants.md#top-up-and-deposits). */
export const MIN_TOP_UP_CENTS = 2000;
/** Stepper step in coin units (docs/product/validation.md#deposit-amount, docs/product/constants.md#top-up-and-deposits). */
export const STEP = 10;
/** Stepper step in coin units for the country variant / app (docs/product/validation.md#deposit-amount, docs/product/constants.md#top-up-and-deposits). */
export const STEP_VARIANT = 100;

/** Options for {@link validateDepositAmount}: the pay method's range in cents. */
export interface DepositLimits {
  minCents: number;
  maxCents: number;
  /** currency symbol printed in messages, default "$" */
  symbol?: string;
  /** crypto methods append " at this moment" to the minimum message */
  isCrypto?: boolean;
}

/** Result of {@link validateDepositAmount}. */
export type DepositValidation = { ok: true } | { ok: false; key: 'pay.error.amount_min' | 'pay.error.amount_max'; message: string };

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be integer cents, got ${String(value)}`);
}

function assertRange(minCents: number, maxCents: number): void {
  assertCents(minCents, 'minCents');
  assertCents(maxCents, 'maxCents');
  if (minCents > maxCents) throw new RangeError(`minCents ${minCents} is above maxCents ${maxCents}`);
}

/**
 * Check a deposit amount against the pay method's range (docs/product/validation.md#deposit-amount): below the minimum gives
 * `*The minimum amount is {symbol}{min}` (+ ` at this moment` for crypto), above the maximum
 * `*The maxium amount is {symbol}{max}` (spec spelling). Min/max print with thousands separators like
 * the amount field ("20", "20.5", "5,000"). The bounds themselves are allowed.
 * @param amountCents amount in integer cents
 * @throws RangeError if an amount is not integer cents or minCents > maxCents
 */
export function validateDepositAmount(amountCents: number, limits: DepositLimits): DepositValidation {
  const { minCents, maxCents, symbol = '$', isCrypto = false } = limits;
  assertCents(amountCents, 'amountCents');
  assertRange(minCents, maxCents);
  if (amountCents < minCents) {
    const tail = isCrypto ? ' at this moment' : '';
    return { ok: false, key: 'pay.error.amount_min', message: `*The minimum amount is ${symbol}${formatAmountInput(minCents)}${tail}` };
  }
  if (amountCents > maxCents) {
    return { ok: false, key: 'pay.error.amount_max', message: `*The maxium amount is ${symbol}${formatAmountInput(maxCents)}` };
  }
  return { ok: true };
}

/**
 * Clamp an amount into [minCents, maxCents] (docs/product/validation.md#deposit-amount "on blur clamped").
 * @returns integer cents
 * @throws RangeError if an amount is not integer cents or minCents > maxCents
 */
export function clampDepositAmount(amountCents: number, minCents: number, maxCents: number): number {
  assertCents(amountCents, 'amountCents');
  assertRange(minCents, maxCents);
  return Math.min(maxCents, Math.max(minCents, amountCents));
}

/**
 * One stepper press (docs/product/validation.md#deposit-amount "Stepper 10 (100 in country variant/app)"): add or subtract
 * `stepUnits` coin units, then clamp into [minCents, maxCents].
 * @param direction 1 for plus, -1 for minus
 * @param stepUnits step in coin units, e.g. {@link STEP} or {@link STEP_VARIANT}
 * @returns new amount in integer cents
 * @throws RangeError on a bad direction, a non-positive step, non-integer cents or min > max
 */
export function stepDepositAmount(amountCents: number, direction: 1 | -1, stepUnits: number, minCents: number, maxCents: number): number {
  if (direction !== 1 && direction !== -1) throw new RangeError(`direction must be 1 or -1, got ${String(direction)}`);
  if (!Number.isSafeInteger(stepUnits) || stepUnits <= 0)
    throw new RangeError(`stepUnits must be a positive integer, got ${String(stepUnits)}`);
  return clampDepositAmount(amountCents + direction * stepUnits * CENTS_PER_COIN, minCents, maxCents);
}

/** Minus button enabled only above the minimum (docs/product/validation.md#deposit-amount "minus disabled at or below min"). */
export function canStepDown(amountCents: number, minCents: number): boolean {
  return amountCents > minCents;
}

/** Plus button enabled only below the maximum (docs/product/validation.md#deposit-amount "plus at or above max"). */
export function canStepUp(amountCents: number, maxCents: number): boolean {
  return amountCents < maxCents;
}

/**
 * Filter what the user typed into the amount field (docs/product/validation.md#deposit-amount "Digits only if minimum above 1,
 * else digits and dot"). With a minimum above 1 coin unit only digits stay; otherwise digits and
 * the first dot, with at most 2 decimals. Separators, "$" and letters are dropped.
 * @param text raw input, e.g. "$1,234.567"
 * @param minCents the pay method's minimum in cents
 * @returns e.g. "1234" (min above 1) or "1234.56"
 */
export function sanitizeAmountInput(text: string, minCents: number): string {
  if (minCents > CENTS_PER_COIN) return text.replace(/\D/g, '');
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return kept;
  const decimals = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${kept.slice(0, dot)}.${decimals}`;
}

/**
 * Amount field display with thousands separators and no symbol (the "$" is a prefix in the UI):
 * 123456 -> "1,234.56", 100000 -> "1,000", 2050 -> "20.5" (trailing zeros dropped).
 * @throws RangeError if cents is not a safe integer
 */
export function formatAmountInput(cents: number): string {
  const plain = formatPlainCoins(cents);
  const [whole, frac] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/**
 * Bonus on a deposit: floor(amountCents * bonusRatePpm / 1,000,000) cents (docs/product/constants.md#top-up-and-deposits rewards floor).
 * @param bonusRatePpm bonus rate in ppm (50,000 = 5%), non-negative integer
 * @throws RangeError on non-integer or negative inputs
 */
export function bonusCents(amountCents: number, bonusRatePpm: number): number {
  assertCents(amountCents, 'amountCents');
  if (!Number.isSafeInteger(bonusRatePpm) || bonusRatePpm < 0 || amountCents < 0) {
    throw new RangeError(`amount and bonusRatePpm must be non-negative integers`);
  }
  return Number((BigInt(amountCents) * BigInt(bonusRatePpm)) / 1_000_000n);
}

/**
 * Bonus rate shown as bonusRate x 100 percent with one decimal (docs/product/constants.md#top-up-and-deposits): 0.05 -> "5.0%",
 * 0.001 -> "0.1%", 0.125 -> "12.5%".
 * @param bonusRate ratio (0.05 = 5%)
 * @throws RangeError if bonusRate is not finite
 */
export function formatBonusRate(bonusRate: number): string {
  if (!Number.isFinite(bonusRate)) throw new RangeError(`bonusRate must be finite, got ${String(bonusRate)}`);
  const tenths = Math.round(bonusRate * 1000 + (bonusRate >= 0 ? 1e-9 : -1e-9));
  return `${(tenths / 10).toFixed(1)}%`;
}

/**
 * XP for a deposit: 10 XP per coin unit, floored (docs/product/constants.md#vip-and-progression "10 experience per amount unit"):
 * floor(amountCents / 10). $20.55 -> 205 XP.
 * @throws RangeError if amountCents is not integer cents
 */
export function depositXp(amountCents: number): number {
  assertCents(amountCents, 'amountCents');
  return amountCents > 0 ? Math.floor(amountCents / 10) : 0;
}

/**
 * Extra gifts for a deposit: 1 per full 100 coin units, from an amount of 100 (docs/product/constants.md#top-up-and-deposits).
 * $99.99 -> 0, $100 -> 1, $250 -> 2.
 * @throws RangeError if amountCents is not integer cents
 */
export function extraGifts(amountCents: number): number {
  assertCents(amountCents, 'amountCents');
  return amountCents > 0 ? Math.floor(amountCents / (100 * CENTS_PER_COIN)) : 0;
}

/**
 * Gift-bag ROI in percent: round(giftCents / payCents x 100) (docs/product/constants.md#top-up-and-deposits).
 * @throws RangeError if payCents is not positive or an amount is not integer cents
 */
export function giftBagRoi(giftCents: number, payCents: number): number {
  assertCents(giftCents, 'giftCents');
  assertCents(payCents, 'payCents');
  if (payCents <= 0) throw new RangeError(`payCents must be positive, got ${payCents}`);
  return Math.round((giftCents * 100) / payCents);
}

/**
 * Crypto minimum: the larger of the coin's minimum price and the configured minimum (docs/product/validation.md#deposit-amount).
 * @returns integer cents
 */
export function cryptoMinimumCents(coinMinPriceCents: number, configuredMinCents: number): number {
  return Math.max(coinMinPriceCents, configuredMinCents);
}
