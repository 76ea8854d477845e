import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { SandboxProvider } from './sandbox-provider.ts';

const SECRET = 'sandbox-webhook-secret-change-me';

describe.each(DRIVERS)('sandbox payments on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const prepay = (auth: string, amount: unknown) => t.call('POST', '/api/pay/sandbox/prepay', { auth, body: { amount, orderType: 1 } });

  it('prepay -> hosted checkout confirm credits exactly once; the order reads paid', async () => {
    const p = await t.register();
    const pre = await prepay(p.auth, 50);
    expect(pre.status).toBe(200);
    expect(pre.body.data.toPayUrl).toBe(`http://localhost:3000/sandbox/checkout/${pre.body.data.orderNo}`);
    expect((await t.call('GET', `/api/pay/order/${pre.body.data.orderNo}`)).body.data.status).toBe('pending');
    const confirm = await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/confirm`);
    expect(confirm.status).toBe(200);
    expect(confirm.body.data.status).toBe('paid');
    await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/confirm`);
    const decline = await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/decline`);
    expect(decline.body.data.status).toBe('paid');
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBe(50);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.xp).toBe(500);
  });

  it('the same signed webhook delivered 20 times at once credits once', async () => {
    const p = await t.register();
    const orderNo = (await prepay(p.auth, '20.55')).body.data.orderNo;
    const sandbox = new SandboxProvider(SECRET, () => '');
    const delivery = sandbox.buildDelivery({ eventId: `evt-${orderNo}`, orderNo, status: 'paid', amountCents: 2055, currency: 'USD' });
    const res = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', '/api/pay/sandbox/webhook', {
          raw: delivery.rawBody,
          headers: { 'content-type': 'application/json', ...(delivery.headers as Record<string, string>) },
        }),
      ),
    );
    expect(res.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(res.filter((r) => r.body.data.outcome === 'credited')).toHaveLength(1);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBe(20.55);
    // a second, different event id for the same paid order credits nothing either
    const again = sandbox.buildDelivery({ eventId: `evt2-${orderNo}`, orderNo, status: 'paid', amountCents: 2055, currency: 'USD' });
    const r2 = await t.call('POST', '/api/pay/sandbox/webhook', {
      raw: again.rawBody,
      headers: { 'content-type': 'application/json', ...(again.headers as Record<string, string>) },
    });
    expect(r2.body.data.outcome).toBe('already_paid');
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBe(20.55);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('a forged signature or a mismatched amount credits nothing', async () => {
    const p = await t.register();
    const orderNo = (await prepay(p.auth, 100)).body.data.orderNo;
    const forged = new SandboxProvider('another-secret-entirely', () => '').buildDelivery({
      eventId: 'x1',
      orderNo,
      status: 'paid',
      amountCents: 10_000,
      currency: 'USD',
    });
    const r1 = await t.call('POST', '/api/pay/sandbox/webhook', {
      raw: forged.rawBody,
      headers: { 'content-type': 'application/json', ...(forged.headers as Record<string, string>) },
    });
    expect(r1.status).toBe(400);
    expect(r1.body.code).toBe('pay.error.signature');
    const wrong = new SandboxProvider(SECRET, () => '').buildDelivery({
      eventId: 'x2',
      orderNo,
      status: 'paid',
      amountCents: 1,
      currency: 'USD',
    });
    const r2 = await t.call('POST', '/api/pay/sandbox/webhook', {
      raw: wrong.rawBody,
      headers: { 'content-type': 'application/json', ...(wrong.headers as Record<string, string>) },
    });
    expect(r2.body.code).toBe('pay.error.amount_mismatch');
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBe(0);
    expect((await t.call('GET', `/api/pay/order/${orderNo}`)).body.data.status).toBe('pending');
  });

  it('decline leaves the balance untouched and the order failed', async () => {
    const p = await t.register();
    const orderNo = (await prepay(p.auth, 20)).body.data.orderNo;
    const r = await t.call('POST', `/api/pay/sandbox/${orderNo}/decline`);
    expect(r.body.data.status).toBe('failed');
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBe(0);
  });

  it('refuses amounts out of range or malformed with the spec texts', async () => {
    const p = await t.register();
    const cases: [unknown, string, string?][] = [
      [19.99, 'pay.error.amount_min', '*The minimum amount is $20'],
      [10, 'pay.error.amount_min', '*The minimum amount is $20'],
      [20_000, 'pay.error.amount_max', '*The maxium amount is $10,000'],
      [1e12, 'pay.error.amount_max', '*The maxium amount is $10,000'],
      ['99999999999999', 'pay.error.amount_max', '*The maxium amount is $10,000'],
      [20.555, 'validation.amount', 'Amounts are in coin units with at most 2 decimals'],
      ['20.001', 'validation.amount'],
      [-20, 'pay.error.amount_min', '*The minimum amount is $20'],
      ['-0.01', 'pay.error.amount_min', '*The minimum amount is $20'],
      [0, 'pay.error.amount_min', '*The minimum amount is $20'],
      ['abc', 'validation.amount'],
      ['NaN', 'validation.amount'],
      ['Infinity', 'validation.amount'],
      ['1e3', 'validation.amount'],
      ['', 'validation.amount'],
      ['1,000', 'validation.amount'],
    ];
    for (const [amount, key, msg] of cases) {
      const r = await prepay(p.auth, amount);
      expect(r.status, String(amount)).toBe(400);
      expect(r.body.code, String(amount)).toBe(key);
      if (msg) expect(r.body.msg).toBe(msg);
    }
    // non-numeric JSON types are refused by the schema; nothing was created
    for (const amount of [null, true, { v: 20 }, [20]]) expect((await prepay(p.auth, amount)).status).toBe(400);
    expect((await t.call('GET', '/api/pay/history/v2', { auth: p.auth })).body.data.total).toBe(0);
  });

  it('a paid order never goes back to pending, failed or expired', async () => {
    const p = await t.register();
    const orderNo = (await prepay(p.auth, 30)).body.data.orderNo;
    await t.call('POST', `/api/pay/sandbox/${orderNo}/confirm`);
    const sandbox = new SandboxProvider(SECRET, () => '');
    const failed = sandbox.buildDelivery({
      eventId: `late-fail-${orderNo}`,
      orderNo,
      status: 'failed',
      amountCents: 3000,
      currency: 'USD',
    });
    const r = await t.call('POST', '/api/pay/sandbox/webhook', {
      raw: failed.rawBody,
      headers: { 'content-type': 'application/json', ...(failed.headers as Record<string, string>) },
    });
    expect(r.body.data.outcome).toBe('already_paid');
    await t.s.dbHandle.db.execute(sql`update payment_orders set expires_at = now() - interval '1 minute' where order_no = ${orderNo}`);
    await t.s.dbHandle.db.execute(
      sql`update scheduled_jobs set due_at = now() - interval '1 second' where dedupe_key = ${`pay.order_timeout:${orderNo}`}`,
    );
    await t.s.jobs.runDue();
    const o = (await t.call('GET', `/api/pay/order/${orderNo}`)).body.data;
    expect(o.status).toBe('paid');
    expect(o.msg).toBeNull();
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBe(30);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });
});
