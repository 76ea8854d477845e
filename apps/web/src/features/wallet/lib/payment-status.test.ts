import { describe, expect, it } from 'vitest';
import { isFinalStatus, resultKind } from './payment-status.ts';

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
});
