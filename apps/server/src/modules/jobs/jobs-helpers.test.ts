import { describe, expect, it } from 'vitest';
import { metricsFor, sampleOf } from '../../lib/metrics.ts';
import { failureMessage, playersOf, PROVIDER_FAST_ATTEMPTS, slowRetryAfter } from './jobs.service.ts';

describe('job helpers (small)', () => {
  it('playersOf: players ascending without repeats or junk, else the userId, else none', () => {
    expect(playersOf({ payload: { players: [9, 3, 9, -1, 1.5, 'x', 2_147_483_648], userId: 4 } })).toEqual([3, 9]);
    expect(playersOf({ payload: { userId: 4 } })).toEqual([4]);
    expect(playersOf({ payload: { userId: null } })).toEqual([]);
    expect(playersOf({ payload: null })).toEqual([]);
  });

  it("failureMessage: the database's own error and code first, then drizzle's query", () => {
    const pg = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(failureMessage(new Error('Failed query: select 1', { cause: pg }))).toBe('deadlock detected (40P01) in Failed query: select 1');
    expect(failureMessage(new Error('boom'))).toBe('boom');
    expect(failureMessage('plain')).toBe('plain');
  });

  it('slowRetryAfter: rethrows for the fast attempts, then lets the handler schedule its own follow-up; counts each failure', async () => {
    const db = {};
    const metrics = metricsFor(db, { driver: 'pglite' });
    const down = new Error('503');
    const job = (attempts: number) => ({ kind: 'pay.ton_poll', attempts });
    for (let attempts = 0; attempts < PROVIDER_FAST_ATTEMPTS - 1; attempts++)
      expect(() => slowRetryAfter(db, job(attempts), down, { provider: 'ton' }, 'x')).toThrow(down);
    expect(() => slowRetryAfter(db, job(PROVIDER_FAST_ATTEMPTS - 1), down, { provider: 'ton' }, 'x')).not.toThrow();
    // handed over well before the queue gives a job up (10 attempts)
    expect(PROVIDER_FAST_ATTEMPTS).toBeLessThan(10);
    const text = await metrics.registry.metrics();
    expect(sampleOf(text, 'hapa_provider_failures_total', { provider: 'ton', job: 'pay.ton_poll' })).toBe(PROVIDER_FAST_ATTEMPTS);
    expect(sampleOf(text, 'hapa_provider_failures_total', { provider: 'nowpayments' })).toBe(0);
  });
});
