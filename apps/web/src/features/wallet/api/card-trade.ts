import { CardSupport, CheckoutInit, PayOrder, TradeResult, type TradeSubmitBody } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { payOrderKey } from './get-pay-order.ts';

/**
 * Card trade API (docs/product/endpoints.md) for the wooshpay page: init, BIN check, submit, 3-D Secure confirm, cancel.
 * Errors: `error.wooshpay.card_error` (402), `pay.error.card_invalid`, `pay.error.card_unsupported`,
 * `pay.error.no_challenge`, `pay.error.order_closed`, `pay.error.order_timeout`, `pay.error.order_not_found`.
 */
export const checkoutInitKey = (orderNo: string) => [...queryRoots.pay, 'checkout-init', orderNo] as const;

export function useCheckoutInit(orderNo: string, enabled = true) {
  return useQuery({
    queryKey: checkoutInitKey(orderNo),
    queryFn: ({ signal }) => api('/pay/checkout/init', { method: 'POST', body: { orderNo }, schema: CheckoutInit, signal }),
    enabled: enabled && Boolean(orderNo),
    staleTime: 0,
  });
}

/** POST /api/pay/check_card_support for the first digits typed (null until 6 digits). */
export function useCardSupport(digits: string) {
  const bin = digits.length >= 6 ? digits.slice(0, 8) : '';
  return useQuery({
    queryKey: [...queryRoots.pay, 'card-support', bin],
    queryFn: ({ signal }) =>
      api('/pay/check_card_support', { method: 'POST', body: { cardNumber: bin }, schema: CardSupport, signal, authRedirect: false }),
    enabled: bin.length >= 6,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export type TradeSubmitInput = z.input<typeof TradeSubmitBody>;

function useSetOrder() {
  const queryClient = useQueryClient();
  return (order: PayOrder) => queryClient.setQueryData(payOrderKey(order.orderNo), order);
}

export function useTradeSubmit() {
  const setOrder = useSetOrder();
  return useMutation({
    mutationFn: (body: TradeSubmitInput) => api('/pay/trade/v2/submit', { method: 'POST', body, schema: TradeResult }),
    onSuccess: (r) => (r.status === 'challenge' ? undefined : setOrder(r.order)),
    meta: { silent: true },
  });
}

export function useTradeConfirm() {
  const setOrder = useSetOrder();
  return useMutation({
    mutationFn: (body: { orderNo: string; challengeId: string; code: string }) =>
      api('/pay/trade/v2/confirm', { method: 'POST', body, schema: TradeResult }),
    onSuccess: (r) => setOrder(r.order),
    meta: { silent: true },
  });
}

export function useCardCancel() {
  const setOrder = useSetOrder();
  return useMutation({
    mutationFn: (orderNo: string) => api(`/pay/${encodeURIComponent(orderNo)}/card/cancel`, { method: 'POST', schema: PayOrder }),
    onSuccess: setOrder,
    meta: { silent: true },
  });
}
