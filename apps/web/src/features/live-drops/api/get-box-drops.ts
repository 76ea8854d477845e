import { LiveDrop } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const DropList = LiveDrop.array();

/** GET /api/item/{id}/drops -> recent drops of one box. */
export function getBoxDrops(boxId: number, signal?: AbortSignal): Promise<LiveDrop[]> {
  return api(`/item/${boxId}/drops`, { schema: DropList, signal });
}

export const boxDropsKey = (boxId: number) => [...queryRoots.liveDrops, 'box', boxId] as const;

export function useBoxDropsQuery(boxId: number) {
  return useQuery({ queryKey: boxDropsKey(boxId), queryFn: ({ signal }) => getBoxDrops(boxId, signal), staleTime: Infinity });
}
