import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';
import { signTimestamped } from './providers/timestamp-signature.ts';
import { hmacHex } from './providers/util.ts';

/**
 * Medium tier, PAYMENTS_MODE=live with keys for Airwallex, the three hosted checkouts and Stripe (Google Pay
 * runs on it): prepay builds each provider's request (fetch stubbed), and every webhook is tried forged,
 * replayed (same delivery again, and an old timestamp) and with another amount: 0 credited; then the real one
 * credits once. Signatures are computed here: hex HMAC-SHA256(secret, x-timestamp + body).
 */
const SECRETS = {
  airwallex: 'awx-webhook-secret',
  quest2pay: 'q2p-secret',
  pyvio: 'pyvio-secret',
  acquire_checkout: 'acq-secret',
} as const;
const ENV = {
  PAYMENTS_MODE: 'live',
  AIRWALLEX_CLIENT_ID: 'awx-client',
  AIRWALLEX_API_KEY: 'awx-key',
  AIRWALLEX_WEBHOOK_SECRET: SECRETS.airwallex,
  AIRWALLEX_API_BASE: 'https://api-demo.airwallex.com',
  QUEST2PAY_MERCHANT_ID: 'm-q2p',
  QUEST2PAY_SECRET: SECRETS.quest2pay,
  QUEST2PAY_API_BASE: 'https://api.quest2pay.test',
  PYVIO_MERCHANT_ID: 'm-pyvio',
  PYVIO_SECRET: SECRETS.pyvio,
  PYVIO_API_BASE: 'https://api.pyvio.test',
  ACQUIRE_CHECKOUT_MERCHANT_ID: 'm-acq',
  ACQUIRE_CHECKOUT_SECRET: SECRETS.acquire_checkout,
  ACQUIRE_CHECKOUT_API_BASE: 'https://checkout.acquirer.test',
  STRIPE_SECRET_KEY: 'sk_test_medium',
  STRIPE_WEBHOOK_SECRET: 'whsec_medium',
} as const;

const seen: { url: string; headers: Record<string, string>; body: string }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const body = typeof init?.body === 'string' ? init.body : '';
  if (url.includes('api.stripe.com'))
    return json({
      id: 'cs_test_gpay',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_gpay',
      expires_at: Math.floor(Date.now() / 1000) + 86_400,
    });
  seen.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()), body });
  if (url.endsWith('/api/v1/authentication/login'))
    return json({ token: 'awx-token', expires_at: new Date(Date.now() + 1_800_000).toISOString() });
  if (url.endsWith('/api/v1/pa/payment_intents/create'))
    return json({ id: 'int_hkdm001', client_secret: 'cs_awx_1', status: 'REQUIRES_PAYMENT_METHOD' });
  if (url.endsWith('/v1/checkout/sessions')) {
    const orderNo = (JSON.parse(body) as { orderNo: string }).orderNo;
    return json({ sessionId: `sess_${orderNo}`, checkoutUrl: `${new URL(url).origin}/pay/${orderNo}` });
  }
  throw new Error(`unexpected fetch ${url}`);
}

