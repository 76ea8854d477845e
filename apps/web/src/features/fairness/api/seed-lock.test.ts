import { describe, expect, it } from 'vitest';
import type { SeedInfo } from '@hapa/contracts';
import { releaseLockOnRefresh, resetSeedLockLoad } from './seed-lock.ts';

const info = (type: number, has_lock: boolean): SeedInfo => ({
  type,
  has_lock,
  current_client_seed: 'c',
  current_server_seed_hashed: 'h',
  next_server_seed_hashed: 'n',
  nonce: 0,
  history: [],
});

describe('seed lock released on page refresh (docs/product/states.md#seed-lock)', () => {
  it('releases a lock found by the first seed info of a type after a load, and no later one', () => {
    resetSeedLockLoad();
    const released: number[] = [];
    const release = (t: number) => released.push(t);
    expect(releaseLockOnRefresh(info(3, true), release)).toBe(true);
    // locked again during this load: kept
    expect(releaseLockOnRefresh(info(3, true), release)).toBe(false);
    // another type is independent; unlocked needs nothing
    expect(releaseLockOnRefresh(info(2, false), release)).toBe(false);
    expect(releaseLockOnRefresh(info(2, true), release)).toBe(false);
    expect(released).toEqual([3]);
  });
});
