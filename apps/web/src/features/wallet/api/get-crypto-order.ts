import { CryptoOrder } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { orderPollInterval } from '../lib/payment-status.ts';

/** How often the crypto order page checks the order while it is pending, ms. */
export const CRYPTO_ORDER_POLL_MS = 3000;

/**
 * GET /api/pay/crypto_order/{orderNo} (the player's own order): address, crypto amount, network, QR code,
 * expiry and status for `/user/crypto-payment-order`.
 * @throws ApiError `pay.error.order_not_found`
 */
export function getCryptoOrder(orderNo: string, signal?: AbortSignal): Promise<CryptoOrder> {
  return api(`/pay/crypto_order/${encodeURIComponent(orderNo)}`, { schema: CryptoOrder, signal });
}

export function useCryptoOrder(orderNo: string) {
  return useQuery({
    queryKey: [...queryRoots.user, 'crypto-order', orderNo],
    queryFn: ({ signal }) => getCryptoOrder(orderNo, signal),
    enabled: !!orderNo,
    refetchInterval: (q) => orderPollInterval(q.state, CRYPTO_ORDER_POLL_MS),
    refetchIntervalInBackground: true,
  });
}
