import type { StoreItem } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { isSellable, selectionTotalCents, sellableIds, toggleSelection } from './selection.ts';

const item = (id: number, status: StoreItem['status'], price = 1.1): StoreItem => ({
  id, itemId: id, name: `i${id}`, image: '', price, skuLevel: 5, status, source: 'box', boxId: 1, boxName: 'b', openId: id, createdAt: '',
});

describe('store selection', () => {
  const items = [item(1, 'stored', 0.1), item(2, 'stored', 0.2), item(3, 'recovered'), item(4, 'shipping')];
  it('only stored items are sellable', () => {
    expect(sellableIds(items)).toEqual([1, 2]);
    expect(isSellable(items[0], new Set([1]))).toBe(false);
  });
  it('toggles sellable items only', () => {
    let sel = toggleSelection(new Set(), items[0]);
    sel = toggleSelection(sel, items[2]);
    expect([...sel]).toEqual([1]);
    expect([...toggleSelection(sel, items[0])]).toEqual([]);
  });
  it('sums in exact cents and skips sold items', () => {
    expect(selectionTotalCents(items, new Set([1, 2, 3]))).toBe(30);
    expect(selectionTotalCents(items, new Set([1, 2]), new Set([2]))).toBe(10);
  });
});
