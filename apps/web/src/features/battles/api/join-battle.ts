import { JoinBattleResponse } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { battleKeys } from './keys.ts';

/**
 * POST /api/battle/v2/{uuid}/pvp: takes seat `number` for the battle's cost.
 * @throws ApiError coin.error.not_enough | battle.error.seat_taken | already_seated | creator_join | not_waiting | vip_required
 */
export function joinBattle(input: { uuid: string; number: number }): Promise<JoinBattleResponse> {
  return api(`/battle/v2/${input.uuid}/pvp`, { method: 'POST', body: { number: input.number }, schema: JoinBattleResponse });
}

export function useJoinBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinBattle,
    meta: { silent: true },
    onSuccess: (res, input) => {
      setCachedBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: battleKeys.detail(input.uuid) });
      void queryClient.invalidateQueries({ queryKey: battleKeys.history });
    },
  });
}
