/** Display helpers for odds (ppm) and ticket ranges (fairness.md "Box opening"), in the shown language. */
import { formatLocale, formatNumber, formatPpmPercent } from './i18n/format.ts';

/**
 * Odds as a percent from integer ppm, exact, trailing zeros dropped: 1553 -> "0.1553%" (en) / "0,1553%" (pt-BR),
 * 125000 -> "12.5%" / "12,5%"; a value that is no ppm (negative, fractional) -> "—".
 */
export function formatOddsPercent(ppm: number, locale = formatLocale()): string {
  if (!Number.isSafeInteger(ppm) || ppm < 0) return '—';
  return formatPpmPercent(ppm, { digits: 4, zeros: 'drop' }, locale);
}

/** An inclusive ticket range: "1 – 1,553" (en) / "1 – 1.553" (pt-BR). */
export function formatTicketRange(from: number, to: number, locale = formatLocale()): string {
  return `${formatNumber(from, locale)} – ${formatNumber(to, locale)}`;
}
