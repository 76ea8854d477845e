import { BoxList, type BoxListQuery } from '@hapa/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** Filters of the box list; every field optional (server defaults: sort recommend, page 1, 20 per page). */
export type BoxListParams = Partial<BoxListQuery>;

/** GET /api/item/list (docs/product/routes.md#home category picker, docs/product/validation.md#search search / price filter / sort). */
export function getBoxList(params: BoxListParams, signal?: AbortSignal): Promise<BoxList> {
  return api('/item/list', { query: { ...params }, schema: BoxList, signal });
}

export const boxListKey = (params: BoxListParams) => [...queryRoots.boxes, 'list', params] as const;

/** One page of boxes; keeps the previous page on screen while the next loads. */
export function useBoxList(params: BoxListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: boxListKey(params),
    queryFn: ({ signal }) => getBoxList(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** Boxes page by page ("Load more"). */
export function useInfiniteBoxList(params: Omit<BoxListParams, 'page'>, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: [...boxListKey(params), 'infinite'],
    queryFn: ({ pageParam, signal }) => getBoxList({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: options.enabled ?? true,
  });
}
