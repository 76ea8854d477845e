import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { drawClientSeed, lotteryWinners as domainWinners, sha256Hex } from '@hapa/domain';
import { LotteryDrawResult, LotteryEntries, LotteryHistory, LotteryHome, type LotteryBuyResult } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../../../test/harness.ts';
import { heldClock } from '../../battles/battle-fixtures.ts';
import { checkLedger } from '../../wallet/wallet.service.ts';
import { createContainer } from '../../../container.ts';
import { loadConfig } from '../../../config.ts';
import { recordingPublisher } from '../../../lib/publisher.ts';
import { domainEvents, lotteryDraws, lotteryPurchases, lotteryTickets, lotteryWinners, scheduledJobs } from '../../../db/schema/index.ts';
import { fundedPlayers } from '../../../test/players.ts';
import { LOTTERY_CLOSE_JOB, LOTTERY_PAY_JOB, lotteryPoolCents, lotteryPrizeSplit, nextDrawAt } from './lottery.rules.ts';

// fairness.md "Public test vectors"
const VECTOR_SERVER_SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
const VECTOR_CLIENT_SEED = '8d0446a1bd9094648929976fb4b291bdde7ab291d68b216dccfe96ec08f57c7c';

describe('lottery maths (small)', () => {
  it('the pool is sales x (1 - edge), at least the guaranteed pool; the prizes add up to it exactly, remainder cents to the first prize', () => {
    expect(lotteryPoolCents(2_220, 100_000, 1_000)).toBe(1_998);
    expect(lotteryPoolCents(999, 100_000, 1_000)).toBe(1_000);
    expect(lotteryPoolCents(0, 100_000, 0)).toBe(0);
    expect(lotteryPrizeSplit(1_998, [500_000, 300_000, 200_000])).toEqual([1_000, 599, 399]);
    expect(lotteryPrizeSplit(1_000, [333_333, 333_333, 333_334])).toEqual([334, 333, 333]);
    for (let pool = 0; pool < 3_000; pool += 7) {
      for (const table of [[500_000, 300_000, 200_000], [333_333, 333_333, 333_334], [1_000_000], [123_457, 876_543]]) {
        const p = lotteryPrizeSplit(pool, table);
        expect(p.reduce((s, x) => s + x, 0)).toBe(pool);
        expect(Math.min(...p)).toBeGreaterThanOrEqual(0);
      }
    }
    expect(() => lotteryPrizeSplit(100, [500_000, 400_000])).toThrow(RangeError);
  });

  it('the next draw is the first draw time after now on a day after the last draw', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(nextDrawAt(now, '20:00', null).toISOString()).toBe('2026-11-22T20:00:00.000Z');
    expect(nextDrawAt(new Date('2026-11-22T20:00:00Z'), '20:00', null).toISOString()).toBe('2026-11-23T20:00:00.000Z');
    // the draw time moved later on a day that already had its draw: the next one is tomorrow
    expect(nextDrawAt(new Date('2026-11-22T20:00:05Z'), '22:30', new Date('2026-11-22T20:00:00Z')).toISOString()).toBe(
      '2026-11-23T22:30:00.000Z',
    );
  });
});

/**
 * The daily lottery on a real database (docs/games.md; fairness.md "Draws shared by many players"): the vectors through
 * the close job, buying (idempotency, limits, closed sales), a draw with exact prize totals, fewer tickets than
 * prizes, no ticket, quest tickets once per sourceRef, 200 players racing the close, and two instances drawing once.
 */
