import type { StoreItem } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { isSellable, selectionActions, selectionTotalCents, sellableIds, toggleSelection } from './selection.ts';

const item = (id: number, status: StoreItem['status'], price = 1.1): StoreItem => ({
  id,
  itemId: id,
  name: `i${id}`,
  image: '',
  price,
  skuLevel: 5,
  status,
  source: 'box',
  shippable: true,
  sellable: true,
  boxId: 1,
  boxName: 'b',
  openId: id,
  createdAt: '',
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

  it('a selection ships when every prize ships and sells when every prize sells', () => {
    const coin = { ...item(7, 'stored'), shippable: false };
    const mall = { ...item(8, 'stored'), sellable: false };
    const all = [...items, coin, mall];
    expect(selectionActions(all, new Set([1, 2]))).toEqual({ sell: true, ship: true });
    expect(selectionActions(all, new Set([1, 7]))).toEqual({ sell: true, ship: false });
    expect(selectionActions(all, new Set([1, 8]))).toEqual({ sell: false, ship: true });
    expect(selectionActions(all, new Set())).toEqual({ sell: false, ship: false });
  });
});
