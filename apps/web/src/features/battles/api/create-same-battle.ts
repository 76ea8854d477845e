import { CreateBattleResponse } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { battleKeys } from './keys.ts';

/** POST /api/battle/v2/{uuid}/create_same: a new battle with the same boxes, type and modes (charges my seat). */
export function createSameBattle(uuid: string): Promise<CreateBattleResponse> {
  return api(`/battle/v2/${uuid}/create_same`, { method: 'POST', schema: CreateBattleResponse });
}

export function useCreateSameBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSameBattle,
    meta: { silent: true },
    onSuccess: (res) => {
      setCachedBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: battleKeys.history });
    },
  });
}
