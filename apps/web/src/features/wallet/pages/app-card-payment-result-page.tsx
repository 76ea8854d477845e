import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, EmptyState } from '../../../components/index.ts';
import { PaymentResult } from '../components/pay/payment-result.tsx';

/**
 * `/app-card-payment-result?orderNo=` (bare layout, docs/product/routes.md#bare-layout): the card result in the app shell; the order
 * is refreshed from 5 s and no more after 10 s (docs/product/constants.md#timings); a failure is posted to the shell.
 */
export default function AppCardPaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  if (!orderNo) return <EmptyState title={t('wallet.orderMissing')} action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>} />;
  return <PaymentResult key={orderNo} orderNo={orderNo} title={t('wallet.appResult.title')} plan="app" />;
}
