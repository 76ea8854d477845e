import { RecoveryResponse } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/**
 * POST /api/user/store/recovery {ids}: sells prizes back for coins; returns the amounts, total
 * and new balance (coin units).
 * @throws ApiError `store.error.not_stored` when an item was already sold or shipped
 */
export function recoverItems(ids: number[]): Promise<RecoveryResponse> {
  return api('/user/store/recovery', { method: 'POST', body: { ids }, schema: RecoveryResponse });
}

/** Sells prizes; updates the balance and refreshes the store list. Errors are toasted. */
export function useRecoverItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverItems,
    onSuccess: (res) => {
      setCachedBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
    },
  });
}
