import { CoinHistory } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

export type CoinHistoryPage = z.infer<typeof CoinHistory>;

/** GET /api/coin/history/v2?page&pageSize: the coin ledger lines (signed amount, balance after), newest first. */
export function getCoinHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<CoinHistoryPage> {
  return api('/coin/history/v2', { query: { page, pageSize }, schema: CoinHistory, signal });
}

export function useCoinHistory(page: number, pageSize = 10) {
  return useQuery({
    queryKey: [...queryRoots.user, 'coin-history', page, pageSize],
    queryFn: ({ signal }) => getCoinHistory(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
