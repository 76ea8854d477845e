import { LotteryHistory } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const LOTTERY_HISTORY_PAGE_SIZE = 10;

/** GET /api/lottery/history: closed draws newest first, with their seeds and winners. */
export function getLotteryHistory(page: number, signal?: AbortSignal): Promise<LotteryHistory> {
  return api(`/lottery/history?page=${page}&pageSize=${LOTTERY_HISTORY_PAGE_SIZE}`, { schema: LotteryHistory, signal });
}

export function useLotteryHistory(page: number) {
  return useQuery({
    queryKey: lotteryKeys.history(page),
    queryFn: ({ signal }) => getLotteryHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}
