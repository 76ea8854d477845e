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
