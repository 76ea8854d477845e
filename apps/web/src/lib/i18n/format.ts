/**
 * Numbers and dates in the player's language (docs/architecture/web-app.md), through Intl. Money goes through
 * `@hapa/domain` formatCoins / `lib/money.ts` (integer cents; the separators follow the same language).
 * Every function takes an explicit locale for tests; by default the one {@link setFormatLocale} set,
 * which the i18n setup keeps equal to the shown language.
 */
import { setMoneyLocale } from '@hapa/domain';

let current = 'en';
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames>();

/** Switches numbers, dates and money display to `locale` ('en' | 'pt-BR'). */
export function setFormatLocale(locale: string): void {
  current = locale;
  setMoneyLocale(locale);
}

/** The locale numbers and dates are shown in now. */
export function formatLocale(): string {
  return current;
}

function numberFormat(locale: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(opts)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, opts)));
  return f;
}

function dateFormat(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(opts)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, opts)));
  return f;
}

/** A count or a whole number with the language's grouping: 1234567 -> "1,234,567" (en) / "1.234.567" (pt-BR). */
export function formatNumber(n: number, locale = current, opts: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, opts).format(n);
}

/** A percentage with up to `digits` decimals: 12.5 -> "12.5%" (en) / "12,5%" (pt-BR). `percent` is 0..100. */
export function formatPercent(percent: number, digits = 2, locale = current): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(percent / 100);
}

/**
 * How the percent helpers below show decimals: at most `digits` (default 2); `zeros` says what becomes of trailing
 * zeros: 'keep' (the default) shows all `digits` ("49.50%", "50.00%"), 'drop' drops them ("49.5%", "50%"),
 * 'dropIfWhole' keeps them unless the rounded value is whole ("49.50%", "50%").
 */
export interface PercentDigits {
  digits?: number;
  zeros?: 'keep' | 'drop' | 'dropIfWhole';
}

/** A fraction (1 = 100 %) through Intl's percent style, which puts no space before "%" in en nor in pt-BR. */
function percentOf(fraction: number, { digits = 2, zeros = 'keep' }: PercentDigits, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: zeros === 'drop' ? 0 : digits,
    maximumFractionDigits: digits,
    ...(zeros === 'dropIfWhole' ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
  }).format(fraction);
}

/**
 * A percentage with exactly `digits` decimals, zeros kept (RTP, house edge): 87 -> "87.00%" (en) / "87,00%" (pt-BR),
 * 49.5 -> "49.50%" / "49,50%". `percent` is 0..100; {@link formatPercent} drops the trailing zeros instead.
 */
export function formatPercentFixed(percent: number, digits = 2, locale = current): string {
  return percentOf(percent / 100, { digits }, locale);
}

/**
 * Integer ppm (1,000,000 ppm = 100 %) as a percent, rounded on the exact decimal value (half away from zero), never
 * on a binary float: 495,000 -> "49.50%" (en) / "49,50%" (pt-BR) by default; odds with { digits: 4, zeros: 'drop' }:
 * 1553 -> "0.1553%" / "0,1553%", 125,000 -> "12.5%" / "12,5%", 1,000,000 -> "100%".
 */
export function formatPpmPercent(ppm: number, digits: PercentDigits = {}, locale = current): string {
  return percentOf(ppm / 1_000_000, digits, locale);
}

/**
 * A ratio (1 = 100 %: an RTP of 0.9181, a bonus rate of 0.05) as a percent: 0.9181 -> "91.81%" (en) / "91,81%"
 * (pt-BR) by default; 0.05 with { zeros: 'drop' } -> "5%".
 */
export function formatRatioPercent(ratio: number, digits: PercentDigits = {}, locale = current): string {
  return percentOf(ratio, digits, locale);
}

/**
 * A decimal shown to a player with exactly `digits` decimals and the language's grouping (a multiplier, an expected
 * count): 2.5 -> "2.50" (en) / "2,50" (pt-BR), 1234.5 -> "1,234.50" / "1.234,50". Money goes through formatCoins.
 */
export function formatFixed(n: number, digits = 2, locale = current): string {
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/**
 * `at` (an ISO 8601 string, epoch ms or a Date) through `f`; a value that is no date comes back as given
 * ("nope" -> "nope") rather than throwing inside a render.
 */
function formatAt(f: Intl.DateTimeFormat, at: string | number | Date): string {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? String(at) : f.format(d);
}

/** Date and time, medium date + short time: "Nov 25, 2026, 11:40 PM" (en) / "25 de nov. de 2026, 23:40" (pt-BR). */
export function formatDateTime(at: string | number | Date, locale = current, timeZone?: string): string {
  return formatAt(dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }), at);
}

/** A date without time: "Nov 25, 2026" (en) / "25 de nov. de 2026" (pt-BR). */
export function formatDate(at: string | number | Date, locale = current, timeZone?: string): string {
  return formatAt(dateFormat(locale, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }), at);
}

/** A time of day: "11:40 PM" (en) / "23:40" (pt-BR). */
export function formatTime(at: string | number | Date, locale = current, timeZone?: string): string {
  return formatAt(dateFormat(locale, { timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }), at);
}

/**
 * A signed distance from now in `unit`, worded by the language (numeric 'auto'): (-5, 'minute') -> "5 minutes ago"
 * (en) / "há 5 minutos" (pt-BR); (-1, 'day') -> "yesterday" / "ontem"; (0, 'second') -> "now" / "agora".
 * Negative is the past, positive the future.
 */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, locale = current): string {
  const key = `r|${locale}`;
  let f = cache.get(key) as Intl.RelativeTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return f.format(value, unit);
}

/**
 * A country or region's name from its ISO 3166 alpha-2 code (or UN M.49 digits): "BR" -> "Brazil" (en) / "Brasil"
 * (pt-BR), "DE" -> "Germany" / "Alemanha". A code Intl cannot read ("B1") comes back as given.
 */
export function regionName(code: string, locale = current): string {
  const key = `g|${locale}`;
  let f = cache.get(key) as Intl.DisplayNames | undefined;
  if (!f) cache.set(key, (f = new Intl.DisplayNames([locale], { type: 'region' })));
  try {
    return f.of(code) ?? code;
  } catch {
    return code;
  }
}
