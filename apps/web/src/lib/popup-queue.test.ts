import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPopupQueue,
  FIRST_MINUTE_MS,
  FIRST_SEEN_KEY,
  POPUP_PRIORITY,
  startFirstMinute,
  type PopupQueue,
  type PopupSlot,
  type PopupWish,
} from './popup-queue.ts';

/** Sets wishes (one render's worth) and lets the queue decide. */
async function report(q: PopupQueue, ...wishes: [PopupSlot, PopupWish][]) {
  for (const [slot, wish] of wishes) q.set(slot, wish);
  await Promise.resolve();
}

describe('popup queue (docs/product/states.md#after-sign-up home popup priority)', () => {
  it('orders channel guide, birthday, drop pop, home pop list, then level-up', async () => {
    expect(POPUP_PRIORITY).toEqual(['channelGuide', 'birthday', 'dropPop', 'homePop', 'giftBag', 'luckyTrial', 'levelUp', 'idleGuide']);
    const q = createPopupQueue();
    // one page load: the level-up wants to show while the home pop list and the birthday are loading
    await report(q, ['levelUp', 'want'], ['homePop', 'pending'], ['birthday', 'pending']);
    expect(q.active()).toBe(null);
    await report(q, ['homePop', 'want']);
    expect(q.active()).toBe(null); // the birthday pop is still deciding
    await report(q, ['birthday', 'want']);
    expect(q.active()).toBe('birthday');
    await report(q, ['birthday', 'none']);
    expect(q.active()).toBe('homePop');
    await report(q, ['homePop', 'none']);
    expect(q.active()).toBe('levelUp');
  });

  it('never stacks: a higher pop asking later waits for the one shown; level-up never covers a pop', async () => {
    const q = createPopupQueue();
    await report(q, ['homePop', 'want']);
    expect(q.active()).toBe('homePop');
    await report(q, ['birthday', 'want'], ['levelUp', 'want']);
    expect(q.active()).toBe('homePop');
    await report(q, ['homePop', 'none']);
    expect(q.active()).toBe('birthday');
    await report(q, ['birthday', 'none']);
    expect(q.active()).toBe('levelUp');
    await report(q, ['homePop', 'want']); // a pop asking while the level-up shows waits for it too
    expect(q.active()).toBe('levelUp');
    await report(q, ['levelUp', 'none']);
    expect(q.active()).toBe('homePop');
  });

  it('notifies subscribers when the active pop changes, and nothing shows when nobody wants to', async () => {
    const q = createPopupQueue();
    let calls = 0;
    const off = q.subscribe(() => calls++);
    await report(q, ['dropPop', 'none']);
    expect(calls).toBe(0);
    await report(q, ['dropPop', 'want']);
    expect(q.active()).toBe('dropPop');
    expect(calls).toBe(1);
    await report(q, ['dropPop', 'none']);
    expect(q.active()).toBe(null);
    expect(calls).toBe(2);
    off();
    await report(q, ['channelGuide', 'want']);
    expect(calls).toBe(2);
    expect(q.active()).toBe('channelGuide');
  });

  it('opens nothing over a dialog the player has open; the pop waits and shows once the dialog closes', async () => {
    const q = createPopupQueue();
    q.hold('dialog', true); // e.g. the 18+ step of a first social sign-in
    await report(q, ['idleGuide', 'want'], ['giftBag', 'want']);
    expect(q.active()).toBe(null);
    q.hold('dialog', false);
    await Promise.resolve();
    expect(q.active()).toBe('giftBag'); // one at a time: the idle guide waits for it
    q.hold('dialog', true); // a dialog opened from the pop does not take the pop away
    await Promise.resolve();
    expect(q.active()).toBe('giftBag');
    await report(q, ['giftBag', 'none']);
    expect(q.active()).toBe(null);
    q.hold('dialog', false);
    await Promise.resolve();
    expect(q.active()).toBe('idleGuide');
  });
});

describe("the first visit's quiet minute", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', {
      get length() {
        return store.size;
      },
      key: (i: number) => [...store.keys()][i] ?? null,
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds every pop for a minute after the first visit began, then lets the first in priority show', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const q = createPopupQueue();
    localStorage.removeItem(FIRST_SEEN_KEY);
    expect(startFirstMinute(q, Date.now())).toBe(1_000_000 + FIRST_MINUTE_MS);
    await report(q, ['luckyTrial', 'want'], ['giftBag', 'want'], ['idleGuide', 'want']);
    expect(q.active()).toBe(null);
    // a reload 30 s in keeps the first visit's start: still quiet
    vi.setSystemTime(1_030_000);
    expect(startFirstMinute(q, Date.now())).toBe(1_000_000 + FIRST_MINUTE_MS);
    await Promise.resolve();
    expect(q.active()).toBe(null);
    await vi.advanceTimersByTimeAsync(FIRST_MINUTE_MS);
    expect(q.active()).toBe('giftBag');
  });

  it('a later visit is not quiet', async () => {
    localStorage.setItem(FIRST_SEEN_KEY, String(Date.now() - 2 * FIRST_MINUTE_MS));
    const q = createPopupQueue();
    startFirstMinute(q);
    await report(q, ['homePop', 'want']);
    expect(q.active()).toBe('homePop');
  });

  it('a browser that saw guides before the first visit was recorded is a returning one', async () => {
    store.set('hapa.guide.freeBox', 'true');
    const q = createPopupQueue();
    expect(startFirstMinute(q, 5_000_000)).toBe(1 + FIRST_MINUTE_MS);
    expect(store.get(FIRST_SEEN_KEY)).toBe('1');
    await report(q, ['homePop', 'want']);
    expect(q.active()).toBe('homePop');
  });
});
