/**
 * Referral and distribution rules (docs/product/README.md referral/distribution codes, docs/product/validation.md#server-rules withdrawal rules; apps/server/src/modules/referral/README.md).
 * Pure: shared by the server (which enforces them) and the web app (which states them on the rules page
 * and in the withdraw dialog), so the page can never say something the code does not do.
 */
import { DAY_MS } from './time.ts';

/** Commission share of each deposit a referred player makes, parts per million: 10 %. */
export const COMMISSION_RATE_PPM = 100_000;
/** Commission is earned on deposits credited within this many days of the referred player's sign-up. */
export const COMMISSION_PERIOD_DAYS = 90;
/** Smallest withdrawal of commission, cents (docs/product/validation.md#server-rules "withdrawal min 100 USD"). */
export const WITHDRAW_MIN_CENTS = 100_00;
/** A crypto withdrawal must pay out more than this much of the coin (docs/product/validation.md#server-rules "crypto withdrawal above 0.001"). */
export const WITHDRAW_MIN_COIN = '0.001';
/** Distribution code attempts a player may make per window before "too many attempts" (docs/product/errors.md). */
export const CLAIM_MAX_ATTEMPTS = 10;
/** The attempt window, ms (1 hour). */
export const CLAIM_WINDOW_MS = 3_600_000;

/**
 * Commission in cents for a deposit of `depositCents` at `ratePpm`, rounded down (never more than the
 * stated share): (2000, 100000) -> 200.
 * @throws RangeError on a negative or non-integer input
 */
export function commissionCents(depositCents: number, ratePpm = COMMISSION_RATE_PPM): number {
  if (!Number.isSafeInteger(depositCents) || depositCents < 0 || !Number.isSafeInteger(ratePpm) || ratePpm < 0)
    throw new RangeError('bad commission input');
  return Number((BigInt(depositCents) * BigInt(ratePpm)) / 1_000_000n);
}

/** True when a deposit made at `at` by a player who signed up at `signedUpAt` still earns commission. */
export function inCommissionPeriod(signedUpAt: Date, at: Date, days = COMMISSION_PERIOD_DAYS): boolean {
  const ms = at.getTime() - signedUpAt.getTime();
  return ms >= 0 && ms < days * DAY_MS;
}

/** A withdrawal option (docs/product/entities.md#withdrawals Withdraw: chain, ccy): the network and the coin paid on it. */
export interface WithdrawOption {
  /** network code: BTC, ETH, TRON, TON */
  chain: 'BTC' | 'ETH' | 'TRON' | 'TON';
  /** coin ticker paid out */
  ccy: 'BTC' | 'ETH' | 'USDT' | 'TON';
  /** token standard shown beside the coin (ERC-20, TRC-20) or null for the chain's own coin */
  standard: 'ERC-20' | 'TRC-20' | null;
  /** the network fee taken from the amount, cents */
  feeCents: number;
  /** decimals of the coin amount sent */
  precision: number;
}

/** The chain list (GET /api/distribution/chain/list): BTC, ETH, ERC-20 USDT, TRC-20 USDT, TON. */
export const WITHDRAW_OPTIONS: readonly WithdrawOption[] = [
  { chain: 'TRON', ccy: 'USDT', standard: 'TRC-20', feeCents: 1_00, precision: 6 },
  { chain: 'ETH', ccy: 'USDT', standard: 'ERC-20', feeCents: 5_00, precision: 6 },
  { chain: 'ETH', ccy: 'ETH', standard: null, feeCents: 3_00, precision: 8 },
  { chain: 'BTC', ccy: 'BTC', standard: null, feeCents: 4_00, precision: 8 },
  { chain: 'TON', ccy: 'TON', standard: null, feeCents: 50, precision: 9 },
];

/** The option for (chain, ccy), or undefined. */
export function withdrawOption(chain: string, ccy: string): WithdrawOption | undefined {
  return WITHDRAW_OPTIONS.find((o) => o.chain === chain && o.ccy === ccy);
}

/**
 * Coin amount paid out for `netCents` at `price` USD per coin (decimal string), rounded DOWN to
 * `precision` decimals (the player never receives more than the value held): (10000, "65000", 8) ->
 * "0.00153846". Exact (bigint).
 * @throws RangeError on a malformed or zero price or a bad amount
 */
export function payoutCoinAmount(netCents: number, price: string, precision: number): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(price.trim());
  if (!m || !Number.isSafeInteger(netCents) || netCents < 0 || !Number.isSafeInteger(precision) || precision < 0)
    throw new RangeError(`bad price ${price} or amount ${netCents}`);
  const frac = m[2] ?? '';
  const scaled = BigInt(m[1] + frac);
  if (scaled === 0n) throw new RangeError('price must be positive');
  const units = ((BigInt(netCents) * 10n ** BigInt(frac.length + precision)) / (100n * scaled)).toString().padStart(precision + 1, '0');
  return precision === 0 ? units : `${units.slice(0, -precision)}.${units.slice(-precision)}`;
}

/** True when decimal string `a` is strictly greater than decimal string `b` (both non-negative). */
export function decimalGreater(a: string, b: string): boolean {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const len = Math.max(af.length, bf.length);
  return BigInt(ai + af.padEnd(len, '0')) > BigInt(bi + bf.padEnd(len, '0'));
}

/**
 * A player's nickname as others see it: first and last character, stars between ("a***z"). A nickname that is
 * already masked (the default one made from the email, "ali***", apps/server auth nicknameFor) is shown as it is, so
 * one player reads the same everywhere (battles show nicknames as they are; lists, chats and winners mask them).
 */
export function maskName(name: string): string {
  if (name.includes('***')) return name.trim();
  const chars = [...name.trim()];
  if (chars.length <= 1) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
