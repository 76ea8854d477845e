/**
 * The app's API instance: session header, 401 -> sign-out + auth modal, 403 -> sign-out + sign-up (in the
 * app shell: user re-read first), no response -> one toast and a reload after 3 s (spec §8).
 */
import { createApiClient, RELOAD_DELAY_MS } from './api-client.ts';
import { createForbiddenHandler } from './api-forbidden.ts';
import { isInApp, requestAppUpdate } from './app-shell.ts';
import { currentRequestHeaders } from './request-headers.ts';
import { openAuth } from './modals.ts';
import { clearSession, getAuthorization } from './session.ts';
import { showToast } from './toast-store.ts';
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

/** HTTP 403 (spec §8): sign out and open sign-up; in the app shell re-read the user first (lib/api-forbidden.ts). */
const handleForbidden = createForbiddenHandler({
  inApp: isInApp,
  clearSession,
  openSignUp: () => openAuth('signup'),
  reReadUser: () => api('/user/base_info'),
});

/** `api<T>(path, options)`: see {@link createApiClient}. */
export const api = createApiClient({
  // every request names the shown language (issue 17), so error texts and mails come in it
  fetch: (input, init) => globalThis.fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), 'X-Lang': currentLanguage() } }),
  getAuthorization,
  onUnauthorized: handleUnauthorized,
  onForbidden: handleForbidden,
  onNoResponse: handleNoResponse,
  getHeaders: currentRequestHeaders,
  // spec §8 app_version.not_support: the app update modal (a legacy 1.0.x app shell)
  onErrorKey: (key) => {
    if (key === 'app_version.not_support') requestAppUpdate();
  },
});
