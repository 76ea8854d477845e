import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { eventPlayers, type DomainEvent } from './events.service.ts';

type Query = Parameters<TestApp['s']['dbHandle']['db']['execute']>[0];

/**
 * The domain events outbox (architecture.md): the emitting actions append their event in their own
 * transaction; each subscribed consumer runs once per event through the job worker, even when the
 * worker runs twice at once, and a failing consumer is retried without touching the others.
 */
describe.each(DRIVERS)('domain events on %s (medium)', (driver) => {
  let t: TestApp;
  const seen: DomainEvent[] = [];
  const seenByOther: number[] = [];
  // down until the test brings it back: its deliveries fail and back off, the other consumers' commit
  let flakyDown = true;
  beforeAll(async () => {
    t = await createTestApp(driver);
    t.s.events.subscribe('test.recorder', ['deposit.credited', 'box.opened', 'battle.settled'], async (tx, event) => {
      // the consumer's own effect in the delivery transaction proves exactly-once delivery
      await tx.execute(sql`insert into test_event_effects (event_id) values (${event.id})`);
      seen.push(event);
    });
    t.s.events.subscribe('test.flaky', ['box.opened'], async (_tx, event) => {
      if (flakyDown) throw new Error('consumer down');
      seenByOther.push(event.id);
    });
    t.s.events.subscribe(
      'test.filtered',
      ['box.opened'],
      async (_tx, event) => {
        filteredSeen.push(event.id);
      },
      {
        // an async filter that reads through the emitting transaction (PGlite has one connection)
        accepts: async (tx, draft) => {
          const rows = ((await tx.execute(sql`select ${draft.userId}::int as uid`)) as unknown as { rows: { uid: number }[] }).rows;
          return rows[0]!.uid === acceptedUid;
        },
      },
    );
    await t.s.dbHandle.db.execute(sql`create table test_event_effects (event_id bigint primary key)`);
  });
  const filteredSeen: number[] = [];
  let acceptedUid = -1;
  afterAll(async () => t?.close());
  const q = async (query: Query): Promise<any[]> => ((await t.s.dbHandle.db.execute(query)) as unknown as { rows: any[] }).rows;

  const effects = async (): Promise<number[]> =>
    (await q(sql`select event_id from test_event_effects order by event_id`)).map((r) => Number(r.event_id));

  it('a paid deposit and an open append their events; every consumer gets each once, a failing one is retried', async () => {
    const p = await t.register();
    const pre = await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 500, orderType: 1 } });
    expect((await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/confirm`)).body.data.status).toBe('paid');
    const open = await t.call('POST', '/api/item/101/open', { auth: p.auth });
    expect(open.status).toBe(200);

    // (level.reached from modules/vip also comes with the deposit's XP: its own test is in modules/vip)
    const rows = await q(
      sql`select id, type, user_id, payload from domain_events where user_id = ${p.uid} and type in ('deposit.credited', 'box.opened') order by id`,
    );
    expect(rows.map((r) => r.type)).toEqual(['deposit.credited', 'box.opened']);
    expect(rows[0].payload).toMatchObject({
      userId: p.uid,
      orderNo: pre.body.data.orderNo,
      payType: 'sandbox',
      coinCents: 50000,
      bonusCents: 0,
    });
    const result = open.body.data.results[0];
    expect(rows[1].payload).toMatchObject({
      userId: p.uid,
      boxId: 101,
      times: 1,
      free: false,
      stakeCents: Math.round(open.body.data.cost * 100),
      prizeCents: Math.round(result.itemPrice * 100),
      openingIds: [result.openId],
    });

    // two workers at once (two instances): each delivery still runs once
    await Promise.all([t.s.jobs.runDue(), t.s.jobs.runDue()]);
    const ids = rows.map((r) => Number(r.id));
    expect((await effects()).filter((id) => ids.includes(id))).toEqual(ids);
    // in memory a handler may have run once more inside a batch that rolled back (the flaky consumer's
    // failure rolls its batch back, jobs.service.ts); what it committed is exactly once (the effects above)
    expect([...new Set(seen.filter((e) => ids.includes(e.id)).map((e) => e.type))]).toEqual(['deposit.credited', 'box.opened']);
    expect(seen.find((e) => e.id === ids[1])!.payload).toEqual(rows[1].payload);

    // the flaky consumer's delivery failed (recorded on its job, backing off); once it is back, delivered once
    const [flakyJob] = await q(
      sql`select attempts, last_error, done_at from scheduled_jobs where dedupe_key = ${`event:test.flaky:${ids[1]}`}`,
    );
    expect(flakyJob.last_error).toBe('consumer down');
    expect(flakyJob.done_at).toBeNull();
    expect(seenByOther).toEqual([]);
    flakyDown = false;
    await t.s.dbHandle.db.execute(
      sql`update scheduled_jobs set due_at = now() - interval '1 second' where kind = 'event:test.flaky' and done_at is null`,
    );
    await t.s.jobs.runDue();
    expect(seenByOther).toEqual([ids[1]]);
    await t.s.jobs.runDue();
    expect(seenByOther).toEqual([ids[1]]);
    expect((await effects()).filter((id) => ids.includes(id))).toEqual(ids);
  });

  it("a consumer's filter: an event it does not accept gets no delivery job for it, the other consumers' are unchanged", async () => {
    const [a, b] = [await t.register(), await t.register()];
    await t.fund(a.uid, 100_000);
    await t.fund(b.uid, 100_000);
    acceptedUid = a.uid;
    // a's opening is accepted, b's is not (the appends use two recipient sets, two statements on PostgreSQL)
    for (const p of [a, b, a, b]) expect((await t.call('POST', '/api/item/101/open', { auth: p.auth })).status).toBe(200);
    const opened = await q(
      sql`select id, user_id from domain_events where type = 'box.opened' and user_id in (${a.uid}, ${b.uid}) order by id`,
    );
    const idsOf = (uid: number) => opened.filter((r) => Number(r.user_id) === uid).map((r) => Number(r.id));
    const jobs = await q(
      sql`select kind, dedupe_key from scheduled_jobs where kind in ('event:test.filtered', 'event:test.recorder') and (payload->>'id')::bigint in (${sql.join(
        opened.map((r) => sql`${Number(r.id)}`),
        sql`, `,
      )})`,
    );
    const keys = (kind: string) =>
      jobs
        .filter((j) => j.kind === kind)
        .map((j) => j.dedupe_key)
        .sort();
    expect(keys('event:test.filtered')).toEqual(
      idsOf(a.uid)
        .map((id) => `event:test.filtered:${id}`)
        .sort(),
    );
    expect(keys('event:test.recorder')).toEqual(opened.map((r) => `event:test.recorder:${r.id}`).sort());
    flakyDown = false;
    for (let i = 0; i < 10 && (await t.s.jobs.runDue()) > 0; i++);
    expect(filteredSeen.sort()).toEqual(idsOf(a.uid).sort());
    expect((await effects()).filter((id) => idsOf(b.uid).includes(id))).toEqual(idsOf(b.uid));
  });

  it('a settled battle appends one battle.settled with every seat, bots included', async () => {
    const p = await t.register();
    await t.fund(p.uid, 1_000_000);
    await t.s.dbHandle.db.execute(sql`update users set xp = 1000000 where id = ${p.uid}`);
    const box = (await t.call('GET', '/api/item/101/detail')).body.data;
    const created = await t.call('POST', '/api/battle/v2/create', {
      auth: p.auth,
      body: { type: 'singled', boxes: [{ boxId: 101, count: 2 }] },
    });
    expect(created.status).toBe(200);
    const uuid = created.body.data.uuid;
    const filled = await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: p.auth });
    expect(filled.status).toBe(200);
    const rows = await q(sql`select payload from domain_events where type = 'battle.settled' and payload->>'uuid' = ${uuid}`);
    expect(rows).toHaveLength(1);
    const seats = rows[0].payload.seats.sort((a: any, b: any) => a.seat - b.seat);
    expect(seats).toHaveLength(2);
    expect(seats[0]).toMatchObject({ seat: 1, userId: p.uid, isBot: false, stakeCents: Math.round(box.price * 100) * 2 });
    expect(seats[1].isBot).toBe(true);
    expect(seats.filter((s: any) => s.won).length).toBeGreaterThanOrEqual(1);
    // its deliveries name the one player seated (not the bot): a batch locks them first (modules/jobs)
    const deliveries = await q(
      sql`select j.payload from scheduled_jobs j join domain_events e on j.dedupe_key like 'event:%:' || e.id where e.type = 'battle.settled' and e.payload->>'uuid' = ${uuid}`,
    );
    expect(deliveries.length).toBeGreaterThan(0);
    for (const d of deliveries) expect(d.payload).toMatchObject({ type: 'battle.settled', userId: null, players: [p.uid] });
  });

  it("eventPlayers: the event's player, else its seated players ascending without bots or repeats", () => {
    expect(eventPlayers({ type: 'box.opened', userId: 7, payload: {} as never })).toEqual([7]);
    const seats = [9, 3, 0, 9, 5].map((userId, i) => ({
      seat: i + 1,
      userId,
      isBot: userId === 5,
      stakeCents: 0,
      wonCents: 0,
      won: false,
    }));
    expect(eventPlayers({ type: 'battle.settled', userId: null, payload: { seats } as never })).toEqual([3, 9]);
    expect(eventPlayers({ type: 'order.status_changed', userId: null, payload: {} as never })).toEqual([]);
  });
});
