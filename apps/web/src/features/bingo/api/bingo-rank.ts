import { BingoRank } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { bingoKeys } from './bingo-keys.ts';

/** GET /api/bingo/rank: top players by bingo winnings over the last 7 days (masked). */
export function getBingoRank(signal?: AbortSignal): Promise<BingoRank> {
  return api('/bingo/rank', { schema: BingoRank, signal });
}

export function useBingoRank() {
  return useQuery({ queryKey: bingoKeys.rank, queryFn: ({ signal }) => getBingoRank(signal), staleTime: 30_000, meta: { silent: true } });
}
