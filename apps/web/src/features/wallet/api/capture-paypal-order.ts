import { PayOrder } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/**
 * POST /api/pay/paypal/{orderNo}/capture: on the return from PayPal, captures the approved order (the
 * order check captures too; this makes it immediate). Safe to repeat.
 */
export function capturePaypalOrder(orderNo: string): Promise<PayOrder> {
  return api(`/pay/paypal/${encodeURIComponent(orderNo)}/capture`, { method: 'POST', schema: PayOrder, authRedirect: false });
}
