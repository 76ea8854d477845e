import { BaseInfo } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/**
 * GET /api/user/base_info (docs/product/entities.md#base-info) for the wallet: level and xp (VIP mode), canCharge,
 * hapa_bean. Same key as the header's query, so both share one cached answer.
 */
export function getBaseInfo(signal?: AbortSignal): Promise<BaseInfo> {
  return api('/user/base_info', { schema: BaseInfo, signal });
}

export function useCachedBaseInfo(): BaseInfo | undefined {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: queryRoots.baseInfo, queryFn: ({ signal }) => getBaseInfo(signal), enabled: loggedIn, staleTime: 15_000 })
    .data;
}
