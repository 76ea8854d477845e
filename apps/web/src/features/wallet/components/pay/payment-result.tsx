import { formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Card, cn, EmptyState, IconCheck, IconInfo, IconX, Price, Spinner } from '../../../../components/index.ts';
import { APP_MESSAGES, isInApp, postToApp } from '../../../../lib/app-shell.ts';
import { refreshBaseInfo } from '../../../../lib/balance.ts';
import { openTopUp } from '../../../../lib/modals.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { capturePaypalOrder } from '../../api/capture-paypal-order.ts';
import { DepositPartsList } from '../deposit-parts-list.tsx';
import { giftBagKey } from '../../api/get-gift-bag.ts';
import { payOrderKey, usePayOrder } from '../../api/get-pay-order.ts';
import { readLastOrder, returnPathFor } from '../../lib/pay-flow.ts';
import { APP_REFRESH_STOP_MS, appRefreshInterval, PENDING_HINT_MS, POLL_MS, resultKind } from '../../lib/payment-status.ts';

interface PaymentResultProps {
  orderNo: string;
  /** heading above the status (e.g. "Binance Pay") */
  title?: string;
  /** `app`: the app card result page, refreshed from 5 s to 10 s only (docs/product/constants.md#timings) */
  plan?: 'default' | 'app';
}

/**
 * Return with orderNo (docs/product/states.md#payments): the order is verified; paid -> "Top-up successfully" and fresh base info;
 * failed / timed out -> "Top-up failed" with the server's text (posted to the app shell in app mode).
 */
