import { CreateBattleResponse, type CreateBattleBody } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { battleKeys } from './keys.ts';

/**
 * POST /api/battle/v2/create: charges the creator's seat at once (a created battle cannot be cancelled).
 * `idempotencyKey` (one per click) makes a repeated request return the first battle.
 * @throws ApiError coin.error.not_enough | battle.error.vip_required | battle.error.boxes ...
 */
export function createBattle(input: { body: CreateBattleBody; idempotencyKey: string }): Promise<CreateBattleResponse> {
  return api('/battle/v2/create', {
    method: 'POST',
    body: input.body,
    schema: CreateBattleResponse,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

/** Errors are handled by the caller (balance modal, VIP guide, toast). */
export function useCreateBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBattle,
    meta: { silent: true },
    onSuccess: (res) => {
      setCachedBalance(queryClient, res.balance);
      void queryClient.invalidateQueries({ queryKey: battleKeys.list });
      void queryClient.invalidateQueries({ queryKey: battleKeys.history });
    },
  });
}
