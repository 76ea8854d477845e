import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn, EmptyState, Pagination, Price, Skeleton } from '../../../../components/index.ts';
import { useCoinHistory } from '../../api/get-coin-history.ts';
import { ledgerLineText, pageCount, signedCoins } from '../../../../lib/history-format.ts';
import { formatDateTime } from '../../../../lib/i18n/format.ts';

const PAGE_SIZE = 10;

/**
 * Coin history (`GET /api/coin/history/v2`, paged): every ledger line with its signed change and the balance after,
 * each said in the reader's language (docs/architecture/web-app.md#server-built-texts).
 */
export function CoinHistoryList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useCoinHistory(page, PAGE_SIZE);
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
  if (history.data.list.length === 0) return <EmptyState title={t('wallet.stats.empty')} data-testid="coin-history-empty" />;
  return (
    <div className="flex flex-col gap-4">
      <ul
        className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
        data-testid="coin-history"
      >
        {history.data.list.map((line) => (
          <li key={line.id} className="flex items-center gap-3 px-4 py-3" data-testid="coin-history-row" data-kind={line.kind}>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-bold" data-testid="coin-history-text">
                {ledgerLineText(t, line)}
              </p>
              <p className="truncate text-xs text-muted">
                {formatDateTime(line.createdAt)}
                {line.refId ? <span className="font-mono"> · {line.refId}</span> : null}
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p
                className={cn('text-sm font-black tabular-nums', line.amount >= 0 ? 'text-accent' : 'text-danger')}
                data-testid="coin-history-amount"
              >
                {signedCoins(line.amount)}
              </p>
              <p className="text-[11px] text-subtle">
                {t('wallet.stats.balance')} <Price coins={line.balanceAfter} className="text-[11px] font-semibold" />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pageCount(history.data.total, PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}
