import { OpenResponse, ReopenResponse, type ReopenBody } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** Boxes opened at once (brief: 1X, 3X, 5X). */
export const OPEN_TIMES = [1, 3, 5] as const;
export type OpenTimes = (typeof OPEN_TIMES)[number];

export interface OpenBoxInput {
  boxId: number;
  times: OpenTimes;
  /** one key per click: a repeated request returns the first result instead of charging twice */
  idempotencyKey?: string;
}

/**
 * POST /api/item/{id}/open/{times}: the server charges, decides the results with the player's
 * seed pair (one nonce per box) and returns them with the new balance.
 * @throws ApiError `coin.error.not_enough`, `item.error.free_box`, `item.error.off_sale` ...
 */
export function openBox({ boxId, times, idempotencyKey }: OpenBoxInput): Promise<OpenResponse> {
  return api(`/item/${boxId}/open/${times}`, {
    method: 'POST',
    schema: OpenResponse,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
}

/** Opens boxes; updates the header balance and marks store, fairness and drops stale. Errors are handled by the caller. */
export function useOpenBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openBox,
    meta: { silent: true },
    onSuccess: (res, input) => {
      setCachedBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.boxes, 'detail', input.boxId] });
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
      void queryClient.invalidateQueries({ queryKey: queryRoots.fairness });
    },
  });
}

/**
 * POST /api/reopen: "Open again" on the result panel. Sends the box and count the panel shows (and prices),
 * so the server opens exactly that, through the same open transaction and Idempotency-Key as any open,
 * whatever paid the opening before it (coins, a Free voucher).
 * @throws ApiError `coin.error.not_enough`, `item.error.no_last_open`, `item.error.off_sale` ...
 */
export function reopenBox({ boxId, times, idempotencyKey }: OpenBoxInput): Promise<ReopenResponse> {
  return api('/reopen', {
    method: 'POST',
    body: { boxId, times } satisfies ReopenBody,
    schema: ReopenResponse,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
}

export function useReopenBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenBox,
    meta: { silent: true },
    onSuccess: (res) => {
      setCachedBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.boxes, 'detail', res.boxId] });
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
      void queryClient.invalidateQueries({ queryKey: queryRoots.fairness });
    },
  });
}
