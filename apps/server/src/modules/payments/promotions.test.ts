import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';

const RANGE = { minDiscountCents: 300, maxDiscountCents: 300, minDepositCents: 2000 };
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Spring discount',
  active: true,
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: null,
  ...RANGE,
  ...over,
});

/**
 * Medium tier, docs/payments.md, "Random discounts" made production-safe: a production start has no promotion (the 0009
 * seed is gone, migration 0020) until finance creates one in the console; an inactive (or ended) promotion pays
 * nothing, an active one pays each player once; every console change is audited. The demo promotion exists only
 * outside production. (The double-payment race is card-trade-promo.test.ts.)
 */
describe.each(DRIVERS)('random-discount promotions and their console on %s (medium)', (driver) => {
  let t: TestApp;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      SANDBOX_WEBHOOK_SECRET: 'a-production-sandbox-secret-0123',
    });
    finance = (await t.operator(['finance'])).authorization;
  });
  afterAll(async () => t?.close());

  const coinCents = async (auth: string) => Math.round((await t.call('GET', '/api/user/base_info', { auth })).body.data.coin * 100);
  const deposit = async (auth: string, amount: number) => {
    const pre = (await t.call('POST', '/api/pay/sandbox/prepay', { auth, body: { amount } })).body.data;
    expect((await t.call('POST', `/api/pay/sandbox/${pre.orderNo}/confirm`)).body.data.status).toBe('paid');
  };
  const promotionLines = async (uid: number) =>
    rowsOf<{ n: number }>(
      await t.s.dbHandle.db.execute(
        sql`select count(*)::int as n from journal_entries e where e.kind = 'promotion' and e.user_id = ${uid}`,
      ),
    )[0]!.n;
  const audits = async (action: string) =>
    rowsOf<{ n: number }>(await t.s.dbHandle.db.execute(sql`select count(*)::int as n from ops_audit where action = ${action}`))[0]!.n;

  it('production starts with none: nothing shown, nothing paid', async () => {
    expect((await t.call('GET', '/api/ops/promotions', { auth: finance })).body.data.list).toEqual([]);
    const p = await t.register();
    expect((await t.call('GET', '/api/pay/promotion', { auth: p.auth })).body.data).toBeNull();
    await deposit(p.auth, 20);
    expect(await coinCents(p.auth)).toBe(20_00);
  });

  it('an inactive promotion pays nothing; an active one pays once per player; switching it off stops paying what was drawn', async () => {
    // created off: not shown, not paid
    const created = await t.call('POST', '/api/ops/promotions', {
      auth: finance,
      body: { ...body({ active: false }), code: 'spring-2027' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'spring-2027',
      name: 'Spring discount',
      active: false,
      running: false,
      drawn: 0,
      paid: 0,
      paidCents: 0,
      ...RANGE,
    });
    const id = created.body.data.id as number;
    const a = await t.register();
    expect((await t.call('GET', '/api/pay/promotion', { auth: a.auth })).body.data).toBeNull();
    await deposit(a.auth, 20);
    expect(await coinCents(a.auth)).toBe(20_00);

    // switched on: shown with the player's amount, paid once with the next deposit of $20 or more
    const on = await t.call('POST', `/api/ops/promotions/${id}`, { auth: finance, body: body() });
    expect(on.body.data).toMatchObject({ active: true, running: true });
    const shown = (await t.call('GET', '/api/pay/promotion', { auth: a.auth })).body.data;
    expect(shown).toMatchObject({
      promotionId: id,
      title: 'Spring discount',
      amount: 3,
      minDeposit: 20,
      maxDiscount: 3,
      status: 'offered',
    });
    await deposit(a.auth, 20);
    expect(await coinCents(a.auth)).toBe(20_00 + 20_00 + 3_00);
    await deposit(a.auth, 20);
    expect(await coinCents(a.auth)).toBe(20_00 + 20_00 + 3_00 + 20_00);
    expect(await promotionLines(a.uid)).toBe(1);
    expect((await t.call('GET', '/api/pay/promotion', { auth: a.auth })).body.data.status).toBe('paid');

    // another player draws, then finance switches it off: their deposit pays nothing, the award stays offered
    const b = await t.register();
    expect((await t.call('GET', '/api/pay/promotion', { auth: b.auth })).body.data.amount).toBe(3);
    await t.call('POST', `/api/ops/promotions/${id}`, { auth: finance, body: body({ active: false }) });
    expect((await t.call('GET', '/api/pay/promotion', { auth: b.auth })).body.data).toBeNull();
    await deposit(b.auth, 50);
    expect(await coinCents(b.auth)).toBe(50_00);
    expect(await promotionLines(b.uid)).toBe(0);
    // an ended window pays nothing either
    const ended = body({ startsAt: new Date(Date.now() - 86_400_000).toISOString(), endsAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await t.call('POST', `/api/ops/promotions/${id}`, { auth: finance, body: ended })).body.data).toMatchObject({
      active: true,
      running: false,
    });
    await deposit(b.auth, 50);
    expect(await promotionLines(b.uid)).toBe(0);

    const listed = (await t.call('GET', '/api/ops/promotions', { auth: finance })).body.data.list;
    expect(listed).toEqual([expect.objectContaining({ id, drawn: 2, paid: 1, paidCents: 300 })]);
    expect(await audits('promotion.create')).toBe(1);
    expect(await audits('promotion.update')).toBe(3);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('the console refuses a range above $10 or upside down, an empty window, a taken code, an unknown id; players cannot call it', async () => {
    const create = (b: unknown) => t.call('POST', '/api/ops/promotions', { auth: finance, body: b });
    expect((await create({ ...body({ maxDiscountCents: 1001 }), code: 'too-much' })).body.code).toBe('error.invalid_parameter');
    expect((await create({ ...body({ minDiscountCents: 0 }), code: 'zero' })).body.code).toBe('error.invalid_parameter');
    expect((await create({ ...body({ minDiscountCents: 500, maxDiscountCents: 400 }), code: 'upside-down' })).body).toEqual({
      code: 'ops.error.promotion_range',
      msg: 'The lowest discount must not be above the highest',
    });
    expect((await create({ ...body({ endsAt: new Date(Date.now() - 120_000).toISOString() }), code: 'no-window' })).body.code).toBe(
      'ops.error.promotion_window',
    );
    expect((await create({ ...body(), code: 'Bad Code' })).body.code).toBe('error.invalid_parameter');
    const first = await create({ ...body({ active: false }), code: 'only-once' });
    expect(first.status).toBe(200);
    const again = await create({ ...body({ active: false }), code: 'only-once' });
    expect([again.status, again.body.code]).toEqual([409, 'ops.error.promotion_exists']);
    expect((await t.call('POST', '/api/ops/promotions/999999', { auth: finance, body: body() })).body.code).toBe(
      'ops.error.promotion_not_found',
    );
    expect((await t.call('POST', '/api/ops/promotions/2147483648', { auth: finance, body: body() })).status).toBe(400);
    const player = await t.register();
    expect((await t.call('GET', '/api/ops/promotions', { auth: player.auth })).status).toBe(403);
    expect((await t.call('GET', '/api/ops/promotions', { auth: (await t.operator(['catalogue'])).authorization })).status).toBe(403);
  });

  it('a promotion hidden by an older active one while their windows overlap says so (docs/how-to/operator-day.md#safety)', async () => {
    const create = async (code: string, over: Record<string, unknown>) => {
      const r = await t.call('POST', '/api/ops/promotions', { auth: finance, body: { ...body(over), code } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as { id: number; shadowedBy: number[] };
    };
    const day = 86_400_000;
    const base = Date.now() + 30 * day;
    const at = (d: number) => new Date(base + d * day).toISOString();
    const older = await create('shadow-older', { startsAt: at(0), endsAt: at(10) });
    const overlapping = await create('shadow-overlap', { startsAt: at(5), endsAt: at(20) });
    const after = await create('shadow-after', { startsAt: at(10), endsAt: at(12) });
    const off = await create('shadow-off', { startsAt: at(0), endsAt: at(10), active: false });
    expect(overlapping.shadowedBy).toContain(older.id);
    expect(after.shadowedBy).not.toContain(older.id);
    expect(after.shadowedBy).toContain(overlapping.id);
    expect(off.shadowedBy).toEqual([]);
    expect(older.shadowedBy).not.toContain(overlapping.id);
    // switching the older one off lifts its shadow, in the list too
    await t.call('POST', `/api/ops/promotions/${older.id}`, {
      auth: finance,
      body: body({ startsAt: at(0), endsAt: at(10), active: false }),
    });
    const listed = (await t.call('GET', '/api/ops/promotions', { auth: finance })).body.data.list;
    expect(listed.find((r: { id: number }) => r.id === overlapping.id).shadowedBy).not.toContain(older.id);
    expect(listed.find((r: { id: number }) => r.id === after.id).shadowedBy).toContain(overlapping.id);
  });
});

describe.each(DRIVERS)('the demo promotion outside production on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it("a development start shows the demo random discount; a second seed keeps an operator's change", async () => {
    expect((await t.call('GET', '/api/pay/promotion')).body.data).toMatchObject({
      title: 'Random discount',
      maxDiscount: 10,
      minDeposit: 20,
    });
    const finance = (await t.operator(['finance'])).authorization;
    const [demo] = (await t.call('GET', '/api/ops/promotions', { auth: finance })).body.data.list;
    expect(demo).toMatchObject({
      code: 'random-discount',
      active: true,
      running: true,
      minDiscountCents: 100,
      maxDiscountCents: 1000,
      minDepositCents: 2000,
    });
    await t.call('POST', `/api/ops/promotions/${demo.id}`, {
      auth: finance,
      body: {
        name: demo.name,
        active: false,
        startsAt: demo.startsAt,
        endsAt: null,
        minDiscountCents: 100,
        maxDiscountCents: 1000,
        minDepositCents: 2000,
      },
    });
    await t.s.payments.promotions.seedDemo(); // what the next start does
    expect((await t.call('GET', '/api/ops/promotions', { auth: finance })).body.data.list).toEqual([
      expect.objectContaining({ id: demo.id, active: false }),
    ]);
    expect((await t.call('GET', '/api/pay/promotion')).body.data).toBeNull();
  });
});
