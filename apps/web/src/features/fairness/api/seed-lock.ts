import { SeedInfo } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { seedInfoKey } from './get-seed-info.ts';

/**
 * POST /api/user/seed_info/{type}/lock or /unlock (docs/product/states.md#seed-lock "Seed lock"): pins or releases the active pair of a
 * seed type (1 boxes, 2 battles, 3 games). Answers the seed info with `has_lock`.
 */
export function setSeedLock(seedType: number, locked: boolean): Promise<SeedInfo> {
  return api(`/user/seed_info/${seedType}/${locked ? 'lock' : 'unlock'}`, { method: 'POST', schema: SeedInfo });
}

export function useSeedLock(seedType: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locked: boolean) => setSeedLock(seedType, locked),
    onSuccess: (info) => queryClient.setQueryData(seedInfoKey(seedType), info),
  });
}

/** Seed types whose lock this page load has already seen (docs/product/states.md#seed-lock: a lock is released on page refresh). */
const seenThisLoad = new Set<number>();

/**
 * Call with each seed info the page receives: the FIRST one of a type after a page load releases a lock left
 * from before the refresh; locks set later in the same load stay until rotation, a battle or unlock.
 * @returns true when it released a lock
 */
export function releaseLockOnRefresh(info: SeedInfo, release: (seedType: number) => void): boolean {
  if (seenThisLoad.has(info.type)) return false;
  seenThisLoad.add(info.type);
  if (!info.has_lock) return false;
  release(info.type);
  return true;
}

/** Tests only: forget which types this load has seen. */
export function resetSeedLockLoad(): void {
  seenThisLoad.clear();
}
