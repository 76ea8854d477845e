import { BattleHistory } from '@hapa/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { battleKeys } from './keys.ts';

const PAGE_SIZE = 12;

/** GET /api/battle/v2/history: my battles, newest first, with results once ended. */
export function getBattleHistory(page: number, signal?: AbortSignal): Promise<BattleHistory> {
  return api('/battle/v2/history', { query: { page, pageSize: PAGE_SIZE }, schema: BattleHistory, signal });
}

export function useBattleHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: battleKeys.history,
    queryFn: ({ pageParam, signal }) => getBattleHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
  });
}
