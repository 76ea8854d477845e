import type { BaseInfo } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryRoots } from '../../../lib/query-keys.ts';

/**
 * The signed-in player's base info as the header loaded it (level, xp, coin, hapa_bean), read from the
 * query cache without fetching (the auth feature owns that call).
 */
export function useCachedBaseInfo(): BaseInfo | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (cb) => queryClient.getQueryCache().subscribe(cb),
    () => queryClient.getQueryData<BaseInfo>(queryRoots.baseInfo),
    () => undefined,
  );
}
