import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { JobsService } from './jobs.service.ts';
import type { Tx } from '../../db/client.ts';

describe.each(DRIVERS)('scheduled jobs on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('runs due jobs once, dedupes scheduling, and two workers never double-run a job', async () => {
    const db = t.s.dbHandle.db;
    await db.execute(sql`create table if not exists job_probe (job_key text not null)`);
    const clock = { now: () => new Date() };
    const workers = [new JobsService(db, clock), new JobsService(db, clock)];
    for (const w of workers) {
      w.register('probe', async (tx, payload: { key: string }) => {
        await tx.execute(sql`insert into job_probe (job_key) values (${payload.key})`);
      });
    }
    for (let i = 0; i < 40; i++) {
      await workers[0]!.schedule(db, { kind: 'probe', dedupeKey: `probe:${i}`, payload: { key: `k${i}` }, dueAt: new Date(Date.now() - 1000) });
      await workers[0]!.schedule(db, { kind: 'probe', dedupeKey: `probe:${i}`, payload: { key: `dup${i}` }, dueAt: new Date(Date.now() - 1000) });
    }
    await workers[0]!.schedule(db, { kind: 'probe', dedupeKey: 'probe:future', payload: { key: 'future' }, dueAt: new Date(Date.now() + 3_600_000) });
    await Promise.all([workers[0]!.runDue(100), workers[1]!.runDue(100)]);
    const rows = (await db.execute(sql`select job_key, count(*)::int as n from job_probe group by job_key`)) as unknown as { rows: { job_key: string; n: number }[] };
    expect(rows.rows).toHaveLength(40);
    expect(rows.rows.every((r) => r.n === 1 && r.job_key.startsWith('k'))).toBe(true);
  });

  it('the loop adds workers for timers while jobs pile up (up to its limit), keeps event deliveries to one, runs each job once, stops cleanly', async () => {
    const db = t.s.dbHandle.db;
    await db.execute(sql`create table if not exists job_probe3 (job_key text not null)`);
    const workers = driver === 'postgres' ? 3 : 1;
    const loop = new JobsService(driver === 'postgres' ? t.s.dbHandle.background : db, { now: () => new Date() }, 20, db, workers);
    /** A handler that records how many of its jobs ran at once (at most), each writing its key and waiting 2 ms. */
    const overlapProbe = () => {
      const seen = { inFlight: 0, most: 0 };
      const handler = async (tx: Tx, p: { key: string }) => {
        seen.most = Math.max(seen.most, ++seen.inFlight);
        await tx.execute(sql`insert into job_probe3 (job_key) values (${p.key})`);
        await new Promise((r) => setTimeout(r, 2));
        seen.inFlight--;
      };
      return { seen, handler };
    };
    const timers = overlapProbe();
    loop.register('slow', timers.handler);
    // event deliveries run one batch at a time per instance, whatever the workers (their handlers could deadlock)
    const deliveries = overlapProbe();
    loop.register('event:probe', deliveries.handler);
    for (let i = 0; i < 300; i++) await loop.schedule(db, { kind: 'slow', dedupeKey: `slow:${i}`, payload: { key: `s${i}` }, dueAt: new Date(Date.now() - 1000) });
    for (let i = 0; i < 100; i++) await loop.schedule(db, { kind: 'event:probe', dedupeKey: `event:probe:${i}`, payload: { key: `e${i}` }, dueAt: new Date(Date.now() - 1000) });
    loop.start();
    const deadline = Date.now() + 60_000;
    const done = async () => Number(((await db.execute(sql`select count(*)::int as n from scheduled_jobs where kind in ('slow', 'event:probe') and done_at is null`)) as unknown as { rows: { n: number }[] }).rows[0]!.n) === 0;
    while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await loop.stop();
    const rows = (await db.execute(sql`select count(*)::int as n, count(distinct job_key)::int as d from job_probe3`)) as unknown as { rows: { n: number; d: number }[] };
    expect(rows.rows[0]).toEqual({ n: 400, d: 400 });
    expect(deliveries.seen.most).toBe(1);
    // batches ran side by side on PostgreSQL (each handler waits 2 ms, so overlapping batches show), one at a time on PGlite
    if (driver === 'postgres') expect(timers.seen.most).toBeGreaterThan(1);
    else expect(timers.seen.most).toBe(1);
  });

  it('retries a failing handler later and keeps its error', async () => {
    const db = t.s.dbHandle.db;
    const w = new JobsService(db, { now: () => new Date() });
    let calls = 0;
    w.register('flaky', async () => {
      calls++;
      throw new Error('boom');
    });
    await w.schedule(db, { kind: 'flaky', dedupeKey: 'flaky:1', payload: {}, dueAt: new Date(Date.now() - 10) });
    await w.runDue();
    expect(calls).toBe(1);
    const row = (await db.execute(sql`select attempts, last_error, done_at from scheduled_jobs where dedupe_key = 'flaky:1'`)) as unknown as { rows: any[] };
    expect(row.rows[0]).toMatchObject({ attempts: 1, last_error: 'boom', done_at: null });
  });

  it('a failing job in a batch is rolled back alone: the others commit, it is retried later', async () => {
    const db = t.s.dbHandle.db;
    await db.execute(sql`create table if not exists job_probe2 (job_key text not null)`);
    const w = new JobsService(db, { now: () => new Date() });
    const afterCommit: string[] = [];
    w.register('mixed', async (tx, p: { key: string }) => {
      await tx.execute(sql`insert into job_probe2 (job_key) values (${p.key})`);
      if (p.key === 'bad') throw new Error('bad job');
      return () => void afterCommit.push(p.key);
    });
    for (const key of ['a', 'bad', 'b', 'c']) await w.schedule(db, { kind: 'mixed', dedupeKey: `mixed:${key}`, payload: { key }, dueAt: new Date(Date.now() - 100) });
    expect(await w.runDue()).toBe(4);
    const keys = (await db.execute(sql`select job_key from job_probe2 order by job_key`)) as unknown as { rows: { job_key: string }[] };
    expect(keys.rows.map((r) => r.job_key)).toEqual(['a', 'b', 'c']);
    expect(afterCommit.sort()).toEqual(['a', 'b', 'c']);
    const rows = (await db.execute(sql`select dedupe_key, attempts, done_at is not null as done, last_error from scheduled_jobs where kind = 'mixed' order by dedupe_key`)) as unknown as { rows: any[] };
    expect(rows.rows).toEqual([
      { dedupe_key: 'mixed:a', attempts: 1, done: true, last_error: null },
      { dedupe_key: 'mixed:b', attempts: 1, done: true, last_error: null },
      { dedupe_key: 'mixed:bad', attempts: 1, done: false, last_error: 'bad job' },
      { dedupe_key: 'mixed:c', attempts: 1, done: true, last_error: null },
    ]);
  });
});
