import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { maskName, minesOf } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { redeliver } from '../../test/redeliver.ts';
import { EVENT_STREAMS } from '../events/event-streams.ts';
import { createBattle, heldClock, PENNY_PINCHER } from '../battles/battle-fixtures.ts';
import {
  battles,
  bingoGames,
  contestEntries,
  domainEvents,
  fancyCollection,
  gameRounds,
  luckyStarWins,
  scheduledJobs,
  seedPairs,
  users,
} from '../../db/schema/index.ts';
import type { DomainEventType } from '../events/events.service.ts';
import { minesCashOutCents } from '../games/mines/mines.service.ts';
import { FANCY_SEED_SETS } from '../games/fancy/fancy-seed.ts';
import { DEFAULT_LUCKY_STAR, isBigWin } from './lucky-star.service.ts';

describe('isBigWin (small)', () => {
  const s = DEFAULT_LUCKY_STAR; // $100 any way, or 10x and at least $20
  it('qualifies by amount or by multiplier over a real stake', () => {
    expect(isBigWin(s, 50_000, 10_000)).toBe(true); // $100 on a $500 stake: the amount alone
    expect(isBigWin(s, 200, 2_000)).toBe(true); // 10x, $20
    expect(isBigWin(s, 200, 1_999)).toBe(false); // under 10x
    expect(isBigWin(s, 100, 1_500)).toBe(false); // 15x but under $20
    expect(isBigWin(s, 0, 9_999)).toBe(false); // a free stake counts only by amount
    expect(isBigWin(s, 0, 10_000)).toBe(true);
    expect(isBigWin({ ...s, enabled: false }, 0, 1_000_000)).toBe(false);
    expect(isBigWin(s, 100, 0)).toBe(false);
  });
});

/**
 * lucky_star on a real database (apps/server/src/modules/lucky-star/README.md): big wins read from the domain events (a box, a battle, a seed type 3
 * game, bingo and lottery prizes, Fancy Cards set prizes, contest prizes; each driven through its own routes and
 * jobs) are written once and broadcast to the `lucky_star` channel with a masked nickname, and a repeated delivery
 * of an event writes and broadcasts nothing more; a battle's win stays hidden until the battle's end; the console's
 * thresholds decide what is news.
 */
