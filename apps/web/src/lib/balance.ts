/**
 * Header balance updates from anywhere (open response, recovery, realtime `notify:balance`).
 */
import type { BaseInfo } from '@hapa/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from './query-keys.ts';

/** Writes a new coin balance (coin units) into the cached base info, if loaded. */
export function setCachedBalance(queryClient: QueryClient, coin: number): void {
  queryClient.setQueryData<BaseInfo>(queryRoots.baseInfo, (prev) => (prev ? { ...prev, coin } : prev));
}

/** Asks for fresh base info (after a deposit). */
export function refreshBaseInfo(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryRoots.baseInfo });
}