describe.each(DRIVERS)('daily lottery on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-11-22T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;

  async function player(cents = 10_000) {
    const p = await t.register();
    if (cents > 0) await t.fund(p.uid, cents);
    return p;
  }
  /** Prize entries posted to players for the draw: how many and their total, cents. */
  async function paidFor(drawId: number) {
    const res = await db().execute(
      sql`select count(*)::int as n, coalesce(sum(l.amount), 0)::int as total from journal_entries e join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id where e.kind = 'lottery_prize' and e.ref_id = ${String(drawId)} and a.user_id is not null`,
    );
    return (res as unknown as { rows: { n: number; total: number }[] }).rows[0]!;
  }
  const balanceCents = (uid: number) => t.s.wallet.balanceOf(db(), uid);
  const home = async (auth?: string) => LotteryHome.parse((await t.call('GET', '/api/lottery/home', { auth })).body.data);
  const buy = (auth: string, count: number, key?: string, drawId?: number) =>
    t.call('POST', '/api/lottery/buy', {
      auth,
      body: drawId === undefined ? { count } : { count, drawId },
      headers: key ? { 'idempotency-key': key } : {},
    });
  /** Moves the held clock past the open draw's time and runs the close, then the payout job. */
  async function runDraw() {
    const open = (await home()).open;
    clock.set(Date.parse(open.drawAt) + 1_000);
    await t.s.jobs.runDue();
    await t.s.jobs.runDue();
    return open;
  }
  const drawRow = async (id: number) => (await db().select().from(lotteryDraws).where(eq(lotteryDraws.id, id)))[0]!;
  const history = async () => LotteryHistory.parse((await t.call('GET', '/api/lottery/history')).body.data);

  it('the vectors through the close and payout jobs: drawKey lottery-2026-11-22, entries 17, 3, 42, two prizes: 3 then 17', async () => {
    const first = (await home()).open;
    expect(first.drawKey).toBe('lottery-2026-11-22');
    expect(first.drawAt).toBe('2026-11-22T20:00:00.000Z');
    expect(first).toMatchObject({ price: 1, edgePpm: 100_000, guaranteedPool: 10, maxTickets: 100, pool: 10 });
    // the vector's seed and a two-prize table on this draw; tickets with the vector's ids (17, 3, 42)
    await db()
      .update(lotteryDraws)
      .set({ serverSeed: VECTOR_SERVER_SEED, serverSeedHashed: sha256Hex(VECTOR_SERVER_SEED), prizeTablePpm: [600_000, 400_000] })
      .where(eq(lotteryDraws.id, first.id));
    const [a, b] = [await player(0), await player(0)];
    const owners = new Map([
      [17, a.uid],
      [3, b.uid],
      [42, a.uid],
    ]);
    for (const [id, uid] of owners) {
      const [pu] = await db()
        .insert(lotteryPurchases)
        .values({
          drawId: first.id,
          userId: uid,
          source: 'quest',
          count: 1,
          totalCents: 0,
          sourceRef: `vector:${id}`,
          createdAt: clock.now(),
        })
        .returning();
      await db()
        .insert(lotteryTickets)
        .values({ id, drawId: first.id, purchaseId: pu!.id, userId: uid, priceCents: 0, createdAt: clock.now() });
    }
    await db().execute(sql`select setval('lottery_tickets_id_seq', 1000)`);
    expect((await home()).open.serverSeedHashed).toBe('3b69489b3b8a7514e0d0eed5e4ba5f842c43371139757df6b5c870f3383ce7a9');

    await runDraw();
    const row = await drawRow(first.id);
    expect(row).toMatchObject({ status: 'drawn', clientSeed: VECTOR_CLIENT_SEED, ticketCount: 3, salesCents: 0, poolCents: 1_000 });
    const winners = await db().select().from(lotteryWinners).where(eq(lotteryWinners.drawId, first.id)).orderBy(lotteryWinners.rank);
    expect(winners.map((w) => [w.rank, w.ticketId, w.userId, w.prizeCents])).toEqual([
      [1, 3, b.uid, 600],
      [2, 17, a.uid, 400],
    ]);
    expect(await balanceCents(b.uid)).toBe(600);
    expect(await balanceCents(a.uid)).toBe(400);

    // what a player sees and can check: the history line and the entries, recomputed with the domain functions
    const h = (await history()).list[0]!;
    expect(h).toMatchObject({
      drawId: first.id,
      drawKey: 'lottery-2026-11-22',
      status: 'drawn',
      serverSeed: VECTOR_SERVER_SEED,
      clientSeed: VECTOR_CLIENT_SEED,
      ticketCount: 3,
      pool: 10,
    });
    expect(h.winners.map((w) => [w.rank, w.ticketId, w.prize])).toEqual([
      [1, 3, 6],
      [2, 17, 4],
    ]);
    expect(h.winners[0]!.name).toContain('***');
    const entries = LotteryEntries.parse((await t.call('GET', `/api/lottery/${first.id}/entries`)).body.data);
    expect(entries.entries).toEqual([3, 17, 42]);
    expect(drawClientSeed(entries.drawKey, entries.entries)).toBe(h.clientSeed);
    expect(sha256Hex(h.serverSeed!)).toBe(h.serverSeedHashed);
    expect(domainWinners(h.serverSeed!, h.clientSeed!, entries.entries, 2)).toEqual([3, 17]);

    // the draw job opened the next day's draw with its own committed seed; the win is an event for notify / lucky star
    const next = (await home()).open;
    expect(next.drawKey).toBe('lottery-2026-11-23');
    expect(next.serverSeedHashed).not.toBe(first.serverSeedHashed);
    expect((await home()).last?.drawId).toBe(first.id);
    const won = await db().select().from(domainEvents).where(eq(domainEvents.type, 'lottery.won'));
    expect(won.map((e) => (e.payload as { ticketId: number }).ticketId).sort((x, y) => x - y)).toEqual([3, 17]);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('buy: tickets for coins, the same Idempotency-Key answers once, the per-draw limit, balance and closed sales', async () => {
    const p = await player(20_000);
    const open = (await home(p.auth)).open;
    const r1 = await buy(p.auth, 3, 'lottery-key-0001');
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    expect(r1.body.data).toMatchObject({ drawId: open.id, drawKey: open.drawKey, cost: 3, balance: 197 });
    expect(r1.body.data.ticketIds).toHaveLength(3);
    const again = await buy(p.auth, 3, 'lottery-key-0001');
    expect(again.body.data.ticketIds).toEqual(r1.body.data.ticketIds);
    const raced = await Promise.all(Array.from({ length: 5 }, () => buy(p.auth, 2, 'lottery-key-0002')));
    expect(new Set(raced.map((r) => JSON.stringify(r.body.data.ticketIds))).size).toBe(1);
    expect(await balanceCents(p.uid)).toBe(20_000 - 500);
    const mine = await home(p.auth);
    expect(mine.open.myTicketIds).toEqual(
      [...r1.body.data.ticketIds, ...raced[0]!.body.data.ticketIds].sort((x: number, y: number) => x - y),
    );
    expect(mine.open).toMatchObject({ myRemaining: 95, ticketCount: 5 });

    // the limit (100 coin tickets per player and draw), nothing charged when refused
    const over = await buy(p.auth, 96);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('lottery.error.limit');
    expect((await buy(p.auth, 95)).status).toBe(200);
    expect((await buy(p.auth, 1)).body.code).toBe('lottery.error.limit');
    expect(await balanceCents(p.uid)).toBe(20_000 - 10_000);

    // not enough coins, a stale draw id, signed out, bad counts
    const poor = await player(150);
    expect((await buy(poor.auth, 2)).body.code).toBe('coin.error.not_enough');
    expect(await balanceCents(poor.uid)).toBe(150);
    expect((await buy(poor.auth, 1, undefined, open.id + 1_000)).body.code).toBe('lottery.error.closed');
    expect((await buy(poor.auth, 1, undefined, open.id)).status).toBe(200);
    expect((await t.call('POST', '/api/lottery/buy', { body: { count: 1 } })).status).toBe(401);
    for (const count of [0, -1, 1.5, 1_001, '2']) expect((await buy(poor.auth, count as number)).status).toBe(400);

    // at the draw time sales stop, before the job has run
    clock.set(Date.parse(open.drawAt));
    expect((await buy(poor.auth, 1)).body.code).toBe('lottery.error.closed');
    clock.set(Date.parse(open.drawAt) - 60_000);
    const tickets = (await t.call('GET', '/api/lottery/tickets?pageSize=5', { auth: p.auth })).body.data;
    expect(tickets.total).toBe(100);
    expect(tickets.list[0]).toMatchObject({ drawId: open.id, drawStatus: 'open', source: 'coin', price: 1, rank: null, prize: null });
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('a draw via the held clock and the jobs: prize totals equal the pool exactly; the operator settings apply from the next draw', async () => {
    const op = await t.operator(['finance']);
    const set = await t.call('POST', '/api/ops/games/lottery', {
      auth: op.authorization,
      body: {
        price: 0.37,
        drawTime: '20:00',
        edgePpm: 100_000,
        guaranteedPool: 10,
        prizeTablePpm: [500_000, 300_000, 200_000],
        maxTickets: 100,
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const bad = await t.call('POST', '/api/ops/games/lottery', {
      auth: op.authorization,
      body: { ...set.body.data, prizeTablePpm: [500_000, 300_000] },
    });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/api/ops/games/lottery', { auth: (await t.operator(['catalogue'])).authorization })).status).toBe(403);

    const before = await home();
    expect(before.open.price).toBe(1); // the open draw keeps the terms it was published with
    const players = [await player(), await player(), await player()];
    for (const [i, p] of players.entries()) expect((await buy(p.auth, 3 + i)).status).toBe(200);
    const salesCents = 100 * (101 + 12); // the previous test's 101 tickets and these 12
    const open = await runDraw();
    const row = await drawRow(open.id);
    const pool = lotteryPoolCents(salesCents, 100_000, 1_000);
    expect(row).toMatchObject({ status: 'drawn', salesCents, poolCents: pool, ticketCount: 113 });
    const winners = await db().select().from(lotteryWinners).where(eq(lotteryWinners.drawId, open.id));
    expect(winners).toHaveLength(3);
    expect(winners.reduce((s, w) => s + w.prizeCents, 0)).toBe(pool);
    // the ledger holds exactly those prize entries, one per rank
    expect(await paidFor(open.id)).toEqual({ n: 3, total: pool });
    expect(t.sent.some((m) => m.event === 'notify:balance' && m.to === `user:${winners[0]!.userId}`)).toBe(true);

    // the next draw carries the new settings: 0.37 a ticket
    const next = (await home()).open;
    expect(next).toMatchObject({ price: 0.37, drawKey: 'lottery-2026-11-24' });
    const q = await player();
    expect((await buy(q.auth, 60)).status).toBe(200);
    const d2 = await runDraw();
    const row2 = await drawRow(d2.id);
    expect(row2.poolCents).toBe(1_998); // 60 x 37 = 2,220 x 0.9
    const w2 = await db().select().from(lotteryWinners).where(eq(lotteryWinners.drawId, d2.id)).orderBy(lotteryWinners.rank);
    expect(w2.map((w) => w.prizeCents)).toEqual([1_000, 599, 399]); // 999 + 1 remainder cent to the first prize
    expect(await balanceCents(q.uid)).toBe(10_000 - 2_220 + 1_998);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('fewer tickets than prizes: only that many prizes; no ticket: no payout, the next draw opens', async () => {
    const p = await player();
    expect((await buy(p.auth, 2)).status).toBe(200);
    const d = await runDraw();
    const w = await db().select().from(lotteryWinners).where(eq(lotteryWinners.drawId, d.id)).orderBy(lotteryWinners.rank);
    expect(w.map((x) => x.rank)).toEqual([1, 2]);
    expect(w.map((x) => x.prizeCents)).toEqual([500, 300]); // the guaranteed $10: 50% and 30%
    expect(await balanceCents(p.uid)).toBe(10_000 - 74 + 800);

    const empty = await runDraw();
    const row = await drawRow(empty.id);
    expect(row).toMatchObject({ status: 'drawn', ticketCount: 0, poolCents: 0, clientSeed: null });
    expect(await db().select().from(lotteryWinners).where(eq(lotteryWinners.drawId, empty.id))).toHaveLength(0);
    const h = (await history()).list[0]!;
    expect(h).toMatchObject({ drawId: empty.id, winners: [], clientSeed: null, serverSeed: row.serverSeed });
    expect((await home()).open.drawAt > empty.drawAt).toBe(true);
  });

  it('quest tickets: granted free in the open draw once per sourceRef, outside the pool and the limit', async () => {
    const p = await player(0);
    const grant = (ref: string) => db().transaction((tx) => t.s.lottery.grant(tx, { userId: p.uid, sourceRef: ref, count: 2 }));
    const results = await Promise.all([grant(`quest:${p.uid}:9:0`), grant(`quest:${p.uid}:9:0`), grant(`quest:${p.uid}:9:0`)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await grant(`quest:${p.uid}:9:1`)).toBe(true);
    const h = await home(p.auth);
    expect(h.open.myTicketIds).toHaveLength(4);
    expect(h.open.pool).toBe(10);
    expect(h.open.myRemaining).toBe(h.open.maxTickets);
    const tickets = (await t.call('GET', '/api/lottery/tickets', { auth: p.auth })).body.data;
    expect(tickets.list.every((x: { source: string; price: number }) => x.source === 'quest' && x.price === 0)).toBe(true);
    expect(await balanceCents(p.uid)).toBe(0);
  });

  it('200 players buying while the draw closes: every committed ticket is in the draw, none after; the ledger holds', async () => {
    const open = (await home()).open;
    clock.set(Date.parse(open.drawAt) - 5_000);
    // 200 players made straight in the database (test/players.ts), buying through the service
    const players = await fundedPlayers(t, 200, { prefix: 'race', cents: 1_000 });
    const counts = players.map((_, i) => 1 + (i % 3));
    const buys = players.map((p, i) =>
      t.s.lottery.buy(p.uid, { count: counts[i]! }, `race-${i}-key`).then(
        (data) => ({ status: 200, body: { data, code: 0 as unknown } }),
        (e: { key?: string }) => ({ status: 409, body: { data: null as unknown as LotteryBuyResult, code: e.key as unknown } }),
      ),
    );
    // once some tickets have committed, the draw time passes and the close job runs while the others are in flight
    for (;;) {
      const [n] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(lotteryTickets)
        .where(eq(lotteryTickets.drawId, open.id));
      if (Number(n!.n) >= 20) break;
      await new Promise((r) => setImmediate(r));
    }
    clock.set(Date.parse(open.drawAt) + 1);
    const [results] = await Promise.all([Promise.all(buys), t.s.jobs.runDue()]);
    await t.s.jobs.runDue();
    const row = await drawRow(open.id);
    expect(row.status).toBe('drawn');
    const entries = (await db().select({ id: lotteryTickets.id }).from(lotteryTickets).where(eq(lotteryTickets.drawId, open.id))).map(
      (r) => r.id,
    );
    // nothing was added after the close: the client seed fixed then is the one of the tickets there now
    expect(row.ticketCount).toBe(entries.length);
    if (entries.length) expect(row.clientSeed).toBe(drawClientSeed(row.drawKey, entries));
    const inDraw = new Set(entries);
    const won = new Map<number, number>();
    for (const w of await db().select().from(lotteryWinners).where(eq(lotteryWinners.drawId, open.id)))
      won.set(w.userId, (won.get(w.userId) ?? 0) + w.prizeCents);
    let inClosed = 0;
    let inNext = 0;
    let refused = 0;
    for (const [i, r] of results.entries()) {
      // every ticket here costs 0.37 (this draw and the next), charged only when the purchase went through; plus any prize
      expect(await balanceCents(players[i]!.uid)).toBe(1_000 - (r.status === 200 ? counts[i]! * 37 : 0) + (won.get(players[i]!.uid) ?? 0));
      if (r.status !== 200) {
        expect(r.body.code).toBe('lottery.error.closed');
        refused++;
      } else if (r.body.data.drawId === open.id) {
        for (const id of r.body.data.ticketIds) expect(inDraw.has(id)).toBe(true);
        inClosed++;
      } else {
        for (const id of r.body.data.ticketIds) expect(inDraw.has(id)).toBe(false);
        inNext++;
      }
    }
    expect(inClosed + inNext + refused).toBe(200);
    expect(inClosed).toBeGreaterThan(0);
    const sold = await db().execute(sql`select coalesce(sum(price_cents), 0)::int as s from lottery_tickets where draw_id = ${open.id}`);
    expect((sold as unknown as { rows: { s: number }[] }).rows[0]!.s).toBe(Number(row.salesCents));
    const prizes = await db().select().from(lotteryWinners).where(eq(lotteryWinners.drawId, open.id));
    expect(prizes.reduce((s, w) => s + w.prizeCents, 0)).toBe(Number(row.poolCents));
    expect((await checkLedger(db())).ok).toBe(true);
  }, 60_000);

  it('two instances on one database draw once: one close, one payout, one credit per prize', async () => {
    const { publisher } = recordingPublisher();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' } as NodeJS.ProcessEnv);
    const second = await createContainer(config, { publisher, publicUrl: () => 'http://localhost:3000', dbHandle: t.s.dbHandle, clock });
    try {
      const open = (await home()).open;
      expect(await db().select().from(lotteryDraws).where(eq(lotteryDraws.status, 'open'))).toHaveLength(1);
      const players = [await player(), await player()];
      for (const p of players) expect((await buy(p.auth, 2)).status).toBe(200);
      clock.set(Date.parse(open.drawAt) + 1_000);
      await Promise.all([t.s.jobs.runDue(), second.jobs.runDue()]);
      await Promise.all([t.s.jobs.runDue(), second.jobs.runDue()]);
      const jobs = await db()
        .select()
        .from(scheduledJobs)
        .where(
          and(
            sql`${scheduledJobs.kind} in (${LOTTERY_CLOSE_JOB}, ${LOTTERY_PAY_JOB})`,
            sql`${scheduledJobs.payload}->>'drawId' = ${String(open.id)}`,
          ),
        );
      expect(jobs.map((j) => [j.kind, j.attempts, j.lastError]).sort()).toEqual([
        [LOTTERY_CLOSE_JOB, 1, null],
        [LOTTERY_PAY_JOB, 1, null],
      ]);
      expect(await db().select().from(lotteryDraws).where(eq(lotteryDraws.status, 'open'))).toHaveLength(1);
      const row = await drawRow(open.id);
      expect(row.status).toBe('drawn');
      const w = await db().select().from(lotteryWinners).where(eq(lotteryWinners.drawId, open.id));
      expect(w).toHaveLength(3);
      expect(await paidFor(open.id)).toEqual({ n: 3, total: Number(row.poolCents) });
      const won = await db()
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.type, 'lottery.won'), sql`${domainEvents.payload}->>'drawId' = ${String(open.id)}`));
      expect(won).toHaveLength(3);
      expect((await checkLedger(db())).ok).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('GET /api/lottery/{id}: any draw by its id, signed out; the server seed only once the draw is drawn', async () => {
    const open = (await home()).open;
    const p = await player();
    expect((await buy(p.auth, 2)).status).toBe(200);
    const byId = async (id: number) => {
      const r = await t.call('GET', `/api/lottery/${id}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return LotteryDrawResult.parse(r.body.data);
    };
    // selling: the committed hash and the live count and pool, nothing revealed
    const live = (await home()).open;
    expect(await byId(open.id)).toMatchObject({
      drawId: open.id,
      drawKey: open.drawKey,
      status: 'open',
      serverSeedHashed: open.serverSeedHashed,
      serverSeed: null,
      clientSeed: null,
      ticketCount: live.ticketCount,
      pool: live.pool,
      winners: [],
    });
    // the close: client seed and winners fixed, the server seed still secret until the payout marks it drawn
    clock.set(Date.parse(open.drawAt) + 1_000);
    await t.s.jobs.runDue();
    const entries = LotteryEntries.parse((await t.call('GET', `/api/lottery/${open.id}/entries`)).body.data).entries;
    const closed = await byId(open.id);
    expect(closed).toMatchObject({
      status: 'closed',
      serverSeed: null,
      clientSeed: drawClientSeed(open.drawKey, entries),
      ticketCount: entries.length,
    });
    await t.s.jobs.runDue();
    const drawn = await byId(open.id);
    expect(drawn.status).toBe('drawn');
    expect(drawn.serverSeed).toBe((await drawRow(open.id)).serverSeed);
    expect(sha256Hex(drawn.serverSeed!)).toBe(drawn.serverSeedHashed);
    expect(drawn.winners.map((w) => w.ticketId)).toEqual(
      domainWinners(drawn.serverSeed!, drawn.clientSeed!, entries, drawn.prizeTablePpm.length),
    );
    expect((await history()).list.find((d) => d.drawId === open.id)).toEqual(drawn);
    const missing = await t.call('GET', '/api/lottery/999999');
    expect([missing.status, missing.body.code]).toEqual([404, 'lottery.error.not_found']);
    expect((await t.call('GET', '/api/lottery/abc')).status).toBe(400);
  });
});
