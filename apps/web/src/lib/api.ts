/**
 * The app's API instance: session header, 401 -> sign-out + auth modal, 403 -> sign-out + sign-up (in the
 * app shell: user re-read first), no response -> one toast and a reload after 3 s (docs/product/errors.md#client-handling).
 */
import { createApiClient, RELOAD_DELAY_MS } from './api-client.ts';
import { createForbiddenHandler } from './api-forbidden.ts';
import { isInApp, requestAppUpdate } from './app-shell.ts';
import { currentRequestHeaders } from './request-headers.ts';
import { openAuth } from './modals.ts';
import { clearSession, getAuthorization } from './session.ts';
import { showToast } from './toast-store.ts';
import { yieldToBrowser } from './when-idle.ts';
import { currentLanguage, i18n } from './i18n/index.ts';

let reloadScheduled = false;

function handleNoResponse() {
  if (reloadScheduled) return;
  reloadScheduled = true;
  showToast(i18n.t('common.timeout'), 'error', RELOAD_DELAY_MS + 500);
  setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

function handleUnauthorized(hadSession: boolean) {
  clearSession();
  openAuth(hadSession ? 'login' : 'signup');
}

/** HTTP 403 (docs/product/errors.md#client-handling): sign out and open sign-up; in the app shell re-read the user first (lib/api-forbidden.ts). */
const handleForbidden = createForbiddenHandler({
  inApp: isInApp,
  clearSession,
  openSignUp: () => openAuth('signup'),
  reReadUser: () => api('/user/base_info'),
});

const inBrowser = () => typeof window !== 'undefined';

let apiFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * Where `api` sends its requests: the browser's fetch, or the server's in-process one while it renders a first
 * screen (entry-server.tsx; the server renders anonymous pages only, so nothing of a visitor's is sent).
 */
export function setApiFetch(fetcher: typeof fetch): void {
  apiFetch = fetcher;
}

/** `api<T>(path, options)`: see {@link createApiClient}. */
export const api = createApiClient({
  // every request names the shown language (docs/architecture/web-app.md), so error texts and mails come in it
  fetch: (input, init) =>
    apiFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), 'X-Lang': currentLanguage() } }),
  getAuthorization,
  // in the browser only: on the server (a first-screen render, entry-server.tsx) a failed read just leaves the page
  // to the static shell; signing out, opening a modal or reloading there would change state every render shares
  onUnauthorized: (hadSession) => inBrowser() && handleUnauthorized(hadSession),
  onForbidden: (key) => inBrowser() && handleForbidden(key),
  onNoResponse: () => inBrowser() && handleNoResponse(),
  getHeaders: currentRequestHeaders,
  // a read is built and sent in a task of its own (docs/architecture/web-app.md#reads-yield)
  beforeRead: () => (inBrowser() ? yieldToBrowser() : Promise.resolve()),
  // docs/product/errors.md#client-handling app_version.not_support: the app update modal (a legacy 1.0.x app shell)
  onErrorKey: (key) => {
    if (key === 'app_version.not_support' && inBrowser()) requestAppUpdate();
  },
});
