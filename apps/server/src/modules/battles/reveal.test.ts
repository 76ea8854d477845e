import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BATTLE_ROUND_MS,
  BATTLE_TIE_MS,
  depositCentsForXp,
  MIN_TOP_UP_CENTS,
  tieWinnerIndex,
  vipLevelForXp,
  xpToLevel,
} from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { recordingPublisher } from '../../lib/publisher.ts';
import { cryptoRandom } from '../../lib/random.ts';
import { JobsService } from '../jobs/jobs.service.ts';
import { AppError } from '../../http/app-error.ts';
import { BattlesService } from './battles.service.ts';
import type { BattleProgression } from './battles.deps.ts';
import { APPLE_BOX, createBattle, detail, heldClock, PENNY_PINCHER, PIXEL_PERFECT, verifyRounds } from './battle-fixtures.ts';

describe.each(DRIVERS)('battle reveal, ties, lists and restarts on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock();
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0); // the VIP gate is vip.test.ts's subject: these players are funded without XP
  });
  afterAll(async () => t?.close());

  /**
   * Test double of the VIP side: the container's VIP module, except the battle gate's minimum level is fixed at
   * `level` on the default VIP table (the gate's money terms as VipService.battleGate computes them).
   */
  function fixedGate(level: number): BattleProgression {
    return {
      battleMinLevel: async () => level,
      battleGate: async (userId) => {
        const rows = (await t.s.dbHandle.db.execute(`select xp from users where id = ${userId ?? 0}` as any)) as any;
        const xp = Number((rows.rows ?? rows)[0]?.xp ?? 0);
        const missingXp = vipLevelForXp(xp) >= level ? 0 : xpToLevel(xp, level);
        return { minLevel: level, unlocked: missingXp === 0, missingXp, topUpCents: depositCentsForXp(missingXp, MIN_TOP_UP_CENTS) };
      },
      awardXp: (tx, userId, xp) => t.s.vip.awardXp(tx, userId, xp),
      isExclusiveBox: (boxId) => t.s.vip.isExclusiveBox(boxId),
    };
  }

  /** A second BattlesService on the same database: what a restarted (or another) server instance sees. */
  function otherInstance(minVipLevel?: number) {
    const jobs = new JobsService(t.s.dbHandle.db, clock);
    const { publisher, sent } = recordingPublisher();
    const battles = new BattlesService({
      db: t.s.dbHandle.db,
      wallet: t.s.wallet,
      fairness: t.s.fairness,
      jobs,
      publisher,
      random: cryptoRandom,
      clock,
      events: t.s.events,
      // the container's VIP module has battle_min_vip 0 (beforeAll)
      progression: minVipLevel === undefined ? t.s.vip : fixedGate(minVipLevel),
    });
    return { battles, jobs, sent };
  }

  async function player() {
    const p = await t.register();
    await t.fund(p.uid, 1_000_000);
    return p;
  }

  it('never shows a future round: detail, list, history and events only carry revealed rounds; results and server seed at the end', async () => {
    const a = await player();
    const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: APPLE_BOX, count: 4 }], type: 'quad', mode: 'normal' });
    const sentBefore = t.sent.length;
    await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: a.auth });
    const row = (await t.s.dbHandle.db.execute(`select draws from battles where uuid = '${uuid}'` as any)) as any;
    const stored = (row.rows ?? row)[0].draws;
    expect(stored).toHaveLength(4); // decided at the last seat...
    for (let shown = 1; shown <= 4; shown++) {
      const d = await detail(t, uuid, a.auth);
      expect(d.state).toBe(20);
      expect(d.round).toBe(shown);
      expect(d.rounds.map((r: any) => r.draws.length)).toEqual([0, 1, 2, 3].map((r) => (r < shown ? 4 : 0)));
      expect(d.serverSeed).toBeNull();
      expect(d.tie).toBeNull();
      expect(d.winnerSeats).toEqual([]);
      expect(d.players.every((p: any) => p.result === 0 && p.rank === 0 && p.bonusAmount === 0)).toBe(true);
      const revealedValue = d.rounds.flatMap((r: any) => r.draws).reduce((s: number, x: any) => s + Math.round(x.itemPrice * 100), 0);
      expect(Math.round(d.openAmount * 100)).toBe(revealedValue);
      const listed = (await t.call('GET', '/api/battle/v2/battling')).body.data.list.find((b: any) => b.uuid === uuid);
      expect(listed).toMatchObject({ state: 20, round: shown, openAmount: d.openAmount });
      const mine = (await t.call('GET', '/api/battle/v2/history', { auth: a.auth })).body.data.list.find((b: any) => b.uuid === uuid);
      expect(mine.players.map((p: any) => p.amount)).toEqual(d.players.map((p: any) => p.amount));
      if (shown < 4) expect(JSON.stringify(d)).not.toContain(`"ticket":${stored[3][0].ticket},`); // never the last round's tickets early
      clock.advance(BATTLE_ROUND_MS);
    }
    // ...while the published round events so far carry round 0 only (later ones follow at their times)
    const rounds = t.sent
      .slice(sentBefore)
      .filter((e) => e.event === 'battle_v2:round')
      .map((e) => (e.args[0] as any).round);
    expect(rounds).toEqual([0]);
    const started = t.sent.slice(sentBefore).find((e) => e.event === 'battle_v2:update') as any;
    expect(started.args[0].state).toBe(20);
    expect(started.args[0].round).toBe(1);
    clock.advance(BATTLE_TIE_MS);
    const end = await detail(t, uuid, a.auth);
    expect(end.state).toBe(30);
    expect(end.serverSeed).not.toBeNull();
    await verifyRounds(t, end);
  });

  it('a tie after the last round is drawn with tieWinnerIndex over the tied seats, shown after the last spin, and adds the roulette time', async () => {
    const a = await player();
    let d: any = null;
    for (let i = 0; i < 80 && !d; i++) {
      const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: PIXEL_PERFECT, count: 1 }], type: 'singled' });
      await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: a.auth });
      const row = (await t.s.dbHandle.db.execute(`select tie from battles where uuid = '${uuid}'` as any)) as any;
      if ((row.rows ?? row)[0].tie) d = await detail(t, uuid);
    }
    expect(d, 'no tie in 80 one-round 1v1 battles of a box with few prices').not.toBeNull();
    expect(d.tie).toBeNull(); // hidden while round 0 spins
    expect(Date.parse(d.endsAt) - Date.parse(d.startedAt)).toBe(BATTLE_ROUND_MS + BATTLE_TIE_MS);
    clock.advance(BATTLE_ROUND_MS);
    const roulette = await detail(t, d.uuid);
    expect(roulette.state).toBe(20);
    expect(roulette.tie).toMatchObject({ kind: 'seat', sides: [1, 2] });
    expect(roulette.winnerSeats).toEqual([]);
    clock.advance(BATTLE_TIE_MS);
    const end = await detail(t, d.uuid);
    expect(end.state).toBe(30);
    expect(end.players[0].amount).toBe(end.players[1].amount);
    const index = tieWinnerIndex(end.serverSeed, end.clientSeed, end.totalRound, 2);
    expect(end.tie).toEqual({ kind: 'seat', sides: [1, 2], winnerIndex: index, winnerSide: index + 1 });
    expect(end.winnerSeats).toEqual([index + 1]);
  });

  it('a restarted server shows the same round and ends the battle from the stored job', async () => {
    const a = await player();
    const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 5 }], type: 'trio', mode: 'share' });
    await t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: a.auth });
    clock.advance(2 * BATTLE_ROUND_MS + 100);
    const before = await t.s.battles.detail(uuid, a.uid);
    const restarted = otherInstance();
    const after = await restarted.battles.detail(uuid, a.uid);
    expect(after).toEqual(before);
    expect(after.round).toBe(3);
    clock.advance(3 * BATTLE_ROUND_MS);
    expect(await restarted.jobs.runDue()).toBeGreaterThan(0);
    expect(restarted.sent.some((e) => e.event === 'battle_v2:ended' && (e.args[0] as any).uuid === uuid)).toBe(true);
    expect(restarted.sent.some((e) => e.to === `user:${a.uid}` && e.event === 'notify:balance')).toBe(true);
    const row = (await t.s.dbHandle.db.execute(`select state, ended_at from battles where uuid = '${uuid}'` as any)) as any;
    expect((row.rows ?? row)[0].state).toBe(30);
    restarted.battles.stop();
  });

  it('canBattle gate (docs/product/validation.md#battle-join): below the minimum VIP level creating and joining are refused with the level and XP needed', async () => {
    const a = await player();
    const gated = otherInstance(1).battles;
    const err = await gated.create(a.uid, { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.key).toBe('battle.error.vip_required');
    expect(err.message).toBe('NEED VIP1 TO CREATE/JOIN BATTLE');
    expect(err.details).toEqual({ level: 1, diffXp: 100, topUp: 20 });
    const { uuid } = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled' });
    const b = await player();
    expect((await gated.join(b.uid, uuid, 2).catch((e) => e)).key).toBe('battle.error.vip_required');
    gated.stop();
  });

  it('lists: live public battles newest first, invite battles unlisted, finished after; history, highest price, pre_boxes, config, create_same', async () => {
    const a = await player();
    const b = await player();
    const cheap = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled' });
    const dear = await createBattle(t, a.auth, { boxes: [{ boxId: APPLE_BOX, count: 20 }], type: 'quad', mode: 'demon', fastMode: true });
    const invite = await createBattle(t, a.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled', inviteMode: 'normal' });
    const list = (await t.call('GET', '/api/battle/v2/battling', { auth: a.auth })).body.data;
    const uuids = list.list.map((x: any) => x.uuid);
    expect(uuids.indexOf(invite.uuid)).toBe(-1);
    expect(uuids.indexOf(dear.uuid)).toBeLessThan(uuids.indexOf(cheap.uuid));
    expect(list.list.find((x: any) => x.uuid === cheap.uuid)).toMatchObject({ isCreator: true, hasRead: false, state: 10 });
    expect((await t.call('GET', '/api/battle/v2/highest_price')).body.data.uuid).toBe(dear.uuid);
    await t.call('POST', `/api/battle/v2/${cheap.uuid}/pvp`, { auth: b.auth, body: { number: 2 } });
    clock.advance(BATTLE_ROUND_MS + BATTLE_TIE_MS + 1);
    const after = (await t.call('GET', '/api/battle/v2/battling')).body.data;
    expect(after.list.some((x: any) => x.uuid === cheap.uuid)).toBe(false);
    expect(after.finished[0]).toMatchObject({ uuid: cheap.uuid, state: 30 });
    const unread = (await t.call('GET', '/api/battle/v2/history', { auth: b.auth })).body.data.list[0];
    expect(unread).toMatchObject({ uuid: cheap.uuid, hasRead: false });
    const hd = (await t.call('GET', `/api/battle/v2/history_detail?uuid=${cheap.uuid}`, { auth: b.auth })).body.data;
    expect(hd.uuid).toBe(cheap.uuid);
    expect((await t.call('GET', '/api/battle/v2/history', { auth: b.auth })).body.data.list[0].hasRead).toBe(true);
    const boxes = (await t.call('GET', '/api/battle/v2/pre_boxes')).body.data;
    expect(boxes.some((x: any) => x.id === 109)).toBe(false);
    expect(boxes.map((x: any) => x.price)).toEqual([...boxes.map((x: any) => x.price)].sort((x: number, y: number) => x - y));
    expect((await t.call('GET', '/api/battle/v2/pre_boxes?keyword=apple')).body.data.map((x: any) => x.id)).toContain(APPLE_BOX);
    const config = (await t.call('GET', '/api/battle/v2/config')).body.data;
    expect(config.types).toEqual([
      { type: 'singled', seats: 2 },
      { type: 'trio', seats: 3 },
      { type: 'quad', seats: 4 },
      { type: 'team', seats: 4 },
    ]);
    expect(config).toMatchObject({ finishShowMs: 7000, cardRemoveMs: 10_000, maxRounds: 50 });
    const same = await t.call('POST', `/api/battle/v2/${dear.uuid}/create_same`, { auth: b.auth });
    const copy = await detail(t, same.body.data.uuid, b.auth);
    expect(copy).toMatchObject({ type: 'quad', mode: 'demon', fastMode: true, totalRound: 20, isCreator: true, state: 10 });
  });
});
