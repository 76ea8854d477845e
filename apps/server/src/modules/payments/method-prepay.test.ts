import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/index.ts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';

interface Method {
  payType: string;
  payTypeCode: number;
  flow: string;
  isCrypto: boolean;
  minAmount: number;
}

/**
 * Medium tier, docs/payments.md / docs/product/endpoints.md#payments `/pay/method/prepay`: the generic prepay takes the method by its numeric
 * `payType` (the payTypeCode of /pay/config/v4) in the body and runs that method's flow, exactly as
 * /api/pay/{payType}/prepay does. Sandbox mode, no keys: every order is played by the sandbox.
 */
describe.each(DRIVERS)('POST /api/pay/method/prepay on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const byCode = (auth: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call('POST', '/api/pay/method/prepay', { auth, body: { orderType: 1, ...body }, headers });
  const orderRow = async (orderNo: string) =>
    (await t.s.dbHandle.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;

  it('every method of the default site, by its payType code, creates an order of that method and provider', async () => {
    const p = await t.register();
    const methods = (await t.call('GET', '/api/pay/config/v4', { auth: p.auth })).body.data.payMethods as Method[];
    expect(methods).toHaveLength(12);
    for (const m of methods) {
      const pre = await byCode(p.auth, { payType: m.payTypeCode, amount: 50 });
      expect(pre.body.code, `${m.payType}: ${JSON.stringify(pre.body)}`).toBe(0);
      expect(pre.body.data, m.payType).toMatchObject({
        payType: m.payType,
        payTypeCode: m.payTypeCode,
        flow: m.flow,
        isTest: true,
        amount: 50,
      });
      const row = await orderRow(pre.body.data.orderNo);
      expect(row, m.payType).toMatchObject({ payType: m.payType, provider: 'sandbox', userId: p.uid, status: 'pending' });
      // the same as the keyed route: same method, flow and promised bonus
      const keyed = (await t.call('POST', `/api/pay/${m.payType}/prepay`, { auth: p.auth, body: { orderType: 1, amount: 50 } })).body.data;
      expect({ flow: keyed.flow, bonusAmount: keyed.bonusAmount, coinAmount: keyed.coinAmount }).toEqual({
        flow: pre.body.data.flow,
        bonusAmount: pre.body.data.bonusAmount,
        coinAmount: pre.body.data.coinAmount,
      });
    }
  });

  it('the KE site by code (M-PESA, 8), the body fields of the method (mobile, crypto coin), and a paid order credits', async () => {
    const p = await t.register();
    const mpesa = await byCode(p.auth, { payType: 8, amount: 1000, mobile: '0712345678' }, { siteCode: 'KE' });
    expect(mpesa.body.data).toMatchObject({ payType: 'mpesa', flow: 'mpesa_stk', currency: 'KES' });
    expect((await byCode(p.auth, { payType: 8, amount: 1000, mobile: '12' }, { siteCode: 'KE' })).body.code).toBe('pay.error.mpesa_phone');
    const btc = await byCode(p.auth, { payType: 3, amount: 100, cryptoCurrencyCode: 'BTC' });
    expect(btc.body.data).toMatchObject({ payType: 'coinbase', cryptoCurrency: 'BTC' });
    const card = (await byCode(p.auth, { payType: 7, amount: 20 })).body.data;
    expect((await t.call('POST', `/api/pay/sandbox/${card.orderNo}/confirm`)).body.data.status).toBe('paid');
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.coin).toBeCloseTo(20 + card.bonusAmount, 2);
  });

  it('an unknown payType is 400 pay.error.method_unsupported; a malformed one 400 error.invalid_parameter; no session 401', async () => {
    const p = await t.register();
    for (const code of [1, 99, 2_147_483_647]) {
      const r = await byCode(p.auth, { payType: code, amount: 50 });
      expect(r.status, String(code)).toBe(400);
      expect(r.body).toEqual({ code: 'pay.error.method_unsupported', msg: 'This payment method is not supported' });
    }
    for (const bad of ['wooshpay', '7', -1, 7.5, 2_147_483_648, null]) {
      const r = await byCode(p.auth, { payType: bad, amount: 50 });
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.code).toBe('error.invalid_parameter');
    }
    expect((await byCode(p.auth, { amount: 50 })).body.code).toBe('error.invalid_parameter');
    // the amount rules are the method's
    expect((await byCode(p.auth, { payType: 7, amount: 19.99 })).body.code).toBe('pay.error.amount_min');
    expect((await byCode(undefined, { payType: 7, amount: 50 })).status).toBe(401);
    expect(await t.s.dbHandle.db.select().from(paymentOrders).where(eq(paymentOrders.userId, p.uid))).toEqual([]);
  });
});