describe.each(DRIVERS)('Airwallex, hosted checkouts and Google Pay in live mode on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
    t = await createTestApp(driver, ENV);
  });
  afterAll(async () => {
    await t?.close();
    vi.unstubAllGlobals();
  });

  const coin = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data.coin;
  const deliver = (payType: string, raw: string, secret: string, at = Date.now()) => {
    const ts = String(at);
    return t.call('POST', `/api/pay/${payType}/webhook`, {
      raw,
      headers: { 'content-type': 'application/json', 'x-timestamp': ts, 'x-signature': signTimestamped(secret, ts, raw) },
    });
  };
  const eventsOf = async (orderNo: string) =>
    rowsOf<{ n: number }>(await t.s.dbHandle.db.execute(sql`select count(*)::int as n from payment_events where order_no = ${orderNo}`))[0]!
      .n;

  it('offers the new methods with keys, not as test payments', async () => {
    const cfg = (await t.call('GET', '/api/pay/config/v4')).body.data;
    expect(cfg.payMethods.map((m: { payType: string }) => m.payType)).toEqual([
      'stripe',
      'gpay',
      'airwallex',
      'acquire_checkout',
      'quest2pay',
      'pyvio',
    ]);
    expect(cfg.payMethods.every((m: { isTest: boolean }) => !m.isTest)).toBe(true);
  });

  it('Airwallex: hosted payment page; forged, replayed, stale and amount-mismatched webhooks credit nothing; the real one credits once', async () => {
    const p = await t.register();
    seen.length = 0;
    const pre = (await t.call('POST', '/api/pay/airwallex/prepay', { auth: p.auth, body: { amount: 50 } })).body.data;
    expect(pre).toMatchObject({ payType: 'airwallex', flow: 'redirect', isTest: false });
    const hpp = new URL(pre.toPayUrl);
    expect(hpp.origin).toBe('https://checkout.airwallex.com');
    expect(Object.fromEntries(new URLSearchParams(hpp.hash.split('?')[1]))).toMatchObject({
      intent_id: 'int_hkdm001',
      client_secret: 'cs_awx_1',
      mode: 'payment',
    });
    expect(seen[0]!.headers).toMatchObject({ 'x-client-id': 'awx-client', 'x-api-key': 'awx-key' });
    const intent = JSON.parse(seen[1]!.body);
    expect(intent).toMatchObject({ request_id: pre.orderNo, merchant_order_id: pre.orderNo, amount: 50, currency: 'USD' });
    expect(seen[1]!.headers.authorization).toBe('Bearer awx-token');

    const event = (id: string, amount: number, name = 'payment_intent.succeeded') =>
      JSON.stringify({
        id,
        name,
        data: { object: { id: 'int_hkdm001', amount, currency: 'USD', merchant_order_id: pre.orderNo, status: 'SUCCEEDED' } },
      });
    const forged = await deliver('airwallex', event('evt_forged', 50), 'not-the-secret');
    expect([forged.status, forged.body.code]).toEqual([400, 'pay.error.signature']);
    const unsigned = await t.call('POST', '/api/pay/airwallex/webhook', {
      raw: event('evt_unsigned', 50),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.body.code).toBe('pay.error.signature');
    const stale = await deliver('airwallex', event('evt_stale', 50), SECRETS.airwallex, Date.now() - 6 * 60_000);
    expect(stale.body.code).toBe('pay.error.signature');
    // a body changed after signing (amount) no longer verifies
    const ts = String(Date.now());
    const tampered = await t.call('POST', '/api/pay/airwallex/webhook', {
      raw: event('evt_tamper', 5000),
      headers: {
        'content-type': 'application/json',
        'x-timestamp': ts,
        'x-signature': signTimestamped(SECRETS.airwallex, ts, event('evt_tamper', 50)),
      },
    });
    expect(tampered.body.code).toBe('pay.error.signature');
    expect(await eventsOf(pre.orderNo)).toBe(0);
    const mismatch = await deliver('airwallex', event('evt_low', 49.99), SECRETS.airwallex);
    expect([mismatch.status, mismatch.body.code]).toEqual([400, 'pay.error.amount_mismatch']);
    expect(await coin(p.auth)).toBe(0);

    const good = event('evt_paid', 50);
    const first = await deliver('airwallex', good, SECRETS.airwallex);
    expect(first.body.data).toEqual({ outcome: 'credited', orderNo: pre.orderNo });
    const replay = await deliver('airwallex', good, SECRETS.airwallex);
    expect(replay.body.data.outcome).toBe('duplicate');
    const again = await deliver('airwallex', event('evt_paid_again', 50), SECRETS.airwallex);
    expect(again.body.data.outcome).toBe('already_paid');
    // $50 + tier 1 % + first top-up 10 %
    expect(await coin(p.auth)).toBe(55.5);
    expect((await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data).toMatchObject({
      status: 'paid',
      isTest: false,
      payType: 'airwallex',
    });
  });

  it.each(['quest2pay', 'pyvio', 'acquire_checkout'] as const)(
    '%s: signed checkout request; forged, replayed, stale and amount-mismatched callbacks credit nothing',
    async (payType) => {
      const p = await t.register();
      seen.length = 0;
      const pre = (await t.call('POST', `/api/pay/${payType}/prepay`, { auth: p.auth, body: { amount: '20.50' } })).body.data;
      expect(pre).toMatchObject({ payType, flow: 'redirect', isTest: false });
      expect(pre.toPayUrl).toBe(`${ENV[`${payType.toUpperCase() as 'PYVIO'}_API_BASE`]}/pay/${pre.orderNo}`);
      const req = seen[0]!;
      expect(JSON.parse(req.body)).toMatchObject({
        orderNo: pre.orderNo,
        amount: '20.50',
        currency: 'USD',
        notifyUrl: `http://localhost:3000/api/pay/${payType}/webhook`,
      });
      expect(req.headers['x-signature']).toBe(signTimestamped(SECRETS[payType], req.headers['x-timestamp']!, req.body));

      const cb = (eventId: string, amount: string, status = 'paid') =>
        JSON.stringify({ eventId, orderNo: pre.orderNo, status, amount, currency: 'USD', sessionId: `sess_${pre.orderNo}` });
      expect((await deliver(payType, cb('e-forged', '20.50'), 'wrong')).body.code).toBe('pay.error.signature');
      expect((await deliver(payType, cb('e-stale', '20.50'), SECRETS[payType], Date.now() - 301_000)).body.code).toBe(
        'pay.error.signature',
      );
      // another provider's secret does not open this one's webhook
      const other = payType === 'pyvio' ? 'quest2pay' : 'pyvio';
      expect((await deliver(payType, cb('e-cross', '20.50'), SECRETS[other])).body.code).toBe('pay.error.signature');
      expect((await deliver(payType, cb('e-low', '20.49'), SECRETS[payType])).body.code).toBe('pay.error.amount_mismatch');
      expect((await deliver(payType, cb('e-pending', '20.50', 'processing'), SECRETS[payType])).body.data.outcome).toBe('ignored');
      expect(await coin(p.auth)).toBe(0);
      const good = cb('e-paid', '20.50');
      const results = await Promise.all(Array.from({ length: 8 }, () => deliver(payType, good, SECRETS[payType])));
      expect(results.filter((r) => r.body.data?.outcome === 'credited')).toHaveLength(1);
      expect(results.filter((r) => r.body.data?.outcome === 'duplicate')).toHaveLength(7);
      // $20.50 + first top-up 10 % ($2.05)
      expect(await coin(p.auth)).toBe(22.55);
      expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
    },
  );

  it("Google Pay runs on Stripe Checkout: the order belongs to Stripe and Stripe's webhook credits it", async () => {
    const p = await t.register();
    const res = await t.call('POST', '/api/pay/gpay/prepay', { auth: p.auth, body: { amount: 20 } });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const pre = res.body.data;
    expect(pre).toMatchObject({
      payType: 'gpay',
      flow: 'redirect',
      isTest: false,
      toPayUrl: 'https://checkout.stripe.com/c/pay/cs_test_gpay',
    });
    const payload = (amount: number, id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_gpay',
            object: 'checkout.session',
            client_reference_id: pre.orderNo,
            metadata: { orderNo: pre.orderNo },
            amount_total: amount,
            currency: 'usd',
            payment_status: 'paid',
          },
        },
      });
    const send = (body: string, secret = 'whsec_medium') =>
      t.call('POST', '/api/pay/stripe/webhook', {
        raw: body,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
        },
      });
    expect((await send(payload(2000, 'evt_g_forged'), 'whsec_other')).body.code).toBe('pay.error.signature');
    expect((await send(payload(1999, 'evt_g_low'))).body.code).toBe('pay.error.amount_mismatch');
    expect(await coin(p.auth)).toBe(0);
    expect((await send(payload(2000, 'evt_g_paid'))).body.data.outcome).toBe('credited');
    expect((await send(payload(2000, 'evt_g_paid'))).body.data.outcome).toBe('duplicate');
    expect(await coin(p.auth)).toBe(22);
    expect((await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data).toMatchObject({
      status: 'paid',
      payType: 'gpay',
      label: 'Google Pay',
    });
  });
});

