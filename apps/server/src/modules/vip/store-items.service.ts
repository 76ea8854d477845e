import type { StoreItemSource } from '@hapa/contracts';
import type { Tx } from '../../db/client.ts';
import * as repo from './vip.repo.ts';

/**
 * Puts catalogue item `itemId` in player `userId`'s store as a reward (no opening): valued at the item's current
 * price (cents), marked with `source` (e.g. 'bingo_exchange', 'fancy'), created at `now`, in the caller's transaction
 * `tx`. Returns the new store item id, or null when there is no such item. Games that hand out items reach this VIP
 * repo write through here, never the repo (docs/architecture.md#layers).
 */
export function insertRewardItem(tx: Tx, userId: number, itemId: number, source: StoreItemSource, now: Date): Promise<number | null> {
  return repo.insertStoreItem(tx, userId, itemId, source, now);
}
