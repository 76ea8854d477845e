import { describe, expect, it } from 'vitest';
import { EVENTS_AUTOPLAY_MS, stripWindow } from './strip.ts';

describe('home events strip (docs/product/constants.md#timings: events autoplay 8 s)', () => {
  it('moves every 8 s and shows a window of the events, wrapping around', () => {
    expect(EVENTS_AUTOPLAY_MS).toBe(8_000);
    expect(stripWindow(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(stripWindow(['a', 'b', 'c'], 0, 2)).toEqual(['a', 'b']);
    expect(stripWindow(['a', 'b', 'c'], 2, 2)).toEqual(['c', 'a']);
    expect(stripWindow(['a', 'b', 'c'], 1, 1)).toEqual(['b']);
  });
});
