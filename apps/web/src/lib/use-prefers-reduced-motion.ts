import { useSyncExternalStore } from 'react';

/** The media query the OS "reduce motion" setting answers (and Playwright's `reducedMotion: 'reduce'`). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type MatchMediaLike = Pick<Window, 'matchMedia'>;

/**
 * The external store behind the hook: `subscribe` listens to the OS setting, `getSnapshot` reads it now.
 * `win` without matchMedia (old browsers, tests) reads as "no preference".
 */
export function reducedMotionSource(win: MatchMediaLike | undefined) {
  const mql = () => (win && typeof win.matchMedia === 'function' ? win.matchMedia(REDUCED_MOTION_QUERY) : null);
  return {
    subscribe(onChange: () => void): () => void {
      const m = mql();
      m?.addEventListener('change', onChange);
      return () => m?.removeEventListener('change', onChange);
    },
    getSnapshot(): boolean {
      return mql()?.matches === true;
    },
  };
}

const source = reducedMotionSource(typeof window === 'undefined' ? undefined : window);
const serverSnapshot = () => false;

/**
 * True while the player asks for less motion (docs/architecture/web-app.md): reels, wheels and marquees then skip their spin and
 * show the outcome at once (or after a short fade). Live: follows a change of the OS setting.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, serverSnapshot);
}

/** Outside React (timers set up in callbacks): the same answer, read now. */
export function prefersReducedMotion(): boolean {
  return source.getSnapshot();
}

/** `ms` as it is, or at most `reducedMs` (default 0) when the player asks for less motion: one rule for every duration. */
export function motionMs(ms: number, reduced: boolean, reducedMs = 0): number {
  return reduced ? Math.min(ms, reducedMs) : ms;
}
