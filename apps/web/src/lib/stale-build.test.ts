import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, reloadOnStaleBuild, STALE_RELOAD_KEY, type StaleBuildWindow } from './stale-build.ts';

/** A window whose `vite:preloadError` the test fires by hand, with a sessionStorage (or one that throws). */
function fakeWindow(storage: 'ok' | 'throws' | 'none' = 'ok') {
  const listeners: (() => void)[] = [];
  const stored = new Map<string, string>();
  let reloads = 0;
  const sessionStorage =
    storage === 'none'
      ? undefined
      : {
          getItem: (k: string) => {
            if (storage === 'throws') throw new Error('SecurityError');
            return stored.get(k) ?? null;
          },
          setItem: (k: string, v: string) => {
            if (storage === 'throws') throw new Error('QuotaExceededError');
            stored.set(k, v);
          },
        };
  const win: StaleBuildWindow = {
    addEventListener: (type, listener) => {
      expect(type).toBe('vite:preloadError');
      listeners.push(listener);
    },
    location: { reload: () => void reloads++ },
    ...(sessionStorage ? { sessionStorage } : {}),
  };
  return { win, stored, fire: () => listeners.forEach((l) => l()), reloads: () => reloads };
}

describe('reload on a stale build (vite:preloadError)', () => {
  it('reloads once, then leaves a second failure within the guard to the error page, and reloads again after it', () => {
    let now = 1_000_000;
    const w = fakeWindow();
    reloadOnStaleBuild(w.win, () => now);
    expect(w.reloads()).toBe(0);
    w.fire();
    expect(w.reloads()).toBe(1);
    expect(w.stored.get(STALE_RELOAD_KEY)).toBe('1000000');
    // the reloaded page (same tab, same sessionStorage) fails again at once: no loop
    const after = fakeWindow();
    after.stored.set(STALE_RELOAD_KEY, w.stored.get(STALE_RELOAD_KEY)!);
    now += 5_000;
    reloadOnStaleBuild(after.win, () => now);
    after.fire();
    expect(after.reloads()).toBe(0);
    // a later deploy, once the guard has passed
    now += RELOAD_GUARD_MS;
    after.fire();
    expect(after.reloads()).toBe(1);
  });

  it('does not reload where nothing can remember the reload (storage throws or is missing)', () => {
    for (const kind of ['throws', 'none'] as const) {
      const w = fakeWindow(kind);
      reloadOnStaleBuild(w.win);
      expect(() => w.fire()).not.toThrow();
      expect(w.reloads(), kind).toBe(0);
    }
  });

  it('ignores a stored mark that is not a time', () => {
    const w = fakeWindow();
    w.stored.set(STALE_RELOAD_KEY, 'garbage');
    reloadOnStaleBuild(w.win);
    w.fire();
    expect(w.reloads()).toBe(1);
  });
});
