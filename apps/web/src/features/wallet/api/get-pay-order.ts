import { PayOrder } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/pay/order/{orderNo} (no auth needed): status pending | paid | failed | expired. */
export function getPayOrder(orderNo: string, signal?: AbortSignal): Promise<PayOrder> {
  return api(`/pay/order/${encodeURIComponent(orderNo)}`, { schema: PayOrder, signal, authRedirect: false });
}

export const payOrderKey = (orderNo: string) => [...queryRoots.pay, 'order', orderNo] as const;

/** Poll every `pollMs` while the order is pending (0 = no polling). */
export function usePayOrder(orderNo: string | null, pollMs = 0) {
  return useQuery({
    queryKey: payOrderKey(orderNo ?? ''),
    queryFn: ({ signal }) => getPayOrder(orderNo as string, signal),
    enabled: Boolean(orderNo),
    refetchInterval: (q) => (pollMs > 0 && (!q.state.data || q.state.data.status === 'pending') ? pollMs : false),
    staleTime: 0,
  });
}
