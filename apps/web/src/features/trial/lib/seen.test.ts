import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrialInfo } from '@hapa/contracts';
import { markTrialSeen, seenTrialIds, unseenTrial } from './seen.ts';

const info = (status: 'available' | 'used' | 'expired', id = 7) =>
  ({ voucher: { id, status, expiresAt: '2030-01-01T00:00:00Z', source: 'trial_welcome' } }) as TrialInfo;

const g = globalThis as unknown as { localStorage?: unknown };

describe('Lucky Trial modal: once per voucher (small)', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    g.localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
  });
  afterEach(() => {
    delete g.localStorage;
  });
  it('announces an available voucher not seen before, once, per player', () => {
    expect(unseenTrial(info('available'), seenTrialIds(1))).toMatchObject({ id: 7 });
    markTrialSeen(1, 7);
    expect(unseenTrial(info('available'), seenTrialIds(1))).toBeNull();
    expect(unseenTrial(info('available'), seenTrialIds(2))).toMatchObject({ id: 7 });
    expect(unseenTrial(info('available', 8), seenTrialIds(1))).toMatchObject({ id: 8 });
  });
  it('never announces a used or expired voucher, or none', () => {
    expect(unseenTrial(info('used'), [])).toBeNull();
    expect(unseenTrial(info('expired'), [])).toBeNull();
    expect(unseenTrial(undefined, [])).toBeNull();
  });
});
