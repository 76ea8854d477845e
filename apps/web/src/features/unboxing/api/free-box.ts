import { FreeInfo, OpenResponse } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

export const freeInfoKey = [...queryRoots.user, 'free-info'] as const;

/** GET /api/free/info: the daily free box and when the player may open it next (null = now). */
export function getFreeInfo(signal?: AbortSignal): Promise<FreeInfo> {
  return api('/free/info', { schema: FreeInfo, signal });
}

/** Free box id and cooldown of the signed-in player. */
export function useFreeInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: [...freeInfoKey, loggedIn], queryFn: ({ signal }) => getFreeInfo(signal) });
}

/**
 * POST /api/free/mystery/claim {boxId}: opens free box `boxId` (default the daily box) when its rule allows it
 * (docs/free-boxes.md; the server decides, like any opening).
 * @throws ApiError `free.error.opened`, `free.error.countdown`, `free.error.level_low`, `exp.error.not_enough`,
 *   `free.error.must_top_up`, `free.error.expired`
 */
export function claimFreeBox(boxId?: number): Promise<OpenResponse> {
  return api('/free/mystery/claim', { method: 'POST', body: boxId ? { boxId } : {}, schema: OpenResponse });
}

export function useClaimFreeBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (boxId?: number) => claimFreeBox(boxId),
    meta: { silent: true },
    onSuccess: (res) => {
      setCachedBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: freeInfoKey });
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
      void queryClient.invalidateQueries({ queryKey: queryRoots.fairness });
    },
  });
}
