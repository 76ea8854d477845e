import { ExchangeCenterConfig, ExchangeResponse, ItemCard, MallExchangeResponse, MallList } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { voucherKeys } from './vouchers.ts';

const mallKey = ['mall'] as const;

/** GET /api/mall/v2/exchange_list: offers and (signed in) the player's HapaCoins and purchases. */
export function useMall() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...mallKey, loggedIn],
    queryFn: ({ signal }) => api('/mall/v2/exchange_list', { schema: MallList, signal }),
  });
}

/**
 * POST /api/mall/exchange {id, quantity} with an Idempotency-Key: buys with HapaCoins.
 * @throws ApiError mall.error.out_of_stock | mall.error.limit | bean.error.not_enough
 */
export function useMallExchange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; quantity: number; idempotencyKey: string }) =>
      api('/mall/exchange', {
        method: 'POST',
        body: { id: v.id, quantity: v.quantity },
        headers: { 'Idempotency-Key': v.idempotencyKey },
        schema: MallExchangeResponse,
      }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: mallKey });
      void qc.invalidateQueries({ queryKey: queryRoots.store });
    },
  });
}

/** GET /api/exchange_center/config: the rates shown. */
export function useExchangeConfig() {
  return useQuery({
    queryKey: ['exchange-config'],
    queryFn: ({ signal }) => api('/exchange_center/config', { schema: ExchangeCenterConfig, signal }),
    staleTime: 60_000,
  });
}

/** POST /api/exchange_center/exchange {ids, to}: prizes to HapaCoins or a Charge voucher. */
export function useExchangePrizes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { ids: number[]; to: 'bean' | 'voucher' }) =>
      api('/exchange_center/exchange', { method: 'POST', body: v, schema: ExchangeResponse }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: queryRoots.store });
      void qc.invalidateQueries({ queryKey: voucherKeys.all });
      void qc.invalidateQueries({ queryKey: mallKey });
    },
  });
}

/** GET /api/item/card/{id}: the item card. */
export function useItemCard(id: number | null) {
  return useQuery({
    queryKey: ['item-card', id],
    queryFn: ({ signal }) => api(`/item/card/${id}`, { schema: ItemCard, signal }),
    enabled: id !== null,
  });
}
