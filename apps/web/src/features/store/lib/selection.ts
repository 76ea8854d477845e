/**
 * Selecting prizes on /user/cart: only stored (and not just sold) items can be picked; a selection can be
 * sold when every item is sellable (not mall / voucher items) and shipped when every item ships (not coin /
 * voucher prizes).
 */
import type { StoreItem } from '@hapa/contracts';
import { coinsToCents } from '../../../lib/money.ts';

type Pickable = Pick<StoreItem, 'id' | 'status'> & Partial<Pick<StoreItem, 'sellable' | 'shippable'>>;

/** True when the item can be picked now (still in the store). */
export function isSelectable(item: Pickable, soldIds: ReadonlySet<number> = new Set()): boolean {
  return item.status === 'stored' && !soldIds.has(item.id);
}

/** True when the item can be sold now. */
export function isSellable(item: Pickable, soldIds: ReadonlySet<number> = new Set()): boolean {
  return isSelectable(item, soldIds) && item.sellable !== false;
}

/** Ids of every selectable item in `items`. */
export function sellableIds(items: StoreItem[], soldIds?: ReadonlySet<number>): number[] {
  return items.filter((i) => isSelectable(i, soldIds)).map((i) => i.id);
}

/** Selection after toggling `id` (ignored if the item is not selectable). */
export function toggleSelection(selected: ReadonlySet<number>, item: StoreItem, soldIds?: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (next.has(item.id)) next.delete(item.id);
  else if (isSelectable(item, soldIds)) next.add(item.id);
  return next;
}

/** Sum of the selected items' values, in cents (only items still selectable count). */
export function selectionTotalCents(items: StoreItem[], selected: ReadonlySet<number>, soldIds?: ReadonlySet<number>): number {
  return items.filter((i) => selected.has(i.id) && isSelectable(i, soldIds)).reduce((s, i) => s + coinsToCents(i.price), 0);
}

/** What the selection allows: sell (every item sellable), ship (every item shippable). */
export function selectionActions(
  items: StoreItem[],
  selected: ReadonlySet<number>,
  soldIds?: ReadonlySet<number>,
): { sell: boolean; ship: boolean } {
  const picked = items.filter((i) => selected.has(i.id) && isSelectable(i, soldIds));
  return { sell: picked.length > 0 && picked.every((i) => i.sellable), ship: picked.length > 0 && picked.every((i) => i.shippable) };
}
