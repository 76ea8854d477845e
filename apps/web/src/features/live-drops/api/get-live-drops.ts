import { LiveDrop } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const DropList = LiveDrop.array();

/** GET /api/item/livedrops -> the latest drops site-wide (30 at first, docs/product/constants.md#lists-and-pages). */
export function getLiveDrops(signal?: AbortSignal): Promise<LiveDrop[]> {
  return api('/item/livedrops', { schema: DropList, signal });
}

export const liveDropsKey = [...queryRoots.liveDrops, 'all'] as const;

export function useLiveDropsQuery() {
  return useQuery({ queryKey: liveDropsKey, queryFn: ({ signal }) => getLiveDrops(signal), staleTime: Infinity });
}
