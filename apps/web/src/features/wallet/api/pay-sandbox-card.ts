import { PayOrder } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SandboxCardBody } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';
import { payOrderKey } from './get-pay-order.ts';

export type SandboxCardInput = z.input<typeof SandboxCardBody>;

/**
 * POST /api/pay/sandbox/{orderNo}/card {cardNumber, expMonth, expYear, cvc, holderName?}: pays a test order
 * with a test card (never stored).
 * @throws ApiError `error.wooshpay.card_error` (402; the card error text, or docs/product/errors.md#client-handling insufficient funds),
 *   `pay.error.card_invalid`, `pay.error.order_closed`, `pay.error.order_timeout`
 */
export function paySandboxCard(orderNo: string, card: SandboxCardInput): Promise<PayOrder> {
  return api(`/pay/sandbox/${encodeURIComponent(orderNo)}/card`, { method: 'POST', body: card, schema: PayOrder, authRedirect: false });
}

export function usePaySandboxCard(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: SandboxCardInput) => paySandboxCard(orderNo, card),
    onSuccess: (order) => queryClient.setQueryData(payOrderKey(orderNo), order),
    meta: { silent: true },
  });
}
