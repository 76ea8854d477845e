import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { maskName, pirateSkulls } from '@hapa/domain';
import { PirateRound } from '@hapa/contracts';
import { DRIVERS } from '../../../test/harness.ts';
import { gameTestApp } from '../../../test/game-test-app.ts';
import { checkLedger } from '../../wallet/wallet.service.ts';
import { heldClock } from '../../battles/battle-fixtures.ts';
import { promoEventScores, promoEvents } from '../../../db/schema/index.ts';
import { pirateCashOutCents, pirateMultiplierPpm } from './pirate-ladder.ts';

/**
 * Pirate 2024 on a real database (docs/games.md): bet, picks and cash-out in one transaction each through the game
 * core, the skulls of every level fixed at the bet by the player's type 3 stream (fairness.md "Pirate chests"),
 * play only while the event is live, one open climb, the 24 h auto cash-out job, the event leaderboard,
 * verification after the seed is revealed, and the races (double cash-out, raced bets) with the ledger check.
 */
describe.each(DRIVERS)('pirate 2024 on %s (medium)', (driver) => {
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  const { t, db, player, balance, roundSeed } = gameTestApp(driver, { clock, fundCents: 10_000 });
  const bet = (auth: string, amount: number | string, key?: string) =>
    t.call('POST', '/api/pirate/bet', { auth, body: { amount }, headers: key ? { 'idempotency-key': key } : {} });
  const pick = (auth: string, id: number, chest: number) => t.call('POST', `/api/pirate/${id}/pick`, { auth, body: { chest } });
  const cashOut = (auth: string, id: number) => t.call('POST', `/api/pirate/${id}/cashout`, { auth });

  /** The round's skulls as the server knows them (the test reads the unrevealed seed from the database). */
  async function skullsOf(id: number): Promise<number[]> {
    const row = await roundSeed(id);
    return pirateSkulls(row.serverSeed, row.clientSeed, row.nonce, 3, (row.params as { levels: number }).levels);
  }
  const safe = (skull: number) => (skull + 1) % 3;
  /** Climbs `levels` levels on safe chests; returns the last answer. */
  async function climb(auth: string, id: number, levels: number) {
    const skulls = await skullsOf(id);
    let last: any;
    for (let l = 0; l < levels; l++) {
      last = await pick(auth, id, safe(skulls[l]!));
      expect(last.status, JSON.stringify(last.body)).toBe(200);
    }
    return last.body.data as PirateRound;
  }

  /** Moves the event's dates in the console (role catalogue), as an operator would. */
  async function setEvent(patch: { startsAt?: Date; endsAt?: Date; isActive?: boolean }) {
    const op = await t.operator(['catalogue']);
    const [ev] = await db().select().from(promoEvents).where(eq(promoEvents.slug, 'pirate-2024'));
    const body = {
      title: ev!.title,
      startsAt: (patch.startsAt ?? ev!.startsAt).toISOString(),
      endsAt: (patch.endsAt ?? ev!.endsAt).toISOString(),
      bannerImg: '',
      bannerText: ev!.bannerText,
      isActive: patch.isActive ?? ev!.isActive,
    };
    const r = await t.call('POST', `/api/ops/events/${ev!.id}`, { auth: op.authorization, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { before: ev! };
  }

  it('the multiplier is floor((3/2)^L x (1,000,000 - edge)) ppm, exact; the config states the ladder, RTP and the live event', async () => {
    expect(pirateMultiplierPpm(0, 10_000)).toBe(1_000_000);
    expect(pirateMultiplierPpm(1, 10_000)).toBe(1_485_000);
    expect(pirateMultiplierPpm(2, 10_000)).toBe(2_227_500);
    expect(pirateMultiplierPpm(3, 10_000)).toBe(3_341_250);
    expect(pirateMultiplierPpm(10, 10_000)).toBe(57_088_388); // 59,049 x 990,000 / 1,024 = 57,088,388.67
    expect(pirateCashOutCents(333, 3, 10_000, 10_000_000)).toBe(1_112); // 333 x 3.34125 = 1,112.63 -> down
    expect(pirateCashOutCents(100_000, 10, 10_000, 5_000_000)).toBe(5_000_000); // the cap
    const c = (await t.call('GET', '/api/pirate/config')).body.data;
    expect(c).toMatchObject({
      edgePpm: 10_000,
      rtp: 99,
      levels: 10,
      chests: 3,
      minBet: 0.1,
      maxBet: 1_000,
      maxPayout: 100_000,
      autoCashOutHours: 24,
    });
    expect(c.ladder).toHaveLength(10);
    expect(c.ladder[0]).toBe(1.485);
    expect(c.event).toMatchObject({ slug: 'pirate-2024', path: '/pirate-2024', state: 'live' });
  });

  it('bet, climb two levels, cash out: stake x multiplier (rounded down) paid once; all skulls show at the end', async () => {
    const p = await player();
    const b = await bet(p.auth, 5);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    const round = PirateRound.parse(b.body.data);
    expect(round).toMatchObject({
      status: 'open',
      amount: 5,
      levels: 10,
      chests: 3,
      picks: [],
      multiplier: 1,
      nextMultiplier: 1.485,
      cashOut: 0,
      skulls: null,
      serverSeed: null,
      balance: 95,
    });
    const skulls = await skullsOf(round.id);
    const r1 = await pick(p.auth, round.id, safe(skulls[0]!));
    expect(r1.body.data).toMatchObject({
      status: 'open',
      picks: [safe(skulls[0]!)],
      multiplier: 1.485,
      nextMultiplier: 2.2275,
      cashOut: 7.42,
      skulls: null,
    });
    const r2 = await pick(p.auth, round.id, safe(skulls[1]!));
    const expected = pirateCashOutCents(500, 2, 10_000, 10_000_000);
    expect(expected).toBe(1_113);
    expect(r2.body.data.cashOut).toBe(expected / 100);
    const out = await cashOut(p.auth, round.id);
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({
      status: 'settled',
      outcome: 'cashout',
      payout: 11.13,
      skulls,
      hitChest: null,
      balance: (9_500 + expected) / 100,
    });
    expect(await balance(p.auth)).toBe((9_500 + expected) / 100);
    const again = await cashOut(p.auth, round.id);
    expect([again.status, again.body.code]).toEqual([409, 'game.error.round_over']);
    expect((await pick(p.auth, round.id, 0)).body.code).toBe('game.error.round_over');
    expect(await balance(p.auth)).toBe((9_500 + expected) / 100);
  });

  it('the skull loses the bet and ends the round; cash-out and picks after it are refused; nothing is paid', async () => {
    const p = await player();
    const round = (await bet(p.auth, 2)).body.data;
    const skulls = await skullsOf(round.id);
    await pick(p.auth, round.id, safe(skulls[0]!));
    const hit = await pick(p.auth, round.id, skulls[1]!);
    expect(hit.body.data).toMatchObject({
      status: 'settled',
      outcome: 'lose',
      payout: 0,
      picks: [safe(skulls[0]!)],
      hitChest: skulls[1],
      skulls,
      cashOut: 0,
    });
    expect((await cashOut(p.auth, round.id)).body.code).toBe('game.error.round_over');
    expect((await pick(p.auth, round.id, safe(skulls[1]!))).body.code).toBe('game.error.round_over');
    expect(await balance(p.auth)).toBe(98);
  });

  it('rules: bet limits, one open climb (resumed through /active), nothing to cash before a level, bad chests, another player gets a 404', async () => {
    const p = await player();
    expect((await bet(p.auth, 0.05)).body.code).toBe('game.error.bet_min');
    expect((await bet(p.auth, 2_000)).body.code).toBe('game.error.bet_max');
    expect((await bet(p.auth, '1.005')).body.code).toBe('validation.amount');
    expect((await t.call('POST', '/api/pirate/bet', { auth: p.auth, body: {} })).status).toBe(400);
    expect((await bet('', 1)).status).toBe(401);
    const round = (await bet(p.auth, 1)).body.data;
    expect((await bet(p.auth, 1)).body.code).toBe('pirate.error.round_open');
    expect((await t.call('GET', '/api/pirate/active', { auth: p.auth })).body.data).toMatchObject({ id: round.id, status: 'open' });
    expect((await cashOut(p.auth, round.id)).body.code).toBe('pirate.error.nothing_to_cash');
    expect((await pick(p.auth, round.id, 3)).status).toBe(400);
    expect((await pick(p.auth, round.id, -1)).status).toBe(400);
    expect((await t.call('POST', `/api/pirate/abc/pick`, { auth: p.auth, body: { chest: 0 } })).status).toBe(400);
    const other = await player();
    expect((await pick(other.auth, round.id, 0)).status).toBe(404);
    expect((await t.call('GET', `/api/pirate/${round.id}`, { auth: other.auth })).status).toBe(404);
    expect((await t.call('GET', '/api/pirate/active', { auth: other.auth })).body.data).toBeNull();
    const poor = await player(50);
    expect((await bet(poor.auth, 1)).body.code).toBe('coin.error.not_enough');
    expect(await balance(poor.auth)).toBe(0.5);
    // clean up: climb one level and cash out
    await climb(p.auth, round.id, 1);
    expect((await cashOut(p.auth, round.id)).status).toBe(200);
  });

  it('play only while the event is live: bets before the start and after the end are refused, picks after the end too; a cash-out still pays; a replayed key answers its round', async () => {
    const p = await player();
    const round = (await bet(p.auth, 4, 'pirate-late-key-1')).body.data;
    await climb(p.auth, round.id, 1);
    const { before } = await setEvent({ startsAt: new Date(clock.ms - 3_600_000), endsAt: new Date(clock.ms - 1_000) });
    expect((await t.call('GET', '/api/events/pirate-2024')).body.data.state).toBe('ended');
    const late = await pick(p.auth, round.id, 0);
    expect([late.status, late.body.code]).toEqual([409, 'event.error.not_live']);
    // the same idempotency key answers the first round; a new bet is refused and nothing moves
    expect((await bet(p.auth, 4, 'pirate-late-key-1')).body.data.id).toBe(round.id);
    const q = await player();
    const refused = await bet(q.auth, 1);
    expect([refused.status, refused.body.code]).toEqual([409, 'event.error.not_live']);
    expect(await balance(q.auth)).toBe(100);
    // the player's open climb can still be cashed out after the end
    const out = await cashOut(p.auth, round.id);
    expect(out.body.data).toMatchObject({ outcome: 'cashout', payout: pirateCashOutCents(400, 1, 10_000, 10_000_000) / 100 });
    // upcoming: not yet
    await setEvent({ startsAt: new Date(clock.ms + 3_600_000), endsAt: new Date(clock.ms + 7_200_000) });
    expect((await bet(q.auth, 1)).body.code).toBe('event.error.not_live');
    // switched off in the console
    await setEvent({ startsAt: before.startsAt, endsAt: before.endsAt, isActive: false });
    expect((await bet(q.auth, 1)).body.code).toBe('event.error.not_live');
    const off = await t.call('GET', '/api/pirate/config');
    expect([off.status, off.body.code]).toEqual([409, 'event.error.off']);
    await setEvent({ isActive: true });
    expect((await bet(q.auth, 1)).status).toBe(200);
    expect(await balance(q.auth)).toBe(99);
    const open = (await t.call('GET', '/api/pirate/active', { auth: q.auth })).body.data;
    await climb(q.auth, open.id, 1);
    await cashOut(q.auth, open.id);
  });

  it('a climb left open is cashed out by the durable job after 24 h (1x with no level cleared, the ladder after one)', async () => {
    const p = await player();
    const r0 = (await bet(p.auth, 3)).body.data;
    await t.s.jobs.runDue();
    expect((await t.call('GET', `/api/pirate/${r0.id}`, { auth: p.auth })).body.data.status).toBe('open');
    clock.advance(24 * 3_600_000 + 1_000);
    await t.s.jobs.runDue();
    expect((await t.call('GET', `/api/pirate/${r0.id}`, { auth: p.auth })).body.data).toMatchObject({
      status: 'settled',
      outcome: 'cashout',
      payout: 3,
    });
    expect(await balance(p.auth)).toBe(100);
    const r1 = (await bet(p.auth, 2)).body.data;
    await climb(p.auth, r1.id, 1);
    clock.advance(24 * 3_600_000 + 1_000);
    await t.s.jobs.runDue();
    expect((await t.call('GET', `/api/pirate/${r1.id}`, { auth: p.auth })).body.data).toMatchObject({
      status: 'settled',
      outcome: 'cashout',
      payout: 2.97,
    });
    expect(await balance(p.auth)).toBe(100.97);
  });

  it('clearing the top level cashes out by itself; the leaderboard ranks by best multiplier (then payout) or by profit, masks nicknames, shows my rank', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    const ra = (await bet(a.auth, 1)).body.data;
    await climb(a.auth, ra.id, 5);
    await cashOut(a.auth, ra.id);
    const rb = (await bet(b.auth, 0.5)).body.data;
    const top = await climb(b.auth, rb.id, 10);
    const topCents = pirateCashOutCents(50, 10, 10_000, 10_000_000);
    expect(top).toMatchObject({
      status: 'settled',
      outcome: 'win',
      payout: topCents / 100,
      multiplier: 57.088388,
      nextMultiplier: null,
      skulls: await skullsOf(rb.id),
    });
    expect(await balance(b.auth)).toBe((9_950 + topCents) / 100);
    const rc = (await bet(c.auth, 2)).body.data;
    await climb(c.auth, rc.id, 5);
    await cashOut(c.auth, rc.id);
    const lb = (await t.call('GET', '/api/pirate/leaderboard', { auth: c.auth })).body.data;
    expect(lb.by).toBe('multiplier');
    expect(lb.state).toBe('live');
    expect(lb.list.slice(0, 3).map((l: any) => [l.rank, l.multiplier, l.bestPayout])).toEqual([
      [1, 57.088388, 28.54],
      [2, 7.517812, 15.03],
      [3, 7.517812, 7.51],
    ]);
    const nick = (await t.call('GET', '/api/user/base_info', { auth: c.auth })).body.data.nickname as string;
    // the one mask (a default nickname, already masked, reads the same everywhere: packages/domain maskName)
    expect(lb.list[1].name).toBe(maskName(nick));
    expect(lb.me).toMatchObject({ rank: 2, multiplier: 7.517812, rounds: 1, profit: 13.03 });
    const byProfit = (await t.call('GET', '/api/pirate/leaderboard?by=profit', { auth: a.auth })).body.data;
    expect(byProfit.list[0]).toMatchObject({ rank: 1, profit: (topCents - 50) / 100 });
    const profits = byProfit.list.map((l: any) => l.profit);
    expect(profits).toEqual([...profits].sort((x: number, y: number) => y - x));
    expect(byProfit.me.rank).toBe(byProfit.list.findIndex((l: any) => l.profit === 6.51) + 1);
    // signed out: the board without a line of mine; a player who only lost has no multiplier rank
    expect((await t.call('GET', '/api/pirate/leaderboard')).body.data.me).toBeNull();
    const loser = await player();
    const rl = (await bet(loser.auth, 1)).body.data;
    await pick(loser.auth, rl.id, (await skullsOf(rl.id))[0]!);
    expect((await t.call('GET', '/api/pirate/leaderboard', { auth: loser.auth })).body.data.me).toMatchObject({
      rank: null,
      rounds: 1,
      profit: -1,
    });
    expect((await t.call('GET', '/api/pirate/leaderboard?by=bogus')).status).toBe(400);
  });

  it('history lists the rounds; after the seed is rotated, verify shows the server seed and the skulls recompute from it', async () => {
    const p = await player();
    const round = (await bet(p.auth, 1)).body.data;
    const skulls = await skullsOf(round.id);
    const early = await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { type: 'server', seed_type: 3 } });
    expect([early.status, early.body.code]).toEqual([409, 'game.error.seed_locked']);
    await pick(p.auth, round.id, skulls[0]!);
    const h = await t.call('GET', '/api/user/game-history', { auth: p.auth });
    expect(h.body.data.list[0]).toMatchObject({
      id: round.id,
      game: 'pirate',
      outcome: 'lose',
      serverSeed: null,
      detail: { levels: 10, chests: 3, picks: [], hitChest: skulls[0], skulls },
    });
    const rot = await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { type: 'server', seed_type: 3 } });
    expect(rot.status, JSON.stringify(rot.body)).toBe(200);
    const v = (await t.call('GET', `/api/game/${round.id}/verify`)).body.data;
    expect(v.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(pirateSkulls(v.serverSeed, v.clientSeed, v.nonce, 3, 10)).toEqual(skulls);
    // the next round draws from the new pair, nonce 0
    const next = (await bet(p.auth, 1)).body.data;
    expect(next.nonce).toBe(0);
    expect(next.serverSeedHashed).not.toBe(v.serverSeedHashed);
    await pick(p.auth, next.id, (await skullsOf(next.id))[0]!);
  });

  it('races: ten parallel cash-outs pay once; ten bets with one idempotency key make one round; ten different bets leave one open climb; the ledger balances', async () => {
    const p = await player();
    const round = (await bet(p.auth, 4)).body.data;
    await climb(p.auth, round.id, 1);
    const outs = await Promise.all(Array.from({ length: 10 }, () => cashOut(p.auth, round.id)));
    expect(outs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(outs.filter((r) => r.body.code === 'game.error.round_over')).toHaveLength(9);
    expect(await balance(p.auth)).toBe((9_600 + pirateCashOutCents(400, 1, 10_000, 10_000_000)) / 100);

    const q = await player();
    const same = await Promise.all(Array.from({ length: 10 }, () => bet(q.auth, 1, 'pirate-bet-key-1')));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    expect(await balance(q.auth)).toBe(99);

    const r = await player();
    const many = await Promise.all(Array.from({ length: 10 }, () => bet(r.auth, 1)));
    expect(many.filter((x) => x.status === 200)).toHaveLength(1);
    expect(many.filter((x) => x.body.code === 'pirate.error.round_open')).toHaveLength(9);
    expect(await balance(r.auth)).toBe(99);
    // raced picks on one level: each is taken in turn under the round lock, never two settlements
    const open = many.find((x) => x.status === 200)!.body.data;
    const skulls = await skullsOf(open.id);
    const picks = await Promise.all(Array.from({ length: 5 }, () => pick(r.auth, open.id, safe(skulls[0]!))));
    expect(picks.every((x) => x.status === 200 || x.body.code === 'game.error.round_over')).toBe(true);
    const after = (await t.call('GET', `/api/pirate/${open.id}`, { auth: r.auth })).body.data;
    if (after.status === 'open') await cashOut(r.auth, open.id);
    const [score] = await db().select().from(promoEventScores).where(eq(promoEventScores.userId, r.uid));
    expect(score!.rounds).toBe(1);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('the console sets the edge, height and limits: the next bet uses them, an open climb keeps its own; audited; finance only', async () => {
    const op = await t.operator(['finance']);
    const p = await player();
    const before = (await bet(p.auth, 1)).body.data;
    const current = (await t.call('GET', '/api/ops/games/pirate', { auth: op.authorization })).body.data;
    expect(current).toEqual({ edgePpm: 10_000, minBet: 0.1, maxBet: 1_000, maxPayout: 100_000, levels: 10, autoCashOutHours: 24 });
    const set = await t.call('POST', '/api/ops/games/pirate', {
      auth: op.authorization,
      body: { ...current, edgePpm: 50_000, minBet: 0.5, levels: 3 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await t.call('GET', '/api/pirate/config')).body.data).toMatchObject({
      edgePpm: 50_000,
      rtp: 95,
      minBet: 0.5,
      levels: 3,
      ladder: [1.425, 2.1375, 3.20625],
    });
    expect(
      (await t.call('POST', '/api/ops/games/pirate', { auth: op.authorization, body: { ...current, minBet: 5, maxBet: 1 } })).status,
    ).toBe(400);
    expect((await t.call('POST', '/api/ops/games/pirate', { auth: op.authorization, body: { ...current, levels: 21 } })).status).toBe(400);
    expect((await t.call('POST', '/api/ops/games/pirate', { auth: p.auth, body: current })).status).toBe(403);
    expect((await t.call('GET', '/api/ops/games/pirate', { auth: (await t.operator(['catalogue'])).authorization })).status).toBe(403);
    // the open climb was placed at 1% and 10 levels
    expect((await t.call('GET', `/api/pirate/${before.id}`, { auth: p.auth })).body.data).toMatchObject({
      levels: 10,
      nextMultiplier: 1.485,
    });
    await climb(p.auth, before.id, 1);
    await cashOut(p.auth, before.id);
    expect((await bet(p.auth, 0.2)).body.code).toBe('game.error.bet_min');
    const after = (await bet(p.auth, 1)).body.data;
    expect(after).toMatchObject({ levels: 3, nextMultiplier: 1.425 });
    const won = await climb(p.auth, after.id, 3);
    expect(won).toMatchObject({ outcome: 'win', payout: 3.2 });
    const audit = await t.call('GET', '/api/ops/audit?action=games.pirate_settings', { auth: (await t.operator(['admin'])).authorization });
    expect(audit.body.data.list.length).toBeGreaterThanOrEqual(1);
    await t.call('POST', '/api/ops/games/pirate', { auth: op.authorization, body: current });
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
