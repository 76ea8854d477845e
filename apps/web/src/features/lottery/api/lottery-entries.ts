import { LotteryEntries } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lotteryKeys } from './lottery-keys.ts';

/** GET /api/lottery/{drawId}/entries: every ticket id of the draw, ascending. */
export function getLotteryEntries(drawId: number, signal?: AbortSignal): Promise<LotteryEntries> {
  return api(`/lottery/${drawId}/entries`, { schema: LotteryEntries, signal });
}

export function useLotteryEntries(drawId: number, enabled: boolean) {
  return useQuery({
    queryKey: lotteryKeys.entries(drawId),
    queryFn: ({ signal }) => getLotteryEntries(drawId, signal),
    enabled,
    staleTime: Infinity,
  });
}
