import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getModalState, openFreeGuide, useModals } from '../../../lib/modals.ts';
import { usePopupSlot } from '../../../lib/popup-queue.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { readJson } from '../../../lib/storage.ts';
import { FREE_GUIDE_KEY } from '../../free/index.ts';
import { createIdleTimer, IDLE_GUIDE_MS } from '../lib/guide-rules.ts';

const EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Browsing pages where the idle guide may appear (not flows like checkout or an opening). */
const GUIDE_PAGES = new Set(['/', '/boxes', '/boxes-list']);

/**
 * docs/product/states.md#guides "After 10 s idle a logged-out visitor gets a free-box guide" (docs/product/constants.md#timings idle guide 10 s): after IDLE_GUIDE_MS
 * without input on a browsing page, a signed-out visitor who has not seen it gets the "Open Free Box" guide
 * (features/free's dialog: its button goes to /free and opens sign-up). It asks the popup queue for its turn
 * (slot `idleGuide`, last), so it never covers another pop, and waits while another modal is open.
 */
export function useIdleFreeBoxGuide(enabled: boolean): void {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const modals = useModals();
  const [idle, setIdle] = useState(false);
  const eligible = enabled && !loggedIn && GUIDE_PAGES.has(pathname) && !readJson<boolean>(FREE_GUIDE_KEY);

  useEffect(() => {
    setIdle(false);
    if (!eligible) return;
    const timer = createIdleTimer(IDLE_GUIDE_MS, () => setIdle(true));
    const poke = () => timer.poke();
    EVENTS.forEach((e) => window.addEventListener(e, poke, { passive: true }));
    return () => {
      timer.stop();
      EVENTS.forEach((e) => window.removeEventListener(e, poke));
    };
  }, [eligible]);

  const wants = eligible && idle;
  const turn = usePopupSlot('idleGuide', wants || modals.freeGuide ? 'want' : 'none');
  useEffect(() => {
    if (!turn || !wants) return;
    const m = getModalState();
    if (m.auth.open || m.topUp || m.insufficient || m.freeGuide) return;
    setIdle(false);
    openFreeGuide();
  }, [turn, wants]);
}
