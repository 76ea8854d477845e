import { describe, expect, it } from 'vitest';
import { appRefreshInterval, isFinalStatus, resultKind } from './payment-status.ts';

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
  it('app card result refreshes from 5 s and stops at 10 s (spec §9)', () => {
    expect(appRefreshInterval(0)).toBe(0);
    expect(appRefreshInterval(4999)).toBe(0);
    expect(appRefreshInterval(5000)).toBe(1000);
    expect(appRefreshInterval(9999)).toBe(1000);
    expect(appRefreshInterval(10_000)).toBe(0);
  });
});