describe.each(DRIVERS)('lucky_star on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0); // the VIP gate is vip.test.ts's subject: these players are funded without XP
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const wins = () => t.sent.filter((m) => m.to === 'channel:lucky_star' && m.event === 'lucky_star:win').map((m) => m.args[0] as any);
  const list = async () => (await t.call('GET', '/api/sys/lucky_star')).body.data as any[];

  /** A registered player with `cents` coins and its (unmasked) nickname. */
  async function player(email: string, cents = 10_000) {
    const p = await t.register(email);
    if (cents > 0) await t.fund(p.uid, cents);
    const [u] = await db().select({ nickname: users.nickname }).from(users).where(eq(users.id, p.uid));
    return { ...p, nickname: u!.nickname };
  }
  /** Runs due jobs until none is due (a job may schedule another that is already due). */
  async function drain() {
    for (let i = 0; i < 100; i++) if ((await t.s.jobs.runDue()) === 0) return;
  }
  const eventsOf = (type: DomainEventType, uid: number) =>
    db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, type), eq(domainEvents.userId, uid)))
      .orderBy(domainEvents.id);
  /**
   * Runs the lucky_star delivery of every `type` event of player `uid` again (scheduled anew: a delivered event's job
   * has left the queue), those its filter refused too: nothing more is written or broadcast. `written` = the wins those
   * events wrote, once each.
   */
  async function deliveredOnce(type: DomainEventType, uid: number, written: number) {
    const events = await eventsOf(type, uid);
    const refs = events.map((e) => `event:${e.id}`);
    const rows = async () =>
      (await db().select().from(luckyStarWins).where(eq(luckyStarWins.userId, uid))).filter((w) =>
        refs.some((r) => w.sourceRef === r || w.sourceRef.startsWith(`${r}:`)),
      );
    expect(await rows()).toHaveLength(written);
    const sentBefore = wins().length;
    const rowsBefore = await rows();
    const again = await redeliver(
      db(),
      'lucky_star',
      events.map((e) => e.id),
      clock.now(),
    );
    expect(again).toBe(events.length);
    expect(await t.s.jobs.runDue()).toBeGreaterThanOrEqual(again);
    expect(wins()).toHaveLength(sentBefore);
    expect(await rows()).toEqual(rowsBefore);
  }
  /** The round's mines as the server knows them (the test reads the unrevealed seed from the database). */
  async function minesOfRound(id: number): Promise<number[]> {
    const [row] = await db()
      .select({ nonce: gameRounds.nonce, params: gameRounds.params, serverSeed: seedPairs.serverSeed, clientSeed: seedPairs.clientSeed })
      .from(gameRounds)
      .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
      .where(eq(gameRounds.id, id));
    return minesOf(row!.serverSeed, row!.clientSeed!, row!.nonce, (row!.params as { mines: number }).mines).tiles;
  }
  const safeTiles = (mines: number[]) => Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
  const bingoRow = async (id: number) => (await db().select().from(bingoGames).where(eq(bingoGames.id, id)))[0]!;
  /** The live bingo game once it sells with its close still ahead (opened, or an empty one closed, through the jobs). */
  async function sellingBingoGame() {
    for (let i = 0; i < 5; i++) {
      const g = (await t.call('GET', '/api/bingo/home')).body.data.game;
      if (g.state === 'selling' && Date.parse(g.closesAt) > clock.ms) return g as { id: number };
      if (g.state === 'scheduled') clock.set(Math.max(clock.ms, Date.parse(g.opensAt)));
      if (g.state === 'selling') clock.set(Date.parse(g.closesAt));
      await drain();
    }
    throw new Error('no bingo game selling');
  }

  async function thresholds(body: { enabled: boolean; minPayout: number; minMultiplier: number; minMultiplierPayout: number }) {
    const op = await t.operator(['finance']);
    const r = await t.call('POST', '/api/ops/games/lucky-star', { auth: op.authorization, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual(body);
  }

  it('a small box win is not news at the defaults; at a 1-cent threshold it is broadcast once, masked, and listed', async () => {
    const p = await t.register('lucky.star.player@example.com');
    await t.fund(p.uid, 10_000);
    expect((await t.call('POST', '/api/item/110/open', { auth: p.auth })).status).toBe(200);
    // not news: the opening's event has no lucky_star delivery at all (the consumer's filter), quests still gets it (a
    // stream: its bit in the event, no job)
    const [small] = await eventsOf('box.opened', p.uid);
    const jobsOf = async (eventId: number) =>
      (
        await db()
          .select()
          .from(scheduledJobs)
          .where(
            inArray(
              scheduledJobs.dedupeKey,
              ['lucky_star', 'quests', 'guides'].map((c) => `event:${c}:${eventId}`),
            ),
          )
      )
        .map((j) => j.kind)
        .sort();
    const questsReads = async (eventId: number) =>
      (
        (await db().execute(
          sql`select (streams >> ${EVENT_STREAMS.quests}::int) & 1 as bit from domain_events where id = ${eventId}`,
        )) as unknown as {
          rows: { bit: number }[];
        }
      ).rows[0]!.bit;
    expect(await jobsOf(small!.id)).toEqual([]);
    expect(await questsReads(small!.id)).toBe(1);
    await t.s.jobs.runDue();
    expect(wins()).toHaveLength(0);

    await thresholds({ enabled: true, minPayout: 0.01, minMultiplier: 10, minMultiplierPayout: 20 });
    const opened = await t.call('POST', '/api/item/110/open', { auth: p.auth });
    expect(opened.status).toBe(200);
    const big = (await eventsOf('box.opened', p.uid))[1]!.id;
    expect(await jobsOf(big)).toEqual(['event:lucky_star']);
    expect(await questsReads(big)).toBe(1);
    await t.s.jobs.runDue();
    await t.s.jobs.runDue();
    const sent = wins();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ source: 'box', amount: opened.body.data.results[0].itemPrice, multiplier: expect.any(Number) });
    expect(sent[0].nickname).toContain('***');
    expect(sent[0].nickname).not.toContain('lucky.star');
    expect(sent[0].link).toMatch(/^\/box-detail\/110-/);
    expect(sent[0].title).toBeTruthy();
    expect((await list())[0]).toEqual(sent[0]);
  });

  it("a battle's win is written when it settles but shown only at its end", async () => {
    const a = await t.register();
    const b = await t.register();
    await t.fund(a.uid, 10_000);
    await t.fund(b.uid, 10_000);
    const before = wins().length;
    const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 3 }], type: 'singled', mode: 'normal' });
    const joined = await t.call('POST', `/api/battle/v2/${uuid}/pvp`, { auth: b.auth, body: { number: 2 } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    await t.s.jobs.runDue();
    expect(wins()).toHaveLength(before); // rounds are still being revealed
    expect((await list()).some((w) => w.link === `/battles/detail/${uuid}`)).toBe(false);

    clock.advance(10 * 60_000);
    await t.s.jobs.runDue();
    const shown = wins().slice(before);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ source: 'battle', link: `/battles/detail/${uuid}`, multiplier: expect.any(Number) });
    expect(shown[0].amount).toBeGreaterThan(0);
    expect((await list()).some((w) => w.id === shown[0].id)).toBe(true);
  });

  it('a big Mad Miner win through the game routes: a small cash-out is not news at the default thresholds, every safe tile of 22 mines is, broadcast once with its multiplier', async () => {
    await thresholds({ enabled: true, minPayout: 100, minMultiplier: 10, minMultiplierPayout: 20 }); // the defaults
    const p = await player('mines.star@example.com');
    const before = wins().length;
    // a 1.13x cash-out: not news
    const small = (await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 3 } })).body.data;
    expect(
      (await t.call('POST', `/api/mines/${small.id}/reveal`, { auth: p.auth, body: { tile: safeTiles(await minesOfRound(small.id))[0] } }))
        .status,
    ).toBe(200);
    expect((await t.call('POST', `/api/mines/${small.id}/cashout`, { auth: p.auth })).body.data.outcome).toBe('cashout');
    // every safe tile of 22 mines on a $1 bet: the top multiplier
    const bet = await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 22 } });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    let last: any;
    for (const tile of safeTiles(await minesOfRound(bet.body.data.id)))
      last = (await t.call('POST', `/api/mines/${bet.body.data.id}/reveal`, { auth: p.auth, body: { tile } })).body.data;
    const top = minesCashOutCents(100, 22, 3, 10_000, 10_000_000);
    expect(last).toMatchObject({ status: 'settled', outcome: 'win', payout: top / 100 });
    await drain();
    const shown = wins().slice(before);
    expect(shown).toEqual([
      {
        id: expect.any(Number),
        nickname: maskName(p.nickname),
        source: 'mines',
        title: null,
        amount: top / 100,
        multiplier: top / 100,
        link: '/mad-miner',
        at: expect.any(String),
      },
    ]);
    expect(shown[0].nickname).toBe(maskName(p.nickname)); // the one mask (packages/domain maskName)
    expect((await list())[0]).toEqual(shown[0]);
    await deliveredOnce('game.settled', p.uid, 1);
  });

  it('bingo prizes: each line and full-card share over the threshold is broadcast once, none for the card rounds themselves', async () => {
    await thresholds({ enabled: true, minPayout: 0.01, minMultiplier: 10, minMultiplierPayout: 20 });
    const p = await player('bingo.star@example.com');
    const before = wins().length;
    const g = await sellingBingoGame();
    const bought = await t.call('POST', '/api/bingo/multiple', {
      auth: p.auth,
      body: { gameId: g.id, count: 10 },
      headers: { 'idempotency-key': 'lucky-bingo-000001' },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    // the close, then one call per job until the first full card
    clock.set(Math.max(clock.ms, (await bingoRow(g.id)).closesAt!.getTime()));
    await drain();
    let row = await bingoRow(g.id);
    for (let i = 0; i < 75 && row.state === 'calling'; i++) {
      clock.set(row.callsStartedAt!.getTime() + row.calledCount * row.callIntervalMs);
      await drain();
      row = await bingoRow(g.id);
    }
    expect(row.state).toBe('ended');
    const won = (await eventsOf('bingo.won', p.uid)).map((e) => e.payload as { prize: string; prizeCents: number });
    expect(won.filter((w) => w.prize === 'line').length).toBeGreaterThan(0);
    expect(won.filter((w) => w.prize === 'full').length).toBeGreaterThan(0);
    expect(won.reduce((s, w) => s + w.prizeCents, 0)).toBe(row.poolCents); // every share is this player's: 10 cards, the whole pool
    const shown = wins().slice(before);
    const paid = won.filter((w) => w.prizeCents > 0);
    expect(shown).toHaveLength(paid.length); // one per share paid; the cards' own game.settled are not news
    expect(shown.map((w) => w.amount).sort((a, b) => a - b)).toEqual(paid.map((w) => w.prizeCents / 100).sort((a, b) => a - b));
    for (const w of shown)
      expect(w).toMatchObject({ nickname: maskName(p.nickname), source: 'bingo', title: null, multiplier: null, link: '/bingo' });
    await deliveredOnce('bingo.won', p.uid, paid.length);
    await deliveredOnce('game.settled', p.uid, 0);
  });

  it('lottery prizes: the ones at or above the threshold are broadcast once, a smaller one is not', async () => {
    await thresholds({ enabled: true, minPayout: 3, minMultiplier: 10, minMultiplierPayout: 20 });
    const p = await player('lottery.star@example.com');
    const before = wins().length;
    const open = (await t.call('GET', '/api/lottery/home')).body.data.open;
    const bought = await t.call('POST', '/api/lottery/buy', { auth: p.auth, body: { count: 5 } });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    clock.set(Math.max(clock.ms, Date.parse(open.drawAt) + 1_000));
    await drain(); // the close, the payout, the deliveries
    // $5 of tickets under the guaranteed $10 pool: prizes $5, $3 and $2, all this player's
    const won = (await eventsOf('lottery.won', p.uid)).map((e) => e.payload as { drawId: number; rank: number; prizeCents: number });
    expect(won.map((w) => [w.drawId, w.rank, w.prizeCents])).toEqual([
      [open.id, 1, 500],
      [open.id, 2, 300],
      [open.id, 3, 200],
    ]);
    const shown = wins().slice(before);
    expect(shown.map((w) => w.amount).sort((a, b) => b - a)).toEqual([5, 3]);
    for (const w of shown)
      expect(w).toMatchObject({ nickname: maskName(p.nickname), source: 'lottery', title: null, multiplier: null, link: '/daily-lottery' });
    await deliveredOnce('lottery.won', p.uid, 2);
  });

  it('a Fancy Cards set prize is a win of its own (by amount: the packs are not its stake): under the threshold not news, over it broadcast once', async () => {
    await thresholds({ enabled: true, minPayout: 10, minMultiplier: 10, minMultiplierPayout: 20 });
    const p = await player('fancy.star@example.com', 0);
    const before = wins().length;
    for (const setId of [1, 2]) {
      for (const c of FANCY_SEED_SETS.find((s) => s.id === setId)!.cards)
        await db().insert(fancyCollection).values({ userId: p.uid, cardId: c.id, count: 1 });
      const claimed = await t.call('POST', `/api/fancy/set/${setId}/claim`, { auth: p.auth });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    }
    await drain();
    // Neon Jungle pays $6 (under $10), Cosmic Voyage $12
    const shown = wins().slice(before);
    expect(shown).toEqual([
      {
        id: expect.any(Number),
        nickname: maskName(p.nickname),
        source: 'fancy',
        title: 'Cosmic Voyage',
        amount: 12,
        multiplier: null,
        link: '/fancy-cards',
        at: expect.any(String),
      },
    ]);
    await deliveredOnce('fancy.set_claimed', p.uid, 1);
  });

  it('a contest prize is news: the $100 first prize at the default thresholds, broadcast once when the period is paid', async () => {
    await thresholds({ enabled: true, minPayout: 100, minMultiplier: 10, minMultiplierPayout: 20 }); // the defaults
    const p = await player('contest.star@example.com', 100_000);
    const levels = (await t.call('GET', '/api/contest/home', { auth: p.auth })).body.data.levels;
    let beaten = false;
    for (let i = 0; i < 60 && !beaten; i++) {
      const r = await t.call('POST', '/api/contest/open', {
        auth: p.auth,
        body: { levelId: levels[0].id },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [e] = await db()
        .select({ won: contestEntries.won })
        .from(contestEntries)
        .innerJoin(battles, eq(battles.id, contestEntries.battleId))
        .where(eq(battles.uuid, r.body.data.uuid));
      beaten = e!.won;
    }
    expect(beaten).toBe(true);
    const period = (await t.call('GET', '/api/contest/home', { auth: p.auth })).body.data.period;
    clock.set(Date.parse(period.endsAt) + 1_000);
    await drain(); // the battles' ends, the period-end payout, the deliveries
    const won = (await eventsOf('contest.prize', p.uid)).map((e) => e.payload as { periodId: number; rank: number; prizeCents: number });
    expect(won).toEqual([{ userId: p.uid, periodId: period.id, rank: 1, prizeCents: 10_000 }]);
    const shown = wins().filter((w) => w.link === '/battles/contest');
    expect(shown).toEqual([
      {
        id: expect.any(Number),
        nickname: maskName(p.nickname),
        source: 'contest',
        title: null,
        amount: 100,
        multiplier: null,
        link: '/battles/contest',
        at: expect.any(String),
      },
    ]);
    await deliveredOnce('contest.prize', p.uid, 1);
  });

  it('switched off, nothing is broadcast; the settings are finance-only and validated', async () => {
    await thresholds({ enabled: false, minPayout: 0.01, minMultiplier: 10, minMultiplierPayout: 20 });
    const p = await t.register();
    await t.fund(p.uid, 1_000);
    const before = wins().length;
    expect((await t.call('POST', '/api/item/110/open', { auth: p.auth })).status).toBe(200);
    await t.s.jobs.runDue();
    expect(wins()).toHaveLength(before);
    const support = await t.operator(['support']);
    expect((await t.call('GET', '/api/ops/games/lucky-star', { auth: support.authorization })).status).toBe(403);
    const op = await t.operator(['finance']);
    const bad = await t.call('POST', '/api/ops/games/lucky-star', {
      auth: op.authorization,
      body: { enabled: true, minPayout: 1.001, minMultiplier: 10, minMultiplierPayout: 20 },
    });
    expect(bad.status).toBe(400);
  });
});
