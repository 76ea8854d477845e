import { BingoHistory } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { bingoKeys } from './bingo-keys.ts';

/** GET /api/bingo/history: ended games with the revealed server seed, drawClientSeed, card ids, calls and winners. */
export function getBingoHistory(signal?: AbortSignal): Promise<BingoHistory> {
  return api('/bingo/history?limit=10', { schema: BingoHistory, signal });
}

export function useBingoHistory() {
  return useQuery({
    queryKey: bingoKeys.history,
    queryFn: ({ signal }) => getBingoHistory(signal),
    staleTime: 30_000,
    meta: { silent: true },
  });
}
