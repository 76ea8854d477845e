import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_CREDITS_CENTS,
  DEMO_DURATION_MS,
  DEMO_OFF,
  demoLeftMs,
  endDemo,
  hasDemoMarker,
  readDemo,
  resetDemoCache,
  spendDemo,
  startDemo,
} from './demo-state.ts';

describe('demo state (docs/product/states.md#demo-mode)', () => {
  const mem = new Map<string, string>();
  beforeEach(() => {
    mem.clear();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
    };
    resetDemoCache();
  });

  it('starts with 100 credits for one hour, and a restart keeps the running clock and credits', () => {
    const s = startDemo(1_000);
    expect(s).toEqual({ on: true, startedAt: 1_000, creditsCents: DEMO_CREDITS_CENTS });
    expect(spendDemo(450, 2_000)).toBe(true);
    expect(startDemo(5_000)).toEqual({ on: true, startedAt: 1_000, creditsCents: DEMO_CREDITS_CENTS - 450 });
    expect(demoLeftMs(readDemo(1_000 + 60_000), 1_000 + 60_000)).toBe(DEMO_DURATION_MS - 60_000);
  });

  it('never spends more than the credits, and nothing when off', () => {
    startDemo(0);
    expect(spendDemo(DEMO_CREDITS_CENTS + 1, 10)).toBe(false);
    expect(spendDemo(DEMO_CREDITS_CENTS, 10)).toBe(true);
    expect(readDemo(10).creditsCents).toBe(0);
    endDemo();
    expect(spendDemo(1, 10)).toBe(false);
  });

  it('ends at the countdown (flag off, start time 0, balance 100) and at sign-up', () => {
    startDemo(0);
    spendDemo(100, 1);
    expect(readDemo(DEMO_DURATION_MS - 1).on).toBe(true);
    expect(readDemo(DEMO_DURATION_MS)).toEqual(DEMO_OFF);
    resetDemoCache();
    expect(JSON.parse(mem.get('hapa.demo')!)).toEqual({ on: false, startedAt: 0, creditsCents: 100_00 });
    startDemo(DEMO_DURATION_MS + 5);
    endDemo();
    expect(readDemo(DEMO_DURATION_MS + 6)).toEqual(DEMO_OFF);
  });

  it('reads a tampered store as off, and finds the sscid_ marker in the address or a cookie', () => {
    mem.set('hapa.demo', JSON.stringify({ on: true, startedAt: 0, creditsCents: -5 }));
    resetDemoCache();
    expect(readDemo(1)).toEqual(DEMO_OFF);
    expect(hasDemoMarker('https://x.test/?sscid_=abc', '')).toBe(true);
    expect(hasDemoMarker('https://x.test/', 'a=1; sscid_x=2')).toBe(true);
    expect(hasDemoMarker('https://x.test/', 'a=1')).toBe(false);
  });
});
