import { formatCoins } from '@hapa/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink, Card, EmptyState, IconCard, PageSpinner } from '../../../components/index.ts';
import { isInApp } from '../../../lib/app-shell.ts';
import { openTopUp } from '../../../lib/modals.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { usePayOrder } from '../api/get-pay-order.ts';
import { useSandboxSession } from '../api/get-sandbox-session.ts';
import { CardForm } from '../components/pay/card-form.tsx';
import { TestLabel } from '../components/pay/test-label.tsx';
import { readLastOrder, returnPathFor } from '../lib/pay-flow.ts';

/** Where a finished card order is shown: the app's own result page in the shell (spec §2). */
function resultPath(orderNo: string, inApp: boolean): string {
  return `${inApp ? '/app-card-payment-result' : '/payment-result'}?orderNo=${encodeURIComponent(orderNo)}`;
}

/**
 * `/wooshpay?orderNo&amount&isFromHapaBoxApp&referEvent&dropBox` (bare layout; spec §2, §4 card pay type 7):
 * a sandbox order gets our card form (test cards listed, spec §8 card errors); a real order is forwarded
 * to the card provider's page stored at prepay.
 */
export default function WooshpayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const inApp = isInApp();
  const order = usePayOrder(orderNo || null);
  const isTest = order.data?.isTest ?? false;
  const session = useSandboxSession(orderNo, isTest);
  const last = readLastOrder(orderNo);
  const status = order.data?.status;

  useEffect(() => {
    if (!order.data) return;
    if (status !== 'pending') {
      navigate(resultPath(orderNo, inApp), { replace: true });
      return;
    }
    if (!order.data.isTest) {
      if (last?.toPayUrl) window.location.replace(last.toPayUrl);
      else navigate(resultPath(orderNo, inApp), { replace: true });
    }
  }, [order.data, status, orderNo, inApp, last?.toPayUrl, navigate]);

  if (!orderNo || (order.isError && !order.data)) {
    return <EmptyState title={t('wallet.orderMissing')} action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>} data-testid="wooshpay-missing" />;
  }
  if (!order.data || !isTest || status !== 'pending' || session.isLoading) return <PageSpinner />;

  const amountText = formatCoins(coinsToCents(order.data.amount), order.data.currency === 'USD' ? '$' : `${order.data.currency} `);
  return (
    <div className="flex w-full max-w-md flex-col gap-4" data-testid="wooshpay-page">
      <TestLabel />
      <Card className="flex flex-col gap-5 p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="flex items-center gap-2 text-lg font-extrabold">
              <IconCard size={20} className="text-accent" /> {t('wallet.card.title')}
            </p>
            <p className="mt-1 font-mono text-[11px] text-subtle" data-testid="wooshpay-order-no">{orderNo}</p>
          </div>
          <p className="text-2xl font-black tabular-nums" data-testid="wooshpay-amount">{amountText}</p>
        </div>
        <CardForm
          orderNo={orderNo}
          amountText={amountText}
          testCards={session.data?.testCards}
          onPaid={() => navigate(resultPath(orderNo, inApp))}
          onOtherMethod={() => {
            navigate(returnPathFor(last?.from));
            openTopUp({ referEvent: params.get('referEvent') ?? undefined });
          }}
        />
      </Card>
    </div>
  );
}
