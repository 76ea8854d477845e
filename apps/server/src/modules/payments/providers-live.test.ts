import { createSign, generateKeyPairSync } from 'node:crypto';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleOf } from '../../lib/metrics.ts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';

/**
 * Medium tier, PAYMENTS_MODE=live with test keys for Stripe, Binance, M-PESA and TON (the other providers
 * have none): the real provider classes behind our routes, their APIs answered by a fetch stub, their
 * webhooks signed with the providers' own test helpers or keys generated here.
 */
const STRIPE_WEBHOOK_SECRET = 'whsec_medium_test_secret';
const binanceKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const TON_ADDRESS = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';

const ENV = {
  PAYMENTS_MODE: 'live',
  STRIPE_SECRET_KEY: 'sk_test_medium',
  STRIPE_WEBHOOK_SECRET,
  BINANCE_PAY_API_KEY: 'bp-api-key',
  BINANCE_PAY_SECRET_KEY: 'bp-secret',
  BINANCE_PAY_PUBLIC_KEY: binanceKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  MPESA_CONSUMER_KEY: 'ck',
  MPESA_CONSUMER_SECRET: 'cs',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
  MPESA_CALLBACK_SECRET: 'mpesa-callback-secret',
  PAYPAL_CLIENT_ID: 'pp-client',
  PAYPAL_CLIENT_SECRET: 'pp-secret',
  PAYPAL_WEBHOOK_ID: 'WH-1',
  TON_RECEIVE_ADDRESS: TON_ADDRESS,
  TON_USD_PRICE: '4',
} as const;

interface StubState {
  captures: number;
  stkCallbackUrl: string;
  tonTxs: unknown[];
  /** the TON API answers 503 (down for maintenance) */
  tonDown: boolean;
}
const stub: StubState = { captures: 0, stkCallbackUrl: '', tonTxs: [], tonDown: false };
let paypalOrderNo = '';
const rows = async (t: TestApp, q: ReturnType<typeof sql>) => ((await t.s.dbHandle.db.execute(q)) as unknown as { rows: unknown[] }).rows;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const body = typeof init?.body === 'string' ? init.body : '';
  if (url.includes('api.stripe.com')) {
    const id = `cs_test_${Math.random().toString(36).slice(2, 10)}`;
    return json({
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      expires_at: Math.floor(Date.now() / 1000) + 86_400,
    });
  }
  if (url.includes('binancepay/openapi/v3/order')) {
    return json({
      status: 'SUCCESS',
      code: '000000',
      data: {
        prepayId: '29383937493038367292',
        checkoutUrl: 'https://pay.binance.com/checkout/x',
        deeplink: 'bnc://app.binance.com/payment/x',
        universalUrl: 'https://app.binance.com/payment/x',
        qrcodeLink: 'https://public.bnbstatic.com/qr/x.jpg',
        expireTime: Date.now() + 3_600_000,
      },
    });
  }
  if (url.includes('/oauth/v1/generate')) return json({ access_token: 'daraja-token', expires_in: '3599' });
  if (url.includes('/mpesa/stkpush/v1/processrequest')) {
    stub.stkCallbackUrl = (JSON.parse(body) as { CallBackURL: string }).CallBackURL;
    return json({
      MerchantRequestID: '29115-1',
      CheckoutRequestID: 'ws_CO_STORED_1',
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
    });
  }
  if (url.includes('/getTransactions')) return stub.tonDown ? json({ ok: false }, 503) : json({ ok: true, result: stub.tonTxs });
  if (url.includes('/v1/oauth2/token')) return json({ access_token: 'pp-token', expires_in: 32_400 });
  if (url.endsWith('/v2/checkout/orders')) {
    paypalOrderNo = (JSON.parse(body) as { purchase_units: { custom_id: string }[] }).purchase_units[0]!.custom_id;
    return json({
      id: 'PAYPAL-ORDER-1',
      status: 'PAYER_ACTION_REQUIRED',
      links: [{ rel: 'payer-action', href: 'https://www.paypal.com/checkoutnow?token=PAYPAL-ORDER-1' }],
    });
  }
  if (url.endsWith('/v2/checkout/orders/PAYPAL-ORDER-1/capture')) {
    stub.captures += 1;
    if (stub.captures === 1)
      return json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'not approved yet' }] }, 422);
    const capture = { id: 'CAPTURE-1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '20.00' }, custom_id: paypalOrderNo };
    return json({
      id: 'PAYPAL-ORDER-1',
      status: 'COMPLETED',
      purchase_units: [{ reference_id: paypalOrderNo, custom_id: paypalOrderNo, payments: { captures: [capture] } }],
    });
  }
  throw new Error(`unexpected fetch ${url}`);
}