/**
 * Medium tier, GPAY_PROVIDER=wooshpay: Google Pay runs on the card acquirer (WooshPay, Stripe-compatible hosted
 * checkout, `Wooshpay-Signature` webhooks). The order records `wooshpay` as its provider, so WooshPay's webhook
 * settles it: forged, stale and amount-mismatched deliveries credit nothing; the real one credits once.
 */
const WOOSH = {
  PAYMENTS_MODE: 'live',
  GPAY_PROVIDER: 'wooshpay',
  WOOSHPAY_SECRET_KEY: 'sk_test_woosh_medium',
  WOOSHPAY_WEBHOOK_SECRET: 'whsec_woosh_medium',
  WOOSHPAY_BASE_URL: 'https://apitest.wooshpay.test',
} as const;

describe.each(DRIVERS)('Google Pay on the card acquirer (GPAY_PROVIDER=wooshpay) on %s (medium)', (driver) => {
  let t: TestApp;
  const sessions: { url: string; auth: string | null; body: any }[] = [];
  beforeAll(async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url !== `${WOOSH.WOOSHPAY_BASE_URL}/v1/checkout/sessions`) throw new Error(`unexpected fetch ${url}`);
        const body = JSON.parse(String(init?.body));
        sessions.push({ url, auth: new Headers(init?.headers).get('authorization'), body });
        const id = `cs_woosh_${body.client_reference_id}`;
        return json({
          id,
          object: 'checkout.session',
          url: `https://checkout.wooshpay.test/pay/${id}`,
          expires_at: Math.floor(Date.now() / 1000) + 1800,
        });
      }),
    );
    t = await createTestApp(driver, WOOSH);
  });
  afterAll(async () => {
    await t?.close();
    vi.unstubAllGlobals();
  });

  const coin = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data.coin;
  /** a WooshPay delivery: `Wooshpay-Signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, t + "." + body)>` */
  const deliver = (payType: string, raw: string, secret: string = WOOSH.WOOSHPAY_WEBHOOK_SECRET, at = Date.now()) => {
    const ts = String(Math.floor(at / 1000));
    return t.call('POST', `/api/pay/${payType}/webhook`, {
      raw,
      headers: { 'content-type': 'application/json', 'wooshpay-signature': `t=${ts},v1=${hmacHex(secret, `${ts}.${raw}`)}` },
    });
  };

  it("offers Google Pay on the acquirer's keys (no Stripe keys), not as a test payment", async () => {
    const cfg = (await t.call('GET', '/api/pay/config/v4')).body.data;
    expect(cfg.payMethods.map((m: { payType: string }) => m.payType)).toEqual(['wooshpay', 'gpay']);
    expect(cfg.payMethods.every((m: { isTest: boolean }) => !m.isTest)).toBe(true);
    const p = await t.register();
    expect((await t.call('POST', '/api/pay/stripe/prepay', { auth: p.auth, body: { amount: 20 } })).body.code).toBe(
      'pay.error.method_unsupported',
    );
  });

  it("the gpay order is a WooshPay checkout session; only WooshPay's signed webhook credits it, once", async () => {
    const p = await t.register();
    sessions.length = 0;
    const res = await t.call('POST', '/api/pay/gpay/prepay', { auth: p.auth, body: { amount: 20 } });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const pre = res.body.data;
    expect(pre).toMatchObject({
      payType: 'gpay',
      flow: 'redirect',
      isTest: false,
      toPayUrl: `https://checkout.wooshpay.test/pay/cs_woosh_${pre.orderNo}`,
    });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.auth).toBe(`Basic ${Buffer.from(`${WOOSH.WOOSHPAY_SECRET_KEY}:`).toString('base64')}`);
    expect(sessions[0]!.body).toMatchObject({
      mode: 'payment',
      client_reference_id: pre.orderNo,
      metadata: { orderNo: pre.orderNo },
      line_items: [{ price_data: { currency: 'USD', unit_amount: 2000 } }],
    });
    const row = rowsOf<{ provider: string; pay_type: string; provider_ref: string }>(
      await t.s.dbHandle.db.execute(sql`select provider, pay_type, provider_ref from payment_orders where order_no = ${pre.orderNo}`),
    )[0]!;
    expect(row).toEqual({ provider: 'wooshpay', pay_type: 'gpay', provider_ref: `cs_woosh_${pre.orderNo}` });

    const event = (amount: number, id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_woosh_${pre.orderNo}`,
            object: 'checkout.session',
            client_reference_id: pre.orderNo,
            metadata: { orderNo: pre.orderNo },
            amount_total: amount,
            currency: 'usd',
            payment_status: 'paid',
          },
        },
      });
    expect((await deliver('wooshpay', event(2000, 'evt_w_forged'), 'whsec_someone_else')).body.code).toBe('pay.error.signature');
    expect((await deliver('wooshpay', event(2000, 'evt_w_stale'), WOOSH.WOOSHPAY_WEBHOOK_SECRET, Date.now() - 6 * 60_000)).body.code).toBe(
      'pay.error.signature',
    );
    const unsigned = await t.call('POST', '/api/pay/wooshpay/webhook', {
      raw: event(2000, 'evt_w_unsigned'),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.body.code).toBe('pay.error.signature');
    expect((await deliver('wooshpay', event(1999, 'evt_w_low'))).body.code).toBe('pay.error.amount_mismatch');
    // Stripe is not configured: its webhook path does not exist for this order
    expect((await deliver('stripe', event(2000, 'evt_w_stripe'))).status).toBeGreaterThanOrEqual(400);
    expect(await coin(p.auth)).toBe(0);
    const good = event(2000, 'evt_w_paid');
    const results = await Promise.all(Array.from({ length: 6 }, () => deliver('wooshpay', good)));
    expect(results.filter((r) => r.body.data?.outcome === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r.body.data?.outcome === 'duplicate')).toHaveLength(5);
    // $20 + first top-up 10 %
    expect(await coin(p.auth)).toBe(22);
    expect((await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data).toMatchObject({
      status: 'paid',
      payType: 'gpay',
      label: 'Google Pay',
      isTest: false,
    });
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });
});
