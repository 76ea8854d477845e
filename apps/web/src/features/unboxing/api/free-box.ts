import { OpenResponse } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/**
 * GET /api/free/info. NOTE: this shape is declared inline in the server route and is not in
 * @hapa/contracts yet; it is written here once and reported so it can move to contracts.
 */
export interface FreeInfo {
  boxId: number;
  /** ISO time when the next free box can be claimed, null when it can be claimed now */
  nextClaimAt: string | null;
}

export const freeInfoKey = [...queryRoots.user, 'free-info'] as const;

export function getFreeInfo(signal?: AbortSignal): Promise<FreeInfo> {
  return api('/free/info', { signal });
}

/** Free box id and cooldown of the signed-in player. */
export function useFreeInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: [...freeInfoKey, loggedIn], queryFn: ({ signal }) => getFreeInfo(signal) });
}

/**
 * POST /api/free/mystery/claim: opens the free box once per cooldown (server decides, like any opening).
 * @throws ApiError `free.error.opened`, `free.error.countdown`
 */
export function claimFreeBox(): Promise<OpenResponse> {
  return api('/free/mystery/claim', { method: 'POST', schema: OpenResponse });
}

export function useClaimFreeBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimFreeBox,
    meta: { silent: true },
    onSuccess: (res) => {
      setCachedBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: freeInfoKey });
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
      void queryClient.invalidateQueries({ queryKey: queryRoots.fairness });
    },
  });
}
