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
