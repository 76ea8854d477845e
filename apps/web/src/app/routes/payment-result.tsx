import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, EmptyState } from '../../components/index.ts';
import { PaymentResult } from '../../features/wallet/index.ts';

/** `/payment-result?orderNo=` (bare layout): waits for the order to settle. */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  if (!orderNo) {
    return <EmptyState title={t('wallet.orderMissing')} action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>} />;
  }
  return <PaymentResult key={orderNo} orderNo={orderNo} />;
}
