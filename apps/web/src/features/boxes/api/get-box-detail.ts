import { BoxDetail } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/item/{id}/detail: items with odds (ppm, %), ticket ranges, EV and RTP. */
export function getBoxDetail(id: number, signal?: AbortSignal): Promise<BoxDetail> {
  return api(`/item/${id}/detail`, { schema: BoxDetail, signal });
}

export const boxDetailKey = (id: number | null) => [...queryRoots.boxes, 'detail', id] as const;

/** How often an open box page refreshes its detail, so others' openings reach the "N opened" counter, ms. */
export const BOX_DETAIL_REFRESH_MS = 4_000;

/**
 * Box detail by id (disabled for a null id, e.g. an unparsable route); refreshed every BOX_DETAIL_REFRESH_MS
 * while the page is visible (the player's own openings refresh it at once: the open invalidates it).
 */
export function useBoxDetail(id: number | null) {
  return useQuery({
    queryKey: boxDetailKey(id),
    queryFn: ({ signal }) => getBoxDetail(id as number, signal),
    enabled: id !== null,
    staleTime: 60_000,
    refetchInterval: BOX_DETAIL_REFRESH_MS,
  });
}
