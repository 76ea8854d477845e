import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink, EmptyState, PageSpinner } from '../../../components/index.ts';
import { isInApp } from '../../../lib/app-shell.ts';
import { useRedirect } from '../../../lib/navigation.ts';
import { openTopUp } from '../../../lib/modals.ts';
import { usePayOrder } from '../api/get-pay-order.ts';
import { SandboxCheckout } from '../components/pay/sandbox-checkout.tsx';
import { readLastOrder, returnPathFor } from '../lib/pay-flow.ts';

/** Where a finished card order is shown: the app's own result page in the shell (docs/product/routes.md#user-area). */
function resultPath(orderNo: string, inApp: boolean): string {
  return `${inApp ? '/app-card-payment-result' : '/payment-result'}?orderNo=${encodeURIComponent(orderNo)}`;
}

/**
 * `/wooshpay?orderNo&amount&isFromHapaBoxApp&referEvent&dropBox` (bare layout; docs/product/routes.md#bare-layout, docs/product/states.md card pay type 7):
 * a sandbox order gets our card form on the card trade API (checkout/init, BIN check, trade/v2/submit, a 3-D
 * Secure challenge with trade/v2/confirm or card/cancel; test cards, docs/product/errors.md#client-handling card errors, TEST PAYMENT label); a real order is forwarded to the card provider's page stored at prepay.
 */
export default function WooshpayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirect = useRedirect();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const inApp = isInApp();
  const order = usePayOrder(orderNo || null);
  const last = readLastOrder(orderNo);
  const status = order.data?.status;

  useEffect(() => {
    if (!order.data) return;
    if (status !== 'pending') {
      redirect(resultPath(orderNo, inApp));
      return;
    }
    if (!order.data.isTest) {
      if (last?.toPayUrl) window.location.replace(last.toPayUrl);
      else redirect(resultPath(orderNo, inApp));
    }
  }, [order.data, status, orderNo, inApp, last?.toPayUrl, redirect]);

  if (!orderNo || (order.isError && !order.data)) {
    return (
      <EmptyState
        title={t('wallet.orderMissing')}
        action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>}
        data-testid="wooshpay-missing"
      />
    );
  }
  if (!order.data || !order.data.isTest || status !== 'pending') return <PageSpinner />;
  return (
    <div className="flex w-full justify-center" data-testid="wooshpay-page">
      <SandboxCheckout
        orderNo={orderNo}
        cardTrade
        resultUrl={resultPath(orderNo, inApp)}
        onOtherMethod={() => {
          navigate(returnPathFor(last?.from));
          openTopUp({ referEvent: params.get('referEvent') ?? undefined });
        }}
      />
    </div>
  );
}
