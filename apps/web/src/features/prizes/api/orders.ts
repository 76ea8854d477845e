import { Order, OrderList, ShippingConfig, ShipResponse } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** Query keys of shipping orders (under the user root: dropped on logout). */
export const orderKeys = { all: [...queryRoots.user, 'orders'] as const };

/** GET /api/shipping/config: fee rule (coin units) and supported countries. */
export function useShippingConfig() {
  return useQuery({
    queryKey: ['shipping-config'],
    queryFn: ({ signal }) => api('/shipping/config', { schema: ShippingConfig, signal }),
    staleTime: 60_000,
  });
}

/** GET /api/user/store/orders: the player's orders, newest first. */
export function useOrders(page: number, pageSize = 10) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...orderKeys.all, 'list', page, pageSize],
    queryFn: ({ signal }) => api('/user/store/orders', { query: { page, pageSize }, schema: OrderList, signal }),
    enabled: loggedIn,
  });
}

/** GET /api/user/store/track?orderId: one order with its timeline. */
export function useOrder(orderId: number | null) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...orderKeys.all, 'one', orderId],
    queryFn: ({ signal }) => api('/user/store/track', { query: { orderId: orderId! }, schema: Order, signal }),
    enabled: loggedIn && orderId !== null,
  });
}

/**
 * POST /api/user/store/send {ids, addressId} with an Idempotency-Key: creates the order and pays the fee.
 * @throws ApiError order.error.address_empty | order.error.country | store.error.not_stored | store.error.not_shippable | coin.error.not_enough
 */
export function useShip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { ids: number[]; addressId: number; idempotencyKey: string }) =>
      api('/user/store/send', {
        method: 'POST',
        body: { ids: v.ids, addressId: v.addressId },
        headers: { 'Idempotency-Key': v.idempotencyKey },
        schema: ShipResponse,
      }),
    meta: { silent: true },
    onSuccess: (res) => {
      setCachedBalance(qc, res.balance);
      void qc.invalidateQueries({ queryKey: queryRoots.store });
      void qc.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** POST /api/user/store/abandon or /confirm_receipt {orderId}: returns the order after it. */
export function useOrderAction(action: 'abandon' | 'confirm_receipt') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api(`/user/store/${action}`, { method: 'POST', body: { orderId }, schema: Order }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: orderKeys.all });
      void qc.invalidateQueries({ queryKey: queryRoots.store });
    },
  });
}
