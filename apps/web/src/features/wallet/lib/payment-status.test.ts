import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { appRefreshInterval, isFinalStatus, MAX_POLL_MS, orderPollInterval, resultKind } from './payment-status.ts';

describe('payment status', () => {
  it('knows final states', () => {
    expect(isFinalStatus('pending')).toBe(false);
    expect(['paid', 'failed', 'expired'].every((s) => isFinalStatus(s as 'paid'))).toBe(true);
  });
  it('maps to result views', () => {
    expect(resultKind('paid')).toBe('success');
    expect(resultKind('expired')).toBe('failure');
    expect(resultKind(undefined)).toBe('pending');
  });
  it('app card result refreshes from 5 s and stops at 10 s (docs/product/constants.md#timings)', () => {
    expect(appRefreshInterval(0)).toBe(0);
    expect(appRefreshInterval(4999)).toBe(0);
    expect(appRefreshInterval(5000)).toBe(1000);
    expect(appRefreshInterval(9999)).toBe(1000);
    expect(appRefreshInterval(10_000)).toBe(0);
  });
  it('order polls stop on a 4xx and when final, back off while pending, keep trying after a 5xx (docs/payments.md)', () => {
    const st = (over: Partial<Parameters<typeof orderPollInterval>[0]>) => ({
      data: undefined,
      error: null,
      dataUpdateCount: 0,
      errorUpdateCount: 0,
      ...over,
    });
    expect(
      orderPollInterval(st({ error: new ApiError('pay.error.order_not_found', 'Order not found', 404), errorUpdateCount: 1 }), 1500),
    ).toBe(false);
    expect(orderPollInterval(st({ error: new ApiError('validation.failed', 'bad', 400), errorUpdateCount: 1 }), 1500)).toBe(false);
    expect(orderPollInterval(st({ error: new ApiError('error.internal', 'x', 503), errorUpdateCount: 1 }), 1500)).toBe(1500);
    expect(orderPollInterval(st({ data: { status: 'paid' }, dataUpdateCount: 1 }), 1500)).toBe(false);
    expect(orderPollInterval(st({ data: { status: 'pending' }, dataUpdateCount: 9 }), 1500)).toBe(1500);
    expect(orderPollInterval(st({ data: { status: 'pending' }, dataUpdateCount: 10 }), 1500)).toBe(3000);
    expect(orderPollInterval(st({ data: { status: 'pending' }, dataUpdateCount: 25 }), 1500)).toBe(6000);
    expect(orderPollInterval(st({ data: { status: 'pending' }, dataUpdateCount: 500 }), 1500)).toBe(MAX_POLL_MS);
    expect(orderPollInterval(st({ data: { status: 'pending' } }), 0)).toBe(false);
  });
});
