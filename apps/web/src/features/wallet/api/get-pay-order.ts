import { PayOrder } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { orderPollInterval } from '../lib/payment-status.ts';

/** GET /api/pay/order/{orderNo} (no auth needed): status pending | paid | failed | expired. */
export function getPayOrder(orderNo: string, signal?: AbortSignal): Promise<PayOrder> {
  return api(`/pay/order/${encodeURIComponent(orderNo)}`, { schema: PayOrder, signal, authRedirect: false });
}

export const payOrderKey = (orderNo: string) => [...queryRoots.pay, 'order', orderNo] as const;

/** Poll every `pollMs` while the order is pending, slowing down (0 = no polling); never again after a 4xx. */
export function usePayOrder(orderNo: string | null, pollMs = 0) {
  return useQuery({
    queryKey: payOrderKey(orderNo ?? ''),
    queryFn: ({ signal }) => getPayOrder(orderNo as string, signal),
    enabled: Boolean(orderNo),
    refetchInterval: (q) => orderPollInterval(q.state, pollMs),
    staleTime: 0,
  });
}
