/**
 * The app-shell bridge (docs/product/routes.md#navigation in-app mode, docs/product/states.md#payments app payment refresh, docs/product/roles.md#app-shell-and-telegram native messages; docs/architecture/web-app.md), one typed
 * module for both hosts the web app runs inside:
 * - the native HapaBox shell (a WebView or an iframe; flagged by `?fromHapaBoxApp=true` or the app's user agent):
 *   messages OUT are plain strings the shell already reads (`go-back`, `not_enough_balance`, `Top-up failed`)
 *   and JSON objects for newer ones (`{type: 'payment_started' | 'payment_result', orderNo}`); messages IN
 *   (`{type: 'payment_finished'}`, `{type: 'login', authorization}`, `{type: 'theme', theme}`) reach listeners of
 *   {@link onAppMessage};
 * - the Telegram mini-app (launch parameters `tgWebApp*` in the URL fragment): its SDK is loaded only there
 *   (features/telegram); this module only tells the platform and lets that feature plug in how external
 *   pages open ({@link setExternalOpener}).
 */
import { appVersionFromUserAgent, isLegacyAppVersion, type ClientPlatform } from '@hapa/contracts';

/** Messages the shell understands (plain strings, as the shell reads them). */
export const APP_MESSAGES = {
  goBack: 'go-back',
  notEnoughBalance: 'not_enough_balance',
  topUpFailed: 'Top-up failed',
} as const;
export type AppMessage = (typeof APP_MESSAGES)[keyof typeof APP_MESSAGES];

/** Structured messages out (JSON-encoded for the shell). */
export type AppEvent =
  { type: 'payment_started'; orderNo: string } | { type: 'payment_result'; orderNo: string; status: 'paid' | 'failed' };

/** Messages the shell sends in (docs/product/roles.md#app-shell-and-telegram "App shell receives native messages"). */
export type InboundAppMessage =
  | { type: 'payment_finished'; orderNo: string | null }
  | { type: 'login'; authorization: string }
  | { type: 'theme'; theme: 'dark' | 'light' }
  | { type: 'go_back' };

/** Session flag so links inside the app (which drop the query) stay in app mode. */
const SESSION_KEY = 'hapa.fromHapaBoxApp';
/** Session copy of `?appVersion=` (links drop the query). */
const VERSION_KEY = 'hapa.appVersion';
/** Session flag of a Telegram launch (Telegram drops the fragment after the first page). */
const TELEGRAM_KEY = 'hapa.telegram';

/** The app's user agent carries this token. */
const APP_UA = /HapaBoxApp/i;

interface AppWindowLike {
  location: { search: string; hash?: string; pathname?: string };
  navigator?: { userAgent?: string };
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}

function remember(win: AppWindowLike, key: string, value: string | null): string | null {
  try {
    if (value) win.sessionStorage?.setItem(key, value);
    return win.sessionStorage?.getItem(key) ?? value;
  } catch {
    return value; // storage disabled: what the URL says now
  }
}

/**
 * True when `?fromHapaBoxApp=true` (or `isFromHapaBoxApp=true`, the wooshpay page's name) is in the URL,
 * was seen earlier in this tab, or the user agent is the app's.
 */
export function detectInApp(win: AppWindowLike): boolean {
  const params = new URLSearchParams(win.location.search);
  const flagged = params.get('fromHapaBoxApp') === 'true' || params.get('isFromHapaBoxApp') === 'true';
  return remember(win, SESSION_KEY, flagged ? 'true' : null) === 'true' || APP_UA.test(win.navigator?.userAgent ?? '');
}

/** True inside the native app shell (see {@link detectInApp}). */
export function isInApp(): boolean {
  return typeof window !== 'undefined' && detectInApp(window);
}

