/**
 * Money: coin amounts as integer cents (1 coin unit = 100 cents), parsing and display
 * (architecture.md "Money"; docs/product/constants.md "Amounts up to 2 decimals, k format above 1000").
 */

/** 1 coin unit = 100 HapaCoins (architecture.md "Money"), so 1 cent = 1 HapaCoin. */
export const HAPACOIN_PER_COIN = 100;

/** Cents per coin unit. */
export const CENTS_PER_COIN = 100;

/** Largest amount {@link parseCoinAmount} accepts, in coin units. */
export const MAX_COIN_AMOUNT = 10_000_000;

/** Why a coin amount was refused. */
export type MoneyFormatReason = 'not_a_number' | 'negative' | 'too_many_decimals' | 'too_large';

/** Thrown by {@link parseCoinAmount}; `reason` says why. */
export class MoneyFormatError extends Error {
  override readonly name = 'MoneyFormatError';
  readonly reason: MoneyFormatReason;
  constructor(reason: MoneyFormatReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

const STRICT_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;
const NEGATIVE_AMOUNT = /^-\d+(?:\.\d+)?$/;
const LONG_DECIMALS = /^\d+\.\d{3,}$/;

/**
 * Parse a coin amount typed or sent by a client into integer cents.
 * Accepts a finite number or a string of digits with an optional dot and 1-2 decimals
 * ("20", "20.5", "0.01", 20.55). No signs, spaces, separators ("1,000.00"), exponents or
 * leading/trailing dots. Numbers are read through their shortest decimal string, so 20.55 -> 2055.
 * @param input number or string in coin units
 * @returns integer cents, 0..1,000,000,000
 * @throws MoneyFormatError reason `not_a_number` (wrong type, NaN, Infinity, bad syntax, exponent),
 *   `negative`, `too_many_decimals` (more than 2), `too_large` (above 10,000,000 coin units)
 */
export function parseCoinAmount(input: unknown): number {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new MoneyFormatError('not_a_number', `not a finite number: ${input}`);
    if (input < 0) throw new MoneyFormatError('negative', `amount must not be negative: ${input}`);
    if (input > MAX_COIN_AMOUNT) throw new MoneyFormatError('too_large', `amount above ${MAX_COIN_AMOUNT}: ${input}`);
    text = String(input);
    // Only tiny positive numbers (< 1e-6) print in exponent form here: too precise for cents.
    if (/e/i.test(text)) throw new MoneyFormatError('too_many_decimals', `amount has more than 2 decimals: ${text}`);
  } else if (typeof input === 'string') {
    text = input;
  } else {
    throw new MoneyFormatError('not_a_number', `amount must be a number or a string, got ${typeof input}`);
  }

  const m = STRICT_AMOUNT.exec(text);
  if (!m) {
    if (NEGATIVE_AMOUNT.test(text)) throw new MoneyFormatError('negative', `amount must not be negative: ${text}`);
    if (LONG_DECIMALS.test(text)) throw new MoneyFormatError('too_many_decimals', `amount has more than 2 decimals: ${text}`);
    throw new MoneyFormatError('not_a_number', `not a coin amount: ${JSON.stringify(text)}`);
  }
  const whole = m[1].replace(/^0+(?=\d)/, '');
  if (whole.length > String(MAX_COIN_AMOUNT).length) {
    throw new MoneyFormatError('too_large', `amount above ${MAX_COIN_AMOUNT}: ${text}`);
  }
  const cents = Number(whole) * CENTS_PER_COIN + Number((m[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_COIN_AMOUNT * CENTS_PER_COIN) {
    throw new MoneyFormatError('too_large', `amount above ${MAX_COIN_AMOUNT}: ${text}`);
  }
  return cents;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${String(cents)}`);
}

/**
 * Coin units as the API carries them (a JSON number, at most 2 decimals) -> integer cents, exactly (20.55 -> 2055);
 * the one conversion server and web use (docs/architecture/money-and-ledger.md). Negative amounts keep their sign; a
 * value with float noise (0.1 + 0.2) is rounded to the nearest cent; a non-finite value is 0. For player INPUT use
 * {@link parseCoinAmount}, which refuses a third decimal instead of rounding it.
 */
export function coinsToCents(coins: number): number {
  if (!Number.isFinite(coins)) return 0;
  try {
    return coins < 0 ? -parseCoinAmount(-coins) : parseCoinAmount(coins);
  } catch {
    return Math.round(coins * CENTS_PER_COIN);
  }
}

/**
 * Cents to coin units as a number for display or charts (2055 -> 20.55). Never do money maths
 * on the result.
 * @throws RangeError if cents is not a safe integer
 */
export function centsToCoins(cents: number): number {
  assertCents(cents);
  return cents / CENTS_PER_COIN;
}

/** Digit group and decimal separators of a display locale. */
export interface MoneySeparators {
  group: string;
  decimal: string;
}

const SEPARATORS = new Map<string, MoneySeparators>([
  ['en', { group: ',', decimal: '.' }],
  ['pt-BR', { group: '.', decimal: ',' }],
]);

/** The separators of a BCP 47 locale ('en' "1,234.50", 'pt-BR' "1.234,50"), read once from Intl and kept. */
export function moneySeparators(locale: string): MoneySeparators {
  const known = SEPARATORS.get(locale);
  if (known) return known;
  let found: MoneySeparators = { group: ',', decimal: '.' };
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    found = { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
  } catch {
    /* unknown locale: English separators */
  }
  SEPARATORS.set(locale, found);
  return found;
}

let displayLocale = 'en';

/**
 * Sets the locale money is displayed in when a call does not name one (docs/architecture/money-and-ledger.md): the web app sets the
 * player's language; the server never calls it and passes the locale where a text needs one.
 * Only the separators change: amounts stay integer cents and the symbol stays the docs/product/constants.md default `$`.
 */
export function setMoneyLocale(locale: string): void {
  displayLocale = locale;
}

/** The locale {@link setMoneyLocale} set ('en' by default). */
export function getMoneyLocale(): string {
  return displayLocale;
}

/** "1234567" -> "1,234,567" (digits only; the locale's group separator). */
function groupThousands(digits: string, group = ','): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** Split |cents| into whole-unit digits and a 2-digit fraction, exactly. */
function splitCents(cents: number): { sign: string; whole: string; frac: string } {
  const abs = Math.abs(cents);
  return {
    sign: cents < 0 ? '-' : '',
    whole: String(Math.floor(abs / CENTS_PER_COIN)),
    frac: String(abs % CENTS_PER_COIN).padStart(2, '0'),
  };
}

/**
 * Display an amount: symbol, thousands separators, always 2 decimals
 * (1234.5 coins = 123450 cents -> "$1,234.50"; -500 -> "-$5.00").
 * @param cents integer cents
 * @param symbol currency symbol, default "$"
 * @param locale display locale of the separators, default the one {@link setMoneyLocale} set ("en")
 * @throws RangeError if cents is not a safe integer
 */
export function formatCoins(cents: number, symbol = '$', locale = displayLocale): string {
  assertCents(cents);
  const { sign, whole, frac } = splitCents(cents);
  const sep = moneySeparators(locale);
  return `${sign}${symbol}${groupThousands(whole, sep.group)}${sep.decimal}${frac}`;
}

/**
 * Compact display (docs/product/constants.md "k format above 1000"): amounts above 1,000 coin units are shown in
 * thousands with one decimal, truncated (never overstated) and without a trailing ".0"
 * (123456 coins -> "$123.4k", 2000.01 -> "$2k", 1,234,567 -> "$1,234.5k"); 1,000 and below use
 * {@link formatCoins} ("$1,000.00", "$999.99").
 * @param cents integer cents
 * @param symbol currency symbol, default "$"
 * @param locale display locale of the separators, default the one {@link setMoneyLocale} set ("en")
 * @throws RangeError if cents is not a safe integer
 */
export function formatCompactCoins(cents: number, symbol = '$', locale = displayLocale): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  if (abs <= 1000 * CENTS_PER_COIN) return formatCoins(cents, symbol, locale);
  const sep = moneySeparators(locale);
  const tenthsOfK = Math.floor(abs / (100 * CENTS_PER_COIN)); // 0.1k = 100 coin units
  const whole = groupThousands(String(Math.floor(tenthsOfK / 10)), sep.group);
  const tenth = tenthsOfK % 10;
  return `${cents < 0 ? '-' : ''}${symbol}${whole}${tenth ? `${sep.decimal}${tenth}` : ''}k`;
}

/**
 * Cents as a plain coin number string without grouping or trailing zeros
 * (2000 -> "20", 2050 -> "20.5", 2055 -> "20.55"), as used in validation messages.
 * @throws RangeError if cents is not a safe integer
 */
export function formatPlainCoins(cents: number): string {
  assertCents(cents);
  const { sign, whole, frac } = splitCents(cents);
  const trimmed = frac.replace(/0+$/, '');
  return `${sign}${whole}${trimmed ? `.${trimmed}` : ''}`;
}
