import { describe, expect, it } from 'vitest';
import { COALESCE_FROM_MS, COALESCE_SLACK_MS, CoalescedTimeouts, type PlatformTimers } from './coalesced-timeouts.ts';

/** A platform whose clock moves only when told, with its timers and microtasks run by `advance`. */
function fakePlatform() {
  let now = 1_000_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; cb: () => void }>();
  const micro: (() => void)[] = [];
  const log = { set: 0, cleared: 0 };
  const platform: PlatformTimers = {
    setTimeout: (cb, delay) => {
      log.set += 1;
      timers.set(nextId, { at: now + delay, cb });
      return nextId++;
    },
    clearTimeout: (id) => {
      log.cleared += 1;
      timers.delete(id as number);
    },
    setInterval: () => 0,
    clearInterval: () => undefined,
    now: () => now,
    defer: (cb) => micro.push(cb),
  };
  const drain = () => {
    while (micro.length) micro.shift()!();
  };
  /** moves the clock by `ms`, running each platform timer at its time (microtasks after each) */
  const advance = (ms: number) => {
    drain();
    const end = now + ms;
    for (;;) {
      const next = [...timers].filter(([, t]) => t.at <= end).sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
      if (!next) break;
      timers.delete(next[0]);
      now = Math.max(now, next[1].at);
      next[1].cb();
      drain();
    }
    now = end;
  };
  return { platform, log, advance, drain, timers, clock: () => now };
}

describe('CoalescedTimeouts (docs/architecture/web-app.md#query-timers)', () => {
  it('a burst of long timeouts set and cleared in one task arms one platform timer', () => {
    const f = fakePlatform();
    const t = new CoalescedTimeouts(f.platform);
    const ids = Array.from({ length: 50 }, (_, i) => t.setTimeout(() => undefined, 300_000 - i * 10));
    for (const id of ids.slice(0, 48)) t.clearTimeout(id);
    f.drain();
    expect(f.log).toEqual({ set: 1, cleared: 0 });
    expect(t.pending).toBe(2);
  });

  it('never runs a timeout early, runs it at most the slack late, and runs those due together in the order they were set', () => {
    const f = fakePlatform();
    const t = new CoalescedTimeouts(f.platform);
    const ran: [string, number][] = [];
    const start = f.clock();
    t.setTimeout(() => ran.push(['b', f.clock() - start]), 30_100);
    t.setTimeout(() => ran.push(['a', f.clock() - start]), 30_000);
    t.setTimeout(() => ran.push(['c', f.clock() - start]), 30_100);
    t.setTimeout(() => ran.push(['d', f.clock() - start]), 60_000);
    f.advance(29_999);
    expect(ran).toEqual([]);
    f.advance(30_000 + COALESCE_SLACK_MS - 29_999);
    expect(ran.map(([k]) => k)).toEqual(['a', 'b', 'c']);
    for (const [k, at] of ran) expect(at, k).toBeGreaterThanOrEqual(k === 'a' ? 30_000 : 30_100);
    for (const [, at] of ran) expect(at).toBeLessThanOrEqual(30_000 + COALESCE_SLACK_MS);
    f.advance(60_000);
    expect(ran.map(([k]) => k)).toEqual(['a', 'b', 'c', 'd']);
    expect(ran[3]![1]).toBeGreaterThanOrEqual(60_000);
    expect(ran[3]![1]).toBeLessThanOrEqual(60_000 + COALESCE_SLACK_MS);
  });

  it('a cleared timeout never runs; a new earlier deadline re-arms the platform timer', () => {
    const f = fakePlatform();
    const t = new CoalescedTimeouts(f.platform);
    const ran: string[] = [];
    t.setTimeout(() => ran.push('late'), 300_000);
    const gone = t.setTimeout(() => ran.push('cleared'), 5_000);
    f.drain();
    t.clearTimeout(gone);
    f.advance(10_000);
    expect(ran).toEqual([]);
    t.setTimeout(() => ran.push('soon'), 2_000);
    f.advance(2_000 + COALESCE_SLACK_MS);
    expect(ran).toEqual(['soon']);
    f.advance(300_000);
    expect(ran).toEqual(['soon', 'late']);
    expect(t.pending).toBe(0);
  });

  it('a timeout set from a running one is kept; one that throws does not stop the others', () => {
    const f = fakePlatform();
    const t = new CoalescedTimeouts(f.platform);
    const ran: string[] = [];
    t.setTimeout(() => {
      ran.push('first');
      throw new Error('boom');
    }, 1_000);
    t.setTimeout(() => {
      ran.push('second');
      t.setTimeout(() => ran.push('third'), 1_000);
    }, 1_000);
    // the error is thrown from a platform timer of its own, after both have run
    expect(() => f.advance(1_000 + COALESCE_SLACK_MS)).toThrow('boom');
    expect(ran).toEqual(['first', 'second']);
    f.advance(1_000 + COALESCE_SLACK_MS);
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('shorter timeouts go to the platform as they are', () => {
    const f = fakePlatform();
    const t = new CoalescedTimeouts(f.platform);
    const ran: string[] = [];
    const id = t.setTimeout(() => ran.push('short'), COALESCE_FROM_MS - 1);
    expect(id).toBeGreaterThan(0);
    expect(f.log.set).toBe(1);
    f.advance(COALESCE_FROM_MS - 1);
    expect(ran).toEqual(['short']);
    const cleared = t.setTimeout(() => ran.push('never'), 0);
    t.clearTimeout(cleared);
    f.advance(10);
    expect(ran).toEqual(['short']);
    expect(f.log.cleared).toBe(1);
  });

  it('a deadline past the longest platform delay waits in steps, not at once', () => {
    const f = fakePlatform();
    const t = new CoalescedTimeouts(f.platform);
    const ran: string[] = [];
    t.setTimeout(() => ran.push('in 30 days'), 30 * 86_400_000);
    f.advance(2_147_483_647);
    expect(ran).toEqual([]);
    expect(f.log.set).toBe(2);
    f.advance(30 * 86_400_000);
    expect(ran).toEqual(['in 30 days']);
  });
});