export function PaymentResult({ orderNo, title, plan = 'default' }: PaymentResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [elapsed, setElapsed] = useState(0);
  const pollMs = plan === 'app' ? appRefreshInterval(elapsed) : POLL_MS;
  const order = usePayOrder(orderNo, pollMs);
  const kind = resultKind(order.data?.status);
  const announced = useRef(false);
  const captured = useRef(false);
  const last = readLastOrder(orderNo);

  useEffect(() => {
    const started = Date.now();
    const id = setInterval(() => setElapsed(Date.now() - started), 500);
    return () => clearInterval(id);
  }, []);

  // PayPal comes back approved but not captured: capture now (the order check would do it too)
  useEffect(() => {
    if (captured.current || order.data?.status !== 'pending' || order.data.payType !== 'paypal' || order.data.isTest) return;
    captured.current = true;
    capturePaypalOrder(orderNo).then(
      (o) => queryClient.setQueryData(payOrderKey(orderNo), o),
      () => undefined,
    );
  }, [order.data, orderNo, queryClient]);

  useEffect(() => {
    if (kind === 'pending' || announced.current) return;
    announced.current = true;
    if (kind === 'success') {
      void refreshBaseInfo(queryClient);
      void queryClient.invalidateQueries({ queryKey: giftBagKey });
      toast.success(t('wallet.success'));
    } else if (isInApp()) {
      postToApp(APP_MESSAGES.topUpFailed);
    }
  }, [kind, queryClient, t]);

  if (order.isError && !order.data) {
    return (
      <EmptyState
        title={t('wallet.orderMissing')}
        action={<Button onClick={() => navigate('/')}>{t('wallet.backToShop')}</Button>}
        data-testid="payment-result-missing"
      />
    );
  }

  const data = order.data;
  // what the order credited, every part of it (docs/payments.md#deposit-parts): the same sum the ledger posted
  const amount = data ? formatCoins(coinsToCents(data.totalAmount)) : '';
  const back = returnPathFor(last?.from);
  const stopped = plan === 'app' && elapsed >= APP_REFRESH_STOP_MS && kind === 'pending';
  const slow = plan === 'default' && elapsed >= PENDING_HINT_MS;
  const brand = data?.cardBrand ?? last?.cardBrand;
  const last4 = data?.cardEndNumber ?? last?.cardEndNumber;
  return (
    <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center" data-testid="payment-result">
      {title ? <p className="text-xs font-bold uppercase tracking-widest text-subtle">{title}</p> : null}
      {stopped ? (
        <span className="flex size-20 items-center justify-center rounded-full bg-warning/15 text-warning">
          <IconInfo size={40} />
        </span>
      ) : kind === 'pending' ? (
        <Spinner size="lg" label={false} />
      ) : (
        <span
          className={cn(
            'flex size-20 animate-pop items-center justify-center rounded-full',
            kind === 'success' ? 'bg-accent/15 text-accent shadow-glow' : 'bg-danger/15 text-danger',
          )}
        >
          {kind === 'success' ? <IconCheck size={40} strokeWidth={3} /> : <IconX size={40} strokeWidth={3} />}
        </span>
      )}
      <h1 className="text-2xl font-black" data-testid="payment-result-status" data-status={data?.status ?? 'pending'}>
        {kind === 'success' ? t('wallet.success') : kind === 'failure' ? t('wallet.failed') : t('wallet.checking')}
      </h1>
      <p className="text-sm text-muted" data-testid="payment-result-text">
        {kind === 'success'
          ? t('wallet.successText', { amount })
          : kind === 'failure'
            ? (data?.msg && data.msg !== t('wallet.failed') ? data.msg : null) ||
              (data?.status === 'expired' ? t('wallet.expiredText') : t('wallet.failedText'))
            : stopped
              ? t('wallet.appResult.processing')
              : slow
                ? t('wallet.stillPending')
                : null}
      </p>
      {data && kind !== 'failure' && data.parts.length > 0 ? (
        <section className="w-full rounded-xl border border-line bg-bg-2/70 p-3 text-left" data-testid="payment-result-parts-box">
          <h2 className="mb-2 text-[11px] font-bold uppercase tracking-widest text-subtle">
            {kind === 'success' ? t('wallet.parts.breakdown') : t('wallet.parts.quoted')}
          </h2>
          <DepositPartsList parts={data.parts} testId="payment-result-part" />
          <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-line/70 pt-2 text-sm">
            <span className="font-bold">{t('wallet.parts.total')}</span>
            <span
              className="text-base font-black tabular-nums text-accent"
              data-testid="payment-result-total"
              data-cents={coinsToCents(data.totalAmount)}
            >
              {amount}
            </span>
          </p>
        </section>
      ) : null}
      {data ? (
        <dl className="grid w-full grid-cols-2 gap-2 rounded-xl bg-bg-2 p-3 text-left text-sm">
          <dt className="text-muted">{t('wallet.amountDue')}</dt>
          <dd className="text-right">
            {data.currency === 'USD' ? <Price coins={data.amount} /> : formatCoins(coinsToCents(data.amount), `${data.currency} `)}
          </dd>
          <dt className="text-muted">{t('wallet.orderNo')}</dt>
          <dd className="break-all text-right font-mono text-xs" title={data.orderNo} data-testid="payment-result-order-no">
            {data.orderNo}
          </dd>
          {brand && last4 ? (
            <dd className="col-span-2 text-right text-xs text-muted">
              {t('wallet.card.paidWith', { brand: brand.charAt(0).toUpperCase() + brand.slice(1), last4 })}
            </dd>
          ) : null}
        </dl>
      ) : null}
      <div className="flex w-full flex-col gap-2">
        {stopped ? (
          <Button variant="secondary" size="lg" block onClick={() => void order.refetch()} data-testid="payment-result-refresh">
            {t('wallet.refresh')}
          </Button>
        ) : null}
        <Button size="lg" block onClick={() => navigate(back)} data-testid="payment-result-back">
          {t('wallet.backToShop')}
        </Button>
        {kind === 'failure' ? (
          <Button
            variant="secondary"
            size="lg"
            block
            onClick={() => {
              navigate(back);
              openTopUp();
            }}
            data-testid="payment-result-retry"
          >
            {t('wallet.tryAgain')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
