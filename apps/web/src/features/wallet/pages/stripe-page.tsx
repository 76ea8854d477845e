import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRedirect } from '../../../lib/navigation.ts';
import { ButtonLink, EmptyState, Spinner } from '../../../components/index.ts';
import { readLastOrder, toAppPath } from '../lib/pay-flow.ts';

/**
 * `/stripe?orderNo=` (bare layout, docs/product/routes.md#bare-layout): a holder that forwards to the Stripe Checkout page stored at
 * prepay (a return with `session_id` or without a stored page goes to the result page instead).
 */
export default function StripePage() {
  const { t } = useTranslation();
  const redirect = useRedirect();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? readLastOrder()?.orderNo ?? '';
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!orderNo) return;
    const target = readLastOrder(orderNo)?.toPayUrl;
    if (!target || params.has('session_id')) {
      redirect(`/payment-result?orderNo=${encodeURIComponent(orderNo)}`);
      return;
    }
    const path = toAppPath(target, window.location.origin);
    if (path) redirect(path);
    else if (/^https:\/\//.test(target)) window.location.replace(target);
    else setFailed(true);
  }, [orderNo, params, redirect]);

  if (!orderNo || failed) {
    return (
      <EmptyState
        title={failed ? t('wallet.redirectFailed') : t('wallet.orderMissing')}
        action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>}
        data-testid="stripe-missing"
      />
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="stripe-redirect">
      <Spinner size="lg" label={false} />
      <p className="text-sm text-muted">{t('wallet.redirecting')}</p>
    </div>
  );
}
