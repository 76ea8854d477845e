import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, EmptyState, Pagination, Skeleton, cn } from '../../../../components/index.ts';
import { usePayHistory } from '../../api/get-pay-history.ts';
import { DepositPartsList } from '../deposit-parts-list.tsx';
import { chargedAmount, pageCount, signedCoins } from '../../../../lib/history-format.ts';
import { formatDateTime } from '../../../../lib/i18n/format.ts';

const PAGE_SIZE = 10;
const TONE = { paid: 'accent', pending: 'warning', failed: 'danger', expired: 'neutral' } as const;

/**
 * Pay history (`GET /api/pay/history/v2`, paged, newest first): method, charged, what was credited and, for a paid
 * order, every part of it (docs/payments.md#deposit-parts), status.
 */
export function PayHistoryList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = usePayHistory(page, PAGE_SIZE);
  if (history.isError)
    return (
      <EmptyState
        title={t('wallet.stats.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (!history.data) return <Skeleton className="h-64 w-full" />;
  if (history.data.list.length === 0) return <EmptyState title={t('wallet.stats.empty')} data-testid="pay-history-empty" />;
  return (
    <div className="flex flex-col gap-4">
      <ul
        className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
        data-testid="pay-history"
      >
        {history.data.list.map((o) => (
          <li
            key={o.orderNo}
            className="flex flex-col gap-2 px-4 py-3"
            data-testid="pay-history-row"
            data-status={o.status}
            data-order-no={o.orderNo}
            data-refunded={o.refund ? 'true' : undefined}
          >
            <div className="flex items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-bold">
                  {o.label}
                  {o.orderKind === 'gift_bag' ? <Badge tone="gold">{t('wallet.gift.tip')}</Badge> : null}
                  {o.isTest ? <Badge tone="warning">{t('wallet.stats.test')}</Badge> : null}
                </p>
                <p className="truncate text-xs text-muted">
                  {formatDateTime(o.createdAt)} · <span className="font-mono">{o.orderNo}</span>
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="text-sm font-bold tabular-nums">{chargedAmount(o.amount, o.currency)}</p>
                {o.status === 'paid' ? (
                  <p
                    className={cn('text-xs font-semibold text-accent tabular-nums', o.refund && 'text-muted line-through')}
                    data-testid="pay-history-total"
                  >
                    {signedCoins(o.totalAmount)}
                  </p>
                ) : null}
              </div>
              {o.refund ? (
                <span data-testid="pay-history-refunded">
                  <Badge tone="danger" className="w-20 justify-center">
                    {t('wallet.stats.refunded')}
                  </Badge>
                </span>
              ) : (
                <Badge tone={TONE[o.status]} className="w-16 justify-center">
                  {t(`wallet.statusNames.${o.status}`)}
                </Badge>
              )}
            </div>
            {/* a refunded top-up: what was taken back from the balance and when (docs/payments.md#refunds) */}
            {o.refund ? (
              <p className="text-xs text-muted" data-testid="pay-history-refund-note">
                {t('wallet.stats.refundedNote', {
                  amount: signedCoins(-Number(o.refund.amount)),
                  date: o.refund.refundedAt ? formatDateTime(o.refund.refundedAt) : '',
                })}
              </p>
            ) : null}
            {/* every part the order credited, as its ledger lines (docs/payments.md#deposit-parts) */}
            {o.status === 'paid' && o.parts.length > 1 ? (
              <DepositPartsList parts={o.parts} testId="pay-history-part" dense className="rounded-lg bg-bg-2/70 px-3 py-2" />
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pageCount(history.data.total, PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}
