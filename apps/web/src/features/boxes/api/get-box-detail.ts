import { BoxDetail } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/item/{id}/detail: items with odds (ppm, %), ticket ranges, EV and RTP. */
export function getBoxDetail(id: number, signal?: AbortSignal): Promise<BoxDetail> {
  return api(`/item/${id}/detail`, { schema: BoxDetail, signal });
}

export const boxDetailKey = (id: number | null) => [...queryRoots.boxes, 'detail', id] as const;

/** Box detail by id (disabled for a null id, e.g. an unparsable route). */
export function useBoxDetail(id: number | null) {
  return useQuery({
    queryKey: boxDetailKey(id),
    queryFn: ({ signal }) => getBoxDetail(id as number, signal),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
