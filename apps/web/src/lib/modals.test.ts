import { afterEach, describe, expect, it } from 'vitest';
import { closeAuth, closeTopUp, getModalState, openAuth, openInsufficient, openTopUp } from './modals.ts';
import { clearSession, holdSessionView, releaseSessionView, sessionViewLags, setSession } from './session.ts';

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

describe('openAuth while a first screen hydrates for a signed-in player', () => {
  afterEach(() => {
    closeAuth();
    releaseSessionView();
    clearSession();
  });

  it('is refused while the view lags a stored session: a control that read the view as signed out never asks to sign in', () => {
    setSession({ uid: 7, authorization: 'Bearer 7:x', nickname: 'p7' } as Parameters<typeof setSession>[0]);
    holdSessionView();
    expect(sessionViewLags()).toBe(true);
    openAuth('login');
    expect(getModalState().auth.open).toBe(false);
    // released but not yet rendered by the provider (a transition): still lagging
    releaseSessionView();
    expect(sessionViewLags()).toBe(true);
    openAuth('signup');
    expect(getModalState().auth.open).toBe(false);
  });

  it('opens for a visitor with no stored session, held view or not, and after a sign-out', () => {
    holdSessionView();
    expect(sessionViewLags()).toBe(false);
    openAuth('login');
    expect(getModalState().auth).toMatchObject({ open: true, tab: 'login' });
    closeAuth();
    setSession({ uid: 8, authorization: 'Bearer 8:x', nickname: 'p8' } as Parameters<typeof setSession>[0]);
    clearSession(); // a 401 signs out first, then asks to sign in (lib/api.ts)
    openAuth('login');
    expect(getModalState().auth.open).toBe(true);
  });
});
