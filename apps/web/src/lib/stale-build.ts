/**
 * A tab open across a deploy (docs/architecture/production.md, "Safe to deploy"): the new build replaced the hashed chunks the tab was
 * built against, so its next lazy page fails to load (the server answers a hashed file it does not have with a
 * 404: http/static.ts). Vite reports that failure as a `vite:preloadError` event on window; the tab then loads
 * the current build once, on the same address, instead of showing the error page. A second failure within
 * RELOAD_GUARD_MS of that reload (the chunk is missing from the new build too, or the network is down) is left to
 * the page's error boundary, so a tab never reloads in a loop.
 */

/** sessionStorage key: when (ms since epoch) this tab last reloaded for a stale build */
export const STALE_RELOAD_KEY = 'hapa.staleReloadAt';
/** a failure this soon (ms) after such a reload is not answered with another one */
export const RELOAD_GUARD_MS = 60_000;

/** The parts of `window` the handler uses (a fake one in tests). */
export interface StaleBuildWindow {
  addEventListener(type: 'vite:preloadError', listener: () => void): void;
  location: { reload(): void };
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Listens for `vite:preloadError` on `win` and reloads the page once per RELOAD_GUARD_MS (time from `now`, ms).
 * The event is not cancelled: the failed import still rejects, so the page's boundary shows its error for the
 * moment before the reload (or for good, when the guard holds the reload back). Without a sessionStorage that
 * takes the mark (private mode) it does not reload: the guard could not hold. Never throws.
 */
export function reloadOnStaleBuild(win: StaleBuildWindow, now: () => number = Date.now): void {
  win.addEventListener('vite:preloadError', () => {
    let last = Number.NaN;
    try {
      last = Number(win.sessionStorage?.getItem(STALE_RELOAD_KEY) ?? Number.NaN);
    } catch {
      /* storage unavailable: no earlier reload known */
    }
    if (Number.isFinite(last) && now() - last < RELOAD_GUARD_MS) return;
    try {
      if (!win.sessionStorage) return;
      win.sessionStorage.setItem(STALE_RELOAD_KEY, String(now()));
    } catch {
      return; // nowhere to remember the reload: no automatic one (the error page has its own Reload button)
    }
    win.location.reload();
  });
}
