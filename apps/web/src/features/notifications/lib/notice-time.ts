/**
 * When a notification arrived, as a player reads it: relative up to a week ("5 minutes ago", "yesterday"), then
 * the date ("Nov 23, 2026, 18:40"). Worded by Intl for `locale` (no literal strings).
 * @param iso the notification's gmtCreated (ISO 8601)
 * @param now the current time, ms
 */
export function formatNoticeTime(iso: string, now: number, locale = 'en'): string {
  const at = Date.parse(iso);
  const sec = Math.round((at - now) / 1000);
  const abs = Math.abs(sec);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (abs < 60) return rtf.format(0, 'second');
  if (abs < 3_600) return rtf.format(Math.round(sec / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(sec / 3_600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(sec / 86_400), 'day');
  return new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
