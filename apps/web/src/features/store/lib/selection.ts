/** Selecting prizes to sell on /user/cart: only stored (and not just sold) items can be picked. */
import type { StoreItem } from '@hapa/contracts';
import { coinsToCents } from '../../../lib/money.ts';

/** True when the item can be sold now. */
export function isSellable(item: Pick<StoreItem, 'id' | 'status'>, soldIds: ReadonlySet<number> = new Set()): boolean {
  return item.status === 'stored' && !soldIds.has(item.id);
}

/** Ids of every sellable item in `items`. */
export function sellableIds(items: StoreItem[], soldIds?: ReadonlySet<number>): number[] {
  return items.filter((i) => isSellable(i, soldIds)).map((i) => i.id);
}

/** Selection after toggling `id` (ignored if the item is not sellable). */
export function toggleSelection(selected: ReadonlySet<number>, item: StoreItem, soldIds?: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (next.has(item.id)) next.delete(item.id);
  else if (isSellable(item, soldIds)) next.add(item.id);
  return next;
}

/** Sum of the selected items' recovery values, in cents (only items still sellable count). */
export function selectionTotalCents(items: StoreItem[], selected: ReadonlySet<number>, soldIds?: ReadonlySet<number>): number {
  return items.filter((i) => selected.has(i.id) && isSellable(i, soldIds)).reduce((s, i) => s + coinsToCents(i.price), 0);
}
