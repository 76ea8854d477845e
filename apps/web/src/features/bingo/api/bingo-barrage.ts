import { BingoBarrage } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { bingoKeys } from './bingo-keys.ts';

/** GET /api/bingo/barrage: the last 5 messages, oldest first. */
export function getBingoBarrage(signal?: AbortSignal): Promise<BingoBarrage> {
  return api('/bingo/barrage', { schema: BingoBarrage, signal });
}

export function useBingoBarrage() {
  return useQuery({ queryKey: bingoKeys.barrage, queryFn: ({ signal }) => getBingoBarrage(signal), meta: { silent: true } });
}
