/**
 * API client of the console: the operator's own session header; a 401 (session gone or expired) signs the
 * operator out of the console (the sign-in page shows); a 403 is a role refusal shown where it happened.
 */
import { createApiClient } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { clearOpsSession, getOpsSession } from './session.ts';

export const opsApi = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  getAuthorization: () => getOpsSession()?.authorization ?? null,
  onUnauthorized: () => clearOpsSession(),
  onNoResponse: () => showToast(i18n.t('ops.common.noResponse'), 'error'),
});

/** A fresh idempotency key for one operator action (a retry of the same form reuses it). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
