import { describe, expect, it } from 'vitest';
import { motionMs, reducedMotionSource, REDUCED_MOTION_QUERY } from './use-prefers-reduced-motion.ts';

/** A window whose matchMedia answers the reduced-motion query from `reduce` and fires `change` when it flips. */
function fakeWindow(reduce: boolean) {
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const win = {
    matchMedia: (q: string) => {
      queries.push(q);
      return {
        get matches() {
          return reduce;
        },
        addEventListener: (_: string, cb: () => void) => listeners.add(cb),
        removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
      };
    },
  } as unknown as Window;
  return {
    win,
    queries,
    listeners,
    flip: (v: boolean) => {
      reduce = v;
      listeners.forEach((l) => l());
    },
  };
}

describe('usePrefersReducedMotion store', () => {
  it('reads the OS setting through the reduced-motion media query', () => {
    const f = fakeWindow(true);
    expect(reducedMotionSource(f.win).getSnapshot()).toBe(true);
    expect(f.queries).toEqual([REDUCED_MOTION_QUERY]);
    expect(reducedMotionSource(fakeWindow(false).win).getSnapshot()).toBe(false);
  });

  it('follows a change live and stops listening on unsubscribe', () => {
    const f = fakeWindow(false);
    const source = reducedMotionSource(f.win);
    const seen: boolean[] = [];
    const unsubscribe = source.subscribe(() => seen.push(source.getSnapshot()));
    f.flip(true);
    f.flip(false);
    expect(seen).toEqual([true, false]);
    unsubscribe();
    expect(f.listeners.size).toBe(0);
  });

  it('no window or no matchMedia reads as no preference', () => {
    expect(reducedMotionSource(undefined).getSnapshot()).toBe(false);
    expect(reducedMotionSource({} as Window).getSnapshot()).toBe(false);
    expect(() => reducedMotionSource(undefined).subscribe(() => {})()).not.toThrow();
  });
});

describe('motionMs', () => {
  it('keeps the duration without the preference and cuts it to the short fade with it', () => {
    expect(motionMs(4000, false)).toBe(4000);
    expect(motionMs(4000, true)).toBe(0);
    expect(motionMs(4000, true, 300)).toBe(300);
    expect(motionMs(200, true, 300)).toBe(200);
  });
});
