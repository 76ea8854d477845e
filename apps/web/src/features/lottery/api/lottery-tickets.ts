import { LotteryTickets } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const LOTTERY_TICKETS_PAGE_SIZE = 20;

/** GET /api/lottery/tickets: the player's tickets, newest first, with the prize of a winning one. */
export function getLotteryTickets(page: number, signal?: AbortSignal): Promise<LotteryTickets> {
  return api(`/lottery/tickets?page=${page}&pageSize=${LOTTERY_TICKETS_PAGE_SIZE}`, { schema: LotteryTickets, signal });
}

export function useLotteryTickets(page: number, enabled: boolean) {
  return useQuery({
    queryKey: lotteryKeys.tickets(page),
    queryFn: ({ signal }) => getLotteryTickets(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