describe.each(DRIVERS)('real providers in live mode on %s (medium)', (driver) => {
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

  it('offers only the methods whose provider has keys, none of them a test payment', async () => {
    const p = await t.register();
    const cfg = (await t.call('GET', '/api/pay/config/v4', { auth: p.auth })).body.data;
    expect(cfg.paymentsMode).toBe('live');
    // Google Pay runs on Stripe (GPAY_PROVIDER default), so it is offered with Stripe's keys
    expect(cfg.payMethods.map((m: { payType: string }) => m.payType)).toEqual(['binance', 'stripe', 'paypal', 'ton', 'gpay']);
    expect(cfg.payMethods.every((m: { isTest: boolean }) => !m.isTest)).toBe(true);
    const ke = (await t.call('GET', '/api/pay/config/v4', { auth: p.auth, headers: { siteCode: 'KE' } })).body.data;
    expect(ke.payMethods.map((m: { payType: string }) => m.payType)).toEqual(['mpesa']);
    for (const payType of ['sandbox', 'wooshpay', 'coinbase']) {
      const r = await t.call('POST', `/api/pay/${payType}/prepay`, { auth: p.auth, body: { amount: 50 } });
      expect(r.body.code, payType).toBe('pay.error.method_unsupported');
    }
    expect((await t.call('POST', '/api/pay/sandbox/D20260101ABCDEF0123456789/confirm')).status).toBe(404);
  });

  it('Stripe: a forged signature is refused with nothing credited; the real one credits once across 20 concurrent deliveries', async () => {
    const p = await t.register();
    const pre = (await t.call('POST', '/api/pay/stripe/prepay', { auth: p.auth, body: { amount: 50 } })).body.data;
    expect(pre).toMatchObject({ flow: 'redirect', isTest: false, payType: 'stripe' });
    expect(pre.toPayUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(pre.nextUrl).toBe(pre.toPayUrl);
    const event = (amount: number, id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_1',
            object: 'checkout.session',
            client_reference_id: pre.orderNo,
            metadata: { orderNo: pre.orderNo },
            amount_total: amount,
            currency: 'usd',
            payment_status: 'paid',
          },
        },
      });
    const send = (payload: string, secret = STRIPE_WEBHOOK_SECRET) =>
      t.call('POST', '/api/pay/stripe/webhook', {
        raw: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      });

    const forged = await send(event(5000, 'evt_forged'), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('pay.error.signature');
    const unsigned = await t.call('POST', '/api/pay/stripe/webhook', {
      raw: event(5000, 'evt_unsigned'),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.body.code).toBe('pay.error.signature');
    expect(await coin(p.auth)).toBe(0);
    const events = rowsOf<{ n: number }>(
      await t.s.dbHandle.db.execute(sql`select count(*)::int as n from payment_events where order_no = ${pre.orderNo}`),
    );
    expect(events[0]!.n).toBe(0);

    const good = event(5000, 'evt_paid_1');
    const res = await Promise.all(Array.from({ length: 20 }, () => send(good)));
    expect(res.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(res.filter((r) => r.body.data.outcome === 'credited')).toHaveLength(1);
    // $50 + tier 1 % ($0.50) + first top-up 10 % ($5)
    expect(await coin(p.auth)).toBe(55.5);
    const mismatch = await send(event(4999, 'evt_paid_2'));
    expect(mismatch.body.code).toBe('pay.error.amount_mismatch');
    expect(await coin(p.auth)).toBe(55.5);
    expect((await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data).toMatchObject({
      status: 'paid',
      isTest: false,
      bonusAmount: 5.5,
    });
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('Binance: the binance page data, and the RSA-signed webhook is answered with the Binance acknowledgement', async () => {
    const p = await t.register();
    const pre = (
      await t.call('POST', '/api/pay/binance/prepay', { auth: p.auth, body: { amount: '20.05', referUrl: 'https://hapabox.test/boxes' } })
    ).body.data;
    expect(pre.flow).toBe('binance');
    const next = new URL(pre.nextUrl, 'http://x');
    expect(next.pathname).toBe('/binance-payment');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      orderNo: pre.orderNo,
      amount: '20.05',
      deepLink: 'bnc://app.binance.com/payment/x',
      qrcodeLink: 'https://public.bnbstatic.com/qr/x.jpg',
      referUrl: 'https://hapabox.test/boxes',
    });
    const data = JSON.stringify({ merchantTradeNo: pre.orderNo, totalFee: 20.05, currency: 'USDT' });
    const rawBody = `{"bizType":"PAY","bizId":29383937493038367292,"bizIdStr":"29383937493038367292","bizStatus":"PAY_SUCCESS","data":${JSON.stringify(data)}}`;
    const timestamp = String(Date.now());
    const nonce = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    const sign = (key: typeof binanceKeys.privateKey) =>
      createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${rawBody}\n`).sign(key, 'base64');
    const headers = (sig: string) => ({
      'content-type': 'application/json',
      'BinancePay-Timestamp': timestamp,
      'BinancePay-Nonce': nonce,
      'BinancePay-Signature': sig,
      'BinancePay-Certificate-SN': 'sn',
    });
    const forged = await t.call('POST', '/api/pay/binance/webhook', {
      raw: rawBody,
      headers: headers(sign(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey)),
    });
    expect(forged.body.code).toBe('pay.error.signature');
    const r = await t.call('POST', '/api/pay/binance/webhook', { raw: rawBody, headers: headers(sign(binanceKeys.privateKey)) });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ returnCode: 'SUCCESS', returnMessage: null });
    // $20.05 + 5 % ($1.00) + first top-up 10 % ($2.00)
    expect(await coin(p.auth)).toBe(23.05);
  });

  it('M-PESA: a callback naming another CheckoutRequestID is refused; the stored one is credited with the Daraja acknowledgement', async () => {
    const p = await t.register();
    const bad = await t.call('POST', '/api/pay/mpesa/prepay', { auth: p.auth, body: { amount: 1290, mobile: '12345' } });
    expect(bad.body.code).toBe('pay.error.mpesa_phone');
    const pre = (await t.call('POST', '/api/pay/mpesa/prepay', { auth: p.auth, body: { amount: 1290, mobile: '0712 345 678' } })).body.data;
    expect(pre).toMatchObject({
      flow: 'mpesa_stk',
      nextUrl: '',
      toPayUrl: '',
      currency: 'KES',
      currencySymbol: 'KSh',
      amount: 1290,
      coinAmount: 10,
      isTest: false,
    });
    const callbackUrl = new URL(stub.stkCallbackUrl);
    expect(callbackUrl.pathname).toBe('/api/pay/lipa/callback');
    const body = (checkoutRequestId: string) =>
      JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: '29115-1',
            CheckoutRequestID: checkoutRequestId,
            ResultCode: 0,
            ResultDesc: 'ok',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: 1290 },
                { Name: 'PhoneNumber', Value: 254712345678 },
              ],
            },
          },
        },
      });
    const url = `${callbackUrl.pathname}${callbackUrl.search}`;
    const other = await t.call('POST', url, { raw: body('ws_CO_SOMEONE_ELSE'), headers: { 'content-type': 'application/json' } });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('pay.error.ref_mismatch');
    const noToken = await t.call('POST', '/api/pay/lipa/callback', {
      raw: body('ws_CO_STORED_1'),
      headers: { 'content-type': 'application/json' },
    });
    expect(noToken.body.code).toBe('pay.error.signature');
    expect(await coin(p.auth)).toBe(0);
    const ok = await t.call('POST', url, { raw: body('ws_CO_STORED_1'), headers: { 'content-type': 'application/json' } });
    expect(ok.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    // KSh 1,290 at 129 per coin unit = $10, + first top-up 10 % ($1)
    expect(await coin(p.auth)).toBe(11);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.xp).toBe(100);
  });

  it('PayPal: the order is captured when the payer returns (order check or capture call), credited once', async () => {
    const p = await t.register();
    stub.captures = 0;
    const pre = (await t.call('POST', '/api/pay/paypal/prepay', { auth: p.auth, body: { amount: 20 } })).body.data;
    expect(pre).toMatchObject({ flow: 'redirect', toPayUrl: 'https://www.paypal.com/checkoutnow?token=PAYPAL-ORDER-1', isTest: false });
    // not approved yet: the order stays pending
    expect((await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data.status).toBe('pending');
    const [a, b] = await Promise.all([
      t.call('POST', `/api/pay/paypal/${pre.orderNo}/capture`),
      t.call('GET', `/api/pay/order/${pre.orderNo}`),
    ]);
    expect([a.body.data.status, b.body.data.status]).toContain('paid');
    expect((await t.call('POST', `/api/pay/paypal/${pre.orderNo}/capture`)).body.data.status).toBe('paid');
    // $20 + first top-up 10 %
    expect(await coin(p.auth)).toBe(22);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('TON: the poller finds the transfer by its comment and credits it once', async () => {
    const p = await t.register();
    stub.tonTxs = [];
    const pre = (await t.call('POST', '/api/pay/ton/prepay', { auth: p.auth, body: { amount: 20 } })).body.data;
    expect(pre.flow).toBe('crypto');
    expect(pre.nextUrl).toBe(`/user/crypto-payment-order?orderNo=${pre.orderNo}&toAccount=${TON_ADDRESS}`);
    expect(pre.deepLink).toBe(`ton://transfer/${TON_ADDRESS}?amount=5000000000&text=${pre.orderNo}`);
    expect(new Date(pre.expiresAt).getTime() - Date.now()).toBeGreaterThan(350_000);
    expect(new Date(pre.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(360_000);
    const crypto = (await t.call('GET', `/api/pay/crypto_order/${pre.orderNo}`, { auth: p.auth })).body.data;
    expect(crypto).toMatchObject({
      cryptoCurrency: 'TON',
      cryptoAmount: '5.000000000',
      address: TON_ADDRESS,
      status: 'pending',
      isTest: false,
    });
    const due = () =>
      t.s.dbHandle.db.execute(
        sql`update scheduled_jobs set due_at = now() - interval '1 second' where kind = 'pay.ton_poll' and done_at is null`,
      );
    await due();
    await t.s.jobs.runDue();
    expect((await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data.status).toBe('pending');
    const utime = Math.floor(Date.now() / 1000);
    stub.tonTxs = [
      {
        utime,
        transaction_id: { lt: '2', hash: 'tx-underpaid' },
        in_msg: { source: 'EQsender', value: '4999999999', message: pre.orderNo },
      },
      { utime, transaction_id: { lt: '1', hash: 'tx-paid' }, in_msg: { source: 'EQsender', value: '5000000000', message: pre.orderNo } },
    ];
    await due();
    await t.s.jobs.runDue();
    expect((await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data.status).toBe('paid');
    // $20 + TON 3 % ($0.60) + first top-up 10 % ($2)
    expect(await coin(p.auth)).toBe(22.6);
    await due();
    await t.s.jobs.runDue();
    expect(await coin(p.auth)).toBe(22.6);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('TON: an API down for longer than the job retries is asked again every TON_POLL_INTERVAL_MS; the transfer is credited', async () => {
    const p = await t.register();
    stub.tonTxs = [];
    stub.tonDown = true;
    const pre = (await t.call('POST', '/api/pay/ton/prepay', { auth: p.auth, body: { amount: 20 } })).body.data;
    const due = () =>
      t.s.dbHandle.db.execute(
        sql`update scheduled_jobs set due_at = now() - interval '1 second' where kind = 'pay.ton_poll' and done_at is null`,
      );
    const polls = (done: 'pending' | 'given up') =>
      rows(
        t,
        done === 'pending'
          ? sql`select id from scheduled_jobs where kind = 'pay.ton_poll' and payload->>'orderNo' = ${pre.orderNo} and done_at is null`
          : sql`select id from scheduled_jobs where kind = 'pay.ton_poll' and payload->>'orderNo' = ${pre.orderNo} and attempts >= 10`,
      );
    const failures = async () =>
      sampleOf((await t.call('GET', '/metrics')).res.body, 'hapa_provider_failures_total', { provider: 'ton', job: 'pay.ton_poll' });
    const before = await failures();
    // well past the queue's own 10 attempts of one job
    for (let i = 0; i < 14; i++) {
      await due();
      await t.s.jobs.runDue();
    }
    expect(await polls('pending'), 'a TON order that nothing asks about any more').toHaveLength(1);
    // an operator can alert on it: every run that could not ask the chain's API is counted (the instance's own job
    // loop may have run some of them too)
    expect((await failures()) - before).toBeGreaterThanOrEqual(14);
    expect(await polls('given up')).toEqual([]);
    stub.tonDown = false;
    stub.tonTxs = [
      {
        utime: Math.floor(Date.now() / 1000),
        transaction_id: { lt: '7', hash: 'tx-after-outage' },
        in_msg: { source: 'EQsender', value: '5000000000', message: pre.orderNo },
      },
    ];
    await due();
    await t.s.jobs.runDue();
    expect((await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data.status).toBe('paid');
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });
});
