import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { VipInfo, WheelHistory } from '@hapa/contracts';
import { BIRTHDAY_WHEEL_SEGMENTS, LUCKY_WHEEL_SEGMENTS, spinWheel } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { journalEntries, userProfiles } from '../../db/schema/index.ts';
import { VIP_DAILY_JOB } from './vip.settings.ts';

/**
 * VIP gaps (apps/server/src/modules/vip/README.md) on a real database: one VIP table for every reader (profile, battle seats, the
 * operator player view), the VIP4 exclusive box gate, the level-up sequence's server-side `levelSeen`,
 * Glory Road boost / restart / battles won, and cashback paid by the daily job.
 */
describe.each(DRIVERS)('VIP gaps on %s (medium)', (driver) => {
  let t: TestApp;
  // journal entries carry the database's own time: the clock starts at the real time so days agree
  const clock = heldClock(Date.now());
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());

  async function deposit(auth: string, amount: number) {
    const pre = await t.call('POST', '/api/pay/sandbox/prepay', { auth, body: { amount, orderType: 1 } });
    expect(pre.status, JSON.stringify(pre.body)).toBe(200);
    const c = await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/confirm`);
    expect(c.body.data.status).toBe('paid');
  }
  const vip = async (auth: string) => VipInfo.parse((await t.call('GET', '/api/user/vip', { auth })).body.data);
  const setXp = (uid: number, xp: number) => t.s.dbHandle.db.execute(sql`update users set xp = ${xp} where id = ${uid}`);
  const giveBeans = (uid: number, beans: number, key: string) =>
    t.s.dbHandle.db.transaction((tx) =>
      t.s.wallet.credit(tx, 'bean_clearing', { userId: uid, amount: beans, idempotencyKey: key, kind: 'test_beans' }, 'user_bean'),
    );

  it('after an operator edits the VIP table, profile, battle seats and the operator player view all report the new level', async () => {
    const op = await t.operator(['finance']);
    const view = (await t.call('GET', '/api/ops/vip', { auth: op.authorization })).body.data;
    // VIP1 at 50 XP, VIP2 at 150 XP (default: 100 and 500); battles from VIP1
    const edited = view.levels.map((l: { xp: number }, i: number) => (i === 1 ? { ...l, xp: 50 } : i === 2 ? { ...l, xp: 150 } : l));
    expect((await t.call('POST', '/api/ops/vip/levels', { auth: op.authorization, body: { levels: edited } })).status).toBe(200);
    expect(
      (await t.call('POST', '/api/ops/vip/settings', { auth: op.authorization, body: { ...view.settings, battleMinVip: 1 } })).status,
    ).toBe(200);
    try {
      const p = await t.register();
      await deposit(p.auth, 20); // 200 XP: VIP2 under the edited table, VIP1 under the default one
      expect((await vip(p.auth)).level).toBe(2);
      const profile = (await t.call('GET', '/api/user/profile', { auth: p.auth })).body.data;
      expect(profile).toMatchObject({ level: 2, xp: 200, nextLevelXp: 2_000 });
      const created = await t.call('POST', '/api/battle/v2/create', {
        auth: p.auth,
        body: { boxes: [{ boxId: 110, count: 1 }], type: 'singled' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const detail = (await t.call('GET', `/api/battle/v2/${created.body.data.uuid}/detail`)).body.data;
      const seat = detail.players.find((s: { userId: number }) => s.userId === p.uid);
      expect(seat.vipLevel).toBe(2);
      const ops = await t.call('GET', `/api/ops/players/${p.uid}`, { auth: op.authorization });
      expect(ops.status).toBe(200);
      expect(ops.body.data).toMatchObject({ level: 2 });
    } finally {
      await t.call('POST', '/api/ops/vip/levels', { auth: op.authorization, body: { levels: view.levels } });
      await t.call('POST', '/api/ops/vip/settings', { auth: op.authorization, body: view.settings });
    }
    // and back to the default table: the same reader reports the default level again
    const q = await t.register();
    await deposit(q.auth, 20);
    expect((await t.call('GET', '/api/user/profile', { auth: q.auth })).body.data.level).toBe(1);
  });

  it('VIP4 exclusive box (docs/product/constants.md#vip-and-progression): below VIP4 the open is refused with a stable key and text; at VIP4 it opens; /vip names the box', async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    const info = await vip(p.auth);
    expect(info.levels[4]!.perks.exclusiveBoxItem).toMatchObject({ id: 117, name: 'Diamond Rush' });
    expect(info.levels[3]!.perks.exclusiveBoxItem).toBeNull();
    const refused = await t.call('POST', '/api/item/117/open', { auth: p.auth, body: { times: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('vip.error.exclusive_box');
    expect(refused.body.msg).toBe('Reach VIP4 to open this box');
    expect(refused.body.details ?? refused.body.data).toMatchObject({ level: 4, diffXp: 6_100 });
    const entries = await t.s.dbHandle.db.select().from(journalEntries).where(eq(journalEntries.userId, p.uid));
    expect(entries.filter((e) => e.kind === 'box_open')).toHaveLength(0); // nothing charged
    // an ordinary box still opens for the same player
    expect((await t.call('POST', '/api/item/110/open', { auth: p.auth, body: { times: 1 } })).status).toBe(200);
    await setXp(p.uid, 6_100);
    const opened = await t.call('POST', '/api/item/117/open', { auth: p.auth, body: { times: 1 } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.results).toHaveLength(1);
    // never a battle round: not offered, and refused when asked for (a VIP0 joiner would otherwise win its items)
    expect((await t.call('GET', '/api/battle/v2/pre_boxes')).body.data.map((b: { id: number }) => b.id)).not.toContain(117);
    const battle = await t.call('POST', '/api/battle/v2/create', {
      auth: p.auth,
      body: { boxes: [{ boxId: 117, count: 1 }], type: 'singled', mode: 'normal', inviteMode: 'none' },
    });
    expect([battle.status, battle.body.code]).toEqual([409, 'battle.error.exclusive_box']);
  });

  it('level-up sequence state on the server: levelSeen stays below the level until the client reports it, then never goes back', async () => {
    const p = await t.register();
    expect(await vip(p.auth)).toMatchObject({ level: 0, levelSeen: 0 });
    await deposit(p.auth, 50); // VIP0 -> VIP2
    expect(await vip(p.auth)).toMatchObject({ level: 2, levelSeen: 0 });
    // a second device reads the same state
    const again = await t.call('GET', '/api/user/vip', { auth: p.auth });
    expect(again.body.data.levelSeen).toBe(0);
    const seen = await t.call('POST', '/api/user/vip/level_seen', { auth: p.auth, body: { level: 9 } });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual({ levelSeen: 2 }); // clamped to the player's level
    expect((await t.call('POST', '/api/user/vip/level_seen', { auth: p.auth, body: { level: 1 } })).body.data).toEqual({ levelSeen: 2 }); // never lowered
    expect(await vip(p.auth)).toMatchObject({ level: 2, levelSeen: 2 });
    expect((await t.call('POST', '/api/user/vip/level_seen', { auth: p.auth, body: { level: -1 } })).status).toBe(400);
    expect((await t.call('POST', '/api/user/vip/level_seen', { body: { level: 1 } })).status).toBe(401);
    // a player who already had levels before this state existed (no row) has seen their level
    const old = await t.register();
    await setXp(old.uid, 6_100);
    expect(await vip(old.auth)).toMatchObject({ level: 4, levelSeen: 4 });
  });

  it('Glory Road: a boost with enough HapaCoins finishes the quest and charges 2,000 once; an expired quest restarts from zero', async () => {
    const p = await t.register();
    await giveBeans(p.uid, 2_500, `test_beans:${p.uid}`);
    const boosts = await Promise.all([1, 2].map(() => t.call('POST', '/api/quest/boost', { auth: p.auth, body: { questId: 1 } })));
    expect(boosts.every((b) => b.status === 200)).toBe(true);
    const info = (await t.call('GET', '/api/quest/info', { auth: p.auth })).body.data;
    expect(info.taskDetail[0].state).toBe(2);
    expect(info.taskDetail[0].boost).toEqual({ needCoins: 2_000, myCoins: 500 }); // charged once
    expect((await t.call('POST', '/api/quest/reward/obtain', { auth: p.auth, body: { questId: 1 } })).status).toBe(200);
    // quest 2 (72 h) now runs; let it expire on the server clock, then restart it
    const q2 = (await t.call('GET', '/api/quest/info', { auth: p.auth })).body.data.taskDetail[1];
    expect(q2.state).toBe(1);
    clock.advance(73 * 3_600_000);
    try {
      const expired = (await t.call('GET', '/api/quest/info', { auth: p.auth })).body.data.taskDetail[1];
      expect(expired).toMatchObject({ state: 4, endDifTime: 0 });
      expect((await t.call('POST', '/api/quest/boost', { auth: p.auth, body: { questId: 2 } })).body.code).toBe('quest.error.expired');
      const restarted = (await t.call('POST', '/api/quest/unlock', { auth: p.auth, body: { questId: 2 } })).body.data.taskDetail[1];
      expect(restarted).toMatchObject({ state: 1, endDifTime: 72 * 3_600_000, tasks: [{ progress: 0, target: 10 }] });
    } finally {
      clock.advance(-73 * 3_600_000);
    }
  });

  it('Glory Road: battles played and won against bots count on the battle quest (battle.settled events)', async () => {
    const p = await t.register();
    await t.fund(p.uid, 200_000);
    await setXp(p.uid, 6_100);
    await giveBeans(p.uid, 4_000, `test_beans:${p.uid}`);
    for (const questId of [1, 2]) {
      expect((await t.call('POST', '/api/quest/boost', { auth: p.auth, body: { questId } })).status).toBe(200);
      expect((await t.call('POST', '/api/quest/reward/obtain', { auth: p.auth, body: { questId } })).status).toBe(200);
    }
    const q3 = () => t.call('GET', '/api/quest/info', { auth: p.auth }).then((r) => r.body.data.taskDetail[2]);
    expect((await q3()).state).toBe(1);
    let played = 0;
    let won = 0;
    while (won === 0 && played < 25) {
      const created = await t.call('POST', '/api/battle/v2/create', {
        auth: p.auth,
        body: { boxes: [{ boxId: 110, count: 1 }], type: 'singled' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect((await t.call('POST', `/api/battle/v2/${created.body.data.uuid}/play_bot`, { auth: p.auth })).status).toBe(200);
      await t.s.jobs.runDue();
      played++;
      const rows = await t.s.dbHandle.db.execute(
        sql`select payload from domain_events where type = 'battle.settled' and payload->>'uuid' = ${created.body.data.uuid}`,
      );
      const list = ((rows as { rows?: unknown[] }).rows ?? rows) as { payload: { seats: { userId: number; won: boolean }[] } }[];
      if (list[0]!.payload.seats.find((s) => s.userId === p.uid)!.won) won++;
    }
    expect(won).toBe(1);
    const tasks = (await q3()).tasks as { kind: string; progress: number; target: number }[];
    expect(tasks.find((x) => x.kind === 'games_played')!.progress).toBe(Math.min(3, played));
    expect(tasks.find((x) => x.kind === 'battles_won')!.progress).toBe(1);
    expect((await q3()).state).toBe(played >= 3 ? 2 : 1);
  }, 120_000);

  it('/provably-fair lists birthday draws with the lucky-wheel spins, each verified against the wheel stored with it', async () => {
    const p = await t.register();
    await deposit(p.auth, 50);
    const spin = (await t.call('POST', '/api/bouns/spin', { auth: p.auth })).body.data;
    const today = clock.now().toISOString().slice(5, 10);
    await t.s.dbHandle.db
      .insert(userProfiles)
      .values({ userId: p.uid, birthday: `1990-${today}` })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { birthday: `1990-${today}` } });
    const draw = await t.call('POST', '/api/user/birthday/draw', { auth: p.auth });
    expect(draw.status, JSON.stringify(draw.body)).toBe(200);
    // the operator then changes the lucky wheel: old spins still verify against the wheel they were drawn on
    const changed = LUCKY_WHEEL_SEGMENTS.map((s, i) => ({ ...s, ratePpm: i === 0 ? 1_000 : s.ratePpm }));
    await t.s.vip.putSetting('lucky_wheel', changed);
    try {
      const r = await t.call('GET', '/api/bouns/fair_history', { auth: p.auth });
      expect(r.status).toBe(200);
      const list = WheelHistory.parse(r.body.data).list;
      expect(list.map((h) => h.wheel)).toEqual(['birthday', 'lucky']);
      expect(list[1]).toMatchObject({ ticket: spin.ticket, nonce: spin.nonce, serverSeed: null });
      expect(list[1]!.segments.map((x) => x.rate)).toEqual(LUCKY_WHEEL_SEGMENTS.map((x) => x.ratePpm / 1e6));
      expect(list[0]!.segments.map((x) => x.rate)).toEqual(BIRTHDAY_WHEEL_SEGMENTS.map((x) => x.ratePpm / 1e6));
      expect((await t.call('GET', '/api/bouns/info', { auth: p.auth })).body.data.history[0].segments[0].rate).toBe(0);
      // reveal the seed: both draws recompute from the stored segments
      const rot = await t.call('POST', '/api/user/client_seed/submit', {
        auth: p.auth,
        body: { client_seed: 'after', type: 'client', seed_type: 3 },
      });
      expect(rot.status).toBe(200);
      const after = WheelHistory.parse((await t.call('GET', '/api/bouns/fair_history', { auth: p.auth })).body.data).list;
      for (const h of after) {
        const segs = h.segments.map((x) => ({ ratePpm: Math.round(x.rate * 1e6), weightPpm: x.ppm }));
        expect(spinWheel(h.serverSeed!, h.clientSeed, h.nonce, segs).ticket).toBe(h.ticket);
      }
      expect((await t.call('GET', '/api/bouns/fair_history')).status).toBe(401);
    } finally {
      await t.s.vip.putSetting('lucky_wheel', LUCKY_WHEEL_SEGMENTS);
    }
  });

  it("cashback: the daily job pays a VIP5 player 1 % of the day's net loss and 0.5 % rakeback, once", async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    await setXp(p.uid, 15_000); // VIP5: cashback 1 %, rakeback 0.5 %
    let staked = 0;
    for (let i = 0; i < 3; i++) {
      const r = await t.call('POST', '/api/item/102/open', { auth: p.auth, body: { times: 1 } });
      expect(r.status).toBe(200);
      staked += Math.round(r.body.data.cost * 100);
    }
    const day = new Date().toISOString().slice(0, 10);
    const due = Date.parse(`${day}T00:10:00Z`) + 86_400_000;
    const jobs = await t.s.dbHandle.db.execute(
      sql`select count(*)::int as n from scheduled_jobs where kind = ${VIP_DAILY_JOB} and payload->>'day' = ${day}`,
    );
    expect(Number((((jobs as { rows?: unknown[] }).rows ?? jobs) as { n: number }[])[0]!.n)).toBe(1);
    const back = clock.ms;
    clock.set(due + 1_000);
    try {
      await t.s.jobs.runDue();
      await t.s.jobs.runDue();
    } finally {
      clock.set(back);
    }
    const mine = await t.s.dbHandle.db.select().from(journalEntries).where(eq(journalEntries.userId, p.uid));
    const cash = mine.filter((e) => e.kind === 'vip_cashback');
    const rake = mine.filter((e) => e.kind === 'vip_rakeback');
    expect(cash).toHaveLength(1);
    expect(rake).toHaveLength(1);
    expect((cash[0]!.metadata as { ppm: number; stakedCents: number }).ppm).toBe(10_000);
    expect((cash[0]!.metadata as { stakedCents: number }).stakedCents).toBe(staked);
    const hist = (await t.call('GET', '/api/coin/history/v2?page=1&pageSize=50', { auth: p.auth })).body.data.list;
    expect(JSON.stringify(hist)).toContain('vip_cashback');
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });
});
