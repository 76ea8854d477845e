import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge, Button, ButtonLink, Card, Dialog, EmptyState, IconChevronLeft, PageSpinner, Price } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCountries } from '../../account/index.ts';
import { useOrder, useOrderAction } from '../api/orders.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { logText, orderStatusText, parseIds } from '../lib/order-text.ts';
import { PrizesSignedOut } from '../components/signed-out.tsx';
import { StepBar } from '../components/step-bar.tsx';
import { ContactSupportButton } from '../../chat/index.ts';
import { WriteReviewCard } from '../../reviews/index.ts';
import { picture } from '../../../lib/picture.ts';

/** `/user/order-detail?id=` (docs/product/routes.md#user-area): step bar, timeline with times, tracking and carrier link, prizes, address; Confirm receipt, Cancel. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const id = parseIds(params.get('id'))[0] ?? null;
  const order = useOrder(id);
  const countries = useCountries();
  const confirm = useOrderAction('confirm_receipt');
  const abandon = useOrderAction('abandon');
  const [ask, setAsk] = useState<'confirm' | 'abandon' | null>(null);
  if (!loggedIn) return <PrizesSignedOut title={t('prizes.orders.signIn')} />;
  if (id === null || (order.error && isApiError(order.error) && order.error.status === 404)) {
    return (
      <EmptyState
        title={t('prizes.detail.notFound')}
        action={<ButtonLink to="/user/order">{t('prizes.detail.back')}</ButtonLink>}
        className="my-10"
      />
    );
  }
  if (!order.data) return <PageSpinner />;
  const o = order.data;
  const a = o.address;

  function run() {
    const m = ask === 'confirm' ? confirm : abandon;
    m.mutate(o.id, {
      onSuccess: () => {
        toast.success(t(ask === 'confirm' ? 'prizes.detail.confirmed' : 'prizes.detail.abandoned'));
        setAsk(null);
      },
      onError: () => setAsk(null),
    });
  }

  return (
    <div className="flex flex-col gap-5" data-testid="order-detail-page" data-status={o.status} data-step={o.step}>
      <Link to="/user/order" className="flex w-fit items-center gap-1 text-xs font-bold uppercase tracking-wide text-muted hover:text-fg">
        <IconChevronLeft size={14} /> {t('prizes.detail.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-3xl">{t('prizes.orders.order', { id: o.id })}</h1>
          <p className="text-sm text-muted">{t('prizes.orders.placed', { date: formatDateTime(o.createdAt) })}</p>
        </div>
        <span data-testid="order-status">
          <Badge tone={o.cancelled ? 'neutral' : o.step === 5 ? 'accent' : 'warning'} className="text-sm">
            {orderStatusText(t, o)}
          </Badge>
        </span>
      </div>
      {o.cancelled ? null : (
        <Card>
          <StepBar step={o.step} />
        </Card>
      )}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="flex flex-col gap-5">
          <Card>
            <h2 className="mb-3 text-sm font-black uppercase tracking-widest text-subtle">{t('prizes.detail.tracking')}</h2>
            {o.trackingNo ? (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="text-xs text-subtle">{o.carrier}</p>
                  <p className="font-mono text-sm font-bold" data-testid="order-tracking-no">
                    {o.trackingNo}
                  </p>
                </div>
                {o.trackUrl ? (
                  <a
                    href={o.trackUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-bold text-accent hover:underline"
                    data-testid="order-track-link"
                  >
                    {t('prizes.detail.track')}
                  </a>
                ) : null}
              </div>
            ) : (
              <p className="text-sm text-muted">{t('prizes.detail.noTracking')}</p>
            )}
          </Card>
          <Card>
            <h2 className="mb-3 text-sm font-black uppercase tracking-widest text-subtle">{t('prizes.detail.timeline')}</h2>
            <ol className="relative flex flex-col gap-4 border-l-2 border-line pl-5" data-testid="order-timeline">
              {[...o.logList].reverse().map((l, i) => (
                <li key={`${l.time}-${i}`} className="relative" data-testid="order-log" data-event={l.event}>
                  <span
                    className={`absolute -left-[27px] top-1 size-3 rounded-full border-2 ${i === 0 ? 'border-accent bg-accent' : 'border-line-strong bg-bg-2'}`}
                    aria-hidden
                  />
                  <p className="text-sm font-semibold">{logText(t, l)}</p>
                  <p className="text-xs text-subtle">{formatDateTime(l.time)}</p>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className="flex flex-col gap-5">
          <Card>
            <h2 className="mb-3 text-sm font-black uppercase tracking-widest text-subtle">{t('prizes.detail.items')}</h2>
            <ul className="divide-y divide-line">
              {o.items.map((i) => (
                <li key={i.storeItemId} className="flex items-center gap-3 py-2">
                  <img {...picture(i.image, '48px')} alt="" className="size-12 shrink-0 rounded-xl bg-bg-2 object-contain p-1" />
                  <Link to={`/item-card?id=${i.itemId}`} className="min-w-0 flex-1 truncate text-sm font-semibold hover:text-accent">
                    {i.name}
                  </Link>
                  <Price coins={i.price} className="text-sm" />
                </li>
              ))}
            </ul>
            <div className="mt-3 flex justify-between border-t border-line pt-3 text-sm">
              <span className="text-muted">{t('prizes.detail.value')}</span>
              <Price coins={o.originalPrice} />
            </div>
            <div className="mt-1 flex justify-between text-sm">
              <span className="text-muted">{t('prizes.detail.fee')}</span>
              {o.fee > 0 ? <Price coins={o.fee} /> : <span className="font-bold text-accent">{t('prizes.check.free')}</span>}
            </div>
          </Card>
          <Card>
            <h2 className="mb-2 text-sm font-black uppercase tracking-widest text-subtle">{t('prizes.detail.address')}</h2>
            <p className="break-words text-sm leading-relaxed">
              <span className="font-bold">{a.recipientName}</span> · {a.phone}
              <br />
              {a.street}
              <br />
              {a.city}, {a.state} {a.postcode}
              <br />
              {countries.data?.find((c) => c.code === a.countryCode)?.name ?? a.countryCode}
            </p>
          </Card>
          {o.canConfirm ? (
            <Button variant="gold" size="lg" block onClick={() => setAsk('confirm')} data-testid="order-confirm">
              {t('prizes.detail.confirm')}
            </Button>
          ) : null}
          {o.canAbandon ? (
            <Button variant="secondary" block onClick={() => setAsk('abandon')} data-testid="order-abandon">
              {t('prizes.detail.abandon')}
            </Button>
          ) : null}
          <ContactSupportButton orderId={o.id} className="w-full" />
          {o.step === 5 ? <WriteReviewCard /> : null}
        </div>
      </div>
      <Dialog
        open={ask !== null}
        onOpenChange={(v) => (!v ? setAsk(null) : undefined)}
        title={t(ask === 'abandon' ? 'prizes.detail.abandonTitle' : 'prizes.detail.confirmTitle')}
        size="sm"
      >
        <p className="text-sm text-muted">{t(ask === 'abandon' ? 'prizes.detail.abandonText' : 'prizes.detail.confirmText')}</p>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setAsk(null)}>
            {t(ask === 'abandon' ? 'prizes.detail.keep' : 'common.cancel')}
          </Button>
          <Button
            variant={ask === 'abandon' ? 'primary' : 'gold'}
            loading={confirm.isPending || abandon.isPending}
            onClick={run}
            data-testid="order-action-confirm"
          >
            {t(ask === 'abandon' ? 'prizes.detail.abandon' : 'prizes.detail.confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