/** True when the page was launched by Telegram as a mini-app (`tgWebAppData` / `tgWebAppPlatform` in the fragment), this tab. */
export function detectTelegram(win: AppWindowLike): boolean {
  // the /dev/telegram harness hosts the mini-app in an iframe of this origin (same tab storage): it is the host, not the app
  if (win.location.pathname?.startsWith('/dev/telegram')) return false;
  const hash = new URLSearchParams((win.location.hash ?? '').replace(/^#/, ''));
  const launched = hash.has('tgWebAppData') || hash.has('tgWebAppPlatform');
  return remember(win, TELEGRAM_KEY, launched ? 'true' : null) === 'true';
}

/** True inside the Telegram mini-app. */
export function isTelegram(): boolean {
  return typeof window !== 'undefined' && detectTelegram(window);
}

/** Where the web app runs (docs/product/README.md; the docs/product/endpoints.md#conventions `platform` header): telegram, app or web. */
export function detectPlatform(win: AppWindowLike | undefined = typeof window === 'undefined' ? undefined : window): ClientPlatform {
  if (!win) return 'web';
  if (detectTelegram(win)) return 'telegram';
  return detectInApp(win) ? 'app' : 'web';
}

/** The app shell's version: `?appVersion=` (remembered for the tab) or the `HapaBoxApp/<v>` user agent, else null. */
export function appVersionIn(win: AppWindowLike): string | null {
  const fromQuery = new URLSearchParams(win.location.search).get('appVersion');
  return remember(win, VERSION_KEY, fromQuery) ?? appVersionFromUserAgent(win.navigator?.userAgent);
}

/** True for a legacy 1.0.x app shell (docs/product/roles.md#app-shell-and-telegram: asked to update). */
export function isLegacyApp(win: AppWindowLike | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return !!win && isLegacyAppVersion(appVersionIn(win));
}

interface PostTarget {
  ReactNativeWebView?: { postMessage(message: string): void };
  parent?: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

/**
 * Posts `message` to the shell: `window.ReactNativeWebView.postMessage` when present (React Native),
 * and `window.parent.postMessage(message, '*')` (iframe shells; in a top window the page hears itself).
 * Structured events go as a JSON string.
 */
export function postToApp(message: AppMessage | AppEvent, win: PostTarget = window as unknown as PostTarget): void {
  const text = typeof message === 'string' ? message : JSON.stringify(message);
  try {
    win.ReactNativeWebView?.postMessage(text);
  } catch {
    /* the shell went away */
  }
  try {
    win.parent?.postMessage(text, '*');
  } catch {
    /* cross-origin parent refused */
  }
}

const AUTHORIZATION = /^[1-9]\d{0,9}:[A-Za-z0-9_-]{16,128}:[a-z0-9_-]{1,20}$/;

/**
 * Reads a message from the shell: a JSON string or an object `{type, ...}`, or the plain strings
 * `payment_finished` / `go-back`. Anything else (our own outgoing strings, other frames' noise) is null.
 */
export function parseAppMessage(data: unknown): InboundAppMessage | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    if (data === 'payment_finished' || data === 'paymentFinished') return { type: 'payment_finished', orderNo: null };
    if (data === 'go_back') return { type: 'go_back' };
    if (!data.startsWith('{') || data.length > 2000) return null;
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case 'payment_finished':
    case 'paymentFinished':
      return {
        type: 'payment_finished',
        orderNo: typeof m.orderNo === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(m.orderNo) ? m.orderNo : null,
      };
    case 'login':
      return typeof m.authorization === 'string' && AUTHORIZATION.test(m.authorization)
        ? { type: 'login', authorization: m.authorization }
        : null;
    case 'theme':
      return m.theme === 'dark' || m.theme === 'light' ? { type: 'theme', theme: m.theme } : null;
    case 'go_back':
      return { type: 'go_back' };
    default:
      return null;
  }
}

type Listener = (message: InboundAppMessage) => void;
const listeners = new Set<Listener>();
let installed = false;

function onWindowMessage(e: MessageEvent) {
  // React Native injects into this window; iframe shells post from the parent
  if (e.source && e.source !== window.parent && e.source !== window) return;
  const message = parseAppMessage(e.data);
  if (message) for (const l of listeners) l(message);
}

/** Listens to the shell's messages (window and document `message` events); returns the unsubscribe. */
export function onAppMessage(listener: Listener): () => void {
  listeners.add(listener);
  if (!installed && typeof window !== 'undefined') {
    installed = true;
    window.addEventListener('message', onWindowMessage);
    document.addEventListener('message', onWindowMessage as EventListener); // React Native on Android
  }
  return () => listeners.delete(listener);
}

/** App payment refresh (docs/product/states.md#payments): first order check 5 s after the payment finished, no more checks after 10 s. */
export const PAYMENT_REFRESH_FIRST_MS = 5000;
export const PAYMENT_REFRESH_STOP_MS = 10_000;
export const PAYMENT_REFRESH_EVERY_MS = 1000;

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * After the shell says the payment finished (docs/product/states.md#payments, docs/product/constants.md#timings): checks the order at 5 s, then every second while
 * `check` answers false (still pending), and stops at 10 s or when `check` answers true (settled).
 * Returns a cancel function.
 */
export function startPaymentRefresh(check: () => Promise<boolean>, timers: Timers = globalThis as unknown as Timers): () => void {
  let elapsed = 0;
  let timer: unknown = null;
  let stopped = false;
  const tick = (wait: number) => {
    timer = timers.setTimeout(() => {
      elapsed += wait;
      void check().then(
        (done) => {
          if (!done && !stopped && elapsed + PAYMENT_REFRESH_EVERY_MS <= PAYMENT_REFRESH_STOP_MS) tick(PAYMENT_REFRESH_EVERY_MS);
        },
        () => {
          if (!stopped && elapsed + PAYMENT_REFRESH_EVERY_MS <= PAYMENT_REFRESH_STOP_MS) tick(PAYMENT_REFRESH_EVERY_MS);
        },
      );
    }, wait);
  };
  tick(PAYMENT_REFRESH_FIRST_MS);
  return () => {
    stopped = true;
    if (timer !== null) timers.clearTimeout(timer);
  };
}

type ExternalOpener = (url: string) => boolean;
let externalOpener: ExternalOpener | null = null;

/** The Telegram feature plugs in `openLink` here: external pages then open the way Telegram allows. */
export function setExternalOpener(opener: ExternalOpener | null): void {
  externalOpener = opener;
}

/**
 * Opens a payment page (docs/product/states.md#payments "others redirect to toPayUrl"): inside Telegram an external page opens with
 * the SDK's `openLink` (a redirect would leave the mini-app); our own pages and everything else redirect.
 * Tells the native shell the payment started.
 */
export function openPaymentPage(url: string, orderNo: string | null = null): void {
  if (orderNo && isInApp()) postToApp({ type: 'payment_started', orderNo });
  let external = false;
  try {
    external = new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    external = false;
  }
  if (external && externalOpener?.(url)) return;
  window.location.assign(url);
}

type UpdateListener = () => void;
const updateListeners = new Set<UpdateListener>();

/** Asks for the app update modal (docs/product/errors.md#client-handling app_version.not_support: "get-new-version prompt in app"). */
export function requestAppUpdate(): void {
  for (const l of updateListeners) l();
}

/** Subscribes to update requests (the modal's host); returns the unsubscribe. */
export function onAppUpdateRequest(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

const signInListeners = new Set<() => void>();

/**
 * A page asked for sign-in while the host signs players in itself (the Telegram mini-app: docs/product/roles.md#app-shell-and-telegram "Telegram
 * mini-app logs in automatically"): lib/modals.ts openAuth calls this instead of opening the web sign-up.
 */
export function requestHostSignIn(): void {
  for (const l of signInListeners) l();
}

/** Subscribes to host sign-in requests (the Telegram feature retries its auto sign-in); returns the unsubscribe. */
export function onHostSignInRequest(listener: () => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}
