import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { createBattle, heldClock, PENNY_PINCHER } from '../battles/battle-fixtures.ts';
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
 * lucky_star on a real database (issue 14): big wins read from the domain events are written once and broadcast
 * to the `lucky_star` channel with a masked nickname; a battle's win stays hidden until the battle's end; the
 * console's thresholds decide what is news.
 */
describe.each(DRIVERS)('lucky_star on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0); // the VIP gate is vip.test.ts's subject: these players are funded without XP
  });
  afterAll(async () => t?.close());
  const wins = () => t.sent.filter((m) => m.to === 'channel:lucky_star' && m.event === 'lucky_star:win').map((m) => m.args[0] as any);
  const list = async () => (await t.call('GET', '/api/sys/lucky_star')).body.data as any[];

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
    await t.s.jobs.runDue();
    expect(wins()).toHaveLength(0);

    await thresholds({ enabled: true, minPayout: 0.01, minMultiplier: 10, minMultiplierPayout: 20 });
    const opened = await t.call('POST', '/api/item/110/open', { auth: p.auth });
    expect(opened.status).toBe(200);
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
    const bad = await t.call('POST', '/api/ops/games/lucky-star', { auth: op.authorization, body: { enabled: true, minPayout: 1.001, minMultiplier: 10, minMultiplierPayout: 20 } });
    expect(bad.status).toBe(400);
  });
});
