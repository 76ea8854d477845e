import { BaseInfo } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** GET /api/user/base_info: level, xp, coin (coin units) ... */
export function getBaseInfo(signal?: AbortSignal): Promise<BaseInfo> {
  return api('/user/base_info', { schema: BaseInfo, signal });
}

/** Base info of the signed-in player (disabled when signed out). */
export function useBaseInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryRoots.baseInfo,
    queryFn: ({ signal }) => getBaseInfo(signal),
    enabled: loggedIn,
    staleTime: 15_000,
  });
}
