/**
 * In-app mode (spec §2 "In-app mode is flagged by query fromHapaBoxApp=true or user agent"): the web app
 * runs inside the native HapaBox shell (a WebView or an iframe). Pages then talk to the shell with
 * messages instead of opening our own UI: `go-back` (the top-up page was closed), `not_enough_balance`
 * (spec §8: the shell opens its own top-up) and `Top-up failed` (spec §4 payment after prepay).
 */

/** Messages the shell understands (plain strings, as the shell reads them). */
export const APP_MESSAGES = {
  goBack: 'go-back',
  notEnoughBalance: 'not_enough_balance',
  topUpFailed: 'Top-up failed',
} as const;
export type AppMessage = (typeof APP_MESSAGES)[keyof typeof APP_MESSAGES];

/** Session flag so links inside the app (which drop the query) stay in app mode. */
const SESSION_KEY = 'hapa.fromHapaBoxApp';

/** The app's user agent carries this token. */
const APP_UA = /HapaBoxApp/i;

interface AppWindowLike {
  location: { search: string };
  navigator?: { userAgent?: string };
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * True when `?fromHapaBoxApp=true` (or `isFromHapaBoxApp=true`, the wooshpay page's name) is in the URL,
 * was seen earlier in this tab, or the user agent is the app's.
 */
export function detectInApp(win: AppWindowLike): boolean {
  const params = new URLSearchParams(win.location.search);
  const flagged = params.get('fromHapaBoxApp') === 'true' || params.get('isFromHapaBoxApp') === 'true';
  try {
    if (flagged) win.sessionStorage?.setItem(SESSION_KEY, 'true');
    if (win.sessionStorage?.getItem(SESSION_KEY) === 'true') return true;
  } catch {
    /* storage disabled: the query and the user agent still tell */
  }
  return flagged || APP_UA.test(win.navigator?.userAgent ?? '');
}

/** True inside the native app shell (see {@link detectInApp}). */
export function isInApp(): boolean {
  return typeof window !== 'undefined' && detectInApp(window);
}

interface PostTarget {
  ReactNativeWebView?: { postMessage(message: string): void };
  parent?: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

/**
 * Posts `message` to the shell: `window.ReactNativeWebView.postMessage` when present (React Native),
 * and `window.parent.postMessage(message, '*')` (iframe shells; in a top window the page hears itself).
 */
export function postToApp(message: AppMessage, win: PostTarget = window as unknown as PostTarget): void {
  try {
    win.ReactNativeWebView?.postMessage(message);
  } catch {
    /* the shell went away */
  }
  try {
    win.parent?.postMessage(message, '*');
  } catch {
    /* cross-origin parent refused */
  }
}
