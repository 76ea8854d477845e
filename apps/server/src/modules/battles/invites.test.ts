import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';
import { balanceCents, createBattle, detail, heldClock, PENNY_PINCHER } from './battle-fixtures.ts';

const FUNDS = 100_000;
const COST = 100; // two rounds of Penny Pincher

/**
 * Battle invites (docs/battles.md, docs/product/endpoints.md#battles /battle/v2/free/invite/info and /{id}/receive): a free invite charges the
 * creator two seats in one transaction and seats the first receiver free (raced receives: one); a normal
 * invite charges the receiver; an unused free seat is refunded once at expiry or when the seat is filled
 * otherwise; an 'other' invite gets bots at expiry and plays.
 */
describe.each(DRIVERS)('battle invites on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-17T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0);
  });
  afterAll(async () => t?.close());

  async function player() {
    const p = await t.register();
    await t.fund(p.uid, FUNDS);
    return p;
  }
  const boxes = [{ boxId: PENNY_PINCHER, count: 2 }];
  const info = (uuid: string, auth?: string) => t.call('GET', `/api/battle/v2/free/invite/info?uuid=${uuid}`, { auth });
  const receive = (uuid: string, auth: string) => t.call('POST', `/api/battle/v2/${uuid}/receive`, { auth });
  const refunds = async (uuid: string) =>
    rowsOf<{ n: number }>(
      await t.s.dbHandle.db.execute(
        `select count(*)::int as n from journal_entries where kind = 'battle_sponsor_refund' and ref_id = '${uuid}'` as any,
      ),
    )[0]!.n;

  it('free invite: the creator pays both seats at once; the link shows who pays; the first receiver sits free and the battle starts', async () => {
    const [creator, friend, late] = [await player(), await player(), await player()];
    const b = await createBattle(t, creator.auth, { boxes, type: 'singled', inviteMode: 'free' });
    expect(await balanceCents(t, creator.auth)).toBe(FUNDS - 2 * COST);
    expect(Date.parse(b.inviteExpiresAt!)).toBe(clock.ms + 24 * 3600_000);
    const anon = (await info(b.uuid)).body.data;
    expect(anon).toMatchObject({ payer: 'creator', freeSeat: true, expired: false, canReceive: false, seatCost: 1 });
    expect(anon.creator.userId).toBe(creator.uid);
    expect((await info(b.uuid, friend.auth)).body.data.canReceive).toBe(true);
    expect((await info(b.uuid, creator.auth)).body.data.canReceive).toBe(false);
    // hidden from the public list
    const list = (await t.call('GET', '/api/battle/v2/battling')).body.data.list;
    expect(list.some((x: any) => x.uuid === b.uuid)).toBe(false);

    const r = await receive(b.uuid, friend.auth);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ number: 2, paid: 0, balance: FUNDS / 100 });
    expect(await balanceCents(t, friend.auth)).toBe(FUNDS);
    const d = await detail(t, b.uuid);
    expect(d.state).toBe(20);
    expect(d.players[1].userId).toBe(friend.uid);
    const again = await receive(b.uuid, late.auth);
    expect(again.status).toBe(409);
    expect((await info(b.uuid, late.auth)).body.data).toMatchObject({ freeSeat: false, canReceive: false });
    // nothing to refund at expiry: the seat was used
    clock.advance(25 * 3600_000);
    await t.s.jobs.runDue();
    expect(await refunds(b.uuid)).toBe(0);
    expect(await balanceCents(t, creator.auth)).toBe(FUNDS - 2 * COST + (d.players[0].bonusAmount > 0 ? 0 : 0));
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('the battle gate spares the free seat: a brand-new friend (no deposit, VIP0) takes it; the result says who paid what', async () => {
    await t.s.vip.putSetting('battle_min_vip', 1); // the default gate (docs/battles.md#battle-gate)
    try {
      const creator = await player();
      await t.s.dbHandle.db.execute(`update users set xp = 100 where id = ${creator.uid}` as any); // VIP1: may create
      const b = await createBattle(t, creator.auth, { boxes, type: 'singled', inviteMode: 'free' });
      // the creator is told, before anyone joins, that the seat is held for the friend until the link expires
      expect((await detail(t, b.uuid)).sponsor).toEqual({ state: 'held', amount: COST / 100, expiresAt: b.inviteExpiresAt });
      const friend = await t.register(); // signed up a moment ago: 0 XP, no coins
      expect((await t.call('GET', '/api/battle/v2/gate', { auth: friend.auth })).body.data.unlocked).toBe(false);
      expect((await info(b.uuid, friend.auth)).body.data.canReceive).toBe(true);
      const r = await receive(b.uuid, friend.auth);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject({ paid: 0, balance: 0 });
      const d = await detail(t, b.uuid);
      expect(d.sponsor.state).toBe('used');
      // the creator paid two seats, the friend nothing (the result panel reads these)
      expect(d.players.map((x: { paid: number; freeSeat: boolean }) => [x.paid, x.freeSeat])).toEqual([
        [(2 * COST) / 100, false],
        [0, true],
      ]);
      // a paid invite seat is still gated
      const normal = await createBattle(t, creator.auth, { boxes, type: 'singled', inviteMode: 'normal' });
      expect((await receive(normal.uuid, (await t.register()).auth)).body.code).toBe('battle.error.vip_required');
    } finally {
      await t.s.vip.putSetting('battle_min_vip', 0);
    }
  });

  it('raced receives of one free seat: exactly one receiver is seated free, the others are told and pay nothing', async () => {
    const creator = await player();
    const racers = [];
    for (let i = 0; i < 8; i++) racers.push(await player());
    const b = await createBattle(t, creator.auth, { boxes, type: 'trio', inviteMode: 'free' });
    const res = await Promise.all(racers.map((p) => receive(b.uuid, p.auth)));
    const okCount = res.filter((r) => r.status === 200).length;
    expect(okCount, JSON.stringify(res.map((r) => r.body.code))).toBe(1);
    for (const r of res.filter((x) => x.status !== 200)) expect(r.body.code).toBe('battle.error.invite_used');
    for (const p of racers) expect(await balanceCents(t, p.auth)).toBe(FUNDS);
    const d = await detail(t, b.uuid);
    expect(d.players.filter((p: any) => p.userId !== 0)).toHaveLength(2);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('an unused free seat is refunded once at expiry (two workers); afterwards the link says expired', async () => {
    const [creator, friend] = [await player(), await player()];
    const b = await createBattle(t, creator.auth, { boxes, type: 'singled', inviteMode: 'free' });
    clock.advance(24 * 3600_000 + 1000);
    await Promise.all([t.s.jobs.runDue(), t.s.jobs.runDue()]);
    await t.s.jobs.runDue();
    expect(await refunds(b.uuid)).toBe(1);
    expect(await balanceCents(t, creator.auth)).toBe(FUNDS - COST);
    const i = (await info(b.uuid, friend.auth)).body.data;
    expect(i).toMatchObject({ expired: true, freeSeat: false, canReceive: false });
    const r = await receive(b.uuid, friend.auth);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('battle.error.invite_expired');
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('a free seat filled by a bot is refunded in the same transaction, once', async () => {
    const creator = await player();
    const b = await createBattle(t, creator.auth, { boxes, type: 'singled', inviteMode: 'free' });
    const r = await t.call('POST', `/api/battle/v2/${b.uuid}/play_bot`, { auth: creator.auth });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await refunds(b.uuid)).toBe(1);
    expect(await balanceCents(t, creator.auth)).toBe(FUNDS - COST);
    clock.advance(25 * 3600_000);
    await t.s.jobs.runDue();
    expect(await refunds(b.uuid)).toBe(1);
  });

  it('normal invite: the receiver pays the seat; other invite: bots take the empty seats at expiry and it plays', async () => {
    const [creator, friend] = [await player(), await player()];
    const n = await createBattle(t, creator.auth, { boxes, type: 'singled', inviteMode: 'normal' });
    expect(await balanceCents(t, creator.auth)).toBe(FUNDS - COST);
    expect((await info(n.uuid)).body.data).toMatchObject({ payer: 'invitee', expiresAt: null });
    const r = await receive(n.uuid, friend.auth);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.paid).toBe(1);
    expect(await balanceCents(t, friend.auth)).toBe(FUNDS - COST);

    const o = await createBattle(t, creator.auth, { boxes, type: 'trio', inviteMode: 'other' });
    expect((await receive(o.uuid, friend.auth)).status).toBe(200);
    clock.advance(24 * 3600_000 + 1000);
    await t.s.jobs.runDue();
    const d = await detail(t, o.uuid);
    expect(d.state).not.toBe(10);
    expect(d.players.map((p: any) => p.isBot)).toEqual([false, false, true]);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('bad input: not an invite, unknown battle, bad uuid, signed out', async () => {
    const [creator, friend] = [await player(), await player()];
    const pub = await createBattle(t, creator.auth, { boxes, type: 'singled' });
    expect((await receive(pub.uuid, friend.auth)).body.code).toBe('battle.error.not_invite');
    expect((await info(pub.uuid)).status).toBe(409);
    expect((await info('3f1e2d4c-0000-4000-8000-000000000001')).status).toBe(404);
    expect((await info('nope')).status).toBe(400);
    const free = await createBattle(t, creator.auth, { boxes, type: 'singled', inviteMode: 'free' });
    expect((await t.call('POST', `/api/battle/v2/${free.uuid}/receive`)).status).toBe(401);
    expect((await receive(free.uuid, creator.auth)).body.code).toBe('battle.error.creator_join');
  });
});
