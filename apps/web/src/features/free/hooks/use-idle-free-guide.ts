import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { openFreeGuide, getModalState } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { readJson } from '../../../lib/storage.ts';
import { FREE_GUIDE_KEY } from '../lib/free-guide-key.ts';

/** Idle time before a signed-out visitor is shown the free-box guide (spec §4, §9): 10 s. */
export const IDLE_GUIDE_MS = 10_000;

const EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** Pages where the idle guide may appear (browsing pages, not flows like checkout or opening). */
const GUIDE_PAGES = new Set(['/', '/boxes', '/boxes-list']);

/**
 * After 10 s without input on a browsing page (home, box list), a signed-out visitor who has not
 * seen it yet gets the free-box guide; never over another modal. Seen = `hapa.guide.freeBox` in
 * localStorage.
 */
export function useIdleFreeGuide(enabled: boolean): void {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled || loggedIn || !GUIDE_PAGES.has(pathname) || readJson<boolean>(FREE_GUIDE_KEY)) return;
    let timer = setTimeout(fire, IDLE_GUIDE_MS);
    function fire() {
      const m = getModalState();
      if (m.auth.open || m.topUp || m.insufficient || m.freeGuide || readJson<boolean>(FREE_GUIDE_KEY)) return;
      openFreeGuide();
    }
    function reset() {
      clearTimeout(timer);
      timer = setTimeout(fire, IDLE_GUIDE_MS);
    }
    EVENTS.forEach((e) => window.addEventListener(e, reset, { passive: true }));
    return () => {
      clearTimeout(timer);
      EVENTS.forEach((e) => window.removeEventListener(e, reset));
    };
  }, [enabled, loggedIn, pathname]);
}
