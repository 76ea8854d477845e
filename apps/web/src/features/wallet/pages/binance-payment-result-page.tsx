import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, EmptyState } from '../../../components/index.ts';
import { PaymentResult } from '../components/pay/payment-result.tsx';

/** `/binance-payment-result?orderNo=` (docs/product/routes.md#payments): the Binance Pay return, verified like any other. */
export default function BinancePaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? params.get('merchantTradeNo');
  if (!orderNo)
    return (
      <EmptyState title={t('wallet.orderMissing')} action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>} className="my-10" />
    );
  return (
    <div className="flex justify-center py-6">
      <PaymentResult key={orderNo} orderNo={orderNo} title={t('wallet.binance.resultTitle')} />
    </div>
  );
}
