import { afterEach, describe, expect, it } from 'vitest';
import { closeTopUp, getModalState, openInsufficient, openTopUp } from './modals.ts';

const g = globalThis as unknown as { window?: unknown };

function fakeWindow(search: string) {
  const posted: unknown[] = [];
  const store = new Map<string, string>();
  g.window = {
    location: { search },
    navigator: { userAgent: 'Chrome' },
    sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    parent: { postMessage: (m: unknown) => posted.push(m) },
  };
  return posted;
}

afterEach(() => {
  closeTopUp();
  delete g.window;
});

describe('openTopUp', () => {
  it('opens the top-up with its options on the web', () => {
    const posted = fakeWindow('');
    openInsufficient();
    openTopUp({ reason: 'not_enough_balance', trialShareNo: 'T1' });
    expect(getModalState()).toMatchObject({ topUp: true, insufficient: false, topUpOptions: { trialShareNo: 'T1' } });
    expect(posted).toEqual([]);
  });
  it('in the app shell, a not_enough_balance top-up is posted to the shell instead (docs/product/errors.md)', () => {
    const posted = fakeWindow('?fromHapaBoxApp=true');
    openTopUp({ reason: 'not_enough_balance' });
    expect(getModalState().topUp).toBe(false);
    expect(posted).toEqual(['not_enough_balance']);
  });
  it('in the app shell, a plain top-up opens (as a page)', () => {
    fakeWindow('?fromHapaBoxApp=true');
    openTopUp();
    expect(getModalState().topUp).toBe(true);
  });
});
