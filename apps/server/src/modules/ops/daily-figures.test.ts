import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../platform/own-accounts.ts';
import { JobsService } from '../jobs/jobs.service.ts';
import { dayFigures } from './dashboard.repo.ts';
import {
  CLOSE_DAYS_JOB,
  CLOSE_DAYS_PER_RUN,
  closeDay,
  closeDueDays,
  figuresOver,
  registerCloseDays,
  scheduleCloseDays,
} from './daily-figures.service.ts';

/**
 * The console dashboard from daily figures (docs/architecture/console.md#dashboard): the whole closed UTC days of a
 * range come from ops_daily_figures, the rest raw, and the answer is the all-raw one; the closing job closes every day
 * that ended 15 minutes ago or more, not today, once, and schedules itself once.
 */

const BOX_A = 900_001;
const BOX_B = 900_002;
const at = (iso: string) => new Date(iso).toISOString();

/** Figures over 2026-03-01..04 (UTC) at several hours of each day: deposits, openings of two boxes, a battle, game rounds. */
async function seedData(t: TestApp): Promise<{ uid: number; bot: number; pair: number }> {
  const db = t.s.dbHandle.db;
  const uid = (await t.register()).uid;
  const bot = (await t.register()).uid;
  await db.execute(sql`update users set is_bot = true where id = ${bot}`);
  const pair = Number(
    rowsOf<{ id: number }>(
      await db.execute(sql`insert into seed_pairs (user_id, seed_type, status, server_seed, server_seed_hashed)
        values (${uid}, 1, 'revealed', 's', 'h') returning id`),
    )[0]!.id,
  );
  let k = 0;
  for (const [d, hours] of [
    ['01', [3, 9, 15, 21]],
    ['02', [1, 11, 13, 23]],
    ['03', [5, 12, 18]],
    ['04', [2, 10, 20]],
  ] as const) {
    for (const h of hours) {
      k++;
      const ts = at(`2026-03-${d}T${String(h).padStart(2, '0')}:30:00Z`);
      await deposit(db, uid, ts, 1000 + k, k % 2 ? null : 900 + k);
      await opening(db, uid, pair, k % 3 ? BOX_A : BOX_B, ts, 500 + k, 300 + 7 * k);
      await round(db, uid, pair, k % 2 ? 'mines' : 'pirate', ts, 200 + k, k % 4 ? 0 : 600);
    }
  }
  await round(db, bot, pair, 'mines', at('2026-03-02T10:00:00Z'), 5_000, 0); // a bot's round: never counted
  await battle(db, uid, bot, at('2026-03-02T14:00:00Z'), 2_000, 3_100);
  await battle(db, uid, bot, at('2026-03-04T08:00:00Z'), 1_500, 0);
  return { uid, bot, pair };
}
async function deposit(db: Db, uid: number, paidAt: string, amount: number, coin: number | null) {
  await db.execute(sql`insert into payment_orders (order_no, user_id, pay_type, amount_cents, coin_cents, status, expires_at, paid_at)
    values (${`df-${randomBytes(6).toString('hex')}`}, ${uid}, 'test', ${amount}, ${coin}, 'paid', ${paidAt}::timestamptz, ${paidAt}::timestamptz)`);
}
let nonce = 0;
async function opening(db: Db, uid: number, pair: number, box: number, createdAt: string, price: number, prize: number) {
  await db.execute(sql`insert into openings (user_id, box_id, odds_version, seed_pair_id, nonce, ticket, item_id, price_cents, item_price_cents, created_at)
    values (${uid}, ${box}, 1, ${pair}, ${++nonce}, 1, 1, ${price}, ${prize}, ${createdAt}::timestamptz)`);
}
async function round(db: Db, uid: number, pair: number, game: string, settledAt: string, stake: number, payout: number) {
  await db.execute(sql`insert into game_rounds (user_id, game, status, seed_pair_id, nonce, stake_cents, payout_cents, params, progress, settled_at)
    values (${uid}, ${game}, 'settled', ${pair}, ${++nonce}, ${stake}, ${payout}, '{}'::jsonb, '{}'::jsonb, ${settledAt}::timestamptz)`);
}
async function battle(db: Db, uid: number, bot: number, startedAt: string, paid: number, won: number) {
  const id = Number(
    rowsOf<{ id: number }>(
      await db.execute(sql`insert into battles (uuid, creator_id, type, mode, invite_mode, cost_cents, total_rounds, rounds, server_seed,
        server_seed_hashed, round_ms, state, started_at)
      values (${randomBytes(8).toString('hex')}, ${uid}, 'normal', 'classic', 'public', ${paid}, 1, '[]'::jsonb, 's', 'h', 1000, 30,
        ${startedAt}::timestamptz) returning id`),
    )[0]!.id,
  );
  await db.execute(sql`insert into battle_players (battle_id, seat, user_id, is_bot, client_seed, paid_cents, won_cents)
    values (${id}, 1, ${uid}, false, 'c', ${paid}, ${won}), (${id}, 2, ${bot}, true, 'bot', 0, ${paid})`);
}

