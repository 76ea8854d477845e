import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contestEntries, contestPeriods, contestPrizes, domainEvents } from '../../db/schema/index.ts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';
import { balanceCents, heldClock, verifyRounds } from '../battles/battle-fixtures.ts';

/**
 * Contests on a real database (apps/server/src/modules/contests/README.md): a level battle against the house bot from open to settlement and
 * points (shown only once the battle has ended), unlocks, the leaderboard, the period-end payout raced by
 * two workers (exact prizes, ledger check, next period), challenge-boss/bot battles and bad input.
 */
describe.each(DRIVERS)('contests on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-17T12:00:00Z')); // a Wednesday: the week runs Mon 15 - Mon 22
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0);
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;

  async function player(cents = 100_000) {
    const p = await t.register();
    await t.fund(p.uid, cents);
    return p;
  }
  const open = (auth: string, levelId: number, key = randomUUID()) =>
    t.call('POST', '/api/contest/open', { auth, body: { levelId }, headers: { 'idempotency-key': key } });
  const home = async (auth?: string) => (await t.call('GET', '/api/contest/home', { auth })).body.data;
  /** Plays level `levelId` until the player beats the bot (the outcome is read from the entry, before it is shown); `battles` = how many it started. */
  async function beat(auth: string, uid: number, levelId: number) {
    for (let i = 0; i < 60; i++) {
      const r = await open(auth, levelId);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [e] = await db()
        .select()
        .from(contestEntries)
        .where(eq(contestEntries.battleId, await battleId(r.body.data.uuid)));
      expect(e!.userId).toBe(uid);
      if (e!.won) return { uuid: r.body.data.uuid as string, entry: e!, battles: i + 1 };
    }
    throw new Error('never won in 60 battles');
  }
  async function battleId(uuid: string): Promise<number> {
    return rowsOf<{ id: number }>(await db().execute(`select id from battles where uuid = '${uuid}'` as any)).map((r) => Number(r.id))[0]!;
  }
  const pastBattles = async () => {
    clock.advance(10 * 60_000);
    await t.s.jobs.runDue();
  };

  it('home: the weekly period, six levels, only level 1 open; a locked level refuses to open', async () => {
    const p = await player();
    const h = await home(p.auth);
    expect(h.period.startsAt).toBe('2026-06-15T00:00:00.000Z');
    expect(h.period.endsAt).toBe('2026-06-22T00:00:00.000Z');
    expect(h.levels.map((l: any) => l.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(h.levels.map((l: any) => l.state)).toEqual(['open', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect(h.levels[0].cost).toBe(0.5);
    expect(h.levels[2].cost).toBe(2);
    expect(h.myRank).toBeNull();
    const r = await open(p.auth, h.levels[1].id);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('contest.error.level_locked');
    const anon = await home();
    expect(anon.levels[0].state).toBe('open');
    expect((await t.call('GET', '/api/contest/banner')).body.data).toMatchObject({ levels: 6, topPrize: 100 });
  });

  it('a level battle: seat paid once per Idempotency-Key, bot seat, settled on the battle path, points shown after the end, next level unlocked', async () => {
    const p = await player();
    const h = await home(p.auth);
    const level1 = h.levels[0];
    const before = await balanceCents(t, p.auth);
    const key = randomUUID();
    const first = await open(p.auth, level1.id, key);
    const again = await open(p.auth, level1.id, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.body.data.uuid).toBe(first.body.data.uuid);
    expect(await balanceCents(t, p.auth)).toBe(before - 50);
    const d = (await t.call('GET', `/api/contest/detail?uuid=${first.body.data.uuid}`, { auth: p.auth })).body.data;
    expect(d.battle.purpose).toBe('contest');
    expect(d.battle.players.map((x: any) => x.isBot)).toEqual([false, true]);
    expect(d.battle.state).toBe(20);
    expect(d.won).toBe(false); // not shown before the end
    const cur = (await t.call('GET', '/api/contest/battle', { auth: p.auth })).body.data;
    expect(cur.battle.uuid).toBe(first.body.data.uuid);

    const [firstEntry] = await db()
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.battleId, await battleId(first.body.data.uuid)));
    // the first win of the level this period scores its points (the very first battle may already be it)
    const win = firstEntry!.won
      ? { uuid: first.body.data.uuid as string, entry: firstEntry!, battles: 0 }
      : await beat(p.auth, p.uid, level1.id);
    expect(win.entry.points).toBe(10);
    // nothing shows before the battles have ended
    expect((await home(p.auth)).levels[1].state).toBe('locked');
    await pastBattles();
    const after = await home(p.auth);
    expect(after.levels[0].state).toBe('beaten');
    expect(after.levels[1].state).toBe('open');
    expect(after.myPoints).toBe(10);
    expect(after.myRank).toBeGreaterThanOrEqual(1);
    expect((await t.call('GET', '/api/contest/battle', { auth: p.auth })).body.data).toBeNull();

    // the battle is a settled battle: verifiable from its revealed seeds, the player won the items
    const detail = (await t.call('GET', `/api/contest/detail?uuid=${win.uuid}`, { auth: p.auth })).body.data;
    expect(detail.won).toBe(true);
    expect(detail.points).toBe(10);
    expect(detail.battle.winnerSeats).toEqual([1]);
    await verifyRounds(t, detail.battle);
    const v = (await t.call('GET', `/api/contest/verify?uuid=${win.uuid}`)).body.data;
    expect(v.serverSeed).toBe(detail.battle.serverSeed);
    expect(v.seatSeeds[1].clientSeed).toBe('bot');
    expect(v.rounds[0].tickets).toEqual(detail.battle.rounds[0].draws.map((x: any) => x.ticket));

    // beating level 1 again scores nothing more this period
    const again2 = await beat(p.auth, p.uid, level1.id);
    expect(again2.entry.points).toBe(0);
    await pastBattles();
    expect((await home(p.auth)).myPoints).toBe(10);
    const hist = (await t.call('GET', '/api/contest/history?page=1&pageSize=100', { auth: p.auth })).body.data;
    // every battle this player started, won or lost, once each: the first one (its retry with the same key is the same battle) and those of both `beat` calls
    expect(hist.total).toBe(1 + win.battles + again2.battles);
    expect(hist.list.filter((e: any) => e.points > 0)).toHaveLength(1);
    const lvl = (await t.call('GET', `/api/contest/level/${level1.id}`, { auth: p.auth })).body.data;
    expect(lvl.myBattles.length).toBe(hist.total);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('leaderboard: masked nicknames, points, ties by who reached them first, my rank; the period end pays exact prizes once with two workers', async () => {
    const fin = await t.operator(['finance']);
    const set = await t.call('POST', '/api/ops/contests/settings', {
      auth: fin.authorization,
      body: { periodDays: 7, prizes: [3, 2, 0.01], inviteHours: 24 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const [a, b, c] = [await player(), await player(), await player()];
    const levels = (await home(a.auth)).levels;
    await beat(a.auth, a.uid, levels[0].id);
    await pastBattles();
    await beat(a.auth, a.uid, levels[1].id); // a: 10 + 20
    await beat(b.auth, b.uid, levels[0].id); // b: 10, before c
    clock.advance(1000);
    await beat(c.auth, c.uid, levels[0].id); // c: 10
    await pastBattles();
    const lb = (await t.call('GET', '/api/contest/leaderboard', { auth: c.auth })).body.data;
    const meOf = async (auth: string) => (await t.call('GET', '/api/contest/leaderboard', { auth })).body.data.me;
    const [ma, mb, mc] = [await meOf(a.auth), await meOf(b.auth), await meOf(c.auth)];
    // masked: a chosen nickname as first***last, a default one (already "abc***") as it is (packages/domain maskName)
    expect(lb.list.every((x: any) => /^(.\*\*\*.|[^*]{1,3}\*\*\*)$/u.test(x.nickname))).toBe(true);
    expect(ma.points).toBe(30);
    expect(mb.points).toBe(10);
    expect(mc.points).toBe(10);
    expect(ma.rank).toBeLessThan(mb.rank);
    expect(mb.rank).toBeLessThan(mc.rank); // equal points: who reached them first
    const ic = lb.list.findIndex((x: any) => x.isMe);
    expect(lb.list[ic]).toMatchObject({ rank: mc.rank, points: 10 });
    expect(lb.list.find((x: any) => x.rank === ma.rank).points).toBe(30);

    const period = (await home(a.auth)).period;
    const prizeCents = [300, 200, 1];
    const balancesBefore = await Promise.all([a, b, c].map((p) => balanceCents(t, p.auth)));
    clock.set(Date.parse(period.endsAt) + 1000);
    await Promise.all([t.s.contests.settle(period.id), t.s.contests.settle(period.id), t.s.jobs.runDue(), t.s.jobs.runDue()]);
    await t.s.contests.settle(period.id);
    const prizes = await db().select().from(contestPrizes).where(eq(contestPrizes.periodId, period.id));
    expect(prizes.map((p) => p.prizeCents).sort((x, y) => y - x)).toEqual(
      prizes.length === 3 ? prizeCents : prizeCents.slice(0, prizes.length),
    );
    const credits = rowsOf<{ n: number; total: string }>(
      await db().execute(
        `select count(*)::int as n, sum(l.amount)::text as total from journal_entries e join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id where e.kind = 'contest_prize' and e.ref_id = '${period.id}' and not a.is_system` as any,
      ),
    )[0]!;
    expect(credits.n).toBe(prizes.length);
    expect(Number(credits.total)).toBe(prizes.reduce((s, p) => s + p.prizeCents, 0));
    const after = await Promise.all([a, b, c].map((p) => balanceCents(t, p.auth)));
    [a, b, c].forEach((p, i) => {
      const won = prizes.filter((x) => x.userId === p.uid).reduce((s, x) => s + x.prizeCents, 0);
      expect(after[i]! - balancesBefore[i]!).toBe(won);
    });
    expect(prizes.find((x) => x.rank === ma.rank)?.userId).toBe(a.uid);
    const events = await db().select().from(domainEvents).where(eq(domainEvents.type, 'contest.prize'));
    expect(events.filter((e) => (e.payload as { periodId: number }).periodId === period.id)).toHaveLength(prizes.length);
    const [paid] = await db().select().from(contestPeriods).where(eq(contestPeriods.id, period.id));
    expect(paid!.state).toBe('paid');
    const next = (await home(a.auth)).period;
    expect(next.startsAt).toBe(period.endsAt);
    expect(next.id).not.toBe(period.id);
    expect((await home(a.auth)).myPoints).toBe(0);
    const old = (await t.call('GET', `/api/contest/leaderboard?periodId=${period.id}`)).body.data;
    expect(old.period.state).toBe('paid');
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('challenge-boss: published exact odds; the boss plays the same boxes and wins ties; challenge-bot starts at once', async () => {
    const p = await player();
    const odds = (await t.call('GET', '/api/battle/v2/challenge/boss/odds?boxId=114&count=1')).body.data;
    expect(odds.winPpm + odds.losePpm).toBeGreaterThanOrEqual(999_999);
    expect(odds.winPpm).toBeLessThan(500_000); // ties go to the boss
    expect(odds.tiePpm).toBeGreaterThan(0);
    expect((BigInt(odds.winExact.num) * 1_000_000n) / BigInt(odds.winExact.den)).toBe(BigInt(odds.winPpm));
    const r = await t.call('POST', '/api/battle/v2/challenge/boss', { auth: p.auth, body: { boxId: 114, count: 1 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = (await t.call('GET', `/api/battle/v2/${r.body.data.uuid}/detail`)).body.data;
    expect(d.purpose).toBe('boss');
    expect(d.tieRule).toBe('boss');
    expect(d.state).toBe(20);
    const bot = await t.call('POST', '/api/battle/v2/challenge/bot', {
      auth: p.auth,
      body: { boxes: [{ boxId: 110, count: 2 }], mode: 'demon' },
    });
    expect(bot.status, JSON.stringify(bot.body)).toBe(200);
    const bd = (await t.call('GET', `/api/battle/v2/${bot.body.data.uuid}/detail`)).body.data;
    expect(bd).toMatchObject({ purpose: 'challenge', mode: 'demon', tieRule: 'draw', totalRound: 2 });
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('bad input answers 4xx {code, msg}', async () => {
    const p = await player();
    const cases: [string, string, unknown, number, string?][] = [
      ['POST', '/api/contest/open', { levelId: 999_999 }, 404, 'contest.error.level_not_found'],
      ['POST', '/api/contest/open', { levelId: 'x' }, 400],
      ['GET', '/api/contest/level/999999', undefined, 404, 'contest.error.level_not_found'],
      ['GET', '/api/contest/detail?uuid=3f1e2d4c-0000-4000-8000-000000000001', undefined, 404, 'contest.error.not_found'],
      ['GET', '/api/contest/verify?uuid=nope', undefined, 400],
      ['GET', '/api/battle/v2/challenge/boss/odds?boxId=114&count=9', undefined, 400],
      ['GET', '/api/battle/v2/challenge/boss/odds?boxId=109&count=1', undefined, 400, 'item.error.free_box'],
      ['POST', '/api/battle/v2/challenge/bot', { boxes: [] }, 400],
    ];
    for (const [method, url, body, status, code] of cases) {
      const r = await t.call(method, url, { auth: p.auth, body });
      expect(r.status, `${method} ${url} ${JSON.stringify(r.body)}`).toBe(status);
      expect(typeof r.body.msg).toBe('string');
      if (code) expect(r.body.code).toBe(code);
    }
    const anon = await t.call('POST', '/api/contest/open', { body: { levelId: 1 } });
    expect(anon.status).toBe(401);
  });

  it('console: levels edited by catalogue, audited; players see the new line-up', async () => {
    const op = await t.operator(['catalogue']);
    const levels = (await t.call('GET', '/api/ops/contests/levels', { auth: op.authorization })).body.data;
    const l6 = levels[5];
    const r = await t.call('POST', `/api/ops/contests/levels/${l6.id}`, {
      auth: op.authorization,
      body: { name: 'Final Boss', boxes: [{ boxId: 106, count: 2 }], points: 500, isActive: true },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const h = await home();
    expect(h.levels[5]).toMatchObject({ name: 'Final Boss', points: 500, cost: 9.98, rounds: 2 });
    const bad = await t.call('POST', `/api/ops/contests/levels/${l6.id}`, {
      auth: op.authorization,
      body: { name: 'x', boxes: [{ boxId: 109, count: 1 }], points: 1, isActive: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('item.error.free_box');
  });
});
