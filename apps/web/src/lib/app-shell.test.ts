import { describe, expect, it } from 'vitest';
import { APP_MESSAGES, detectInApp, postToApp } from './app-shell.ts';

function fakeStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('in-app mode', () => {
  it('is flagged by the query and remembered for the tab', () => {
    const sessionStorage = fakeStorage();
    expect(detectInApp({ location: { search: '?fromHapaBoxApp=true' }, sessionStorage })).toBe(true);
    expect(detectInApp({ location: { search: '' }, sessionStorage })).toBe(true);
  });
  it('is flagged by the wooshpay query name and the user agent', () => {
    expect(detectInApp({ location: { search: '?isFromHapaBoxApp=true' } })).toBe(true);
    expect(detectInApp({ location: { search: '' }, navigator: { userAgent: 'Mozilla/5.0 HapaBoxApp/2.1' } })).toBe(true);
  });
  it('is off otherwise (also for fromHapaBoxApp=false)', () => {
    expect(
      detectInApp({ location: { search: '?fromHapaBoxApp=false' }, sessionStorage: fakeStorage(), navigator: { userAgent: 'Chrome' } }),
    ).toBe(false);
  });
});

describe('postToApp', () => {
  it('posts to the React Native bridge and the parent frame', () => {
    const native: string[] = [];
    const parent: [unknown, string][] = [];
    postToApp(APP_MESSAGES.topUpFailed, {
      ReactNativeWebView: { postMessage: (m) => native.push(m) },
      parent: { postMessage: (m, o) => parent.push([m, o]) },
    });
    expect(native).toEqual(['Top-up failed']);
    expect(parent).toEqual([['Top-up failed', '*']]);
  });
  it('survives a missing bridge and a throwing parent', () => {
    expect(() =>
      postToApp(APP_MESSAGES.goBack, {
        parent: {
          postMessage: () => {
            throw new Error('x');
          },
        },
      }),
    ).not.toThrow();
  });
});
