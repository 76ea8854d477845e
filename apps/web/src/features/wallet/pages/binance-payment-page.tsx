import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, Card, Countdown, EmptyState, PageSpinner, Spinner } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { useRedirect } from '../../../lib/navigation.ts';
import { usePayOrder } from '../api/get-pay-order.ts';
import { TestLabel } from '../components/pay/test-label.tsx';
import { POLL_MS } from '../lib/payment-status.ts';

/**
 * `/binance-payment?orderNo&amount&deepLink&qrcodeLink&referUrl` (docs/product/routes.md#payments, docs/product/states.md#payments): the amount, the Binance
 * Pay QR code, the deep link into the Binance app, the order's countdown and its live status; once the
 * order is final, the Binance result page.
 */
export default function BinancePaymentPage() {
  const { t } = useTranslation();
  const redirect = useRedirect();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const deepLink = params.get('deepLink') ?? '';
  const qrcodeLink = params.get('qrcodeLink') ?? '';
  const order = usePayOrder(orderNo || null, POLL_MS);
  const status = order.data?.status;

  useEffect(() => {
    if (status && status !== 'pending') redirect(`/binance-payment-result?orderNo=${encodeURIComponent(orderNo)}`);
  }, [status, orderNo, redirect]);

  if (!orderNo || (order.isError && !order.data)) {
    return (
      <EmptyState
        title={t('wallet.orderMissing')}
        description={order.error ? errorMessage(order.error) : undefined}
        action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>}
        className="my-10"
        data-testid="binance-missing"
      />
    );
  }
  if (!order.data) return <PageSpinner />;
  const amount = order.data.amount ?? Number(params.get('amount'));
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 py-4" data-testid="binance-payment">
      {order.data.isTest ? <TestLabel /> : null}
      <Card className="flex flex-col items-center gap-5 p-6 text-center">
        <p className="flex items-center gap-2 text-lg font-black text-rarity-1">
          <span className="flex size-7 items-center justify-center rounded-lg bg-[#f0b90b] text-sm font-black text-[#1e2026]">B</span>
          {t('wallet.binance.title')}
        </p>
        <p className="text-4xl font-black tabular-nums" data-testid="binance-amount">
          {/* a USDT amount, not dollars: no $ before it ("1,000.00 USDT") */}
          {formatNumber(coinsToCents(amount) / 100, undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}{' '}
          <span className="text-base text-muted">USDT</span>
        </p>
        {qrcodeLink ? <img src={qrcodeLink} alt="" className="size-52 rounded-2xl bg-white p-3" data-testid="binance-qr" /> : null}
        <p className="text-sm text-muted">{t('wallet.binance.scan')}</p>
        {deepLink ? (
          <a
            href={deepLink}
            className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-[#f0b90b] font-bold text-[#1e2026] hover:brightness-105"
            data-testid="binance-open"
          >
            {t('wallet.binance.open')}
          </a>
        ) : null}
        <div className="flex w-full items-center justify-between rounded-xl bg-bg-2 px-4 py-3 text-sm">
          <span className="flex items-center gap-2 text-muted" data-testid="binance-status" data-status={status}>
            <Spinner size="sm" label={false} /> {t('wallet.binance.waiting')}
          </span>
          <Countdown endsAt={Date.parse(order.data.expiresAt)} onEnd={() => void order.refetch()} className="font-bold" />
        </div>
        <p className="font-mono text-[11px] text-subtle">{orderNo}</p>
      </Card>
    </div>
  );
}
