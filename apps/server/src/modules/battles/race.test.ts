import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';
import { APPLE_BOX, balanceCents, createBattle, detail, PENNY_PINCHER } from './battle-fixtures.ts';

const RACERS = 50;
const FUNDS = 1_000_000;

describe.each(DRIVERS)('racing for seats on %s (medium; real concurrency on postgres)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await t.s.vip.putSetting('battle_min_vip', 0); // the VIP gate is vip.test.ts's subject: these players are funded without XP
  });
  afterAll(async () => t?.close());

  async function players(n: number) {
    const out = [];
    for (let i = 0; i < n; i++) {
      const p = await t.register();
      await t.fund(p.uid, FUNDS);
      out.push(p);
    }
    return out;
  }

  async function seatEntries(uuid: string): Promise<number> {
    const res = await t.s.dbHandle.db.execute(
      `select count(*)::int as n from journal_entries where kind = 'battle_seat' and ref_id = '${uuid}'` as any,
    );
    return rowsOf<{ n: number }>(res)[0]!.n;
  }

  /** What each seat of a battle received (share and team pay coins at once; shown to players at the end). */
  async function wonBy(uuid: string): Promise<Map<number, number>> {
    const res = await t.s.dbHandle.db.execute(
      `select p.user_id, p.won_cents from battle_players p join battles b on b.id = p.battle_id where b.uuid = '${uuid}'` as any,
    );
    return new Map(rowsOf<{ user_id: number; won_cents: number }>(res).map((r) => [Number(r.user_id), Number(r.won_cents)]));
  }

  it.each(['normal', 'share'] as const)(
    `${RACERS} racers for the last seat (%s): exactly one seated and charged, the others told seat_taken and charged nothing`,
    async (mode) => {
      const [creator, early, ...racers] = await players(RACERS + 2);
      const type = mode === 'share' ? 'trio' : 'singled';
      const { uuid } = await createBattle(t, creator!.auth, { boxes: [{ boxId: APPLE_BOX, count: 2 }], type, mode });
      const last = type === 'trio' ? 3 : 2;
      if (type === 'trio')
        expect((await t.call('POST', `/api/battle/v2/${uuid}/pvp`, { auth: early!.auth, body: { number: 2 } })).status).toBe(200);
      const results = await Promise.all(
        racers.map((r) => t.call('POST', `/api/battle/v2/${uuid}/pvp`, { auth: r.auth, body: { number: last } })),
      );
      const winners = results.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      const losers = results.filter((r) => r.status !== 200);
      expect(losers.map((r) => r.body.code)).toEqual(Array(RACERS - 1).fill('battle.error.seat_taken'));
      const cost = Math.round(winners[0]!.body.data.cost * 100);
      const d = await detail(t, uuid);
      // started (20), or already shown as ended (30) when the 50 racers took longer than the rounds' reveal (a loaded
      // machine, real clock): either way the last seat filled once and the battle began, never still waiting (10)
      expect([20, 30]).toContain(d.state);
      const seated = d.players[last - 1].userId;
      const won = mode === 'share' ? (await wonBy(uuid)).get(seated)! : 0;
      const balances = await Promise.all(racers.map((r) => balanceCents(t, r.auth)));
      expect(balances[racers.findIndex((r) => r.uid === seated)]).toBe(FUNDS - cost + won);
      expect(balances.filter((b) => b === FUNDS)).toHaveLength(RACERS - 1);
      expect(await seatEntries(uuid)).toBe(last);
      expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
    },
  );

  it('racers for two seats and the creator filling with bots at once: every seat filled once, every joiner charged once, one start', async () => {
    const [creator, ...racers] = await players(21);
    const { uuid } = await createBattle(t, creator!.auth, { boxes: [{ boxId: PENNY_PINCHER, count: 3 }], type: 'team', mode: 'normal' });
    const calls = [
      ...racers.map((r, i) => t.call('POST', `/api/battle/v2/${uuid}/pvp`, { auth: r.auth, body: { number: 2 + (i % 3) } })),
      t.call('POST', `/api/battle/v2/${uuid}/play_bot`, { auth: creator!.auth }),
    ];
    const results = await Promise.all(calls);
    const codes = results.map((r) => (r.status === 200 ? 'ok' : r.body.code));
    expect(
      codes.every((c) => ['ok', 'battle.error.seat_taken', 'battle.error.not_waiting', 'battle.error.full'].includes(c)),
      codes.join(),
    ).toBe(true);
    const d = await detail(t, uuid);
    expect(d.state).toBe(20);
    const humans = d.players.filter((p: any) => !p.isBot && p.number > 1);
    expect(results.slice(0, racers.length).filter((r) => r.status === 200)).toHaveLength(humans.length);
    const won = await wonBy(uuid);
    for (const r of racers) {
      const seated = humans.some((h: any) => h.userId === r.uid);
      expect(await balanceCents(t, r.auth)).toBe(seated ? FUNDS - 150 + won.get(r.uid)! : FUNDS);
    }
    expect(await seatEntries(uuid)).toBe(1 + humans.length);
    expect(t.sent.filter((e) => e.event === 'battle_v2:round' && (e.args[0] as any).uuid === uuid)).toHaveLength(1);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });
});
