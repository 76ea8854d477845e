import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';

/**
 * Medium tier on the sandbox: the card trade API to paid, to declined and through a 3-D Secure challenge
 * (passed, failed, abandoned); the sandbox playing the issue-18 methods; the live crypto price feed against a
 * stub exchange ticker on loopback (cache, stale-price guard); the random-discount promotion paid once.
 */
const FEED_PORT = 3721;
const feed = { mode: 'ok' as 'ok' | 'down', btc: '64000.50000000', hits: 0 };
let feedServer: Server;

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    feed.hits += 1;
    const symbol = new URL(req.url ?? '/', 'http://x').searchParams.get('symbol');
    if (feed.mode === 'down') {
      res.writeHead(503).end('{"code":-1,"msg":"unavailable"}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ symbol, price: symbol === 'BTCUSDT' ? feed.btc : '2.00000000' }));
  });
  await new Promise<void>((resolve) => feedServer.listen(FEED_PORT, '127.0.0.1', resolve));
});
afterAll(async () => new Promise<void>((resolve) => feedServer.close(() => resolve())));

describe.each(DRIVERS)('card trade, live prices and the promotion on %s (medium)', (driver) => {
  let t: TestApp;
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  beforeAll(async () => {
    t = await createTestApp(driver, { CRYPTO_PRICE_FEED: 'binance', CRYPTO_PRICE_FEED_URL: `http://127.0.0.1:${FEED_PORT}` }, { clock });
  });
  afterAll(async () => t?.close());

  const coin = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data.coin;
  const card = (orderNo: string, cardNumber: string) => ({
    orderNo,
    cardNumber,
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
    holderName: 'Test Player',
  });
  const cardOrder = async (auth: string, amount = 100) =>
    (await t.call('POST', '/api/pay/wooshpay/prepay', { auth, body: { amount } })).body.data.orderNo as string;

  it('BIN check: brand and support, the spec card text for brands the acquirer does not take', async () => {
    expect((await t.call('POST', '/api/pay/check_card_support', { body: { cardNumber: '4242 42' } })).body.data).toEqual({
      bin: '424242',
      brand: 'visa',
      supported: true,
      msg: null,
    });
    expect((await t.call('POST', '/api/pay/check_card_support', { body: { cardNumber: '5555555555554444' } })).body.data).toMatchObject({
      brand: 'mastercard',
      supported: true,
    });
    expect((await t.call('POST', '/api/pay/check_card_support', { body: { cardNumber: '378282246310005' } })).body.data).toEqual({
      bin: '378282',
      brand: 'amex',
      supported: false,
      msg: 'This card is not supported, please try another card or other payment method',
    });
    expect((await t.call('POST', '/api/pay/check_card_support', { body: { cardNumber: 'abcdef' } })).body.code).toBe(
      'pay.error.card_invalid',
    );
  });

  it('card trade to paid and to declined; the order belongs to its player', async () => {
    const p = await t.register();
    const orderNo = await cardOrder(p.auth);
    const init = (await t.call('POST', '/api/pay/checkout/init', { auth: p.auth, body: { orderNo } })).body.data;
    expect(init).toMatchObject({
      orderNo,
      status: 'pending',
      amount: 100,
      isTest: true,
      toPayUrl: null,
      supportedBrands: ['visa', 'mastercard'],
      challenge: null,
    });
    expect(init.testCards.map((c: { number: string }) => c.number)).toContain('4000000000003220');
    const stranger = await t.register();
    expect((await t.call('POST', '/api/pay/checkout/init', { auth: stranger.auth, body: { orderNo } })).body.code).toBe(
      'pay.error.order_not_found',
    );
    expect(
      (await t.call('POST', '/api/pay/trade/v2/submit', { auth: stranger.auth, body: card(orderNo, '4242424242424242') })).body.code,
    ).toBe('pay.error.order_not_found');

    expect((await t.call('POST', '/api/pay/trade/v2/submit', { auth: p.auth, body: card(orderNo, '378282246310005') })).body.code).toBe(
      'pay.error.card_unsupported',
    );
    const declined = await t.call('POST', '/api/pay/trade/v2/submit', { auth: p.auth, body: card(orderNo, '4000000000009995') });
    expect([declined.status, declined.body.code, declined.body.msg]).toEqual([
      402,
      'error.wooshpay.card_error',
      'Insufficient funds, please try another card or other payment method',
    ]);
    expect(await coin(p.auth)).toBe(0);
    // the decline fails the order (pay history shows it), yet the checkout takes another card until it expires
    expect((await t.call('GET', `/api/pay/order/${orderNo}`)).body.data.status).toBe('failed');
    const second = orderNo;
    const paid = (await t.call('POST', '/api/pay/trade/v2/submit', { auth: p.auth, body: card(second, '4242424242424242') })).body.data;
    expect(paid).toMatchObject({ status: 'paid', challenge: null, order: { status: 'paid', cardEndNumber: '4242', cardBrand: 'visa' } });
    // $100 + tier 1.5 % + first top-up 10 %
    expect(await coin(p.auth)).toBe(111.5);
    expect((await t.call('POST', '/api/pay/trade/v2/submit', { auth: p.auth, body: card(second, '4242424242424242') })).body.code).toBe(
      'pay.error.order_closed',
    );
    expect(await coin(p.auth)).toBe(111.5);
  });

  it('3-D Secure: the test card asks for a challenge; the right code pays once, a wrong code fails the order', async () => {
    const p = await t.register();
    const orderNo = await cardOrder(p.auth, 50);
    const sub = (await t.call('POST', '/api/pay/trade/v2/submit', { auth: p.auth, body: card(orderNo, '4000 0000 0000 3220') })).body.data;
    expect(sub).toMatchObject({
      status: 'challenge',
      order: { status: 'pending' },
      challenge: { brand: 'visa', last4: '3220', testCode: '1234' },
    });
    expect(sub.challenge.message).toContain('ending in 3220');
    // still waiting after a reload
    expect((await t.call('POST', '/api/pay/checkout/init', { auth: p.auth, body: { orderNo } })).body.data.challenge.challengeId).toBe(
      sub.challenge.challengeId,
    );
    expect(
      (await t.call('POST', '/api/pay/trade/v2/confirm', { auth: p.auth, body: { orderNo, challengeId: 'other', code: '1234' } })).body
        .code,
    ).toBe('pay.error.no_challenge');
    const both = await Promise.all(
      [1, 2].map(() =>
        t.call('POST', '/api/pay/trade/v2/confirm', {
          auth: p.auth,
          body: { orderNo, challengeId: sub.challenge.challengeId, code: '1234' },
        }),
      ),
    );
    expect(both.some((r) => r.body.data?.status === 'paid')).toBe(true);
    expect(await coin(p.auth)).toBe(55.5);

    const q = await t.register();
    const other = await cardOrder(q.auth, 50);
    const c2 = (await t.call('POST', '/api/pay/trade/v2/submit', { auth: q.auth, body: card(other, '4000000000003220') })).body.data
      .challenge;
    const wrong = (
      await t.call('POST', '/api/pay/trade/v2/confirm', {
        auth: q.auth,
        body: { orderNo: other, challengeId: c2.challengeId, code: '0000' },
      })
    ).body.data;
    expect(wrong).toMatchObject({ status: 'failed', order: { status: 'failed', msg: 'Top-up failed' } });
    expect(await coin(q.auth)).toBe(0);
  });

  it('3-D Secure abandoned: closing the challenge cancels the order; it fails and nothing is credited, even if confirmed later', async () => {
    const p = await t.register();
    const orderNo = await cardOrder(p.auth, 20);
    const c = (await t.call('POST', '/api/pay/trade/v2/submit', { auth: p.auth, body: card(orderNo, '4000000000003220') })).body.data
      .challenge;
    const cancelled = await t.call('POST', `/api/pay/${orderNo}/card/cancel`, { auth: p.auth });
    expect(cancelled.body.data).toMatchObject({ status: 'failed', msg: 'Top-up failed' });
    expect(
      (await t.call('POST', '/api/pay/trade/v2/confirm', { auth: p.auth, body: { orderNo, challengeId: c.challengeId, code: '1234' } }))
        .body.code,
    ).toBe('pay.error.order_closed');
    expect((await t.call('POST', `/api/pay/${orderNo}/card/cancel`, { auth: p.auth })).body.data.status).toBe('failed');
    expect(await coin(p.auth)).toBe(0);
    const lines = rowsOf<{ n: number }>(
      await t.s.dbHandle.db.execute(sql`select count(*)::int as n from journal_entries where idempotency_key like ${`%${orderNo}%`}`),
    );
    expect(lines[0]!.n).toBe(0);
  });

  it.each(['airwallex', 'gpay', 'acquire_checkout', 'quest2pay', 'pyvio'])(
    '%s runs on the sandbox without keys: hosted test page, labelled a test payment, credited once',
    async (payType) => {
      const p = await t.register();
      const pre = (await t.call('POST', `/api/pay/${payType}/prepay`, { auth: p.auth, body: { amount: 20 } })).body.data;
      expect(pre).toMatchObject({
        payType,
        isTest: true,
        flow: 'redirect',
        nextUrl: `http://localhost:3000/sandbox/checkout/${pre.orderNo}`,
      });
      const session = (await t.call('GET', `/api/pay/sandbox/${pre.orderNo}/session`)).body.data;
      expect(session.kind).toBe(
        { airwallex: 'card_form', acquire_checkout: 'card_form', gpay: 'gpay', quest2pay: 'wallet', pyvio: 'wallet' }[payType],
      );
      await Promise.all([1, 2, 3].map(() => t.call('POST', `/api/pay/sandbox/${pre.orderNo}/confirm`)));
      expect(await coin(p.auth)).toBe(22);
    },
  );

  it('live crypto price from the exchange ticker, cached 30 s; a quote older than 2 minutes is refused (price and prepay)', async () => {
    offsetMs = 0;
    feed.mode = 'ok';
    feed.btc = '64000.50000000';
    const hits = feed.hits;
    const first = (await t.call('GET', '/api/pay/crypto_price/BTC')).body.data;
    expect(first).toMatchObject({ code: 'BTC', cryptoPrice: '64000.5', source: 'live', minPrice: 30 });
    expect((await t.call('GET', '/api/pay/crypto_price/usdt')).body.data).toMatchObject({ cryptoPrice: '1', source: 'live' });
    feed.btc = '65000.00';
    expect((await t.call('GET', '/api/pay/crypto_price/BTC')).body.data.cryptoPrice).toBe('64000.5');
    expect(feed.hits).toBe(hits + 1);
    offsetMs = 31_000;
    expect((await t.call('GET', '/api/pay/crypto_price/BTC')).body.data.cryptoPrice).toBe('65000');
    const p = await t.register();
    const pre = (await t.call('POST', '/api/pay/coinbase/prepay', { auth: p.auth, body: { amount: 65, cryptoCurrencyCode: 'BTC' } })).body
      .data;
    expect(pre.cryptoAmount).toBe('0.00100000');

    feed.mode = 'down';
    offsetMs = 31_000 + 90_000; // cached price 90 s old: still served
    expect((await t.call('GET', '/api/pay/crypto_price/BTC')).body.data.cryptoPrice).toBe('65000');
    offsetMs = 31_000 + 121_000; // 121 s old: refused
    const stale = await t.call('GET', '/api/pay/crypto_price/BTC');
    expect([stale.status, stale.body.code, stale.body.msg]).toEqual([
      503,
      'pay.error.price_stale',
      'The crypto price is out of date, please try again in a moment',
    ]);
    const refused = await t.call('POST', '/api/pay/coinbase/prepay', { auth: p.auth, body: { amount: 65, cryptoCurrencyCode: 'BTC' } });
    expect(refused.body.code).toBe('pay.error.price_stale');
    feed.mode = 'ok';
    expect((await t.call('GET', '/api/pay/crypto_price/BTC')).body.data.source).toBe('live');
    offsetMs = 0;
  });

  it('random discount: drawn once and shown, paid exactly from the bonus account with a deposit; raced twice, paid once', async () => {
    const visitor = (await t.call('GET', '/api/pay/promotion')).body.data;
    expect(visitor).toMatchObject({ title: 'Random discount', maxDiscount: 10, minDeposit: 20, amount: null, status: null });
    const p = await t.register();
    const shown = (await t.call('GET', '/api/pay/promotion', { auth: p.auth })).body.data;
    expect(shown.status).toBe('offered');
    expect(shown.amount).toBeGreaterThanOrEqual(1);
    expect(shown.amount).toBeLessThanOrEqual(10);
    expect((await t.call('GET', '/api/pay/promotion', { auth: p.auth })).body.data.amount).toBe(shown.amount);
    const a = (await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 20 } })).body.data.orderNo;
    const b = (await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 20 } })).body.data.orderNo;
    await Promise.all([t.call('POST', `/api/pay/sandbox/${a}/confirm`), t.call('POST', `/api/pay/sandbox/${b}/confirm`)]);
    // two test-card deposits of $20 (no other bonuses) + the discount once
    expect(Math.round((await coin(p.auth)) * 100)).toBe(4000 + Math.round(shown.amount * 100));
    const promo = rowsOf<{ n: number; total: string }>(
      await t.s.dbHandle.db.execute(
        sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::text as total from promotion_awards where user_id = ${p.uid} and status = 'paid'`,
      ),
    );
    expect(promo[0]).toEqual({ n: 1, total: String(Math.round(shown.amount * 100)) });
    expect((await t.call('GET', '/api/pay/promotion', { auth: p.auth })).body.data.status).toBe('paid');
    const history = (await t.call('GET', '/api/coin/history/v2?page=1&pageSize=10', { auth: p.auth })).body.data.list;
    expect(history.filter((l: { kind: string }) => l.kind === 'promotion')).toHaveLength(1);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });
});
