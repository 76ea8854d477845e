import { formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Card, cn, EmptyState, IconCheck, IconX, Price, Spinner } from '../../../components/index.ts';
import { refreshBaseInfo } from '../../../lib/balance.ts';
import { openTopUp } from '../../../lib/modals.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { readJson, STORAGE_KEYS } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast-store.ts';
import { usePayOrder } from '../api/get-pay-order.ts';
import { PENDING_HINT_MS, POLL_MS, resultKind } from '../lib/payment-status.ts';

/** Page to return to after a top-up: where the player started it, else home. */
function returnPath(orderNo: string): string {
  const last = readJson<{ orderNo?: string; from?: string }>(STORAGE_KEYS.lastOrder);
  const from = last?.orderNo === orderNo ? last.from : undefined;
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/payment-result') ? from : '/';
}

/** Polls the order until it is final; paid -> "Top-up successfully" (+ fresh balance), else "Top-up failed". */
export function PaymentResult({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = usePayOrder(orderNo, POLL_MS);
  const kind = resultKind(order.data?.status);
  const announced = useRef(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const id = setTimeout(() => setSlow(true), PENDING_HINT_MS);
    return () => clearTimeout(id);
  }, []);

  useEffect(() => {
    if (kind === 'pending' || announced.current) return;
    announced.current = true;
    if (kind === 'success') {
      void refreshBaseInfo(queryClient);
      toast.success(t('wallet.success'));
    }
  }, [kind, queryClient, t]);

  if (order.isError && !order.data) {
    return <EmptyState title={t('wallet.orderMissing')} action={<Button onClick={() => navigate('/')}>{t('wallet.backToShop')}</Button>} data-testid="payment-result-missing" />;
  }

  const amount = order.data ? formatCoins(coinsToCents(order.data.coinAmount) + coinsToCents(order.data.bonusAmount) + coinsToCents(order.data.giftAmount)) : '';
  return (
    <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center" data-testid="payment-result">
      {kind === 'pending' ? (
        <Spinner size="lg" />
      ) : (
        <span className={cn('flex size-20 animate-pop items-center justify-center rounded-full', kind === 'success' ? 'bg-accent/15 text-accent shadow-glow' : 'bg-danger/15 text-danger')}>
          {kind === 'success' ? <IconCheck size={40} strokeWidth={3} /> : <IconX size={40} strokeWidth={3} />}
        </span>
      )}
      <h1 className="text-2xl font-black" data-testid="payment-result-status" data-status={order.data?.status ?? 'pending'}>
        {kind === 'success' ? t('wallet.success') : kind === 'failure' ? t('wallet.failed') : t('wallet.checking')}
      </h1>
      <p className="text-sm text-muted">
        {kind === 'success'
          ? t('wallet.successText', { amount })
          : kind === 'failure'
            ? (order.data?.msg && order.data.msg !== t('wallet.failed') ? order.data.msg : null) ||
              (order.data?.status === 'expired' ? t('wallet.expiredText') : t('wallet.failedText'))
            : slow
              ? t('wallet.stillPending')
              : null}
      </p>
      {order.data ? (
        <dl className="grid w-full grid-cols-2 gap-2 rounded-xl bg-bg-2 p-3 text-left text-sm">
          <dt className="text-muted">{t('wallet.amountDue')}</dt>
          <dd className="text-right"><Price coins={order.data.amount} /></dd>
          <dt className="text-muted">{t('wallet.orderNo')}</dt>
          <dd className="truncate text-right font-mono text-xs" title={order.data.orderNo}>{order.data.orderNo}</dd>
        </dl>
      ) : null}
      <div className="flex w-full flex-col gap-2">
        <Button size="lg" block onClick={() => navigate(returnPath(orderNo))} data-testid="payment-result-back">
          {t('wallet.backToShop')}
        </Button>
        {kind === 'failure' ? (
          <Button
            variant="secondary"
            size="lg"
            block
            onClick={() => {
              navigate(returnPath(orderNo));
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
