import type { LiveDrop } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import {
  GOLD_HOLD_MS,
  isHidingGoldDrop,
  LIVE_DROP_HIDE_MS,
  LIVE_DROP_TIME_S,
  MAX_DROPS,
  mergeDrops,
  pinnedGoldDrop,
} from './merge-drops.ts';

function drop(id: number, level = 5, createdAt = new Date(1_700_000_000_000 + id * 1000).toISOString()): LiveDrop {
  return {
    id,
    itemId: 1,
    itemName: `i${id}`,
    itemSkuLevel: level,
    originalPrice: 1,
    img: '',
    probability: 1,
    boxId: 1,
    boxName: 'b',
    boxInfo: '1-b',
    nickname: 'n',
    createdAt,
  };
}

describe('mergeDrops', () => {
  it('puts new drops first, newest first', () => {
    const out = mergeDrops([drop(1)], [drop(2), drop(3)]);
    expect(out.map((d) => d.id)).toEqual([3, 2, 1]);
  });
  it('drops duplicates', () => {
    expect(mergeDrops([drop(1), drop(2)], [drop(2)]).map((d) => d.id)).toEqual([2, 1]);
  });
  it('caps at 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => drop(i + 1));
    expect(mergeDrops([], many)).toHaveLength(MAX_DROPS);
    expect(mergeDrops([], many)[0].id).toBe(60);
  });
});

describe('pinnedGoldDrop', () => {
  it('pins the newest gold drop while it is fresh', () => {
    const gold = drop(5, 1, new Date(10_000).toISOString());
    expect(pinnedGoldDrop([drop(6), gold], 20_000, 60_000)).toBe(gold);
    expect(pinnedGoldDrop([drop(6), gold], 80_001, 60_000)).toBeNull();
    expect(pinnedGoldDrop([drop(6)], 0)).toBeNull();
  });

  it('docs/product/constants.md#timings: held aside 10 s by default (live-drop time 10), fading over its last 500 ms (live-drop hide)', () => {
    expect([LIVE_DROP_TIME_S, GOLD_HOLD_MS, LIVE_DROP_HIDE_MS]).toEqual([10, 10_000, 500]);
    const at = Date.parse('2030-01-01T00:00:00.000Z');
    const g = { ...drop(9), itemSkuLevel: 1, createdAt: new Date(at).toISOString() };
    expect(pinnedGoldDrop([g], at + 9_999)).toBe(g);
    expect(pinnedGoldDrop([g], at + 10_001)).toBeNull();
    expect(isHidingGoldDrop(g, at + 9_000)).toBe(false);
    expect(isHidingGoldDrop(g, at + 9_600)).toBe(true);
  });
});
