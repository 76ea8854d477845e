/**
 * The home popup priority of docs/product/states.md#after-sign-up as one small queue: channel guide, birthday, drop pop, home pop list,
 * and the level-up modals last (apps/server/src/modules/vip/README.md: a level-up never opens on top of another pop). Every pop reports
 * its slot's wish: `want` (it would show now), `pending` (its data is loading: lower pops wait for it) or
 * `none`. One pop is active at a time and stays active until its own slot goes back to `none`: a pop that
 * asks later never covers it, whatever its priority; when the active pop is done, the first slot in priority
 * order that wants to show takes over, unless a higher slot is still pending. The choice is made a microtask
 * after a change, so pops reporting in the same render (home pop list and level-up on one page load) are
 * weighed together. Every pop-up of the app goes through it (the gift bag too): nothing pops in the first minute of
 * a player's first visit (`startFirstMinute`) nor over a dialog the player has open (`hold`: the sign-in and its 18+
 * step, the top-up, the gift bag the player opened), docs/architecture/web-app.md#pop-ups-and-the-home-page.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type PopupSlot = 'channelGuide' | 'birthday' | 'dropPop' | 'homePop' | 'giftBag' | 'luckyTrial' | 'levelUp' | 'idleGuide';
export type PopupWish = 'want' | 'pending' | 'none';

/**
 * docs/product/states.md#after-sign-up "Home popup priority: channel guide, birthday, drop pop, home pop list"; then the new player's gift bag,
 * "You got a Lucky Trial!" (docs/games.md) and the level-up modals after them; the idle free-box guide (apps/server/src/modules/guides/README.md) only when none of them shows.
 */
export const POPUP_PRIORITY: readonly PopupSlot[] = [
  'channelGuide',
  'birthday',
  'dropPop',
  'homePop',
  'giftBag',
  'luckyTrial',
  'levelUp',
  'idleGuide',
];

export interface PopupQueue {
  /** Sets a slot's wish and re-decides the active pop. */
  set(slot: PopupSlot, wish: PopupWish): void;
  /**
   * Holds every pop that is not showing yet while `on` (a confirmation or another dialog the player opened is up:
   * no pop opens over it). `reason` names the holder; holds of different reasons add up.
   */
  hold(reason: string, on: boolean): void;
  /** Holds the pops until `atMs` (epoch ms; the first minute of a player's first visit), then re-decides. */
  quietUntil(atMs: number): void;
  /** The pop shown now, or null. */
  active(): PopupSlot | null;
  subscribe(listener: () => void): () => void;
}

/** A queue of its own (tests; the app uses `popupQueue`). `now`: the clock (ms), for tests. */
export function createPopupQueue(now: () => number = Date.now): PopupQueue {
  const wishes = new Map<PopupSlot, PopupWish>();
  const holds = new Set<string>();
  const listeners = new Set<() => void>();
  let current: PopupSlot | null = null;
  let quietEnd = 0;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  const decide = () => {
    if (current && wishes.get(current) !== 'none' && wishes.has(current)) return;
    current = null;
    // one at a time, and none over a dialog the player has open nor in the quiet first minute
    if (holds.size > 0 || now() < quietEnd) return;
    for (const slot of POPUP_PRIORITY) {
      const w = wishes.get(slot) ?? 'none';
      if (w === 'pending') break;
      if (w === 'want') {
        current = slot;
        break;
      }
    }
  };
  let scheduled = false;
  const run = () => {
    scheduled = false;
    const before = current;
    decide();
    if (before !== current) for (const l of listeners) l();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(run);
  };
  return {
    set(slot, wish) {
      if ((wishes.get(slot) ?? 'none') === wish) return;
      wishes.set(slot, wish);
      schedule();
    },
    hold(reason, on) {
      if (on === holds.has(reason)) return;
      if (on) holds.add(reason);
      else holds.delete(reason);
      schedule();
    },
    quietUntil(atMs) {
      quietEnd = atMs;
      clearTimeout(quietTimer);
      const wait = atMs - now();
      if (wait > 0) quietTimer = setTimeout(schedule, wait + 50);
      schedule();
    },
    active: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The app's one popup queue. */
export const popupQueue = createPopupQueue();

/** localStorage: when this browser first opened the app (epoch ms); the first minute after it is quiet. */
export const FIRST_SEEN_KEY = 'hapa.firstSeen';
/** No pop the player did not ask for in the first minute of the first visit, ms. */
export const FIRST_MINUTE_MS = 60_000;

/**
 * Starts the first visit's quiet minute on `queue`: the first call in a browser records the time (FIRST_SEEN_KEY), and
 * every page load until a minute after it holds the pops. Returns the end of the quiet time (epoch ms).
 */
export function startFirstMinute(queue: PopupQueue = popupQueue, now = Date.now()): number {
  let first = now;
  try {
    const store = globalThis.localStorage;
    const saved = Number(store?.getItem(FIRST_SEEN_KEY));
    if (Number.isFinite(saved) && saved > 0) first = saved;
    else {
      // a browser that has seen a guide before this key existed is not on its first visit
      const returning =
        !!store && Array.from({ length: store.length }, (_, i) => store.key(i) ?? '').some((k) => k.startsWith('hapa.guide.'));
      if (returning) first = 1;
      store?.setItem(FIRST_SEEN_KEY, String(first));
    }
  } catch {
    /* no storage: every visit counts as the first, so its first minute is quiet */
  }
  const end = first + FIRST_MINUTE_MS;
  queue.quietUntil(end);
  return end;
}

/**
 * Reports this pop's wish and returns whether it may show now. The slot goes back to `none` on unmount.
 */
export function usePopupSlot(slot: PopupSlot, wish: PopupWish, queue: PopupQueue = popupQueue): boolean {
  useEffect(() => {
    queue.set(slot, wish);
  }, [queue, slot, wish]);
  useEffect(() => () => queue.set(slot, 'none'), [queue, slot]);
  return useSyncExternalStore(
    queue.subscribe,
    () => queue.active() === slot,
    () => false,
  );
}
