import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { failureMessage, JobsService, playersOf } from './jobs.service.ts';
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
      await workers[0]!.schedule(db, {
        kind: 'probe',
        dedupeKey: `probe:${i}`,
        payload: { key: `k${i}` },
        dueAt: new Date(Date.now() - 1000),
      });
      await workers[0]!.schedule(db, {
        kind: 'probe',
        dedupeKey: `probe:${i}`,
        payload: { key: `dup${i}` },
        dueAt: new Date(Date.now() - 1000),
      });
    }
    await workers[0]!.schedule(db, {
      kind: 'probe',
      dedupeKey: 'probe:future',
      payload: { key: 'future' },
      dueAt: new Date(Date.now() + 3_600_000),
    });
    await Promise.all([workers[0]!.runDue(100), workers[1]!.runDue(100)]);
    const rows = (await db.execute(sql`select job_key, count(*)::int as n from job_probe group by job_key`)) as unknown as {
      rows: { job_key: string; n: number }[];
    };
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
    for (let i = 0; i < 300; i++)
      await loop.schedule(db, { kind: 'slow', dedupeKey: `slow:${i}`, payload: { key: `s${i}` }, dueAt: new Date(Date.now() - 1000) });
    for (let i = 0; i < 100; i++)
      await loop.schedule(db, {
        kind: 'event:probe',
        dedupeKey: `event:probe:${i}`,
        payload: { key: `e${i}` },
        dueAt: new Date(Date.now() - 1000),
      });
    loop.start();
    const deadline = Date.now() + 60_000;
    const done = async () =>
      Number(
        (
          (await db.execute(
            sql`select count(*)::int as n from scheduled_jobs where kind in ('slow', 'event:probe') and done_at is null`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      ) === 0;
    while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await loop.stop();
    const rows = (await db.execute(sql`select count(*)::int as n, count(distinct job_key)::int as d from job_probe3`)) as unknown as {
      rows: { n: number; d: number }[];
    };
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
    const row = (await db.execute(
      sql`select attempts, last_error, done_at from scheduled_jobs where dedupe_key = 'flaky:1'`,
    )) as unknown as { rows: any[] };
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
    for (const key of ['a', 'bad', 'b', 'c'])
      await w.schedule(db, { kind: 'mixed', dedupeKey: `mixed:${key}`, payload: { key }, dueAt: new Date(Date.now() - 100) });
    expect(await w.runDue()).toBe(4);
    const keys = (await db.execute(sql`select job_key from job_probe2 order by job_key`)) as unknown as { rows: { job_key: string }[] };
    expect(keys.rows.map((r) => r.job_key)).toEqual(['a', 'b', 'c']);
    expect(afterCommit.sort()).toEqual(['a', 'b', 'c']);
    const rows = (await db.execute(
      sql`select dedupe_key, attempts, done_at is not null as done, last_error from scheduled_jobs where kind = 'mixed' order by dedupe_key`,
    )) as unknown as { rows: any[] };
    expect(rows.rows).toEqual([
      { dedupe_key: 'mixed:a', attempts: 1, done: true, last_error: null },
      { dedupe_key: 'mixed:b', attempts: 1, done: true, last_error: null },
      { dedupe_key: 'mixed:bad', attempts: 1, done: false, last_error: 'bad job' },
      { dedupe_key: 'mixed:c', attempts: 1, done: true, last_error: null },
    ]);
  });

  it.runIf(driver === 'postgres')(
    'two batches that share players wait for each other instead of deadlocking (one advisory lock per player, ascending)',
    async () => {
      const db = t.s.dbHandle.db;
      await db.execute(sql`create table if not exists job_lock_probe (player int primary key, n int not null default 0)`);
      await db.execute(sql`insert into job_lock_probe (player) values (1), (2), (4) on conflict do nothing`);
      const clock = { now: () => new Date() };
      const [a, b] = [new JobsService(db, clock), new JobsService(db, clock)];
      let aRunning!: () => void;
      const aStarted = new Promise<void>((r) => (aRunning = r));
      let runs = 0;
      /** locks each of its players' rows in turn (ascending, as handlers do), 0.3 s apart */
      const handler = async (tx: Tx, p: { players: number[]; first?: boolean }) => {
        runs++;
        for (const player of p.players) {
          await tx.execute(sql`update job_lock_probe set n = n + 1 where player = ${player}`);
          if (p.first) aRunning();
          await tx.execute(sql`select pg_sleep(0.3)`);
        }
      };
      for (const w of [a!, b!]) w.register('event:lockprobe', handler);
      // only these four are due (the app's own timers and deliveries in this database would take places in the batches)
      await db.execute(sql`update scheduled_jobs set due_at = due_at + interval '1 day' where done_at is null`);
      // A's batch (due first): [1, 4] then [2]; B's: [2] then [4]. Row locks alone: A holds 4 and waits for 2, B holds 2
      // and waits for 4 (PostgreSQL kills one batch after deadlock_timeout, which then runs again)
      const jobs = [{ players: [1, 4], first: true }, { players: [2] }, { players: [2] }, { players: [4] }];
      for (const [i, payload] of jobs.entries())
        await a!.schedule(db, {
          kind: 'event:lockprobe',
          dedupeKey: `lockprobe:${i}`,
          payload,
          dueAt: new Date(Date.now() - 10_000 + i * 1000),
        });
      const ranA = a!.runDue(2);
      await aStarted;
      const ranB = b!.runDue(2);
      expect(await Promise.all([ranA, ranB])).toEqual([2, 2]);
      expect(runs).toBe(4); // no batch rolled back and ran again
      const rows = (await db.execute(sql`select player, n from job_lock_probe order by player`)) as unknown as {
        rows: { player: number; n: number }[];
      };
      expect(rows.rows).toEqual([
        { player: 1, n: 1 },
        { player: 2, n: 2 },
        { player: 4, n: 2 },
      ]);
    },
  );
});

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
});
