import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { boxes, users } from '../../db/schema/index.ts';
import { FREE_BOX_ID, LEVEL_FREE_BOX_ID, LIMITED_FREE_BOX_ID, TOPUP_FREE_BOX_ID, VIP_FREE_BOX_ID } from '../../db/seed/catalogue.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The free boxes on a real database (docs/free-boxes.md; docs/product/routes.md#free /free, docs/product/errors.md free boxes): one test per kind with the
 * spec's refusals (opened, level low, EXP not enough, must top up, countdown, expired), what GET /api/free/list
 * says to a visitor and a player, and the console's rules (role catalogue, audited). The clock is held from the
 * real now (openings and deposits carry the database's time) and moved forward.
 */
describe.each(DRIVERS)('free boxes on %s (medium)', (driver) => {
  let t: TestApp;
  const start = Date.now();
  const clock = heldClock(start);
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const claim = (auth: string, boxId?: number) => t.call('POST', '/api/free/mystery/claim', { auth, body: boxId ? { boxId } : {} });
  const list = async (auth?: string) => (await t.call('GET', '/api/free/list', { auth })).body.data as any[];
  const of = async (auth: string, boxId: number) => (await list(auth)).find((b) => b.boxId === boxId);
  const setXp = (uid: number, xp: number) => db().update(users).set({ xp }).where(eq(users.id, uid));

  it('lists the five seeded kinds; a visitor reads sign_in (the limited box ends a week after the first start)', async () => {
    const l = await list();
    expect(l.map((b) => [b.boxId, b.kind])).toEqual([
      [FREE_BOX_ID, 'daily'],
      [VIP_FREE_BOX_ID, 'vip'],
      [LEVEL_FREE_BOX_ID, 'level'],
      [TOPUP_FREE_BOX_ID, 'topup'],
      [LIMITED_FREE_BOX_ID, 'limited'],
    ]);
    expect(l.every((b) => b.state === 'sign_in' && b.me === null)).toBe(true);
    expect(l[1]).toMatchObject({ minVipLevel: 2, cooldownHours: 24 });
    expect(l[2]).toMatchObject({ minXp: 1_000, cooldownHours: 0 });
    expect(l[3]).toMatchObject({ minTopUp: 20, topUpWindowHours: 24 });
    expect(Date.parse(l[4].endsAt) - start).toBe(7 * DAY);
    // free boxes are never sold: none is in a paid list
    const paid = (await t.call('GET', '/api/item/list?pageSize=50')).body.data.list.map((b: { id: number }) => b.id);
    expect(paid.filter((id: number) => id === FREE_BOX_ID || id >= VIP_FREE_BOX_ID)).toEqual([]);
  });

  it('daily: once per 24 h without charging; the second claim is free.error.opened with the next time', async () => {
    clock.set(start);
    const p = await t.register();
    expect((await of(p.auth, FREE_BOX_ID)).state).toBe('ready');
    expect((await claim(p.auth)).status).toBe(200);
    const again = await claim(p.auth, FREE_BOX_ID);
    expect([again.status, again.body.code]).toEqual([409, 'free.error.opened']);
    const view = await of(p.auth, FREE_BOX_ID);
    expect(view.state).toBe('opened');
    expect(Date.parse(view.nextClaimAt) - Date.now()).toBeGreaterThan(23 * HOUR);
    expect((await t.call('GET', '/api/free/info', { auth: p.auth })).body.data.nextClaimAt).toBe(view.nextClaimAt);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBe(0);
    clock.set(start + DAY + HOUR);
    expect((await claim(p.auth)).status).toBe(200);
    clock.set(start);
  });

  it('vip: below its VIP level is free.error.level_low (409, the level in details); at VIP2 it opens, daily', async () => {
    clock.set(start);
    const p = await t.register();
    expect((await of(p.auth, VIP_FREE_BOX_ID)).state).toBe('level_low');
    const low = await claim(p.auth, VIP_FREE_BOX_ID);
    expect([low.status, low.body.code, low.body.msg]).toEqual([409, 'free.error.level_low', 'Reach VIP2 to open this free box']);
    expect(low.body.details).toEqual({ level: 2 });
    await setXp(p.uid, 500);
    expect((await of(p.auth, VIP_FREE_BOX_ID)).me).toMatchObject({ level: 2, xp: 500 });
    expect((await t.call('POST', `/api/item/${VIP_FREE_BOX_ID}/open`, { auth: p.auth })).status).toBe(200);
    expect((await claim(p.auth, VIP_FREE_BOX_ID)).body.code).toBe('free.error.opened');
  });

  it('level: short of its EXP is exp.error.not_enough with what is missing; with it, it opens once, never again', async () => {
    const p = await t.register();
    await setXp(p.uid, 400);
    const view = await of(p.auth, LEVEL_FREE_BOX_ID);
    expect(view).toMatchObject({ state: 'exp_low', me: { missingXp: 600 } });
    const low = await claim(p.auth, LEVEL_FREE_BOX_ID);
    expect([low.status, low.body.code]).toEqual([409, 'exp.error.not_enough']);
    expect(low.body.msg).toBe('EXP not enough: 600 more EXP opens this free box');
    await setXp(p.uid, 1_000);
    expect((await claim(p.auth, LEVEL_FREE_BOX_ID)).status).toBe(200);
    clock.set(start + 20 * DAY);
    expect((await claim(p.auth, LEVEL_FREE_BOX_ID)).body.code).toBe('free.error.opened');
    expect(await of(p.auth, LEVEL_FREE_BOX_ID)).toMatchObject({ state: 'opened', nextClaimAt: null });
    clock.set(start);
  });

  it('topup: without $20 of deposits in the last 24 h it is free.error.must_top_up (missing amount); bonuses do not count', async () => {
    clock.set(start);
    const p = await t.register();
    const none = await claim(p.auth, TOPUP_FREE_BOX_ID);
    expect([none.status, none.body.code, none.body.msg]).toEqual([409, 'free.error.must_top_up', 'Top up $20 more to open this free box']);
    // a bonus credit is not a top-up
    await db().transaction((tx) =>
      t.s.wallet.credit(tx, 'bonus', { userId: p.uid, amount: 50_00, idempotencyKey: `free-test-bonus:${p.uid}`, kind: 'deposit_bonus' }),
    );
    expect((await of(p.auth, TOPUP_FREE_BOX_ID)).me.toppedUp).toBe(0);
    await t.fund(p.uid, 12_00);
    expect(await of(p.auth, TOPUP_FREE_BOX_ID)).toMatchObject({ state: 'must_top_up', me: { toppedUp: 12, missingTopUp: 8 } });
    expect((await claim(p.auth, TOPUP_FREE_BOX_ID)).body.details).toEqual({ minTopUp: 20, missingTopUp: 8 });
    await t.fund(p.uid, 8_00);
    expect((await of(p.auth, TOPUP_FREE_BOX_ID)).state).toBe('ready');
    expect((await claim(p.auth, TOPUP_FREE_BOX_ID)).status).toBe(200);
    expect((await claim(p.auth, TOPUP_FREE_BOX_ID)).body.code).toBe('free.error.opened');
    // a day later the cooldown is over but the deposits are out of the window: top up again
    clock.set(start + DAY + HOUR);
    expect((await claim(p.auth, TOPUP_FREE_BOX_ID)).body.code).toBe('free.error.must_top_up');
    clock.set(start);
  });

  it('limited: opens once before its end; from the end it is free.error.expired and listed last', async () => {
    clock.set(start);
    const a = await t.register();
    expect((await claim(a.auth, LIMITED_FREE_BOX_ID)).status).toBe(200);
    expect((await claim(a.auth, LIMITED_FREE_BOX_ID)).body.code).toBe('free.error.opened');
    const b = await t.register();
    clock.set(start + 7 * DAY);
    const late = await claim(b.auth, LIMITED_FREE_BOX_ID);
    expect([late.status, late.body.code]).toEqual([409, 'free.error.expired']);
    const l = await list(b.auth);
    expect(l.at(-1)).toMatchObject({ boxId: LIMITED_FREE_BOX_ID, state: 'expired' });
    expect((await list()).at(-1).state).toBe('expired'); // a visitor sees it expired too
    clock.set(start);
  });

  it('console: catalogue makes a box free with a start date (countdown), edits and switches it off; audited; others refused', async () => {
    clock.set(start);
    const op = await t.operator(['catalogue']);
    const auth = op.authorization;
    const rule = {
      kind: 'daily',
      minVipLevel: 0,
      minXp: 0,
      minTopUpCents: 0,
      topUpWindowHours: 24,
      cooldownHours: 24,
      startsAt: new Date(start + 2 * DAY).toISOString(),
      endsAt: null,
      sort: 9,
      isActive: true,
    };
    const made = await t.call('POST', '/api/ops/free-boxes', { auth, body: { boxId: 143, rule } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ boxId: 143, hasOdds: true, rule: { kind: 'daily', sort: 9 } });
    expect((await db().select().from(boxes).where(eq(boxes.id, 143)))[0]).toMatchObject({ isFree: true, isActive: true });
    expect((await t.call('GET', '/api/item/list?pageSize=50')).body.data.list.map((b: { id: number }) => b.id)).not.toContain(143);
    // not started: a countdown to its start, and the opening says so
    const p = await t.register();
    expect(await of(p.auth, 143)).toMatchObject({ state: 'countdown', nextClaimAt: rule.startsAt });
    expect((await claim(p.auth, 143)).body).toMatchObject({ code: 'free.error.countdown', details: { nextClaimAt: rule.startsAt } });
    clock.set(start + 2 * DAY);
    expect((await claim(p.auth, 143)).status).toBe(200);
    clock.set(start); // the operator's session is younger than that
    // the console's rules: a limited box needs an end, a VIP box a level; a paid box without odds or a free box refused
    const bad = (body: object) => t.call('POST', '/api/ops/free-boxes/143', { auth, body: { ...rule, ...body } });
    expect((await bad({ kind: 'limited' })).status).toBe(400);
    expect((await bad({ kind: 'vip' })).status).toBe(400);
    expect((await bad({ endsAt: new Date(start).toISOString() })).status).toBe(400);
    expect((await t.call('POST', '/api/ops/free-boxes', { auth, body: { boxId: FREE_BOX_ID, rule } })).body.code).toBe(
      'ops.error.free_box',
    );
    expect((await t.call('POST', '/api/ops/free-boxes', { auth, body: { boxId: 999_999, rule } })).body.code).toBe('item.error.not_found');
    // switched off: gone from the list, and its opening refused
    const off = await t.call('POST', '/api/ops/free-boxes/143', { auth, body: { ...rule, isActive: false } });
    expect(off.body.data.rule.isActive).toBe(false);
    expect((await list(p.auth)).some((b) => b.boxId === 143)).toBe(false);
    expect((await t.call('POST', '/api/item/143/open', { auth: p.auth })).body.code).toBe('item.error.off_sale');
    expect((await t.call('GET', '/api/ops/free-boxes', { auth })).body.data.map((b: { boxId: number }) => b.boxId)).toContain(143);
    const finance = await t.operator(['finance']);
    expect((await t.call('GET', '/api/ops/free-boxes', { auth: finance.authorization })).status).toBe(403);
    expect((await t.call('POST', '/api/ops/free-boxes/143', { auth: p.auth, body: rule })).status).toBe(403);
    const admin = await t.operator(['admin']);
    const audit = (await t.call('GET', '/api/ops/audit?targetType=box&targetId=143', { auth: admin.authorization })).body.data.list;
    expect(audit.map((a: { action: string }) => a.action).sort()).toEqual(['free_boxes.create', 'free_boxes.update']);
    clock.set(start);
  });
});
