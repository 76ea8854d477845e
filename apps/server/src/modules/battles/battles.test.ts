import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATTLE_FAST_ROUND_MS, BATTLE_INVITE_MODES, BATTLE_MODES, BATTLE_ROUND_MS, BATTLE_TYPES, battleClientSeed } from '@hapa/domain';
import { BattleInviteMode, BattleMode, BattleType } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { APPLE_BOX, balanceCents, cents, createBattle, detail, heldClock, PENNY_PINCHER, verifyRounds } from './battle-fixtures.ts';

describe.each(DRIVERS)('battles on %s (medium): create, join, bots, rounds, results', (driver) => {
  let t: TestApp;
  const clock = heldClock();
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0); // the VIP gate is vip.test.ts's subject: these players are funded without XP
  });
  afterAll(async () => t?.close());

  async function player(cents = 100_000) {
    const p = await t.register();
    if (cents) await t.fund(p.uid, cents);
    return p;
  }

  it('contracts list the same types, modes and invite modes as the domain', () => {
    expect(BattleType.options).toEqual([...BATTLE_TYPES]);
    expect(BattleMode.options).toEqual([...BATTLE_MODES]);
    expect(BattleInviteMode.options).toEqual([...BATTLE_INVITE_MODES]);
  });

  it('create charges the seat (sum of round box prices) at once and seats the creator; empty seats are userId 0', async () => {
    const a = await player();
    const apple = (await t.call('GET', `/api/item/${APPLE_BOX}/detail`)).body.data;
    const penny = (await t.call('GET', `/api/item/${PENNY_PINCHER}/detail`)).body.data;
    const before = await balanceCents(t, a.auth);
    const created = await createBattle(t, a.auth, {
      boxes: [
        { boxId: APPLE_BOX, count: 1 },
        { boxId: PENNY_PINCHER, count: 2 },
      ],
      type: 'trio',
      mode: 'normal',
    });
    const cost = cents(apple.price) + 2 * cents(penny.price);
    expect(cents(created.cost)).toBe(cost);
    expect(await balanceCents(t, a.auth)).toBe(before - cost);
    const d = await detail(t, created.uuid, a.auth);
    expect(d).toMatchObject({
      state: 10,
      type: 'trio',
      mode: 'normal',
      inviteMode: 'none',
      totalRound: 3,
      round: 0,
      isCreator: true,
      serverSeed: null,
      clientSeed: null,
    });
    expect(cents(d.amount)).toBe(cost);
    expect(d.serverSeedHashed).toMatch(/^[0-9a-f]{64}$/);
    expect(d.players.map((p: any) => [p.number, p.userId])).toEqual([
      [1, a.uid],
      [2, 0],
      [3, 0],
    ]);
    const seed = (await t.call('GET', '/api/user/seed_info?type=2', { auth: a.auth })).body.data;
    expect(d.players[0].clientSeed).toBe(seed.current_client_seed);
    expect(d.rounds.map((r: any) => [r.box.id, r.draws.length, r.revealAt])).toEqual([
      [APPLE_BOX, 0, null],
      [PENNY_PINCHER, 0, null],
      [PENNY_PINCHER, 0, null],
    ]);
    expect(d.boxes.map((b: any) => [b.box.id, b.count])).toEqual([
      [APPLE_BOX, 1],
      [PENNY_PINCHER, 2],
    ]);
    expect(t.sent.some((e) => e.event === 'battle_v2:created' && (e.args[0] as any).uuid === created.uuid)).toBe(true);
    // a repeated create with the same Idempotency-Key returns the first battle and charges once
    const again = () =>
      t.call('POST', '/api/battle/v2/create', {
        auth: a.auth,
        headers: { 'idempotency-key': 'create-key-0001' },
        body: { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled' },
      });
    const [r1, r2] = [await again(), await again()];
    expect(r2.body.data.uuid).toBe(r1.body.data.uuid);
    expect(await balanceCents(t, a.auth)).toBe(before - cost - cents(penny.price));
  });

  it('create refuses bad boxes and a short balance without charging anything', async () => {
    const a = await player(100);
    const body = (boxes: unknown) => ({ boxes, type: 'singled' });
    expect((await t.call('POST', '/api/battle/v2/create', { body: body([{ boxId: APPLE_BOX, count: 1 }]) })).status).toBe(401);
    expect((await t.call('POST', '/api/battle/v2/create', { auth: a.auth, body: body([]) })).body.code).toBe('error.invalid_parameter');
    expect(
      (
        await t.call('POST', '/api/battle/v2/create', {
          auth: a.auth,
          body: body([
            { boxId: PENNY_PINCHER, count: 30 },
            { boxId: PENNY_PINCHER, count: 21 },
          ]),
        })
      ).body.code,
    ).toBe('battle.error.boxes');
    expect((await t.call('POST', '/api/battle/v2/create', { auth: a.auth, body: body([{ boxId: 109, count: 1 }]) })).body.code).toBe(
      'item.error.free_box',
    );
    expect((await t.call('POST', '/api/battle/v2/create', { auth: a.auth, body: body([{ boxId: 99_999, count: 1 }]) })).body.code).toBe(
      'item.error.not_found',
    );
    expect(
      (
        await t.call('POST', '/api/battle/v2/create', {
          auth: a.auth,
          body: { ...body([{ boxId: APPLE_BOX, count: 1 }]), type: 'five-way' },
        })
      ).body.code,
    ).toBe('error.invalid_parameter');
    const poor = await t.call('POST', '/api/battle/v2/create', { auth: a.auth, body: body([{ boxId: APPLE_BOX, count: 1 }]) });
    expect(poor.status).toBe(409);
    expect(poor.body.code).toBe('coin.error.not_enough');
    expect(await balanceCents(t, a.auth)).toBe(100);
    expect((await t.call('GET', '/api/battle/v2/history', { auth: a.auth })).body.data.total).toBe(0);
  });

  it('join rules of docs/product/validation.md#battle-join: login, creator, seated, taken seat, seat number, balance; only the creator adds bots', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    const poor = await player(10);
    const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 2 }], type: 'trio' });
    const pvp = (auth: string | undefined, number: number) => t.call('POST', `/api/battle/v2/${uuid}/pvp`, { auth, body: { number } });
    expect((await pvp(undefined, 2)).status).toBe(401);
    expect((await pvp(a.auth, 2)).body.code).toBe('battle.error.creator_join');
    expect((await pvp(b.auth, 4)).body.code).toBe('error.invalid_parameter');
    expect((await pvp(b.auth, 1)).body.code).toBe('battle.error.seat_taken');
    const poorTry = await pvp(poor.auth, 2);
    expect(poorTry.body.code).toBe('coin.error.not_enough');
    expect(await balanceCents(t, poor.auth)).toBe(10);
    const joined = await pvp(b.auth, 2);
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ uuid, number: 2, cost: 1 });
    expect(await balanceCents(t, b.auth)).toBe(100_000 - 100);
    expect((await pvp(b.auth, 3)).body.code).toBe('battle.error.already_seated');
    expect((await pvp(c.auth, 2)).body.code).toBe('battle.error.seat_taken');
    expect((await t.call('POST', `/api/battle/v2/${uuid}/pve`, { auth: b.auth, body: { number: 3 } })).body.code).toBe(
      'battle.error.not_creator',
    );
    expect((await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: c.auth })).body.code).toBe('battle.error.not_creator');
    expect((await t.call('POST', `/api/battle/v2/${uuid}/pve`, { auth: a.auth, body: { number: 2 } })).body.code).toBe(
      'battle.error.seat_taken',
    );
    const bot = await t.call('POST', `/api/battle/v2/${uuid}/pve`, { auth: a.auth, body: { number: 3 } });
    expect(bot.status).toBe(200);
    expect(bot.body.data.state).toBe(20);
    expect(bot.body.data.players[2]).toMatchObject({ number: 3, isBot: true, clientSeed: 'bot' });
    expect((await pvp(c.auth, 3)).body.code).toBe('battle.error.seat_taken');
    expect((await t.call('POST', `/api/battle/v2/${uuid}/pve`, { auth: a.auth, body: { number: 3 } })).body.code).toBe(
      'battle.error.seat_taken',
    );
    expect((await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: a.auth })).body.code).toBe('battle.error.full');
    expect((await t.call('GET', '/api/battle/v2/00000000-0000-4000-8000-000000000000/detail')).body.code).toBe('battle.error.not_found');
    expect((await t.call('GET', '/api/battle/v2/not-a-uuid/detail')).body.code).toBe('error.invalid_parameter');
  });

  it('1v1 of two players: decided at the last seat, revealed round by round, verifiable, the winner takes every item', async () => {
    const a = await player();
    const b = await player();
    const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: APPLE_BOX, count: 3 }], type: 'singled', fastMode: true });
    await t.call('POST', `/api/battle/v2/${uuid}/pvp`, { auth: b.auth, body: { number: 2 } });
    const start = await detail(t, uuid, b.auth);
    expect(start).toMatchObject({ state: 20, round: 1, roundMs: BATTLE_FAST_ROUND_MS, serverSeed: null });
    const seeds = start.players.map((p: any) => p.clientSeed);
    expect(start.clientSeed).toBe(battleClientSeed(uuid, seeds));
    expect(start.rounds.map((r: any) => r.draws.length)).toEqual([2, 0, 0]);
    expect(start.players.every((p: any) => p.result === 0 && p.bonusAmount === 0)).toBe(true);
    const events = t.sent.filter((e) => e.event === 'battle_v2:round' && (e.args[0] as any).uuid === uuid);
    expect(events.map((e) => (e.args[0] as any).round)).toEqual([0]);
    clock.advance(BATTLE_FAST_ROUND_MS);
    const mid = await detail(t, uuid);
    expect(mid.rounds.map((r: any) => r.draws.length)).toEqual([2, 2, 0]);
    const shown = (seat: number, d: any) => cents(d.players[seat - 1].amount);
    expect(shown(1, mid)).toBe(cents(mid.rounds[0].draws[0].itemPrice) + cents(mid.rounds[1].draws[0].itemPrice));
    clock.advance(2 * BATTLE_FAST_ROUND_MS + 4000);
    const end = await detail(t, uuid, a.auth);
    expect(end.state).toBe(30);
    await verifyRounds(t, end);
    const totals = end.players.map((p: any) => cents(p.amount));
    const winner = end.winnerSeats[0];
    expect(end.winnerSeats).toHaveLength(1);
    if (!end.tie) expect(totals[winner - 1]).toBe(Math.max(...totals));
    const prize = totals[0] + totals[1];
    expect(cents(end.players[winner - 1].bonusAmount)).toBe(prize);
    expect(end.players.map((p: any) => p.result).sort()).toEqual([1, 2]);
    const [winAuth, loseAuth] = winner === 1 ? [a.auth, b.auth] : [b.auth, a.auth];
    const won = (await t.call('GET', '/api/user/store/list?pageSize=100', { auth: winAuth })).body.data.list.filter(
      (s: any) => s.source === 'battle',
    );
    expect(won).toHaveLength(6);
    expect(won.reduce((s: number, i: any) => s + cents(i.price), 0)).toBe(prize);
    expect((await t.call('GET', '/api/user/store/list', { auth: loseAuth })).body.data.total).toBe(0);
    expect(await t.s.jobs.runDue()).toBeGreaterThan(0);
    expect(t.sent.some((e) => e.event === 'battle_v2:ended' && (e.args[0] as any).uuid === uuid && (e.args[0] as any).state === 30)).toBe(
      true,
    );
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('share and team pay coins to real winners only; bots are never credited and have no accounts', async () => {
    const a = await player();
    const share = await createBattle(t, a.auth, { boxes: [{ boxId: APPLE_BOX, count: 2 }], type: 'trio', mode: 'share' });
    const afterCreate = await balanceCents(t, a.auth);
    await t.call('POST', `/api/battle/v2/${share.uuid}/play_bot`, { auth: a.auth });
    clock.advance(2 * BATTLE_ROUND_MS + 1);
    const s = await detail(t, share.uuid, a.auth);
    expect(s.state).toBe(30);
    const prize = s.players.reduce((sum: number, p: any) => sum + cents(p.amount), 0);
    const shares = s.players.map((p: any) => cents(p.bonusAmount));
    expect(shares.reduce((x: number, y: number) => x + y, 0)).toBe(prize);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    expect(s.players.every((p: any) => p.result === 1)).toBe(true);
    expect(await balanceCents(t, a.auth)).toBe(afterCreate + shares[0]);
    const team = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 3 }], type: 'team' });
    const beforeTeam = await balanceCents(t, a.auth);
    await t.call('POST', `/api/battle/v2/${team.uuid}/play_bot`, { auth: a.auth });
    clock.advance(3 * BATTLE_ROUND_MS + 4001);
    const d = await detail(t, team.uuid, a.auth);
    expect(d.players.map((p: any) => p.belongTeam)).toEqual([1, 1, 2, 2]);
    const blue = cents(d.players[0].amount) + cents(d.players[1].amount);
    const red = cents(d.players[2].amount) + cents(d.players[3].amount);
    const blueWon = d.tie ? d.tie.winnerSide === 1 : blue > red;
    expect(d.winnerSeats).toEqual(blueWon ? [1, 2] : [3, 4]);
    const mine = blueWon ? Math.ceil((blue + red) / 2) : 0;
    expect(cents(d.players[0].bonusAmount)).toBe(mine);
    expect(await balanceCents(t, a.auth)).toBe(beforeTeam + mine);
    const botIds = d.players.filter((p: any) => p.isBot).map((p: any) => p.userId);
    const accounts = await t.s.dbHandle.db.execute(`select count(*)::int as n from accounts where user_id in (${botIds.join(',')})` as any);
    expect(((accounts as any).rows ?? accounts)[0].n).toBe(0);
    expect(
      (await t.call('POST', '/api/user/login/email/login', { body: { email: 'bot-1@bots.hapabox.invalid', password: 'secret123' } }))
        .status,
    ).toBe(401);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('demon: the lowest total takes the items', async () => {
    const a = await player();
    const { uuid } = await createBattle(t, a.auth, {
      boxes: [{ boxId: APPLE_BOX, count: 2 }],
      type: 'quad',
      mode: 'demon',
      fastMode: true,
    });
    await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: a.auth });
    clock.advance(10_000);
    const d = await detail(t, uuid);
    const totals = d.players.map((p: any) => cents(p.amount));
    expect(totals[d.winnerSeats[0] - 1]).toBe(Math.min(...totals));
    expect(d.players.find((p: any) => p.rank === 1).number).toBe(d.winnerSeats[0]);
  });
});
