import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, CardTitle, EmptyState, Pagination, Price, Skeleton } from '../../../components/index.ts';
import { pageCount } from '../../../lib/history-format.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { useRank, useReferrals, useWithdrawHistory } from '../api/referral.ts';
import { trimCoin } from '../lib/withdraw-form.ts';

const REFERRAL_TONE = { active: 'accent', expired: 'neutral', review: 'warning' } as const;
const WITHDRAW_TONE = {
  pending: 'warning',
  approved: 'violet',
  sending: 'violet',
  sent: 'violet',
  paid: 'accent',
  failed: 'danger',
  rejected: 'danger',
  released: 'danger',
} as const;

function Loading() {
  return <Skeleton className="h-24 w-full" />;
}

/** My referrals (masked names), status and the commission each brought (GET /api/distribution/referrals). */
export function ReferralsList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useReferrals(page);
  if (!q.data) return <Loading />;
  if (!q.data.list.length) return <EmptyState title={t('referral.referralsEmpty')} className="py-8" data-testid="referrals-empty" />;
  return (
    <div className="flex flex-col gap-3" data-testid="referrals-list">
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {q.data.list.map((r, i) => (
          <li key={`${r.name}-${r.joinedAt}-${i}`} className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <div className="truncate font-semibold">{r.name}</div>
              <div className="text-xs text-muted">{formatDateTime(r.joinedAt)}</div>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <Badge tone={REFERRAL_TONE[r.status]}>{t(`referral.status.${r.status}`)}</Badge>
              <Price coins={r.commission} className="w-20 justify-end text-sm" />
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pageCount(q.data.total, q.data.pageSize)} onPageChange={setPage} />
    </div>
  );
}

/** Withdrawal history with statuses and the on-chain hash once paid (GET /api/withdraw/history). */
export function WithdrawHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useWithdrawHistory(page);
  if (!q.data) return <Loading />;
  if (!q.data.list.length) return <EmptyState title={t('referral.historyEmpty')} className="py-8" data-testid="withdrawals-empty" />;
  return (
    <div className="flex flex-col gap-3" data-testid="withdrawals-list">
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {q.data.list.map((w) => (
          <li key={w.id} className="flex flex-col gap-1 px-4 py-3" data-testid={`withdrawal-${w.id}`}>
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold tabular-nums">
                {trimCoin(w.coinAmount)} {w.ccy} <span className="text-xs font-normal text-muted">· {w.chain}</span>
              </span>
              <Badge tone={WITHDRAW_TONE[w.status]}>
                <span data-testid="withdrawal-status">{t(`referral.wStatus.${w.status}`)}</span>
              </Badge>
            </div>
            <div className="flex items-center justify-between gap-3 text-xs text-muted">
              <span className="truncate font-mono">{w.address}</span>
              <Price coins={w.amount} className="shrink-0 text-xs" />
            </div>
            <div className="flex items-center justify-between gap-3 text-xs text-subtle">
              <span>{formatDateTime(w.createdAt)}</span>
              {w.txHash ? (
                <span className="truncate font-mono" title={w.txHash} data-testid="withdrawal-hash">
                  {t('referral.txHash')}: {w.txHash}
                </span>
              ) : null}
            </div>
            {w.status === 'failed' ? (
              <p className="text-xs text-danger" data-testid="withdrawal-failed-note">
                {t('referral.failedNote')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pageCount(q.data.total, q.data.pageSize)} onPageChange={setPage} />
    </div>
  );
}

/** Top referrers (GET /api/distribution/rank), my own row highlighted when I am on the board. */
export function RankCard() {
  const { t } = useTranslation();
  const q = useRank();
  return (
    <Card data-testid="referral-rank">
      <CardTitle>{t('referral.rankTitle')}</CardTitle>
      {!q.data ? (
        <Loading />
      ) : !q.data.list.length ? (
        <p className="text-sm text-muted">{t('referral.rankEmpty')}</p>
      ) : (
        <ol className="flex flex-col gap-1.5">
          {q.data.list.slice(0, 10).map((r) => {
            const me = q.data.me?.rank === r.rank;
            return (
              <li
                key={r.rank}
                className={`flex items-center gap-3 rounded-xl px-3 py-2 text-sm ${me ? 'bg-accent/10 ring-1 ring-accent/40' : 'bg-bg-2'}`}
              >
                <span className={`w-6 text-center font-black tabular-nums ${r.rank <= 3 ? 'text-rarity-1' : 'text-muted'}`}>{r.rank}</span>
                <span className="min-w-0 flex-1 truncate font-semibold">
                  {r.name}
                  {me ? <span className="ml-1.5 text-xs text-accent">({t('referral.rankYou')})</span> : null}
                </span>
                <span className="text-xs text-muted tabular-nums">
                  {t('referral.colReferrals')}: {r.referrals}
                </span>
                <Price coins={r.commission} className="w-20 justify-end" />
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
