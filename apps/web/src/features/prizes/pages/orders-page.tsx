import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  IconTruck,
  PageHeading,
  Pagination,
  Price,
  Skeleton,
} from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useOrders } from '../api/orders.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { orderStatusText } from '../lib/order-text.ts';
import { PrizesSignedOut } from '../components/signed-out.tsx';
import { StepBar } from '../components/step-bar.tsx';
import { picture } from '../../../lib/picture.ts';

const PAGE_SIZE = 10;

/** `/user/order` (docs/product/routes.md#user-area): every order with its step bar S1-S5, status, prizes and total. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [page, setPage] = useState(1);
  const orders = useOrders(page, PAGE_SIZE);
  if (!loggedIn) return <PrizesSignedOut title={t('prizes.orders.signIn')} />;
  const list = orders.data?.list ?? [];
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="flex flex-col gap-5" data-testid="orders-page">
      <PageHeading title={t('prizes.orders.title')} subtitle={t('prizes.orders.subtitle')} />
      {orders.isLoading ? <Skeleton className="h-40" /> : null}
      {orders.isError ? (
        <EmptyState
          title={t('prizes.orders.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void orders.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
      {orders.data && list.length === 0 ? (
        <EmptyState
          icon={<IconTruck size={28} />}
          title={t('prizes.orders.empty')}
          description={t('prizes.orders.emptyText')}
          action={<ButtonLink to="/user/cart">{t('prizes.orders.toStore')}</ButtonLink>}
          data-testid="orders-empty"
        />
      ) : null}
      <div className="flex flex-col gap-4">
        {list.map((o) => (
          <Card key={o.id} className="flex flex-col gap-4" data-testid="order-card" data-order-id={o.id} data-status={o.status}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-black">{t('prizes.orders.order', { id: o.id })}</p>
                <p className="text-xs text-subtle">{t('prizes.orders.placed', { date: formatDateTime(o.createdAt) })}</p>
              </div>
              <Badge tone={o.cancelled ? 'neutral' : o.step === 5 ? 'accent' : 'warning'}>{orderStatusText(t, o)}</Badge>
            </div>
            {o.cancelled ? null : <StepBar step={o.step} />}
            <Link
              to={`/user/order-detail?id=${o.id}`}
              className="flex items-center gap-3 rounded-2xl bg-bg-2 p-3 hover:bg-surface-2"
              data-testid="order-open"
            >
              <img {...picture(o.img, '56px')} alt="" className="size-14 shrink-0 rounded-xl object-contain" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">{o.name}</span>
                <Price coins={o.originalPrice} className="text-sm text-muted" />
              </span>
              <span className="text-xs font-bold uppercase tracking-wide text-accent">{t('prizes.orders.details')}</span>
            </Link>
          </Card>
        ))}
      </div>
      <Pagination page={page} pages={pages} onPageChange={setPage} />
    </div>
  );
}
