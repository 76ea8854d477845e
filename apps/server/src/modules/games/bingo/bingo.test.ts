import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  bingoCalls,
  bingoCardOf,
  bingoPool,
  bingoProgress,
  drawClientSeed,
  sha256Hex,
  splitPrizeCents,
  type BingoCard,
} from '@hapa/domain';
import { BingoHome } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../../../test/harness.ts';
import { fundedPlayers } from '../../../test/players.ts';
import { heldClock } from '../../battles/battle-fixtures.ts';
import { checkLedger } from '../../wallet/wallet.service.ts';
import { createContainer, type Container } from '../../../container.ts';
import { recordingPublisher } from '../../../lib/publisher.ts';
import { bingoCards, bingoGames, gameRounds, scheduledJobs, storeItems } from '../../../db/schema/index.ts';
import { BINGO_CLOSE_JOB } from './bingo.settings.ts';

const SEED = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';

/** fairness.md "Public test vectors": the draw functions the bingo game uses (small). */
describe('bingo fairness vectors and prize maths (small)', () => {
  it('card of nonce 3, drawClientSeed over sorted entry ids and the call order match fairness.md', () => {
    expect(bingoCardOf(SEED, 'lucky-client', 3)).toEqual({
      B: [3, 14, 2, 8, 9],
      I: [30, 21, 17, 27, 16],
      N: [38, 43, 37, 44],
      G: [50, 53, 56, 51, 54],
      O: [71, 70, 65, 62, 75],
    });
    const draw = drawClientSeed('lottery-2026-11-22', [17, 3, 42]);
    expect(draw).toBe('8d0446a1bd9094648929976fb4b291bdde7ab291d68b216dccfe96ec08f57c7c');
    const calls = bingoCalls(SEED, draw);
    expect(calls.slice(0, 10)).toEqual([7, 14, 36, 8, 43, 16, 55, 67, 44, 34]);
    expect([...calls].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
  });

  it('lines: rows, columns and diagonals with the free centre; a full card', () => {
    const card: BingoCard = {
      B: [1, 2, 3, 4, 5],
      I: [16, 17, 18, 19, 20],
      N: [31, 32, 33, 34],
      G: [46, 47, 48, 49, 50],
      O: [61, 62, 63, 64, 65],
    };
    expect(bingoProgress(card, [3, 18, 48, 63])).toEqual({ lines: ['r2'], full: false }); // the middle row needs 4 numbers
    expect(bingoProgress(card, [31, 32, 33, 34]).lines).toEqual(['c2']);
    expect(bingoProgress(card, [1, 17, 49, 65]).lines).toEqual(['d0']);
    expect(bingoProgress(card, [5, 19, 47, 61]).lines).toEqual(['d1']);
    expect(bingoProgress(card, [1, 16, 31, 46]).lines).toEqual([]);
    const all = [...card.B, ...card.I, ...card.N, ...card.G, ...card.O];
    expect(bingoProgress(card, all)).toEqual({
      lines: ['r0', 'r1', 'r2', 'r3', 'r4', 'c0', 'c1', 'c2', 'c3', 'c4', 'd0', 'd1'],
      full: true,
    });
  });

  it('pool = sales x (1 - edge), line + full = pool; a split gives the remainder cents one each to the lowest card ids', () => {
    expect(bingoPool(1_000, 100_000, 300_000)).toEqual({ poolCents: 900, lineCents: 270, fullCents: 630 });
    expect(bingoPool(333, 100_000, 300_000)).toEqual({ poolCents: 299, lineCents: 89, fullCents: 210 });
    expect([...splitPrizeCents(100, [9, 4, 7])]).toEqual([
      [4, 34],
      [7, 33],
      [9, 33],
    ]);
    expect([...splitPrizeCents(101, [9, 4, 7])]).toEqual([
      [4, 34],
      [7, 34],
      [9, 33],
    ]);
    expect([...splitPrizeCents(2, [5, 6, 7])]).toEqual([
      [5, 1],
      [6, 1],
      [7, 0],
    ]);
    for (const total of [0, 1, 89, 630, 9_999])
      for (const n of [1, 2, 3, 7]) {
        const ids = Array.from({ length: n }, (_, i) => 100 - i * 3);
        expect([...splitPrizeCents(total, ids).values()].reduce((a, b) => a + b, 0)).toBe(total);
      }
  });
});

/**
 * Bingo King on a real database (docs/games.md): scheduled games driven by durable jobs and a held clock, card
 * purchases through the game core, the draw fixed at the close, one call per job, prizes split in cents and
 * credited in the call's transaction, purchases racing the close, a restart between calls, two workers.
 */
describe.each(DRIVERS)('bingo king on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    finance = (await t.operator(['finance'])).authorization;
    const r = await t.call('POST', '/api/ops/games/bingo', {
      auth: finance,
      body: {
        cardPrice: 1,
        maxCards: 10,
        salesSeconds: 60,
        callIntervalMs: 1_000,
        gapSeconds: 10,
        edgePpm: 100_000,
        lineSharePpm: 300_000,
        pointsPerCard: 10,
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;

  async function player(cents = 10_000) {
    const p = await t.register();
    await t.fund(p.uid, cents);
    return p;
  }
  const balance = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data.coin as number;
  const home = async (auth?: string) => {
    const r = await t.call('GET', '/api/bingo/home', { auth });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return BingoHome.parse(r.body.data);
  };
  const buy = (auth: string, gameId: number, count: number, key?: string) =>
    t.call('POST', count === 1 && !key?.startsWith('multi') ? '/api/bingo/play' : '/api/bingo/multiple', {
      auth,
      body: { gameId, count },
      headers: key ? { 'idempotency-key': key } : {},
    });
  /** Runs due jobs until none is due (a job may schedule another that is already due). */
  async function drain(c: Pick<Container, 'jobs'> = t.s) {
    let n = 0;
    for (let i = 0; i < 200; i++) {
      const ran = await c.jobs.runDue();
      n += ran;
      if (ran === 0) break;
    }
    return n;
  }
  const gameRow = async (id: number) => (await db().select().from(bingoGames).where(eq(bingoGames.id, id)))[0]!;
  /** Opens the live game (moves the clock to its opening) and returns it selling. */
  async function openGame() {
    let g = (await home()).game;
    if (g.state === 'scheduled') {
      clock.set(Math.max(clock.ms, Date.parse(g.opensAt)));
      await drain();
      g = (await home()).game;
    }
    expect(g.state).toBe('selling');
    return g;
  }
  async function closeGame(id: number) {
    clock.set(Date.parse((await gameRow(id)).closesAt!.toISOString()));
    await drain();
    return gameRow(id);
  }
  /** Runs the next due call of game `id` (the clock moves to it); returns the row after it. */
  async function nextCall(id: number, c: Pick<Container, 'jobs'> = t.s) {
    const g = await gameRow(id);
    clock.set(g.callsStartedAt!.getTime() + g.calledCount * g.callIntervalMs);
    await drain(c);
    return gameRow(id);
  }

  it('a full game: sales with the seed hash shown, the draw fixed at the close, one number per call, line then full card paid in cents to the exact pool, rounds settled, next game scheduled', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    const g = await openGame();
    expect(g.serverSeedHashed).toMatch(/^[0-9a-f]{64}$/);
    expect(g.serverSeed).toBeNull();
    expect(g.called).toEqual([]);
    const ra = await buy(a.auth, g.id, 3, 'multi-a-000001');
    expect(ra.status, JSON.stringify(ra.body)).toBe(200);
    expect(ra.body.data.cards).toHaveLength(3);
    expect(ra.body.data.balance).toBe(97);
    expect(ra.body.data.points).toBe(30);
    // the same key answers the same cards and moves nothing
    const again = await buy(a.auth, g.id, 3, 'multi-a-000001');
    expect(again.body.data.cards.map((x: any) => x.id)).toEqual(ra.body.data.cards.map((x: any) => x.id));
    expect(await balance(a.auth)).toBe(97);
    expect((await buy(b.auth, g.id, 1)).status).toBe(200);
    expect((await buy(c.auth, g.id, 2, 'multi-c-000001')).status).toBe(200);
    const selling = await home(a.auth);
    expect(selling.myCards).toBe(3);
    expect(selling.game.cardsCount).toBe(6);
    expect(selling.game.pool).toBe(5.4);
    // each card is drawn from its buyer's type 3 stream at its round's nonce
    const rows = await db().execute(
      sql`select c.id, c.numbers, r.nonce, p.server_seed, p.client_seed from bingo_cards c join game_rounds r on r.id = c.round_id join seed_pairs p on p.id = r.seed_pair_id where c.game_id = ${g.id} order by c.id`,
    );
    const cardRows = ((rows as any).rows ?? rows) as {
      id: string;
      numbers: BingoCard;
      nonce: number;
      server_seed: string;
      client_seed: string;
    }[];
    for (const r of cardRows) expect(r.numbers).toEqual(bingoCardOf(r.server_seed, r.client_seed, r.nonce));

    const closed = await closeGame(g.id);
    expect(closed.state).toBe('calling');
    const ids = cardRows.map((r) => Number(r.id));
    expect(closed.drawClientSeed).toBe(drawClientSeed(`bingo-${g.id}`, ids));
    expect(sha256Hex(closed.serverSeed!)).toBe(g.serverSeedHashed);
    const calls = bingoCalls(closed.serverSeed!, closed.drawClientSeed!);
    expect(closed.calls).toEqual(calls);
    expect((await buy(b.auth, g.id, 1)).body.code).toBe('bingo.error.sales_closed');
    // what the rules say must happen
    const cards = cardRows.map((r) => ({ id: Number(r.id), numbers: r.numbers }));
    const firstAt = (pred: (card: BingoCard, n: number) => boolean) => {
      for (let n = 1; n <= 75; n++) {
        const w = cards.filter((x) => pred(x.numbers, n));
        if (w.length) return { n, ids: w.map((x) => x.id) };
      }
      throw new Error('unreachable');
    };
    const line = firstAt((card, n) => bingoProgress(card, calls.slice(0, n)).lines.length > 0);
    const full = firstAt((card, n) => bingoProgress(card, calls.slice(0, n)).full);
    const pool = bingoPool(600, 100_000, 300_000);

    const sentBefore = t.sent.length;
    let row = closed;
    for (let i = 1; i <= full.n; i++) {
      row = await nextCall(g.id);
      expect(row.calledCount).toBe(i);
      const h = await home();
      if (i < full.n) expect(h.game.called).toEqual(calls.slice(0, i)); // a late joiner sees every call so far
      if (i === line.n) {
        expect(row.lineAtCall).toBe(line.n);
        expect(h.game.line.winners.map((w) => w.cardId)).toEqual(line.ids);
      }
    }
    expect(row.state).toBe('ended');
    expect(row.fullAtCall).toBe(full.n);
    const callEvents = t.sent.slice(sentBefore).filter((e) => e.event === 'bingo_call:call');
    expect(callEvents.map((e) => (e.args[0] as any).number)).toEqual(calls.slice(0, full.n));
    expect(
      t.sent
        .slice(sentBefore)
        .filter((e) => e.event === 'bingo_call:win')
        .map((e) => (e.args[0] as any).prize),
    ).toEqual(['line', 'full']);
    // prizes: exact split, remainder to the lowest ids, totals = pool
    const lineShares = splitPrizeCents(pool.lineCents, line.ids);
    const fullShares = splitPrizeCents(pool.fullCents, full.ids);
    const paid = await db().select().from(bingoCards).where(eq(bingoCards.gameId, g.id));
    for (const p of paid) {
      expect(p.linePrizeCents).toBe(lineShares.get(p.id) ?? 0);
      expect(p.fullPrizeCents).toBe(fullShares.get(p.id) ?? 0);
    }
    expect(paid.reduce((s, p) => s + p.linePrizeCents + p.fullPrizeCents, 0)).toBe(pool.poolCents);
    // every round settled with its card's payout; balances add up
    const rounds = await db().select().from(gameRounds).where(eq(gameRounds.game, 'bingo'));
    const byRound = new Map(paid.map((p) => [p.roundId, p]));
    for (const r of rounds.filter((r) => byRound.has(r.id))) {
      const p = byRound.get(r.id)!;
      expect(r.status).toBe('settled');
      expect(r.payoutCents).toBe(p.linePrizeCents + p.fullPrizeCents);
      expect(r.outcome).toBe(r.payoutCents > 0 ? 'win' : 'lose');
    }
    const wonBy = (uid: number) => paid.filter((p) => p.userId === uid).reduce((s, p) => s + p.linePrizeCents + p.fullPrizeCents, 0);
    expect(await balance(a.auth)).toBeCloseTo((10_000 - 300 + wonBy(a.uid)) / 100, 2);
    expect(await balance(b.auth)).toBeCloseTo((10_000 - 100 + wonBy(b.uid)) / 100, 2);
    expect(await balance(c.auth)).toBeCloseTo((10_000 - 200 + wonBy(c.uid)) / 100, 2);
    expect((await checkLedger(db())).ok).toBe(true);
    // the ended game: seed revealed in history with the card ids; my cards daubed; the game history lists the rounds
    const hist = (await t.call('GET', '/api/bingo/history')).body.data.list;
    const ended = hist.find((x: any) => x.id === g.id);
    expect(ended.serverSeed).toBe(closed.serverSeed);
    expect(ended.cardIds).toEqual(ids);
    expect(drawClientSeed(`bingo-${g.id}`, ended.cardIds)).toBe(ended.drawClientSeed);
    expect(bingoCalls(ended.serverSeed, ended.drawClientSeed).slice(0, full.n)).toEqual(ended.called);
    const mine = (await t.call('GET', `/api/bingo/cards?gameId=${g.id}`, { auth: a.auth })).body.data;
    expect(mine.list).toHaveLength(3);
    for (const card of mine.list) expect(card.full).toBe(full.ids.includes(card.id));
    const gh = (await t.call('GET', '/api/user/game-history', { auth: a.auth })).body.data.list.filter((x: any) => x.game === 'bingo');
    expect(gh).toHaveLength(3);
    expect(gh[0].detail.gameId).toBe(g.id);
    // bingo.won events for every share, and the next game scheduled after the gap
    const won = await db().execute(sql`select count(*)::int as n from domain_events where type = 'bingo.won'`);
    expect(Number(((won as any).rows ?? won)[0].n)).toBe(line.ids.length + full.ids.length);
    const next = (await home()).game;
    expect(next.id).toBeGreaterThan(g.id);
    expect(next.state).toBe('scheduled');
    expect(Date.parse(next.opensAt)).toBe(row.endedAt!.getTime() + 10_000);
    const h = await home();
    expect(h.lastGame?.id).toBe(g.id);
    expect(h.lastGame?.full.winners.map((w) => w.cardId)).toEqual(full.ids);
    // the ranking lists the winners by prize won
    const rank = (await t.call('GET', '/api/bingo/rank')).body.data;
    expect(rank.list.length).toBeGreaterThan(0);
    expect(rank.list[0].name).toContain('***');
  });

  it('a game with no cards at the close ends without calls and the next one is scheduled', async () => {
    const g = await openGame();
    const after = await closeGame(g.id);
    expect(after.state).toBe('ended');
    expect(after.calledCount).toBe(0);
    expect(after.calls).toBeNull();
    const next = (await home()).game;
    expect(next.id).toBeGreaterThan(g.id);
    expect(next.state).toBe('scheduled');
  });

  it('200 players buying while sales close: every purchase answered before the close is in the draw, every one sent after the close time is refused, the draw is exactly the bought cards, the pool their sales, the prizes the pool in cents', async () => {
    const N = 200;
    const K = 50; // the close starts (clock at closesAt, close job run) once this many purchases have answered
    const WINDOW = 16; // purchases in flight at once, so purchases are still being sent while the close runs
    const HELD_BACK = 30; // the last purchases are sent only once the close has committed
    const players = await fundedPlayers(t, N, { prefix: 'bingo-race', cents: 1_000, sessions: true });
    const counts = players.map((_, i) => 1 + (i % 3)); // one card through /play, two or three through /multiple
    const g = await openGame();
    const closesAt = (await gameRow(g.id)).closesAt!.getTime();
    /** one purchase: when it was sent (sales open, the close running, the close committed) and whether it answered before the close began */
    const log: { i: number; sent: 'selling' | 'closing' | 'closed'; answeredBeforeClose: boolean; res: Awaited<ReturnType<typeof buy>> }[] =
      [];
    let stage: 'selling' | 'closing' | 'closed' = 'selling';
    let committed!: () => void;
    const closeCommitted = new Promise<void>((r) => (committed = r));
    let close: Promise<void> = Promise.resolve();
    let answered = 0;
    let next = 0;
    const worker = async () => {
      for (;;) {
        if (stage !== 'closed' && N - next <= HELD_BACK) await closeCommitted;
        if (next >= N) return;
        const i = next++;
        const sent = stage;
        const res = await buy(players[i]!.auth, g.id, counts[i]!);
        log.push({ i, sent, answeredBeforeClose: stage === 'selling', res });
        if (++answered === K) {
          stage = 'closing';
          clock.set(closesAt);
          close = t.s.jobs.runDue().then(() => {
            stage = 'closed';
            committed();
          });
        }
      }
    };
    await Promise.all(Array.from({ length: WINDOW }, worker));
    await close;
    await drain();
    expect(log).toHaveLength(N);

    const ok = log.filter((b) => b.res.status === 200);
    const refused = log.filter((b) => b.res.status !== 200);
    for (const b of refused) expect(b.res.body.code, JSON.stringify(b.res.body)).toBe('bingo.error.sales_closed');
    // the close landed inside the race: purchases went through before it and were refused after it
    expect(ok.length).toBeGreaterThanOrEqual(K);
    expect(refused.length).toBeGreaterThanOrEqual(HELD_BACK);
    for (const b of log) {
      if (b.answeredBeforeClose) expect(b.res.status).toBe(200);
      if (b.sent !== 'selling') expect(b.res.body.code).toBe('bingo.error.sales_closed'); // sent at or after closesAt
    }
    // the draw: exactly the cards of the answered purchases (each all of its cards), fixed over their ids
    const row = await gameRow(g.id);
    expect(row.state).toBe('calling');
    const bought = ok.flatMap((b) => {
      expect(b.res.body.data.cards).toHaveLength(counts[b.i]!);
      return b.res.body.data.cards.map((c: { id: number }) => c.id);
    });
    const ids = (await db().select({ id: bingoCards.id }).from(bingoCards).where(eq(bingoCards.gameId, g.id)))
      .map((c) => c.id)
      .sort((a, b) => a - b);
    expect(ids).toEqual([...bought].sort((a, b) => a - b));
    expect(row.cardsCount).toBe(ids.length);
    expect(row.drawClientSeed).toBe(drawClientSeed(`bingo-${g.id}`, ids));
    expect(row.calls).toEqual(bingoCalls(row.serverSeed!, row.drawClientSeed!));
    // paid: only the answered purchases moved money, a card's price each; the pool is those sales less the edge
    const spentBy = new Map(ok.map((b) => [players[b.i]!.uid, counts[b.i]! * 100]));
    let spent = 0;
    for (const p of players) {
      const cents = await t.s.wallet.balanceOf(db(), p.uid);
      expect(cents).toBe(1_000 - (spentBy.get(p.uid) ?? 0));
      spent += 1_000 - cents;
    }
    expect(spent).toBe(ids.length * 100);
    expect(row.poolCents).toBe(bingoPool(spent, 100_000, 300_000).poolCents);
    // play the game out: the prizes add up to the pool in cents, each winner credited its shares
    let end = row;
    for (let i = 0; i < 75 && end.state === 'calling'; i++) end = await nextCall(g.id);
    expect(end.state).toBe('ended');
    const paid = await db().select().from(bingoCards).where(eq(bingoCards.gameId, g.id));
    expect(paid.reduce((s, p) => s + p.linePrizeCents + p.fullPrizeCents, 0)).toBe(row.poolCents);
    const wonBy = new Map<number, number>();
    for (const p of paid) wonBy.set(p.userId, (wonBy.get(p.userId) ?? 0) + p.linePrizeCents + p.fullPrizeCents);
    for (const p of players)
      expect(await t.s.wallet.balanceOf(db(), p.uid)).toBe(1_000 - (spentBy.get(p.uid) ?? 0) + (wonBy.get(p.uid) ?? 0));
    expect((await checkLedger(db())).ok).toBe(true);
  }, 60_000);

  it('a restart between two calls repeats nothing and skips nothing; two workers run the close (and a duplicate close job) once', async () => {
    const a = await player();
    const g = await openGame();
    expect((await buy(a.auth, g.id, 4, 'multi-r-000001')).status).toBe(200);
    // a second server instance on the same database
    const rec = recordingPublisher();
    const other: Container = await createContainer(t.s.config, {
      publisher: rec.publisher,
      publicUrl: () => 'http://localhost:3000',
      dbHandle: t.s.dbHandle,
      clock,
    });
    try {
      await t.s.jobs.schedule(db(), {
        kind: BINGO_CLOSE_JOB,
        dedupeKey: `bingo:close:${g.id}:again`,
        payload: { gameId: g.id },
        dueAt: (await gameRow(g.id)).closesAt!,
      });
      clock.set((await gameRow(g.id)).closesAt!.getTime());
      const sentBefore = t.sent.length;
      await Promise.all([drain(), drain(other)]);
      const closed = await gameRow(g.id);
      expect(closed.state).toBe('calling');
      const states = [...t.sent.slice(sentBefore), ...rec.sent].filter(
        (e) => e.event === 'bingo_call:state' && (e.args[0] as any).id === g.id,
      );
      expect(states).toHaveLength(1);
      const callJobs = await db()
        .select()
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.kind, 'bingo.call'), sql`${scheduledJobs.payload}->>'gameId' = ${String(g.id)}`));
      expect(callJobs).toHaveLength(1);
      // two calls on this instance, then it is gone: the other instance goes on from the stored call times
      await nextCall(g.id);
      await nextCall(g.id);
      const calledHere = t.sent
        .filter((e) => e.event === 'bingo_call:call' && (e.args[0] as any).gameId === g.id)
        .map((e) => (e.args[0] as any).index);
      expect(calledHere).toEqual([0, 1]);
      let row = await gameRow(g.id);
      while (row.state === 'calling') {
        const before = row.calledCount;
        clock.set(row.callsStartedAt!.getTime() + row.calledCount * row.callIntervalMs);
        await Promise.all([drain(other), drain(other)]);
        row = await gameRow(g.id);
        expect(row.calledCount).toBe(before + 1);
      }
      const calledThere = rec.sent
        .filter((e) => e.event === 'bingo_call:call' && (e.args[0] as any).gameId === g.id)
        .map((e) => (e.args[0] as any).index);
      expect(calledThere).toEqual(Array.from({ length: row.calledCount - 2 }, (_, i) => i + 2));
      expect(row.fullAtCall).toBe(row.calledCount);
      const paid = await db().select().from(bingoCards).where(eq(bingoCards.gameId, g.id));
      expect(paid.reduce((s, p) => s + p.linePrizeCents + p.fullPrizeCents, 0)).toBe(row.poolCents);
      expect((await checkLedger(db())).ok).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('bad input and rules: limits, unknown game, sign-in, barrage length and pace, exchange points', async () => {
    const a = await player();
    const g = await openGame();
    expect((await t.call('POST', '/api/bingo/play', { body: { gameId: g.id, count: 1 } })).status).toBe(401);
    expect((await t.call('POST', '/api/bingo/play', { auth: a.auth, body: { gameId: g.id, count: 2 } })).body.code).toBe(
      'bingo.error.too_many_cards',
    );
    expect((await t.call('POST', '/api/bingo/multiple', { auth: a.auth, body: { gameId: g.id, count: 11 } })).body.code).toBe(
      'bingo.error.too_many_cards',
    );
    expect((await t.call('POST', '/api/bingo/multiple', { auth: a.auth, body: { gameId: g.id, count: 0 } })).status).toBe(400);
    expect((await t.call('POST', '/api/bingo/multiple', { auth: a.auth, body: { count: 1 } })).status).toBe(400);
    expect((await t.call('POST', '/api/bingo/multiple', { auth: a.auth, body: { gameId: 'x', count: 1 } })).status).toBe(400);
    expect((await t.call('POST', '/api/bingo/play', { auth: a.auth, body: { gameId: 999_999, count: 1 } })).body.code).toBe(
      'bingo.error.not_found',
    );
    const poor = await player(50);
    expect((await t.call('POST', '/api/bingo/play', { auth: poor.auth, body: { gameId: g.id, count: 1 } })).body.code).toBe(
      'coin.error.not_enough',
    );
    expect((await t.call('GET', '/api/bingo/cards?gameId=abc', { auth: a.auth })).status).toBe(400);
    // barrage
    expect((await t.call('POST', '/api/bingo/barrage', { body: { text: 'hi' } })).status).toBe(401);
    expect((await t.call('POST', '/api/bingo/barrage', { auth: a.auth, body: { text: 'x'.repeat(41) } })).status).toBe(400);
    expect((await t.call('POST', '/api/bingo/barrage', { auth: a.auth, body: { text: '   ' } })).status).toBe(400);
    for (let i = 0; i < 6; i++) {
      expect((await t.call('POST', '/api/bingo/barrage', { auth: a.auth, body: { text: `go ${i}` } })).status).toBe(200);
      expect((await t.call('POST', '/api/bingo/barrage', { auth: a.auth, body: { text: 'again' } })).body.code).toBe(
        'bingo.error.barrage_too_fast',
      );
      clock.advance(5_000);
    }
    const shown = (await t.call('GET', '/api/bingo/barrage')).body.data.list;
    expect(shown.map((m: any) => m.text)).toEqual(['go 1', 'go 2', 'go 3', 'go 4', 'go 5']);
    // exchange: points per card, an offer set in the console (catalogue), spent once per key, never below zero
    const catalogue = (await t.operator(['catalogue'])).authorization;
    const offers = (await t.call('GET', '/api/bingo/exchange')).body.data.list;
    expect(offers.length).toBeGreaterThan(0);
    const made = await t.call('POST', '/api/ops/games/bingo/offers', {
      auth: catalogue,
      body: { itemId: offers[0].itemId, points: 20, sort: 0, isActive: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(
      (await t.call('POST', '/api/ops/games/bingo/offers', { auth: finance, body: { itemId: offers[0].itemId, points: 20 } })).status,
    ).toBe(403);
    expect((await t.call('POST', '/api/bingo/exchange', { auth: a.auth, body: { id: made.body.data.id } })).body.code).toBe(
      'bingo.error.not_enough_points',
    );
    expect((await buy(a.auth, (await home()).game.id, 2, 'multi-x-000001')).status).toBe(200);
    const ex = await t.call('POST', '/api/bingo/exchange', {
      auth: a.auth,
      body: { id: made.body.data.id },
      headers: { 'idempotency-key': 'exchange-000001' },
    });
    expect(ex.status, JSON.stringify(ex.body)).toBe(200);
    expect(ex.body.data.points).toBe(0);
    const replay = await t.call('POST', '/api/bingo/exchange', {
      auth: a.auth,
      body: { id: made.body.data.id },
      headers: { 'idempotency-key': 'exchange-000001' },
    });
    expect(replay.body.data.storeItemId).toBe(ex.body.data.storeItemId);
    expect(
      (
        await t.call('POST', '/api/bingo/exchange', {
          auth: a.auth,
          body: { id: made.body.data.id },
          headers: { 'idempotency-key': 'exchange-000002' },
        })
      ).body.code,
    ).toBe('bingo.error.not_enough_points');
    const stored = await db()
      .select()
      .from(storeItems)
      .where(and(eq(storeItems.userId, a.uid), eq(storeItems.source, 'bingo_exchange')));
    expect(stored).toHaveLength(1);
    expect((await t.call('POST', '/api/bingo/exchange', { auth: a.auth, body: { id: 999_999 } })).body.code).toBe(
      'bingo.error.offer_not_found',
    );
    expect((await home(a.auth)).points).toBe(0);
  });

  it('GET /api/bingo/games/{id}: any game by its id with its card ids, signed out; the server seed only once the game ended', async () => {
    const a = await player();
    const g = await openGame();
    expect((await buy(a.auth, g.id, 2, 'multi-byid-000001')).status).toBe(200);
    const cardIds = (
      await db().select({ id: bingoCards.id }).from(bingoCards).where(eq(bingoCards.gameId, g.id)).orderBy(bingoCards.id)
    ).map((c) => c.id);
    const byId = async (id: number) => {
      const r = await t.call('GET', `/api/bingo/games/${id}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data;
    };
    // selling: the committed hash and the cards so far, nothing revealed
    expect(await byId(g.id)).toMatchObject({
      id: g.id,
      state: 'selling',
      serverSeedHashed: g.serverSeedHashed,
      serverSeed: null,
      drawClientSeed: null,
      cardIds,
      called: [],
    });
    // calling: the draw's client seed is fixed over the card ids, the server seed still secret
    let row = await closeGame(g.id);
    expect(row.state).toBe('calling');
    const calling = await byId(g.id);
    expect(calling).toMatchObject({
      state: 'calling',
      serverSeed: null,
      drawClientSeed: drawClientSeed(`bingo-${g.id}`, cardIds),
      cardIds,
    });
    while (row.state !== 'ended') row = await nextCall(g.id);
    // ended: the seed revealed; everything recomputes; the same answer as the history line
    const ended = await byId(g.id);
    expect(ended.serverSeed).toBe(row.serverSeed);
    expect(sha256Hex(ended.serverSeed)).toBe(ended.serverSeedHashed);
    expect(bingoCalls(ended.serverSeed, ended.drawClientSeed).slice(0, ended.called.length)).toEqual(ended.called);
    expect(ended.called.length).toBe(row.calledCount);
    expect((await t.call('GET', '/api/bingo/history')).body.data.list.find((x: { id: number }) => x.id === g.id)).toEqual(ended);
    const missing = await t.call('GET', '/api/bingo/games/999999');
    expect([missing.status, missing.body.code]).toEqual([404, 'bingo.error.not_found']);
    expect((await t.call('GET', '/api/bingo/games/abc')).status).toBe(400);
  });
});
