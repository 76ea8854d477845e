import { PayHistory } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

export type PayHistoryPage = z.infer<typeof PayHistory>;

/** GET /api/pay/history/v2?page&pageSize: the player's orders, newest first. */
export function getPayHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<PayHistoryPage> {
  return api('/pay/history/v2', { query: { page, pageSize }, schema: PayHistory, signal });
}

export function usePayHistory(page: number, pageSize = 10) {
  return useQuery({
    queryKey: [...queryRoots.user, 'pay-history', page, pageSize],
    queryFn: ({ signal }) => getPayHistory(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
