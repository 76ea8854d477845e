import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getSession, useIsLoggedIn } from '../../../lib/session.ts';
import { readReferralChannel } from '../../referral/index.ts';
import {
  DEMO_MARKER_DELAY_MS,
  demoLeftMs,
  endDemo,
  hasDemoMarker,
  readDemo,
  startDemo,
  subscribeDemo,
  type DemoState,
} from '../lib/demo-state.ts';

/** The demo state, live (storage changes and the countdown's end). Signed-in players never see it on. */
export function useDemo(): DemoState & { leftMs: number } {
  const loggedIn = useIsLoggedIn();
  const state = useSyncExternalStore(
    subscribeDemo,
    () => readDemo(),
    () => readDemo(),
  );
  // the tick only re-renders; the time itself is read at render (a demo that started after mount counts right)
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!state.on) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1_000);
    return () => clearInterval(timer);
  }, [state.on]);
  const now = Date.now();
  const current = state.on ? readDemo(now) : state;
  if (loggedIn || !current.on) return { ...current, on: false, leftMs: 0 };
  return { ...current, leftMs: demoLeftMs(current, now) };
}

/**
 * Starts and ends demo mode (docs/product/states.md#demo-mode): it begins when a referral channel is kept and nobody is signed in, or one
 * second after the page shows the `sscid_` marker; it ends at sign-up (and at its countdown, in readDemo).
 */
export function useDemoLifecycle(): void {
  const loggedIn = useIsLoggedIn();
  // checked again on every page: a referral link page keeps its channel, then moves on to the home page
  const { pathname } = useLocation();
  useEffect(() => {
    // the stored session too: while a first screen hydrates, React's view of it is held at null (lib/session.ts)
    if (loggedIn || getSession()) {
      endDemo();
      return;
    }
    if (readReferralChannel()) startDemo();
    if (!hasDemoMarker(window.location.href, document.cookie)) return;
    const timer = setTimeout(() => startDemo(), DEMO_MARKER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedIn, pathname]);
}
