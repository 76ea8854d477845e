import { SandboxSession } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/**
 * GET /api/pay/sandbox/{orderNo}/session: what the test checkout shows for the order's method (card form,
 * PayPal, crypto address and QR, Binance QR, M-PESA phone prompt, TON link) and its actions.
 * @throws ApiError `pay.error.order_not_found` (also for orders of a real provider)
 */
export function getSandboxSession(orderNo: string, signal?: AbortSignal): Promise<SandboxSession> {
  return api(`/pay/sandbox/${encodeURIComponent(orderNo)}/session`, { schema: SandboxSession, signal, authRedirect: false });
}

export const sandboxSessionKey = (orderNo: string) => [...queryRoots.pay, 'sandbox-session', orderNo] as const;

export function useSandboxSession(orderNo: string, enabled = true) {
  return useQuery({
    queryKey: sandboxSessionKey(orderNo),
    queryFn: ({ signal }) => getSandboxSession(orderNo, signal),
    enabled: enabled && !!orderNo,
    retry: false,
    meta: { silent: true },
  });
}
