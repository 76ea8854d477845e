import type { PrepayResult } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn, IconCheck, IconX, Spinner } from '../../../../components/index.ts';
import { APP_MESSAGES, isInApp, postToApp } from '../../../../lib/app-shell.ts';
import { refreshBaseInfo } from '../../../../lib/balance.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { usePayOrder } from '../../api/get-pay-order.ts';
import { maskPhone } from '../../lib/mpesa.ts';
import { resultKind } from '../../lib/payment-status.ts';

/** How often the modal checks an STK-push order, ms. */
const STK_POLL_MS = 2000;

/**
 * M-PESA STK push (docs/product/routes.md, README "mpesa_stk: stay in the modal and poll the order"): "check your phone",
 * the order polled until paid / failed / expired; the sandbox's phone simulator is linked for testing.
 */
export function MpesaWaiting({ order, phone, onRetry }: { order: PrepayResult; phone: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = usePayOrder(order.orderNo, STK_POLL_MS);
  const kind = resultKind(status.data?.status);
  const announced = useRef(false);

  useEffect(() => {
    if (kind === 'pending' || announced.current) return;
    announced.current = true;
    if (kind === 'success') {
      void refreshBaseInfo(queryClient);
      toast.success(t('wallet.success'));
    } else if (isInApp()) {
      postToApp(APP_MESSAGES.topUpFailed);
    }
  }, [kind, queryClient, t]);

  const amount = formatCoins(coinsToCents(order.amount), order.currencySymbol);
  const credited = status.data ? formatCoins(coinsToCents(status.data.coinAmount) + coinsToCents(status.data.bonusAmount)) : '';
  return (
    <div
      className="flex flex-col items-center gap-4 py-4 text-center"
      data-testid="topup-mpesa-waiting"
      data-status={status.data?.status ?? 'pending'}
    >
      {kind === 'pending' ? (
        <span className="relative flex size-20 items-center justify-center rounded-full bg-accent/10">
          <Spinner size="lg" label={false} />
        </span>
      ) : (
        <span
          className={cn(
            'flex size-20 items-center justify-center rounded-full',
            kind === 'success' ? 'bg-accent/15 text-accent' : 'bg-danger/15 text-danger',
          )}
        >
          {kind === 'success' ? <IconCheck size={40} strokeWidth={3} /> : <IconX size={40} strokeWidth={3} />}
        </span>
      )}
      <h3 className="text-xl font-black">
        {kind === 'success' ? t('wallet.success') : kind === 'failure' ? t('wallet.failed') : t('wallet.mpesa.waitingTitle')}
      </h3>
      <p className="max-w-xs text-sm text-muted">
        {kind === 'success'
          ? t('wallet.mpesa.paidText', { amount: credited })
          : kind === 'failure'
            ? (status.data?.msg ?? t('wallet.failedText'))
            : t('wallet.mpesa.waitingText', { amount, phone: maskPhone(phone) })}
      </p>
      {kind === 'pending' && order.isTest && order.toPayUrl ? (
        <a
          href={order.toPayUrl}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-bold text-accent underline"
          data-testid="topup-mpesa-test-phone"
        >
          {t('wallet.mpesa.testPhone')}
        </a>
      ) : null}
      {kind === 'failure' ? (
        <Button variant="secondary" onClick={onRetry} data-testid="topup-mpesa-retry">
          {t('wallet.mpesa.again')}
        </Button>
      ) : null}
    </div>
  );
}
