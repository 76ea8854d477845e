import { BattleSummary } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { battleKeys } from './keys.ts';

/** POST /api/battle/v2/{uuid}/pve: the creator seats a bot at `number` (bots cost nothing). */
export function addBot(input: { uuid: string; number: number }): Promise<BattleSummary> {
  return api(`/battle/v2/${input.uuid}/pve`, { method: 'POST', body: { number: input.number }, schema: BattleSummary });
}

export function useAddBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBot,
    meta: { silent: true },
    onSuccess: (_res, input) => void queryClient.invalidateQueries({ queryKey: battleKeys.detail(input.uuid) }),
  });
}
