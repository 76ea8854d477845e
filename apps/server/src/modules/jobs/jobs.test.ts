import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { JobPayloadError, JobsService, type EventDelivery, type JobSchemaMap } from './jobs.service.ts';
import type { Db, Tx } from '../../db/client.ts';
import { insertJob } from './jobs.repo.ts';

/** The job map of these tests (docs/architecture/events-and-jobs.md#job-kinds): their own timer kinds. */
const TEST_JOBS = {
  probe: z.object({ key: z.string() }),
  slow: z.object({ key: z.string() }),
  flaky: z.object({}),
  mixed: z.object({ key: z.string() }),
  checked: z.object({ key: z.string(), n: z.number().int() }),
  batched: z.object({ key: z.string() }),
} satisfies JobSchemaMap;
/** A JobsService on the test job map. */
const testJobs = (db: Db, clock = { now: () => new Date() }, pollMs = 250, metricsDb: object = db, workers = 1) =>
  new JobsService(db, clock, pollMs, metricsDb, workers, TEST_JOBS);
/** A domain-event delivery's payload (the envelope the `event:*` kinds carry) with `payload` and `players`. */
const delivery = (id: number, payload: object, players?: number[]): EventDelivery => ({
  id,
  type: 'box.opened',
  userId: null,
  ...(players ? { players } : {}),
  payload: payload as EventDelivery['payload'],
  createdAt: new Date().toISOString(),
});

