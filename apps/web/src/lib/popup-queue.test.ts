import { describe, expect, it } from 'vitest';
import { createPopupQueue, POPUP_PRIORITY, type PopupQueue, type PopupSlot, type PopupWish } from './popup-queue.ts';

/** Sets wishes (one render's worth) and lets the queue decide. */
async function report(q: PopupQueue, ...wishes: [PopupSlot, PopupWish][]) {
  for (const [slot, wish] of wishes) q.set(slot, wish);
  await Promise.resolve();
}

describe('popup queue (spec §4 home popup priority)', () => {
  it('orders channel guide, birthday, drop pop, home pop list, then level-up', async () => {
    expect(POPUP_PRIORITY).toEqual(['channelGuide', 'birthday', 'dropPop', 'homePop', 'luckyTrial', 'levelUp', 'idleGuide']);
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
});
