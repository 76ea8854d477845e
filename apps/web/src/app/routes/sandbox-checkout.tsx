import { useParams } from 'react-router';
import { SandboxCheckout } from '../../features/wallet/index.ts';

/** `/sandbox/checkout/:orderNo` (bare layout): the hosted test checkout. */
export default function SandboxCheckoutPage() {
  const { orderNo = '' } = useParams();
  return <SandboxCheckout key={orderNo} orderNo={orderNo} />;
}
