import { StoreList, type StoreItemStatus } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

export interface StoreListParams {
  status?: StoreItemStatus;
  page: number;
  pageSize: number;
}

/** GET /api/user/store/list: the player's prizes, newest first, with the value of what is still stored. */
export function getStoreList(params: StoreListParams, signal?: AbortSignal): Promise<StoreList> {
  return api('/user/store/list', { query: { ...params }, schema: StoreList, signal });
}

export function useStoreList(params: StoreListParams) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...queryRoots.store, 'list', params],
    queryFn: ({ signal }) => getStoreList(params, signal),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}
