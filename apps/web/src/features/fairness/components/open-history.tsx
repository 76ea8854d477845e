import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardTitle, cn, EmptyState, Pagination, Price, Skeleton } from '../../../components/index.ts';
import { useOpenHistory } from '../api/get-open-history.ts';
import { VerifyPanel } from './verify-panel.tsx';
import { formatDateTime, formatNumber } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

/** The player's openings, newest first, each with a Verify button. */
export function OpenHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const history = useOpenHistory(page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card data-testid="open-history">
      <CardTitle>{t('fairness.historyTitle')}</CardTitle>
      {history.isLoading ? (
        <div className="flex flex-col gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : !data || data.list.length === 0 ? (
        <EmptyState title={t('fairness.historyEmpty')} className="py-8" />
      ) : (
        <ul className="flex flex-col gap-2">
          {data.list.map((row) => {
            const expanded = open === row.openId;
            return (
              <li
                key={row.openId}
                className={cn('rounded-xl border bg-bg-2/60 p-3', expanded ? 'border-accent/40' : 'border-line')}
                data-testid="history-row"
                data-open-id={row.openId}
              >
                <div className="flex items-center gap-3">
                  <Link
                    to={`/item-card?id=${row.itemId}`}
                    className="shrink-0 self-start rounded-lg"
                    aria-label={row.itemName}
                    tabIndex={-1}
                  >
                    <img {...picture(row.itemImage, '48px')} alt="" className="size-12 rounded-lg bg-surface object-contain p-1" />
                  </Link>
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/item-card?id=${row.itemId}`}
                      className="block truncate text-sm font-semibold underline-offset-2 hover:text-accent hover:underline"
                      data-testid="item-tile-link"
                    >
                      {row.itemName}
                    </Link>
                    <p className="truncate text-[11px] text-subtle">
                      {row.boxName} · {formatDateTime(row.createdAt)}
                    </p>
                    <p className="mt-0.5 font-mono text-[11px] text-muted">
                      {t('fairness.ticket')} #{formatNumber(row.ticket)} · {t('fairness.nonce')} {row.nonce}
                    </p>
                    <div className="mt-1 flex items-center gap-2">
                      <Price coins={row.itemPrice} className="text-xs" />
                      <Badge tone={row.isRevealed ? 'accent' : 'neutral'}>
                        {row.isRevealed ? t('fairness.revealed') : t('fairness.hidden')}
                      </Badge>
                    </div>
                  </div>
                  <Button
                    size="sm"
                    variant={expanded ? 'ghost' : 'secondary'}
                    onClick={() => setOpen(expanded ? null : row.openId)}
                    data-testid="history-verify"
                  >
                    {expanded ? t('fairness.hide') : t('fairness.verify')}
                  </Button>
                </div>
                {expanded ? (
                  <div className="mt-3 border-t border-line pt-3">
                    <VerifyPanel openId={row.openId} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        onPageChange={(p) => {
          setPage(p);
          setOpen(null);
        }}
        className="mt-4"
      />
    </Card>
  );
}
