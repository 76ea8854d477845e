import { describe, expect, it } from 'vitest';
import { shadowingPromotions, windowsOverlap } from './promotion-shadow.ts';

const H = 3_600_000;

describe('promotion shadowing (docs/how-to/operator-day.md#safety)', () => {
  it('windows overlap when each starts before the other ends; open ends never end', () => {
    expect(windowsOverlap(0, H, H, 2 * H)).toBe(false);
    expect(windowsOverlap(0, H + 1, H, 2 * H)).toBe(true);
    expect(windowsOverlap(0, null, 10 * H, 11 * H)).toBe(true);
    expect(windowsOverlap(5 * H, null, 0, 5 * H)).toBe(false);
  });

  it('an active lower-id promotion overlapping the window shadows; later, inactive or disjoint ones do not', () => {
    const others = [
      { id: 1, active: true, startsAtMs: 0, endsAtMs: null },
      { id: 2, active: false, startsAtMs: 0, endsAtMs: null },
      { id: 3, active: true, startsAtMs: 0, endsAtMs: H },
      { id: 9, active: true, startsAtMs: 0, endsAtMs: null },
    ];
    expect(shadowingPromotions({ id: null, active: true, startsAtMs: 2 * H, endsAtMs: 3 * H }, others)).toEqual([1, 9]);
    expect(shadowingPromotions({ id: 5, active: true, startsAtMs: 0, endsAtMs: 3 * H }, others)).toEqual([1, 3]);
    expect(shadowingPromotions({ id: 1, active: true, startsAtMs: 0, endsAtMs: null }, others)).toEqual([]);
    expect(shadowingPromotions({ id: null, active: false, startsAtMs: 0, endsAtMs: null }, others)).toEqual([]);
  });
});