describe.each(DRIVERS)('scheduled jobs on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  // each test starts from an empty queue: a job an earlier test left to retry (backoff 1 s) must not fall due in a
  // later test's runDue on a slow machine (CI saw the flaky handler run twice through such a leftover batch-mate)
  beforeEach(async () => {
    await t.s.dbHandle.db.execute(sql`update scheduled_jobs set done_at = now() where done_at is null`);
  });
  afterAll(async () => t?.close());

  it('a batch handler gets all the jobs of its kind in a batch in one call; when it throws, each job runs alone and only the failing one is retried', async () => {
    const db = t.s.dbHandle.db;
    const jobs = testJobs(db);
    const calls: string[][] = [];
    jobs.registerBatch('batched', async (_tx, payloads) => {
      calls.push(payloads.map((p) => p.key));
      if (payloads.some((p) => p.key === 'bad')) throw new Error('a bad one');
    });
    const due = new Date(Date.now() - 1000);
    for (const key of ['a', 'b', 'c'])
      await jobs.schedule(db, { kind: 'batched', dedupeKey: `batched:${key}`, payload: { key }, dueAt: due });
    await jobs.runDue(100);
    expect(calls).toEqual([['a', 'b', 'c']]);

    calls.length = 0;
    for (const key of ['d', 'bad', 'e'])
      await jobs.schedule(db, { kind: 'batched', dedupeKey: `batched:${key}`, payload: { key }, dueAt: due });
    await jobs.runDue(100);
    // the batch call fails and rolls back; the batch runs again guarded, one job per call
    expect(calls).toEqual([['d', 'bad', 'e'], ['d'], ['bad'], ['e']]);
    const rows = (await db.execute(
      sql`select dedupe_key, attempts, done_at is not null as done from scheduled_jobs where dedupe_key like 'batched:%' order by id`,
    )) as unknown as { rows: { dedupe_key: string; attempts: number; done: boolean }[] };
    expect(rows.rows.map((r) => [r.dedupe_key, r.done])).toEqual([
      ['batched:a', true],
      ['batched:b', true],
      ['batched:c', true],
      ['batched:d', true],
      ['batched:bad', false],
      ['batched:e', true],
    ]);
    expect(rows.rows.find((r) => r.dedupe_key === 'batched:bad')!.attempts).toBe(1);
  });

  it('runs due jobs once, dedupes scheduling, and two workers never double-run a job', async () => {
    const db = t.s.dbHandle.db;
    await db.execute(sql`create table if not exists job_probe (job_key text not null)`);
    const clock = { now: () => new Date() };
    const workers = [testJobs(db, clock), testJobs(db, clock)];
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
    const loop = testJobs(driver === 'postgres' ? t.s.dbHandle.background : db, { now: () => new Date() }, 20, db, workers);
    /** A handler that records how many of its jobs ran at once (at most), each writing its key and waiting 2 ms. */
    const overlapProbe = () => {
      const seen = { inFlight: 0, most: 0 };
      const handler = async (tx: Tx, key: string) => {
        seen.most = Math.max(seen.most, ++seen.inFlight);
        await tx.execute(sql`insert into job_probe3 (job_key) values (${key})`);
        await new Promise((r) => setTimeout(r, 2));
        seen.inFlight--;
      };
      return { seen, handler };
    };
    const timers = overlapProbe();
    loop.register('slow', (tx, p) => timers.handler(tx, p.key));
    // event deliveries run one batch at a time per instance, whatever the workers (their handlers could deadlock)
    const deliveries = overlapProbe();
    loop.register('event:probe', (tx, e) => deliveries.handler(tx, (e.payload as unknown as { key: string }).key));
    for (let i = 0; i < 300; i++)
      await loop.schedule(db, { kind: 'slow', dedupeKey: `slow:${i}`, payload: { key: `s${i}` }, dueAt: new Date(Date.now() - 1000) });
    for (let i = 0; i < 100; i++)
      await loop.schedule(db, {
        kind: 'event:probe',
        dedupeKey: `event:probe:${i}`,
        payload: delivery(i + 1, { key: `e${i}` }),
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

  it('a delivered event leaves the queue; a timer keeps its row, so its dedupe key still refuses a second schedule; a failing delivery keeps its row and error', async () => {
    const db = t.s.dbHandle.db;
    const w = testJobs(db);
    let down = true;
    w.register('event:probe', async (_tx, e) => {
      if ((e.payload as unknown as { key: string }).key === 'flaky' && down) throw new Error('consumer down');
    });
    w.register('probe', async () => undefined);
    const due = new Date(Date.now() - 1000);
    const keys = ['queue:event:ok', 'queue:event:flaky', 'queue:timer'];
    await w.schedule(db, { kind: 'event:probe', dedupeKey: keys[0]!, payload: delivery(9001, { key: 'ok' }), dueAt: due });
    await w.schedule(db, { kind: 'event:probe', dedupeKey: keys[1]!, payload: delivery(9002, { key: 'flaky' }), dueAt: due });
    await w.schedule(db, { kind: 'probe', dedupeKey: keys[2]!, payload: { key: 't' }, dueAt: due });
    const queue = async () =>
      (
        (await db.execute(
          sql`select dedupe_key, attempts, last_error, done_at is not null as done from scheduled_jobs
              where dedupe_key in (${keys[0]}, ${keys[1]}, ${keys[2]}) order by dedupe_key`,
        )) as unknown as { rows: { dedupe_key: string; attempts: number; last_error: string | null; done: boolean }[] }
      ).rows;
    await w.runDue(100);
    expect(await queue()).toEqual([
      { dedupe_key: 'queue:event:flaky', attempts: 1, last_error: 'consumer down', done: false },
      { dedupe_key: 'queue:timer', attempts: 1, last_error: null, done: true },
    ]);
    // the timer's kept row refuses the same key again: it does not run twice
    await w.schedule(db, { kind: 'probe', dedupeKey: keys[2]!, payload: { key: 't2' }, dueAt: due });
    expect((await queue()).filter((r) => r.dedupe_key === keys[2])).toEqual([
      { dedupe_key: 'queue:timer', attempts: 1, last_error: null, done: true },
    ]);
    // the failing delivery, once its consumer is back, is delivered and leaves the queue too
    down = false;
    await db.execute(sql`update scheduled_jobs set due_at = now() - interval '1 second' where dedupe_key = ${keys[1]}`);
    await w.runDue(100);
    expect((await queue()).map((r) => r.dedupe_key)).toEqual(['queue:timer']);
  });

  it('the queue table is vacuumed by dead rows, not by a share of its size (migration 0036)', async () => {
    const res = (await t.s.dbHandle.db.execute(
      sql`select reloptions from pg_class where relname = 'scheduled_jobs' and relkind = 'r'`,
    )) as unknown as { rows: { reloptions: string[] }[] };
    expect(res.rows[0]!.reloptions).toEqual(
      expect.arrayContaining(['autovacuum_vacuum_scale_factor=0', 'autovacuum_vacuum_threshold=5000', 'autovacuum_vacuum_cost_delay=0']),
    );
  });

  it('retries a failing handler later and keeps its error', async () => {
    const db = t.s.dbHandle.db;
    const w = testJobs(db);
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
    const w = testJobs(db);
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

  it('a payload that does not fit its kind is refused when scheduled: it throws naming the kind and writes nothing', async () => {
    const db = t.s.dbHandle.db;
    const w = testJobs(db);
    const due = new Date(Date.now() + 3_600_000);
    const keys = async () =>
      (
        (await db.execute(sql`select dedupe_key from scheduled_jobs where dedupe_key like 'refused:%'`)) as unknown as {
          rows: { dedupe_key: string }[];
        }
      ).rows.map((r) => r.dedupe_key);
    // @ts-expect-error n must be a number (the job map types the payload)
    const wrongType = w.schedule(db, { kind: 'checked', dedupeKey: 'refused:type', payload: { key: 'a', n: 'one' }, dueAt: due });
    await expect(wrongType).rejects.toThrow(JobPayloadError);
    await expect(wrongType).rejects.toThrow('bad payload for job checked: n: Invalid input: expected number, received string');
    // @ts-expect-error n is missing
    await expect(w.schedule(db, { kind: 'checked', dedupeKey: 'refused:missing', payload: { key: 'a' }, dueAt: due })).rejects.toThrow(
      /job checked: n:/,
    );
    // passes the types (an int is a number) but not the schema
    await expect(w.schedule(db, { kind: 'checked', dedupeKey: 'refused:int', payload: { key: 'a', n: 1.5 }, dueAt: due })).rejects.toThrow(
      /job checked: n: Invalid input: expected int/,
    );
    // @ts-expect-error a kind the map does not list
    await expect(w.schedule(db, { kind: 'unlisted', dedupeKey: 'refused:kind', payload: {}, dueAt: due })).rejects.toThrow(
      'bad payload for job unlisted: no payload schema',
    );
    // an event delivery carries a domain event's envelope
    const notEvent = { kind: 'event:probe', dedupeKey: 'refused:event', payload: { key: 'x' }, dueAt: due } as const;
    // @ts-expect-error not an EventDelivery
    await expect(w.schedule(db, notEvent)).rejects.toThrow(/job event:probe: id: .*; type: /);
    // the app's own map types its kinds
    const app = new JobsService(db, { now: () => new Date() });
    const battleId = '7';
    // @ts-expect-error battleId is a number
    const wrongBattle = app.schedule(db, { kind: 'battle.end', dedupeKey: 'refused:battle', payload: { battleId }, dueAt: due });
    await expect(wrongBattle).rejects.toThrow(/job battle.end: battleId:/);
    // @ts-expect-error a handler must take the kind's payload
    expect(() => app.register('lottery.pay', async (_tx, _p: { gameId: number }) => undefined)).not.toThrow();
    expect(() => app.register('battle.nope' as never, async () => undefined)).toThrow('job kind battle.nope has no payload schema');
    expect(await keys()).toEqual([]);
    await w.schedule(db, { kind: 'checked', dedupeKey: 'refused:none', payload: { key: 'a', n: 1 }, dueAt: due });
    expect(await keys()).toEqual(['refused:none']);
    await db.execute(sql`delete from scheduled_jobs where dedupe_key = 'refused:none'`);
  });

  it('a stored payload that does not fit its kind is marked done with the kind and the zod issue, and its handler never runs', async () => {
    const db = t.s.dbHandle.db;
    const w = testJobs(db);
    const ran: string[] = [];
    w.register('checked', async (_tx, p) => void ran.push(`${p.key}:${p.n}`));
    w.register('event:checked', async (_tx, e) => void ran.push(`event:${e.id}`));
    const dueAt = new Date(Date.now() - 100);
    // written past the check (an older shape, a hand-made row)
    await insertJob(db, { kind: 'checked', dedupeKey: 'stored:bad', payload: { key: 'b', n: 'two' }, dueAt });
    await insertJob(db, { kind: 'event:checked', dedupeKey: 'stored:bad-event', payload: { id: 1, type: 'box.opened' }, dueAt });
    await w.schedule(db, { kind: 'checked', dedupeKey: 'stored:good', payload: { key: 'g', n: 1 }, dueAt });
    await w.schedule(db, { kind: 'event:checked', dedupeKey: 'stored:good-event', payload: delivery(9, { any: 'thing' }), dueAt });
    expect(await w.runDue()).toBeGreaterThanOrEqual(4);
    expect(ran.sort()).toEqual(['event:9', 'g:1']);
    const rows = (await db.execute(
      sql`select dedupe_key, attempts, done_at is not null as done, last_error from scheduled_jobs where dedupe_key like 'stored:%' order by dedupe_key`,
    )) as unknown as { rows: { dedupe_key: string; attempts: number; done: boolean; last_error: string | null }[] };
    expect(rows.rows).toEqual([
      {
        dedupe_key: 'stored:bad',
        attempts: 0,
        done: true,
        last_error: 'bad payload for job checked: n: Invalid input: expected number, received string',
      },
      {
        dedupe_key: 'stored:bad-event',
        attempts: 0,
        done: true,
        last_error: expect.stringMatching(/^bad payload for job event:checked: userId: .*; payload: .*; createdAt: /),
      },
      { dedupe_key: 'stored:good', attempts: 1, done: true, last_error: null },
      // a delivered event leaves the queue (the refused one above stays, with its error)
    ]);
    // done: a later run takes them up no more
    await w.runDue();
    expect(ran).toHaveLength(2);
  });

  it.runIf(driver === 'postgres')(
    'two batches that share players wait for each other instead of deadlocking (one advisory lock per player, ascending)',
    async () => {
      const db = t.s.dbHandle.db;
      await db.execute(sql`create table if not exists job_lock_probe (player int primary key, n int not null default 0)`);
      await db.execute(sql`insert into job_lock_probe (player) values (1), (2), (4) on conflict do nothing`);
      const clock = { now: () => new Date() };
      const [a, b] = [testJobs(db, clock), testJobs(db, clock)];
      let aRunning!: () => void;
      const aStarted = new Promise<void>((r) => (aRunning = r));
      let runs = 0;
      /** locks each of its players' rows in turn (ascending, as handlers do), 0.3 s apart */
      const handler = async (tx: Tx, e: EventDelivery) => {
        runs++;
        for (const player of e.players ?? []) {
          await tx.execute(sql`update job_lock_probe set n = n + 1 where player = ${player}`);
          if ((e.payload as { first?: boolean }).first) aRunning();
          await tx.execute(sql`select pg_sleep(0.3)`);
        }
      };
      for (const w of [a!, b!]) w.register('event:lockprobe', handler);
      // only these four are due (the app's own timers and deliveries in this database would take places in the batches)
      await db.execute(sql`update scheduled_jobs set due_at = due_at + interval '1 day' where done_at is null`);
      // A's batch (due first): [1, 4] then [2]; B's: [2] then [4]. Row locks alone: A holds 4 and waits for 2, B holds 2
      // and waits for 4 (PostgreSQL kills one batch after deadlock_timeout, which then runs again)
      const jobs = [{ players: [1, 4], first: true }, { players: [2] }, { players: [2] }, { players: [4] }];
      for (const [i, { players, first }] of jobs.entries())
        await a!.schedule(db, {
          kind: 'event:lockprobe',
          dedupeKey: `lockprobe:${i}`,
          payload: delivery(i + 1, { first }, players),
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
