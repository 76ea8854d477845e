import { BeanPackageList, type BeanPackage } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

export type BeanPackageItem = z.infer<typeof BeanPackage>;

/** GET /api/bean/recharge/list (docs/product/entities.md#hapacoin-packages HapaCoin package): `bean` HapaCoins for `coin` coin units. */
export function getBeanPackages(signal?: AbortSignal): Promise<BeanPackageItem[]> {
  return api('/bean/recharge/list', { schema: BeanPackageList, signal });
}

export function useBeanPackages() {
  return useQuery({
    queryKey: [...queryRoots.pay, 'bean-packages'],
    queryFn: ({ signal }) => getBeanPackages(signal),
    staleTime: 10 * 60_000,
  });
}
