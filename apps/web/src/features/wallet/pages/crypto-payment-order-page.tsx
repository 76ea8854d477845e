import { formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  Badge,
  ButtonLink,
  Card,
  cn,
  Countdown,
  CopyButton,
  EmptyState,
  IconCheck,
  IconX,
  PageSpinner,
  Spinner,
} from '../../../components/index.ts';
import { refreshBaseInfo } from '../../../lib/balance.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCryptoOrder } from '../api/get-crypto-order.ts';
import { TestLabel } from '../components/pay/test-label.tsx';
import { useEndsAt } from '../hooks/use-ends-at.ts';
import { readLastOrder, returnPathFor } from '../lib/pay-flow.ts';
import { resultKind } from '../lib/payment-status.ts';

/**
 * `/user/crypto-payment-order?orderNo&toAccount` (docs/product/routes.md#payments, docs/product/states.md#payments crypto / TON): the receiving address with copy
 * ("Copy successfully."), the exact amount, the QR code, the network, the countdown and the live status
 * (polled); paid -> "Top-up successfully" and fresh base info.
 */
export default function CryptoPaymentOrderPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useCryptoOrder(orderNo);
  const data = order.data;
  const kind = resultKind(data?.status);
  const endsAt = useEndsAt(data?.remainingSeconds, order.dataUpdatedAt);
  const announced = useRef(false);

  useEffect(() => {
    if (kind !== 'success' || announced.current) return;
    announced.current = true;
    void refreshBaseInfo(queryClient);
    toast.success(t('wallet.success'));
  }, [kind, queryClient, t]);

  if (!orderNo || (order.isError && !data)) {
    return (
      <EmptyState
        title={t('wallet.orderMissing')}
        description={order.error ? errorMessage(order.error) : undefined}
        action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>}
        className="my-10"
        data-testid="crypto-order-missing"
      />
    );
  }
  if (!data) return <PageSpinner />;
  const address = data.address ?? params.get('toAccount') ?? '';
  const statusTone = kind === 'success' ? 'accent' : kind === 'failure' ? 'danger' : 'warning';
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 py-2" data-testid="crypto-order" data-status={data.status}>
      {data.isTest ? <TestLabel /> : null}
      <Card className="flex flex-col gap-5 p-5 md:p-6">
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-xl font-black">{t('wallet.cryptoOrder.title')}</h1>
          <Badge tone={statusTone}>
            <span data-testid="crypto-order-status">{t(`wallet.statusNames.${data.status}`)}</span>
          </Badge>
        </div>
        {kind === 'pending' ? (
          <>
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              {data.qrcode ? (
                <img src={data.qrcode} alt="" className="size-44 shrink-0 rounded-2xl bg-white p-2" data-testid="crypto-order-qr" />
              ) : null}
              <div className="flex w-full min-w-0 flex-col gap-3">
                <div>
                  <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('wallet.cryptoOrder.send')}</p>
                  <div className="flex items-center gap-1">
                    <p className="break-all font-mono text-2xl font-black" data-testid="crypto-order-amount">
                      {data.cryptoAmount} {data.cryptoCurrency}
                    </p>
                    <CopyButton value={data.cryptoAmount} />
                  </div>
                  <p className="text-xs text-muted">{t('wallet.cryptoOrder.worth', { amount: formatCoins(coinsToCents(data.amount)) })}</p>
                </div>
                <div>
                  <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('wallet.cryptoOrder.network')}</p>
                  <p className="font-bold" data-testid="crypto-order-network">
                    {data.networkName}
                  </p>
                </div>
              </div>
            </div>
            <div className="flex flex-col gap-1">
              <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('wallet.cryptoOrder.address')}</span>
              <div className="flex items-center gap-2 rounded-xl border border-line bg-bg-2 px-3 py-2">
                <code className="min-w-0 flex-1 break-all font-mono text-sm" data-testid="crypto-order-address">
                  {address}
                </code>
                <span data-testid="crypto-order-copy">
                  <CopyButton value={address} />
                </span>
              </div>
            </div>
            <p className="rounded-xl border border-warning/40 bg-warning/10 px-3 py-2 text-xs text-warning">
              {t('wallet.cryptoOrder.networkWarn', { ticker: data.cryptoCurrency, network: data.networkName })}
            </p>
            <div className="flex items-center justify-between rounded-xl bg-bg-2 px-4 py-3 text-sm">
              <span className="flex items-center gap-2 text-muted">
                <Spinner size="sm" label={false} /> {t('wallet.cryptoOrder.waiting')}
              </span>
              {endsAt ? <Countdown endsAt={endsAt} onEnd={() => void order.refetch()} className="font-bold" /> : null}
            </div>
            {data.uri ? (
              <a href={data.uri} className="text-center text-sm font-bold text-accent underline">
                {t('wallet.cryptoOrder.openWallet')}
              </a>
            ) : null}
            {data.isTest && data.toPayUrl ? (
              <div className="flex flex-col gap-1 rounded-xl border border-dashed border-warning/50 p-3 text-center">
                <a
                  href={data.toPayUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="font-bold text-warning underline"
                  data-testid="crypto-order-test-wallet"
                >
                  {t('wallet.cryptoOrder.testWallet')}
                </a>
                <span className="text-[11px] text-muted">{t('wallet.cryptoOrder.testNote')}</span>
              </div>
            ) : null}
          </>
        ) : (
          <div className="flex flex-col items-center gap-3 py-4 text-center" data-testid="crypto-order-result">
            <span
              className={cn(
                'flex size-20 animate-pop items-center justify-center rounded-full',
                kind === 'success' ? 'bg-accent/15 text-accent' : 'bg-danger/15 text-danger',
              )}
            >
              {kind === 'success' ? <IconCheck size={40} strokeWidth={3} /> : <IconX size={40} strokeWidth={3} />}
            </span>
            <p className="text-2xl font-black">{kind === 'success' ? t('wallet.success') : t('wallet.failed')}</p>
            <p className="text-sm text-muted">
              {kind === 'success'
                ? t('wallet.cryptoOrder.paidText', { amount: formatCoins(coinsToCents(data.amount)) })
                : (data.msg ?? t('wallet.failedText'))}
            </p>
            <ButtonLink to={returnPathFor(readLastOrder(orderNo)?.from)} size="lg" className="mt-2">
              {t('wallet.backToShop')}
            </ButtonLink>
          </div>
        )}
        <p className="text-center font-mono text-[11px] text-subtle">{orderNo}</p>
      </Card>
    </div>
  );
}
