import { PayOrder } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { payOrderKey } from './get-pay-order.ts';

export type SandboxAction = 'confirm' | 'decline';

/**
 * POST /api/pay/sandbox/{orderNo}/confirm | decline (no body): our hosted test checkout tells the
 * server the payment succeeded or failed.
 * @throws ApiError `pay.error.order_not_found`, `pay.error.order_closed`, `pay.error.order_timeout`
 */
export function completeSandboxPayment(orderNo: string, action: SandboxAction): Promise<PayOrder> {
  return api(`/pay/sandbox/${encodeURIComponent(orderNo)}/${action}`, { method: 'POST', schema: PayOrder, authRedirect: false });
}

export function useCompleteSandboxPayment(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SandboxAction) => completeSandboxPayment(orderNo, action),
    onSuccess: (order) => queryClient.setQueryData(payOrderKey(orderNo), order),
  });
}
