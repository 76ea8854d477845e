import type { OrderStatus } from '@hapa/contracts';
import { ApiError } from '../../../lib/api-error.ts';

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

/** App card result (docs/product/constants.md#timings "After app payment finished, order refresh after 5 s and stops after 10 s"), ms. */
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

/** Longest wait between two order polls while an order stays pending, ms. */
export const MAX_POLL_MS = 12_000;
/** Polls at the base pace before slowing down. */
const POLLS_BEFORE_BACKOFF = 10;

/** The parts of a TanStack query state an order poll looks at. */
export interface PollState {
  data?: { status: OrderStatus } | undefined;
  error: unknown;
  dataUpdateCount: number;
  errorUpdateCount: number;
}

/**
 * Next poll of an order page (docs/payments.md), ms, or false to stop: stops on a 4xx (unknown / invalid / not your
 * order: polling cannot change that, the page shows the error) and once the order is final; while pending
 * it polls every `baseMs` for the first 10 polls, then doubles every 10 polls up to MAX_POLL_MS.
 */
export function orderPollInterval(state: PollState, baseMs: number): number | false {
  if (baseMs <= 0) return false;
  if (state.error instanceof ApiError && state.error.status >= 400 && state.error.status < 500) return false;
  if (state.data && state.data.status !== 'pending') return false;
  const polls = state.dataUpdateCount + state.errorUpdateCount;
  return Math.min(MAX_POLL_MS, baseMs * 2 ** Math.floor(polls / POLLS_BEFORE_BACKOFF));
}
