/**
 * The home popup priority of spec §4 as one small queue: channel guide, birthday, drop pop, home pop list,
 * and the level-up modals last (issue 12: a level-up never opens on top of another pop). Every pop reports
 * its slot's wish: `want` (it would show now), `pending` (its data is loading: lower pops wait for it) or
 * `none`. One pop is active at a time and stays active until its own slot goes back to `none`: a pop that
 * asks later never covers it, whatever its priority; when the active pop is done, the first slot in priority
 * order that wants to show takes over, unless a higher slot is still pending. The choice is made a microtask
 * after a change, so pops reporting in the same render (home pop list and level-up on one page load) are
 * weighed together.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type PopupSlot = 'channelGuide' | 'birthday' | 'dropPop' | 'homePop' | 'luckyTrial' | 'levelUp' | 'idleGuide';
export type PopupWish = 'want' | 'pending' | 'none';

/**
 * Spec §4 "Home popup priority: channel guide, birthday, drop pop, home pop list"; then "You got a Lucky Trial!"
 * (issue 13) and the level-up modals after them; the idle free-box guide (issue 16) only when none of them shows.
 */
export const POPUP_PRIORITY: readonly PopupSlot[] = [
  'channelGuide',
  'birthday',
  'dropPop',
  'homePop',
  'luckyTrial',
  'levelUp',
  'idleGuide',
];

export interface PopupQueue {
  /** Sets a slot's wish and re-decides the active pop. */
  set(slot: PopupSlot, wish: PopupWish): void;
  /** The pop shown now, or null. */
  active(): PopupSlot | null;
  subscribe(listener: () => void): () => void;
}

/** A queue of its own (tests; the app uses `popupQueue`). */
export function createPopupQueue(): PopupQueue {
  const wishes = new Map<PopupSlot, PopupWish>();
  const listeners = new Set<() => void>();
  let current: PopupSlot | null = null;
  const decide = () => {
    if (current && wishes.get(current) !== 'none' && wishes.has(current)) return;
    current = null;
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
  return {
    set(slot, wish) {
      if ((wishes.get(slot) ?? 'none') === wish) return;
      wishes.set(slot, wish);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(run);
      }
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
