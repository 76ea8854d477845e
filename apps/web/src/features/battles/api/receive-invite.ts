import { ReceiveInviteResponse } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { battleKeys } from './keys.ts';

/**
 * POST /api/battle/v2/{uuid}/receive: takes the invite's seat (free when the creator paid it).
 * @throws ApiError battle.error.invite_used | invite_expired | not_waiting | coin.error.not_enough
 */
export function receiveInvite(uuid: string): Promise<ReceiveInviteResponse> {
  return api(`/battle/v2/${uuid}/receive`, { method: 'POST', schema: ReceiveInviteResponse });
}

export function useReceiveInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveInvite,
    meta: { silent: true },
    onSuccess: (res) => setCachedBalance(queryClient, res.balance),
    // also after an error (seat taken, expired): the page shows what changed
    onSettled: (_res, _err, uuid) => {
      void queryClient.invalidateQueries({ queryKey: battleKeys.detail(uuid) });
      void queryClient.invalidateQueries({ queryKey: ['battles', 'invite', uuid] });
      void queryClient.invalidateQueries({ queryKey: battleKeys.history });
    },
  });
}