const RANGES: [string, string][] = [
  ['2026-03-01T00:00:00Z', '2026-03-05T00:00:00Z'], // every day, today included
  ['2026-02-27T00:00:00Z', '2026-03-04T00:00:00Z'], // whole past days
  ['2026-03-01T06:00:00Z', '2026-03-03T18:00:00Z'], // starts and ends mid-day
  ['2026-03-02T12:00:00Z', '2026-03-04T13:00:00Z'], // mid-day to today
  ['2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z'], // one whole day
  ['2026-03-03T01:00:00Z', '2026-03-03T17:00:00Z'], // inside one day
];

describe.each(DRIVERS)('dashboard from daily figures on %s (medium)', (driver) => {
  let t: TestApp;
  let seeded: { uid: number; bot: number; pair: number };
  beforeAll(async () => {
    t = await createTestApp(driver);
    seeded = await seedData(t);
  }, 300_000);
  afterAll(async () => t?.close());
  const summaries = () => Promise.all(RANGES.map(([f, to]) => t.s.dashboard.summary(f, to)));

  it('summary is the same before and after the past days close; later rows of a closed day are not read, of an open day they are', async () => {
    const db = t.s.dbHandle.db;
    const before = await summaries();
    expect(before[0]).toMatchObject({ depositCount: 14, opens: 14, battles: 2 });
    expect(before[0].days.map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']);
    expect(before[0].boxes.map((b) => b.boxId).sort()).toEqual([BOX_A, BOX_B]);
    expect(before[2].opens).toBeGreaterThan(0);
    expect(before[2].opens).toBeLessThan(before[0].opens);

    const { closed } = await closeDueDays(db, new Date('2026-03-04T12:00:00Z'));
    expect(closed).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    const stored = rowsOf<{ kind: string; n: number }>(
      await db.execute(sql`select kind, n from ops_daily_figures where day = '2026-03-02' order by kind, subject`),
    );
    expect(stored.map((r) => r.kind)).toEqual(['battles', 'box', 'box', 'deposits', 'game', 'game']);
    expect(await summaries()).toEqual(before);

    // a re-close replaces the day's rows (idempotent)
    await closeDay(db, '2026-03-02', new Date('2026-03-04T12:30:00Z'));
    expect(await summaries()).toEqual(before);

    // rows landing in a closed day are not read (the rollup is), rows in an open day (today) are
    await opening(db, seeded.uid, seeded.pair, BOX_A, at('2026-03-02T12:00:00Z'), 10_000, 0);
    await deposit(db, seeded.uid, at('2026-03-02T12:00:00Z'), 7_000, null);
    const closedDay = await t.s.dashboard.summary('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z');
    expect(closedDay).toEqual(before[4]);
    await opening(db, seeded.uid, seeded.pair, BOX_B, at('2026-03-04T12:00:00Z'), 10_000, 0);
    const all = await t.s.dashboard.summary(RANGES[0]![0], RANGES[0]![1]);
    expect(all.opens).toBe(before[0].opens + 1);
    expect(all.stakesCents).toBe(before[0].stakesCents + 10_000);
    // a partial day at an edge is read raw even when the day is closed
    const edge = await t.s.dashboard.summary('2026-03-02T11:00:00Z', '2026-03-02T13:00:00Z');
    expect(edge.opens).toBe(2); // 11:30 and the late 12:00 row
    expect(edge.depositsCents).toBe(906 + 7_000); // 11:30 credited 906 coin cents, then the late 7,000
    // a day closed ahead of the clock (a test clock moved forward past it, then back) is read raw until it is over again
    const dayStart = new Date('2026-03-02T00:00:00Z');
    const dayEnd = new Date('2026-03-03T00:00:00Z');
    const early = await figuresOver(db, dayStart, dayEnd, new Date('2026-03-02T18:00:00Z'));
    expect(early).toEqual(await dayFigures(db, dayStart.toISOString(), dayEnd.toISOString()));
    expect(early.boxes.reduce((a, b) => a + b.n, 0)).toBe(closedDay.opens + 1);
    const late = await figuresOver(db, dayStart, dayEnd, new Date('2026-03-03T00:15:00Z'));
    expect(late.boxes.reduce((a, b) => a + b.n, 0)).toBe(closedDay.opens);
  });
});

describe.each(DRIVERS)('the day-closing job on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await seedData(t);
  }, 300_000);
  afterAll(async () => t?.close());
  const closedDays = async () =>
    rowsOf<{ day: string }>(await t.s.dbHandle.db.execute(sql`select day from ops_closed_days order by day`)).map((r) => r.day);
  /** The job's runs not done yet whose due time is before the real today (this test's fake dates). */
  const pending = async () =>
    rowsOf<{ dedupe_key: string; due_at: string | Date; payload: { day: string } }>(
      await t.s.dbHandle.db.execute(sql`select dedupe_key, due_at, payload from scheduled_jobs
        where kind = ${CLOSE_DAYS_JOB} and done_at is null and due_at < '2026-06-01' order by id`),
    ).map((r) => ({ key: r.dedupe_key, dueAt: new Date(r.due_at).toISOString(), day: r.payload.day }));

  it('closes every past day with data oldest first in batches, not today nor a day over less than 15 minutes, once; reschedules itself once', async () => {
    const db = t.s.dbHandle.db;
    // a deposit 40 days earlier: more days than one run closes
    const uid = Number(rowsOf<{ id: number }>(await db.execute(sql`select max(user_id) as id from payment_orders`))[0]!.id);
    await deposit(db, uid, at('2026-01-20T10:00:00Z'), 123, null);
    let now = new Date('2026-03-04T00:10:00Z');
    const clock = { now: () => now };
    const jobs = new JobsService(db, clock);
    registerCloseDays(jobs, clock);

    // the server starts 10 minutes after midnight: the run for 03-03 is due at 00:15; a second start adds nothing
    await scheduleCloseDays(jobs, db, now);
    await scheduleCloseDays(jobs, db, now);
    expect(await pending()).toEqual([{ key: `${CLOSE_DAYS_JOB}:2026-03-03`, dueAt: '2026-03-04T00:15:00.000Z', day: '2026-03-03' }]);
    expect(await jobs.runDue()).toBe(0);
    expect(await closedDays()).toEqual([]);

    now = new Date('2026-03-04T00:15:00Z');
    expect(await jobs.runDue()).toBe(1); // the first run: a catch-up, one batch per transaction
    let days = await closedDays();
    expect(days.length).toBe(CLOSE_DAYS_PER_RUN);
    expect([days[0], days.at(-1)]).toEqual(['2026-01-20', '2026-02-19']);
    expect(await pending()).toEqual([{ key: `${CLOSE_DAYS_JOB}:after:2026-02-19`, dueAt: now.toISOString(), day: '2026-02-19' }]);
    expect(await jobs.runDue()).toBe(1); // the rest of it
    days = await closedDays();
    expect(days.length).toBe(43); // 2026-01-20 .. 2026-03-03, every day (empty ones too); 03-04 is today
    expect(days.at(-1)).toBe('2026-03-03');
    expect(await pending()).toEqual([{ key: `${CLOSE_DAYS_JOB}:2026-03-04`, dueAt: '2026-03-05T00:15:00.000Z', day: '2026-03-04' }]);

    // 14 minutes after midnight 03-04 is not closed, even by an early run, which schedules no second run
    now = new Date('2026-03-05T00:14:00Z');
    expect(await jobs.runDue()).toBe(0);
    await jobs.schedule(db, { kind: CLOSE_DAYS_JOB, dedupeKey: 'manual-early-run', payload: { day: '2026-03-03' }, dueAt: now });
    expect(await jobs.runDue()).toBe(1);
    expect(await closedDays()).toEqual(days);
    expect((await pending()).map((p) => p.key)).toEqual([`${CLOSE_DAYS_JOB}:2026-03-04`]);

    now = new Date('2026-03-05T00:15:00Z');
    expect(await jobs.runDue()).toBe(1);
    expect((await closedDays()).at(-1)).toBe('2026-03-04');
    expect(await pending()).toEqual([{ key: `${CLOSE_DAYS_JOB}:2026-03-05`, dueAt: '2026-03-06T00:15:00.000Z', day: '2026-03-05' }]);
    // a second run (and a start) changes nothing: no day closed twice, still one pending run
    const closedAt = async () => rowsOf(await db.execute(sql`select day, closed_at from ops_closed_days order by day`));
    const before = await closedAt();
    expect(await closeDueDays(db, now)).toEqual({ closed: [], more: false });
    await scheduleCloseDays(jobs, db, now);
    expect(await jobs.runDue()).toBe(0);
    expect(await closedAt()).toEqual(before);
    expect((await pending()).length).toBe(1);
  });
});
