import { BeanRechargeResult } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

export type BeanRecharge = z.infer<typeof BeanRechargeResult>;

/**
 * POST /api/bean/{id}/recharge with header `Idempotency-Key`: buys a HapaCoin package with coins; a repeat
 * with the same key returns the first result (`duplicate: true`).
 * @throws ApiError `coin.error.not_enough`, `bean.error.package_not_found`, `error.idempotency_conflict`
 */
export function rechargeBean(packageId: number, idempotencyKey: string): Promise<BeanRecharge> {
  return api(`/bean/${packageId}/recharge`, { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey }, schema: BeanRechargeResult });
}

export function useRechargeBean() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, idempotencyKey }: { packageId: number; idempotencyKey: string }) => rechargeBean(packageId, idempotencyKey),
    onSuccess: (res) => {
      setCachedBalance(queryClient, res.coinBalance);
      void queryClient.invalidateQueries({ queryKey: queryRoots.baseInfo });
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.user, 'coin-history'] });
    },
    meta: { silent: true },
  });
}
