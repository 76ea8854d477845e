import { BoxSummary } from '@hapa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const BoxList = z.array(BoxSummary);
const Keywords = z.array(z.string());
const recentKey = (uid: number | null) => [...queryRoots.boxes, 'recent-searches', uid] as const;

/** GET /api/item/top/list/v2: the 20 most opened boxes (home). */
export function useTopBoxes() {
  return useQuery({
    queryKey: [...queryRoots.boxes, 'top'],
    queryFn: ({ signal }) => api('/item/top/list/v2', { schema: BoxList, signal }),
    staleTime: 60_000,
  });
}

/** GET /api/recommend: boxes like the player's opens and likes (best sellers for visitors). */
export function useRecommended(uid: number | null) {
  return useQuery({
    queryKey: [...queryRoots.boxes, 'recommend', uid],
    queryFn: ({ signal }) => api('/recommend', { query: { limit: 10 }, schema: BoxList, signal }),
    staleTime: 60_000,
  });
}

/** GET /api/item/search/recent: the signed-in player's recent searches (newest first). */
export function useRecentSearches(uid: number | null) {
  return useQuery({
    queryKey: recentKey(uid),
    queryFn: ({ signal }) => api('/item/search/recent', { schema: Keywords, signal, authRedirect: false }),
    enabled: uid !== null,
    staleTime: 30_000,
    meta: { silent: true },
  });
}

/** POST /api/item/search/recent (record a search the player ran) and POST /api/item/search/clear. */
export function useRecentSearchActions(uid: number | null) {
  const queryClient = useQueryClient();
  const set = (list: string[]) => queryClient.setQueryData(recentKey(uid), list);
  const record = useMutation({
    mutationFn: (keyword: string) =>
      api('/item/search/recent', { method: 'POST', body: { keyword }, schema: Keywords, authRedirect: false }),
    onSuccess: set,
    meta: { silent: true },
  });
  const clear = useMutation({
    mutationFn: () => api('/item/search/clear', { method: 'POST', schema: Keywords, authRedirect: false }),
    onSuccess: set,
    meta: { silent: true },
  });
  return { record, clear };
}
