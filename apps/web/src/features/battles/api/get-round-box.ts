import { BoxDetail } from '@hapa/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { battleKeys } from './keys.ts';

/** GET /api/item/{id}/detail: a round's box items (reel filler) and odds (in-browser verification). */
export function getRoundBox(boxId: number, signal?: AbortSignal): Promise<BoxDetail> {
  return api(`/item/${boxId}/detail`, { schema: BoxDetail, signal });
}

/** The distinct boxes of a battle, by id (undefined while loading). */
export function useRoundBoxes(boxIds: number[]): Map<number, BoxDetail> {
  const ids = [...new Set(boxIds)];
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: battleKeys.roundBox(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getRoundBox(id, signal),
      staleTime: 5 * 60_000,
    })),
  });
  const out = new Map<number, BoxDetail>();
  results.forEach((r, i) => r.data && out.set(ids[i]!, r.data));
  return out;
}
