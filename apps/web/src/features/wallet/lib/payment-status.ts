import type { OrderStatus } from '@hapa/contracts';

/** How often /payment-result polls the order, in ms. */
export const POLL_MS = 1500;
/** After this long still pending, the page says so (it keeps polling). */
export const PENDING_HINT_MS = 15_000;

/** True once an order can no longer change. */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'paid' || status === 'failed' || status === 'expired';
}

/** The result view for a status: success, failure or still waiting. */
export function resultKind(status: OrderStatus | undefined): 'success' | 'failure' | 'pending' {
  if (status === 'paid') return 'success';
  if (status === 'failed' || status === 'expired') return 'failure';
  return 'pending';
}

/** App card result (spec §9 "After app payment finished, order refresh after 5 s and stops after 10 s"), ms. */
export const APP_REFRESH_START_MS = 5000;
export const APP_REFRESH_STOP_MS = 10_000;
export const APP_REFRESH_EVERY_MS = 1000;

/**
 * Poll interval of the app card result page `elapsedMs` after it opened: none before 5 s, every second
 * until 10 s, then none.
 */
export function appRefreshInterval(elapsedMs: number): number {
  return elapsedMs >= APP_REFRESH_START_MS && elapsedMs < APP_REFRESH_STOP_MS ? APP_REFRESH_EVERY_MS : 0;
}
