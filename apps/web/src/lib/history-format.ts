/** Display helpers for histories and paged lists: the pay and coin histories of `/user/stats`, referral lists, odds versions. */
import { formatCoins } from '@hapa/domain';
import { coinsToCents } from './money.ts';

/** "+$50.00" / "-$5.00" / "$0.00" for a signed coin amount. */
export function signedCoins(amount: number): string {
  const cents = coinsToCents(amount);
  return cents > 0 ? `+${formatCoins(cents)}` : formatCoins(cents);
}

/** A charged amount in its currency: "$50.00", "KES 1,000.00". */
export function chargedAmount(amount: number, currency: string): string {
  return formatCoins(coinsToCents(amount), currency === 'USD' ? '$' : `${currency} `);
}

/** "deposit_tier_bonus" -> "Deposit tier bonus" when no label is known. */
export function humaniseKind(kind: string, labels: Record<string, string>): string {
  if (labels[kind]) return labels[kind];
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : kind;
}

/** "21 Nov 2026, 00:44" in the viewer's time zone (English). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).format(d);
}

/** Pages for a paged answer (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
