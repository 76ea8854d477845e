import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge, Button, ButtonLink, Card, Countdown, EmptyState, IconCard, IconLock, PageSpinner, Price } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useCompleteSandboxPayment, type SandboxAction } from '../api/complete-sandbox-payment.ts';
import { usePayOrder } from '../api/get-pay-order.ts';

/** Our hosted sandbox checkout: shows the order and lets the tester pay or decline it. */
export function SandboxCheckout({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = usePayOrder(orderNo);
  const complete = useCompleteSandboxPayment(orderNo);
  const resultUrl = `/payment-result?orderNo=${encodeURIComponent(orderNo)}`;

  function act(action: SandboxAction) {
    if (complete.isPending || complete.isSuccess) return;
    complete.mutate(action, {
      onSuccess: () => navigate(resultUrl),
      onError: (err) => {
        // already completed elsewhere: the result page tells the truth
        if (isApiError(err, 'pay.error.order_closed')) navigate(resultUrl);
      },
    });
  }

  if (order.isLoading) return <PageSpinner />;
  if (order.isError || !order.data) {
    return <EmptyState title={t('wallet.orderMissing')} action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>} data-testid="checkout-missing" />;
  }
  const data = order.data;
  const pending = data.status === 'pending';

  return (
    <div className="flex w-full max-w-md flex-col gap-4" data-testid="sandbox-checkout">
      <div
        className="rounded-xl border border-warning/60 bg-[repeating-linear-gradient(45deg,rgb(255_181_71/0.16)_0_12px,rgb(255_181_71/0.06)_12px_24px)] px-4 py-3 text-center text-sm font-black uppercase tracking-wider text-warning"
        data-testid="checkout-test-label"
      >
        {t('wallet.testLabel')}
      </div>
      <Card className="flex flex-col gap-5 p-6">
        <div className="flex items-center justify-between">
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <IconLock size={18} className="text-accent" /> {t('wallet.checkoutTitle')}
          </p>
          <Badge tone={pending ? 'warning' : data.status === 'paid' ? 'accent' : 'danger'}>{t(`wallet.statusNames.${data.status}`)}</Badge>
        </div>
        <div className="text-center">
          <p className="text-xs font-bold uppercase tracking-widest text-subtle">{t('wallet.amountDue')}</p>
          <Price coins={data.amount} className="mt-1 text-4xl" data-testid="checkout-amount" />
          <p className="mt-1 text-xs text-muted">{data.currency}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-bg-2 p-3 text-sm">
          <dt className="text-muted">{t('wallet.orderNo')}</dt>
          <dd className="break-all text-right font-mono text-xs" data-testid="checkout-order-no">{data.orderNo}</dd>
          <dt className="text-muted">{t('wallet.method')}</dt>
          <dd className="text-right font-semibold">{data.label || data.payType}</dd>
          {pending ? (
            <>
              <dt className="text-muted">{t('wallet.expiresIn')}</dt>
              <dd className="text-right">
                <Countdown endsAt={Date.parse(data.expiresAt)} onEnd={() => void order.refetch()} className="text-sm font-bold" />
              </dd>
            </>
          ) : null}
        </dl>
        <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-violet/70 to-accent/50 p-4 text-accent-ink shadow-lg">
          <IconCard size={28} />
          <p className="mt-5 font-mono text-lg font-bold tracking-widest">4242 4242 4242 4242</p>
          <div className="mt-2 flex justify-between text-xs font-bold uppercase">
            <span>Test Player</span>
            <span>12/34</span>
          </div>
        </div>
        <p className="text-xs text-muted">{t('wallet.cardNote')}</p>
        {pending ? (
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" size="lg" disabled={complete.isPending || complete.isSuccess} loading={complete.isPending && complete.variables === 'decline'} onClick={() => act('decline')} data-testid="checkout-decline">
              {t('wallet.decline')}
            </Button>
            <Button size="lg" disabled={complete.isPending || complete.isSuccess} loading={complete.isPending && complete.variables === 'confirm'} onClick={() => act('confirm')} data-testid="checkout-pay">
              {t('wallet.pay')} <Price coins={data.amount} />
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3 text-center">
            <p className="text-sm text-muted">{t('wallet.orderClosed', { status: t(`wallet.statusNames.${data.status}`) })}</p>
            <ButtonLink to={resultUrl} size="lg">{t('wallet.seeResult')}</ButtonLink>
          </div>
        )}
      </Card>
    </div>
  );
}
