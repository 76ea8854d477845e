/**
 * Display helpers for histories and paged lists: the pay and coin histories of `/user/stats`, referral lists, odds versions.
 * Their dates go through lib/i18n/format.ts's formatDateTime, in the shown language.
 */
import { formatCoins } from '@hapa/domain';
import type { TFunction } from 'i18next';
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

/** Ledger kinds of an operator's balance correction: their line says the reason the player was given. */
const CORRECTION_KINDS: ReadonlySet<string> = new Set(['ops_goodwill', 'ops_correction']);

/**
 * What a coin or HapaCoin history line is, in the reader's language (docs/architecture/web-app.md#server-built-texts):
 * the catalogue's `serverTexts.ledger.<kind>`; a balance correction with a reason reads "Correction by support:
 * <reason>" (docs/payments.md#corrections); a kind the catalogue does not know says "Balance change", never the raw kind.
 */
export function ledgerLineText(t: TFunction, line: { kind: string; reason?: string | null }): string {
  if (CORRECTION_KINDS.has(line.kind) && line.reason)
    return t('serverTexts.ledger.correctionWithReason', { reason: line.reason, interpolation: { escapeValue: false } });
  return t(`serverTexts.ledger.${line.kind}`, { defaultValue: t('serverTexts.ledger.other') });
}

/** Pages for a paged answer (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
