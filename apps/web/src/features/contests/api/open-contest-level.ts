import { ContestOpenResponse } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';

/**
 * POST /api/contest/open: starts a level's battle against the house bot (seat charged at once).
 * @throws ApiError coin.error.not_enough | contest.error.level_locked | battle.error.vip_required
 */
export function openContestLevel(input: { levelId: number; idempotencyKey: string }): Promise<ContestOpenResponse> {
  return api('/contest/open', {
    method: 'POST',
    body: { levelId: input.levelId },
    schema: ContestOpenResponse,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useOpenContestLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openContestLevel,
    meta: { silent: true },
    onSuccess: (res) => {
      setCachedBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: ['user', 'contest'] });
    },
  });
}
