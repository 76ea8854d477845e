import { BattleSummary } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { battleKeys } from './keys.ts';

/** POST /api/battle/v2/{uuid}/play_bot: the creator fills every empty seat with bots; the battle starts. */
export function fillWithBots(uuid: string): Promise<BattleSummary> {
  return api(`/battle/v2/${uuid}/play_bot`, { method: 'POST', schema: BattleSummary });
}

export function useFillWithBots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fillWithBots,
    meta: { silent: true },
    onSuccess: (_res, uuid) => void queryClient.invalidateQueries({ queryKey: battleKeys.detail(uuid) }),
  });
}
