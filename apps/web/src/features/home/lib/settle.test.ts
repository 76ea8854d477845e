import { describe, expect, it } from 'vitest';
import { allSettled, HOME_SETTLE_CAP_MS } from './settle.ts';

describe('home layout gate (docs/benchmarks.md layout shift)', () => {
  it('waits while any query has neither data nor an error', () => {
    expect(allSettled([{ isPending: false }, { isPending: true, fetchStatus: 'fetching' }])).toBe(false);
    expect(allSettled([{ isPending: true, fetchStatus: 'paused' }])).toBe(false);
  });
  it('opens once every query has settled, and for a disabled query (pending but idle: it never loads)', () => {
    expect(allSettled([{ isPending: false }, { isPending: false, fetchStatus: 'fetching' }])).toBe(true);
    expect(allSettled([{ isPending: false }, { isPending: true, fetchStatus: 'idle' }])).toBe(true);
    expect(allSettled([])).toBe(true);
  });
  it('never holds the page for long', () => {
    expect(HOME_SETTLE_CAP_MS).toBeLessThanOrEqual(6_000);
  });
});
