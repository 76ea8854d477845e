/**
 * The app's API instance: session header, 401 -> sign-out + auth modal, no response -> one toast
 * and a reload after 3 s (spec §8).
 */
import { createApiClient, RELOAD_DELAY_MS } from './api-client.ts';
import { openAuth } from './modals.ts';
import { clearSession, getAuthorization } from './session.ts';
import { showToast } from './toast-store.ts';
import { i18n } from './i18n/index.ts';

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

/**
 * Account-level 403s (spec §8 "HTTP 403: logout and open sign-up"). Business refusals that also answer 403
 * (battle VIP or creator rules, deposits closed) keep the player signed in.
 */
export const LOGOUT_ON_403 = new Set(['error.access.forbidden', 'user.error.disabled']);

function handleForbidden(key: string) {
  if (!LOGOUT_ON_403.has(key)) return;
  clearSession();
  openAuth('signup');
}

/** `api<T>(path, options)`: see {@link createApiClient}. */
export const api = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  getAuthorization,
  onUnauthorized: handleUnauthorized,
  onForbidden: handleForbidden,
  onNoResponse: handleNoResponse,
});
