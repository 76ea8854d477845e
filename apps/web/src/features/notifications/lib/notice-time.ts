import { formatDateTime, formatRelative } from '../../../lib/i18n/format.ts';

/**
 * When a notification arrived, as a player reads it: relative up to a week ("5 minutes ago", "yesterday" in en;
 * "há 5 minutos", "ontem" in pt-BR), then the date ("Nov 23, 2026, 6:40 PM" / "23 de nov. de 2026, 18:40").
 * Worded by lib/i18n/format.ts for `locale` (no literal strings).
 * @param iso the notification's gmtCreated (ISO 8601)
 * @param now the current time, ms
 */
export function formatNoticeTime(iso: string, now: number, locale = 'en'): string {
  const at = Date.parse(iso);
  const sec = Math.round((at - now) / 1000);
  const abs = Math.abs(sec);
  if (abs < 60) return formatRelative(0, 'second', locale);
  if (abs < 3_600) return formatRelative(Math.round(sec / 60), 'minute', locale);
  if (abs < 86_400) return formatRelative(Math.round(sec / 3_600), 'hour', locale);
  if (abs < 7 * 86_400) return formatRelative(Math.round(sec / 86_400), 'day', locale);
  return formatDateTime(iso, locale);
}
