import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { EVENT_STREAMS } from './event-streams.ts';
import { streamBacklog } from './events.repo.ts';
import type { DomainEvent, DomainEventMap } from './events.service.ts';

type Query = Parameters<TestApp['s']['dbHandle']['db']['execute']>[0];

/**
 * Event streams (docs/architecture/events-and-jobs.md#event-streams): a batched consumer reads the events log from its
 * cursor, in commit order, each event once, never one whose transaction is still open (nor one behind it); an event it
 * fails on alone becomes a delivery job and the stream moves on.
 */
describe.each(DRIVERS)('event streams on %s (medium)', (driver) => {
  let t: TestApp;
  /** events the test stream's handler was given, in order (also those of a batch rolled back) */
  const handed: number[] = [];
  /** xp values the test stream refuses while `failing` */
  let failing = new Set<number>();
  beforeAll(async () => {
    t = await createTestApp(driver);
    await t.s.dbHandle.db.execute(sql`create table test_stream_effects (n serial primary key, event_id bigint not null)`);
    // vip.changed has no consumer of the application's: only this stream reads it
    t.s.events.subscribe('test.stream', ['vip.changed'], async () => undefined, {
      stream: 20,
      batch: async (tx, events) => {
        for (const e of events) {
          handed.push(e.id);
          if (failing.has(e.payload.xp)) throw new Error(`refused xp ${e.payload.xp}`);
          await tx.execute(sql`insert into test_stream_effects (event_id) values (${e.id})`);
        }
      },
    });
  });
  afterAll(async () => t?.close());
  const q = async (query: Query): Promise<any[]> => ((await t.s.dbHandle.db.execute(query)) as unknown as { rows: any[] }).rows;
  const effects = async () => (await q(sql`select event_id from test_stream_effects order by n`)).map((r) => Number(r.event_id));
  const change = (userId: number, xp: number): DomainEventMap['vip.changed'] => ({ userId, fromXp: 0, xp, beforeLevel: 0, level: 0 });
  const append = (userId: number, xp: number) =>
    t.s.dbHandle.db.transaction((tx) => t.s.events.append(tx, 'vip.changed', userId, change(userId, xp)));
  const cursor = async () => (await q(sql`select tx, event_id from event_cursors where consumer = 'test.stream'`))[0];
  const deliverAll = async () => {
    for (let i = 0; i < 20 && (await t.s.jobs.runDue()) > 0; i++);
  };

  it("a paid opening's quests and realised-RTP deliveries are stream bits in its event, not jobs, and are delivered once", async () => {
    expect(t.s.events.streamOf('quests')).toBe(EVENT_STREAMS.quests);
    expect(t.s.events.streamOf('transparency_rtp')).toBe(EVENT_STREAMS.transparency_rtp);
    expect(t.s.events.streamOf('notify')).toBeUndefined();
    // the application's cursors exist from the migration on, with the bits the code gives
    expect(await q(sql`select consumer, bit from event_cursors where consumer in ('quests', 'transparency_rtp') order by bit`)).toEqual(
      Object.entries(EVENT_STREAMS).map(([consumer, bit]) => ({ consumer, bit })),
    );
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    // a paid deposit too: the seeded quests count deposits (task 1, cents), not openings
    const pre = await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 500, orderType: 1 } });
    expect((await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/confirm`)).body.data.status).toBe('paid');
    const before = (await q(sql`select coalesce(sum(stake_cents), 0)::bigint as s from rtp_daily where subject_kind = 'box'`))[0].s;
    const opened = await t.call('POST', '/api/item/101/open', { auth: p.auth, body: { times: 3 } });
    expect(opened.status).toBe(200);
    const [event] = await q(sql`select id, streams, tx from domain_events where type = 'box.opened' and user_id = ${p.uid}`);
    expect(Number(event.streams)).toBe((1 << EVENT_STREAMS.quests) | (1 << EVENT_STREAMS.transparency_rtp));
    expect(Number(event.tx)).toBeGreaterThan(0);
    // (a big win would have a lucky_star delivery job: a job consumer)
    const streamJobs = ['quests', 'transparency_rtp'].map((c) => `event:${c}:${event.id}`);
    expect(await q(sql`select kind from scheduled_jobs where dedupe_key in (${streamJobs[0]}, ${streamJobs[1]})`)).toEqual([]);
    expect((await streamBacklog(t.s.dbHandle.db)).get('quests')).toBeGreaterThanOrEqual(1);

    await Promise.all([t.s.jobs.runDue(), t.s.jobs.runDue()]);
    await deliverAll();
    expect((await streamBacklog(t.s.dbHandle.db)).get('quests')).toBe(0);
    expect((await streamBacklog(t.s.dbHandle.db)).get('transparency_rtp')).toBe(0);
    const stake = Math.round(opened.body.data.cost * 100);
    const after = (await q(sql`select coalesce(sum(stake_cents), 0)::bigint as s from rtp_daily where subject_kind = 'box'`))[0].s;
    expect(Number(after) - Number(before)).toBe(stake);
    // the quests stream counted the deposit once (50,000 coin cents)
    const progress = await q(sql`select progress from quest_progress where user_id = ${p.uid}`);
    expect(progress.length).toBeGreaterThan(0);
    expect(
      progress.map((r) => (r.progress as Record<string, number>)['1']),
      JSON.stringify(progress),
    ).toContain(50_000);
    await deliverAll();
    const again = (await q(sql`select coalesce(sum(stake_cents), 0)::bigint as s from rtp_daily where subject_kind = 'box'`))[0].s;
    expect(again).toEqual(after);
    expect(await q(sql`select progress from quest_progress where user_id = ${p.uid}`)).toEqual(progress);
  });

  it('delivers each event once in commit order, even with two workers at once', async () => {
    const start = (await effects()).length;
    const ids: number[] = [];
    for (let i = 0; i < 250; i++) ids.push(await append(7, 1000 + i));
    await Promise.all([t.s.jobs.runDue(), t.s.jobs.runDue(), t.s.jobs.runDue()]);
    await deliverAll();
    expect((await effects()).slice(start)).toEqual(ids);
    expect(Number((await cursor()).event_id)).toBe(ids.at(-1));
  });

  it('an event that fails alone becomes a delivery job and the stream moves on; the job delivers it once it succeeds', async () => {
    const start = (await effects()).length;
    failing = new Set([13]);
    const ids = [await append(8, 1), await append(8, 13), await append(8, 2)];
    const h0 = handed.length;
    await t.s.jobs.runDue();
    expect(handed.slice(h0)).toEqual([ids[0], ids[1], ids[0], ids[1], ids[2]]);
    // the batch failed (rolled back), then ran event by event: the two others are delivered, the stream is past all three
    expect((await effects()).slice(start)).toEqual([ids[0], ids[2]]);
    expect(Number((await cursor()).event_id)).toBe(ids[2]);
    const [job] = await q(sql`select kind, payload, done_at from scheduled_jobs where dedupe_key = ${`event:test.stream:${ids[1]}`}`);
    expect(job.kind).toBe('event:test.stream');
    expect(job.done_at).toBeNull();
    expect(job.payload).toMatchObject({ id: ids[1], type: 'vip.changed', userId: 8, players: [8], payload: change(8, 13) });
    // still refused: the job backs off and keeps its error
    await q(sql`update scheduled_jobs set due_at = now() - interval '1 second' where dedupe_key = ${`event:test.stream:${ids[1]}`}`);
    await t.s.jobs.runDue();
    const [failed] = await q(
      sql`select attempts, last_error, done_at from scheduled_jobs where dedupe_key = ${`event:test.stream:${ids[1]}`}`,
    );
    expect(failed).toMatchObject({ attempts: 1, last_error: 'refused xp 13', done_at: null });
    failing = new Set();
    await q(sql`update scheduled_jobs set due_at = now() - interval '1 second' where dedupe_key = ${`event:test.stream:${ids[1]}`}`);
    await deliverAll();
    expect((await effects()).slice(start)).toEqual([ids[0], ids[2], ids[1]]);
    await deliverAll();
    expect((await effects()).slice(start)).toEqual([ids[0], ids[2], ids[1]]);
  });

  // PostgreSQL only: PGlite is one session, so no transaction can be open beside another
  it.runIf(driver === 'postgres')(
    'an event whose transaction is still open holds back the events committed after it; none is skipped',
    async () => {
      const start = (await effects()).length;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let appended!: (id: number) => void;
      const early = new Promise<number>((r) => (appended = r));
      // A appends first (the older transaction) and stays open; B appends and commits after it
      const a = t.s.dbHandle.db.transaction(async (tx) => {
        appended(await t.s.events.append(tx, 'vip.changed', 9, change(9, 1)));
        await held;
      });
      const idA = await early;
      const idB = await append(9, 2);
      // held back: a call that waits 100 ms for A delivers nothing (neither A's event nor B's behind it)
      await t.s.jobs.runDue(200, undefined, false, 100);
      expect((await effects()).slice(start)).toEqual([]);
      release();
      await a;
      await t.s.jobs.runDue();
      expect((await effects()).slice(start)).toEqual([idA, idB]);
    },
  );

  // PostgreSQL only: PGlite is one session, so no transaction can be open beside another
  it.runIf(driver === 'postgres')("another database's open transaction on the same server does not hold a stream back", async () => {
    const start = (await effects()).length;
    const { default: pg } = await import('pg');
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      // an older transaction with an id, in the server's default database (not this test's)
      await other.query('begin');
      await other.query('select pg_current_xact_id()');
      const id = await append(10, 1);
      await t.s.jobs.runDue(200, undefined, false, 0);
      expect((await effects()).slice(start)).toEqual([id]);
    } finally {
      await other.query('rollback').catch(() => undefined);
      await other.end();
    }
  });

  it('a batched consumer must read a stream, and two streams never share a bit', () => {
    const handler = async () => undefined;
    expect(() => t.s.events.subscribe('test.batch_only', ['vip.changed'], handler, { batch: handler })).toThrow(
      /batch and stream together/,
    );
    expect(() => t.s.events.subscribe('test.stream_only', ['vip.changed'], handler, { stream: 21 })).toThrow(/batch and stream together/);
    expect(() => t.s.events.subscribe('test.same_bit', ['vip.changed'], handler, { batch: handler, stream: 20 })).toThrow(
      /bit 20 is test.stream's/,
    );
    expect(() => t.s.events.subscribe('test.bad_bit', ['vip.changed'], handler, { batch: handler, stream: 31 })).toThrow(/not 0-30/);
  });

  it('hands the consumer the event as a delivery job carries it', async () => {
    const seenEvents: DomainEvent[] = [];
    t.s.events.subscribe('test.envelope', ['order.status_changed'], async () => undefined, {
      stream: 22,
      batch: async (_tx, events) => {
        seenEvents.push(...events);
      },
    });
    const payload = { orderId: 5, from: null, to: 1, step: 1, event: 'created' };
    const id = await t.s.dbHandle.db.transaction((tx) => t.s.events.append(tx, 'order.status_changed', null, payload));
    await deliverAll();
    expect(seenEvents).toEqual([{ id, type: 'order.status_changed', userId: null, payload, createdAt: expect.stringMatching(/Z$/) }]);
    expect(Math.abs(Date.parse(seenEvents[0]!.createdAt) - Date.now())).toBeLessThan(60_000);
  });
});
