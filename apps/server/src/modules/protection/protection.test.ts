import { sql } from 'drizzle-orm';
import { userProfiles } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { balanceCents, heldClock, PENNY_PINCHER } from '../battles/battle-fixtures.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { effectiveLimit, LIMIT_RAISE_DELAY_MS } from './protection.service.ts';

describe.each(DRIVERS)('player protection on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock();
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0); // the VIP gate is vip.test.ts's subject: these players are funded without XP
  });
  afterAll(async () => t?.close());

  const prepay = (auth: string, amount: number) => t.call('POST', '/api/pay/sandbox/prepay', { auth, body: { amount, orderType: 1 } });
  const setLimit = (auth: string, kind: string, period: string, amount: number | null) =>
    t.call('POST', '/api/user/protection/limit', { auth, body: { kind, period, amount } });
  const open = (auth: string) => t.call('POST', `/api/item/${PENNY_PINCHER}/open`, { auth });
  const limitOf = (view: any, kind: string, period: string) => view.limits.find((l: any) => l.kind === kind && l.period === period);

  it('a deposit limit refuses a top-up above it, counting what was deposited in the window', async () => {
    const p = await t.register();
    expect((await setLimit(p.auth, 'deposit', 'day', 100)).status).toBe(200);
    const over = await prepay(p.auth, 120);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('protection.error.deposit_limit');
    expect(over.body.msg).toBe('This top-up would go over your daily deposit limit of $100.00 ($100.00 left)');
    expect((await prepay(p.auth, 40)).status).toBe(200);
    await t.fund(p.uid, 4000);
    // the open order (40, not paid yet) counts as well as the credited 40
    expect((await prepay(p.auth, 30)).body.msg).toContain('($20.00 left)');
    expect((await prepay(p.auth, 20)).status).toBe(200);
    const view = (await t.call('GET', '/api/user/protection', { auth: p.auth })).body.data;
    expect(limitOf(view, 'deposit', 'day')).toEqual({ kind: 'deposit', period: 'day', amount: 100, pending: null, used: 40 });
    // the weekly limit counts too
    const w = await t.register();
    await setLimit(w.auth, 'deposit', 'week', 90);
    expect((await prepay(w.auth, 95)).body.msg).toBe('This top-up would go over your weekly deposit limit of $90.00 ($90.00 left)');
  });

  const confirm = (orderNo: string) => t.call('POST', `/api/pay/sandbox/${orderNo}/confirm`);
  const orderView = async (orderNo: string) => (await t.call('GET', `/api/pay/order/${orderNo}`)).body.data;

  it('parallel orders cannot pass a deposit limit together: 2 and then 10 at once; all credited, limit held', async () => {
    const p = await t.register();
    await setLimit(p.auth, 'deposit', 'day', 30);
    const two = await Promise.all([prepay(p.auth, 20), prepay(p.auth, 20)]);
    expect(two.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(two.find((r) => r.status === 409)!.body.code).toBe('protection.error.deposit_limit');
    await confirm(two.find((r) => r.status === 200)!.body.data.orderNo);
    expect(await balanceCents(t, p.auth)).toBe(2000);

    const q = await t.register();
    await setLimit(q.auth, 'deposit', 'day', 120);
    const ten = await Promise.all(Array.from({ length: 10 }, () => prepay(q.auth, 20)));
    const made = ten.filter((r) => r.status === 200);
    expect(made).toHaveLength(6);
    expect(ten.filter((r) => r.status !== 200).every((r) => r.body.code === 'protection.error.deposit_limit')).toBe(true);
    await Promise.all(made.map((r) => confirm(r.body.data.orderNo)));
    expect(await balanceCents(t, q.auth)).toBe(12_000);
    expect(limitOf((await t.call('GET', '/api/user/protection', { auth: q.auth })).body.data, 'deposit', 'day').used).toBe(120);
    expect((await prepay(q.auth, 20)).body.msg).toBe('This top-up would go over your daily deposit limit of $120.00 ($0.00 left)');
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('a paid order over the limit at credit time is not credited: failed with the limit message, refund due in the console', async () => {
    const p = await t.register();
    // two orders made before any limit, then a lower limit at once: both are paid at the same time
    const a = (await prepay(p.auth, 20)).body.data.orderNo;
    const b = (await prepay(p.auth, 20)).body.data.orderNo;
    await setLimit(p.auth, 'deposit', 'day', 30);
    await Promise.all([confirm(a), confirm(b)]);
    const views = [await orderView(a), await orderView(b)];
    expect(views.map((v) => v.status).sort()).toEqual(['failed', 'paid']);
    const refused = views.find((v) => v.status === 'failed')!;
    expect(refused.errorCode).toBe('protection.error.deposit_limit');
    expect(refused.msg).toBe('This payment would go over your deposit limit, so it was not added to your balance. It will be refunded.');
    expect(await balanceCents(t, p.auth)).toBe(2000);
    // a second delivery of the refused payment never credits it, even once the limit has room again
    await t.s.dbHandle.db.execute(sql`delete from player_limits where user_id = ${p.uid}`);
    await confirm(refused.orderNo);
    expect((await orderView(refused.orderNo)).status).toBe('failed');
    expect(await balanceCents(t, p.auth)).toBe(2000);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
    const support = await t.operator(['support']);
    const prof = (await t.call('GET', `/api/ops/players/${p.uid}`, { auth: support.authorization })).body.data;
    expect(prof).toMatchObject({ depositsCents: 2000, refundsDueCents: 2000 });
  });

  it('lowering takes effect at once, raising or removing only after 24 h', async () => {
    const p = await t.register();
    await setLimit(p.auth, 'deposit', 'month', 100);
    const raised = (await setLimit(p.auth, 'deposit', 'month', 500)).body.data;
    const row = limitOf(raised, 'deposit', 'month');
    expect(row.amount).toBe(100);
    expect(row.pending.amount).toBe(500);
    expect(new Date(row.pending.from).getTime()).toBe(clock.ms + LIMIT_RAISE_DELAY_MS);
    expect((await prepay(p.auth, 200)).body.code).toBe('protection.error.deposit_limit');
    expect(limitOf((await setLimit(p.auth, 'deposit', 'month', 80)).body.data, 'deposit', 'month')).toMatchObject({
      amount: 80,
      pending: null,
    });
    expect(limitOf((await setLimit(p.auth, 'deposit', 'month', null)).body.data, 'deposit', 'month')).toMatchObject({
      amount: 80,
      pending: { amount: null },
    });
    clock.advance(LIMIT_RAISE_DELAY_MS - 1000);
    expect((await prepay(p.auth, 200)).body.code).toBe('protection.error.deposit_limit');
    clock.advance(2000);
    expect((await prepay(p.auth, 200)).status).toBe(200);
    expect(limitOf((await t.call('GET', '/api/user/protection', { auth: p.auth })).body.data, 'deposit', 'month')).toMatchObject({
      amount: null,
      pending: null,
    });
  });

  it('a loss limit stops stakes once lost + stake would pass it, also when opens race', async () => {
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    await setLimit(p.auth, 'loss', 'day', 2); // 4 opens of 0.50
    const results = await Promise.all(Array.from({ length: 8 }, () => open(p.auth)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'protection.error.loss_limit')).toBe(true);
    expect(await balanceCents(t, p.auth)).toBe(10_000 - 200);
    expect(limitOf((await t.call('GET', '/api/user/protection', { auth: p.auth })).body.data, 'loss', 'day').used).toBe(2);
  });

  it('a cool-off blocks deposits, opens and battles with a clear message and cannot be shortened', async () => {
    const p = await t.register();
    await t.fund(p.uid, 5_000);
    await t.s.dbHandle.db.execute(sql`update users set xp = 1000000 where id = ${p.uid}`);
    const bad = await t.call('POST', '/api/user/protection/exclusion', { auth: p.auth, body: { kind: 'cool_off', days: 60 } });
    expect(bad.body.code).toBe('protection.error.duration');
    expect(
      (await t.call('POST', '/api/user/protection/exclusion', { auth: p.auth, body: { kind: 'self_exclusion', months: 3 } })).body.code,
    ).toBe('protection.error.duration');
    const on = await t.call('POST', '/api/user/protection/exclusion', { auth: p.auth, body: { kind: 'cool_off', days: 2 } });
    expect(on.body.data.exclusion.kind).toBe('cool_off');
    const entries = (await checkLedger(t.s.dbHandle.db)).entries;
    for (const r of [
      await prepay(p.auth, 20),
      await open(p.auth),
      await t.call('POST', '/api/battle/v2/create', {
        auth: p.auth,
        body: { boxes: [{ boxId: PENNY_PINCHER, count: 1 }], type: 'singled' },
      }),
    ]) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('protection.error.excluded');
      expect(r.body.msg).toMatch(
        /^You are on a cool-off until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. Deposits, boxes, battles and games are blocked until then\.$/,
      );
    }
    expect((await checkLedger(t.s.dbHandle.db)).entries).toBe(entries);
    expect(await balanceCents(t, p.auth)).toBe(5_000);
    const shorter = await t.call('POST', '/api/user/protection/exclusion', { auth: p.auth, body: { kind: 'cool_off', days: 1 } });
    expect(shorter.body.code).toBe('protection.error.shorter');
    expect(
      (await t.call('POST', '/api/user/protection/limit', { auth: p.auth, body: { kind: 'loss', period: 'day', amount: 1 } })).status,
    ).toBe(200);
    clock.advance(2 * 86_400_000 + 1000);
    await t.call('POST', '/api/user/protection/limit', { auth: p.auth, body: { kind: 'loss', period: 'day', amount: 100 } });
    clock.advance(LIMIT_RAISE_DELAY_MS + 1000);
    expect((await open(p.auth)).status).toBe(200);
  });

  it('a cool-off also blocks the lucky wheel, the birthday gift claim and a distribution-code box; nothing is spent or recorded', async () => {
    const p = await t.register();
    const pre = (await prepay(p.auth, 50)).body.data.orderNo; // a $50 top-up earns one wheel spin
    expect((await confirm(pre)).body.data.status).toBe('paid');
    const today = clock.now().toISOString().slice(0, 10);
    await t.s.dbHandle.db
      .insert(userProfiles)
      .values({ userId: p.uid, birthday: `1990-${today.slice(5)}` })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { birthday: `1990-${today.slice(5)}` } });
    expect((await t.call('POST', '/api/user/birthday/draw', { auth: p.auth })).status).toBe(200);
    const boxes = (await t.call('GET', '/api/item/list?pageSize=1')).body.data.list;
    const iso = (ms: number) => new Date(clock.ms + ms).toISOString();
    const op = await t.register();
    await t.s.referralOps.createCode(
      { userId: op.uid, ip: 'test' },
      { code: 'COOLBOX', startsAt: iso(-3_600_000), endsAt: iso(3_600_000), maxUses: 1, rewardType: 'box', rewardBoxId: boxes[0].id },
    );
    await t.call('POST', '/api/user/protection/exclusion', { auth: p.auth, body: { kind: 'cool_off', days: 1 } });
    const entries = (await checkLedger(t.s.dbHandle.db)).entries;
    const balance = await balanceCents(t, p.auth);
    const refused = [
      await t.call('POST', '/api/bouns/spin', { auth: p.auth }),
      await t.call('POST', '/api/user/birthday/obtain', { auth: p.auth }),
      await t.call('POST', '/api/distribution/claim', { auth: p.auth, body: { code: 'COOLBOX' } }),
    ];
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('protection.error.excluded');
      expect(r.body.msg).toMatch(/^You are on a cool-off until .* UTC\. Deposits, boxes, battles and games are blocked until then\.$/);
    }
    expect((await checkLedger(t.s.dbHandle.db)).entries).toBe(entries);
    expect(await balanceCents(t, p.auth)).toBe(balance);
    expect((await t.call('GET', '/api/bouns/info', { auth: p.auth })).body.data.spins).toBe(1);
    expect((await t.call('GET', '/api/user/birthday', { auth: p.auth })).body.data.claimed).toBe(false);
    // the code's one use was not spent: another player still gets the box
    const other = await t.register();
    expect((await t.call('POST', '/api/distribution/claim', { auth: other.auth, body: { code: 'COOLBOX' } })).body.data).toMatchObject({
      kind: 'box',
    });
  });

  it('a self-exclusion of 6 months blocks stakes; the reality check interval is stored', async () => {
    const p = await t.register();
    await t.fund(p.uid, 1_000);
    await t.call('POST', '/api/user/protection/exclusion', { auth: p.auth, body: { kind: 'self_exclusion', months: 6 } });
    expect((await open(p.auth)).body.msg).toContain('You are on a self-exclusion until');
    // the free box is play too: refused with the same message, whichever way it is opened, and nothing is recorded
    const free = [
      await t.call('POST', '/api/free/mystery/claim', { auth: p.auth }),
      await t.call('POST', '/api/item/109/open', { auth: p.auth }),
    ];
    for (const r of free) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('protection.error.excluded');
      expect(r.body.msg).toMatch(
        /^You are on a self-exclusion until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. Deposits, boxes, battles and games are blocked until then\.$/,
      );
    }
    expect((await t.call('GET', '/api/free/info', { auth: p.auth })).body.data.nextClaimAt).toBeNull();
    const other = await t.register();
    expect((await t.call('POST', '/api/free/mystery/claim', { auth: other.auth })).status).toBe(200);
    const rc = await t.call('POST', '/api/user/protection/reality_check', { auth: p.auth, body: { minutes: 30 } });
    expect(rc.body.data.realityCheckMinutes).toBe(30);
    expect((await t.call('POST', '/api/user/protection/reality_check', { auth: p.auth, body: { minutes: 5 } })).status).toBe(400);
  });
});

describe('effectiveLimit (small)', () => {
  it('applies a pending change only from its time', () => {
    const now = new Date('2026-01-02T00:00:00Z');
    expect(effectiveLimit(undefined, now)).toBeNull();
    expect(effectiveLimit({ amountCents: 100, pendingCents: 500, pendingFrom: new Date('2026-01-02T00:00:01Z') }, now)).toBe(100);
    expect(effectiveLimit({ amountCents: 100, pendingCents: null, pendingFrom: new Date('2026-01-01T23:59:59Z') }, now)).toBeNull();
  });
});
