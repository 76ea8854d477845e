import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';

/** Medium tier: every method without keys runs on the sandbox, playing its own flow (PAYMENTS_MODE=sandbox). */
describe.each(DRIVERS)('sandbox method flows on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const prepay = (auth: string, payType: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.call('POST', `/api/pay/${payType}/prepay`, { auth, body: { orderType: 1, ...body }, headers });
  const me = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data;
  const ledgerOk = async () => expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);

  it('deposit config offers every method as a test payment, card type 7 selected, tiers and rewards per docs/product/constants.md#top-up-and-deposits', async () => {
    const p = await t.register();
    const cfg = (await t.call('GET', '/api/pay/config/v4', { auth: p.auth })).body.data;
    expect(cfg).toMatchObject({
      siteCode: 'DEFAULT',
      currency: 'USD',
      presets: [20, 50, 100, 500, 1000, 5000],
      defaultPresetIndex: 1,
      step: 10,
      minAmount: 20,
      isFirstTopUp: true,
      paymentsMode: 'sandbox',
    });
    expect(cfg.payMethods.map((m: { payType: string }) => m.payType)).toEqual([
      'wooshpay',
      'coinbase',
      'binance',
      'stripe',
      'paypal',
      'ton',
      'gpay',
      'airwallex',
      'acquire_checkout',
      'quest2pay',
      'pyvio',
      'sandbox',
    ]);
    expect(cfg.payMethods.every((m: { isTest: boolean }) => m.isTest)).toBe(true);
    const card = cfg.payMethods[0];
    expect(card).toMatchObject({ payTypeCode: 7, defaultSelect: true, flow: 'wooshpay', minAmount: 20, maxAmount: 10000 });
    expect(card.selectedLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(cfg.payMethods.filter((m: { defaultSelect: boolean }) => m.defaultSelect)).toHaveLength(1);
    expect(cfg.payBonusList.map((b: { amount: number }) => b.amount)).toEqual([50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000]);
    expect(cfg.payBonusList[0]).toEqual({ amount: 50, bonusRate: 0.01, bonusAmount: 0.5 });
    expect(cfg).toMatchObject({
      hasRetainBox: true,
      retainBox: { id: 109 },
      hasExtraFlipChance: true,
      firstTopUpBonusRate: 0.1,
      firstTopUpMaxBonus: 50,
    });
    const crypto = cfg.payMethods.find((m: { payType: string }) => m.payType === 'coinbase');
    expect(crypto).toMatchObject({ bonusRate: 0.05, payBonus: '+5.0% bonus', isCrypto: true, flow: 'crypto' });
    const hundred = crypto.payInfoVoList.find((o: { amount: number }) => o.amount === 100);
    expect(hundred.extraInfoList).toEqual([
      { type: 'bonus', amount: 5, text: '+$5 bonus (5.0%)' },
      { type: 'tier_bonus', amount: 1.5, text: '+$1.5 deposit bonus' },
      { type: 'first_top_up', amount: 10, text: '+$10 first top-up bonus' },
      { type: 'xp', amount: 1000, text: '+1000 XP' },
      // free-box vouchers (docs/payments.md) and wheel spins (docs/payments.md: 2 for $100 and 1 more by crypto) are usable
      { type: 'box_voucher', amount: 1, text: '+1 Free Box voucher' },
      { type: 'wheel_spin', amount: 3, text: '+3 wheel spins' },
    ]);
    expect(hundred).toMatchObject({ itemId: 109, itemName: 'Free Box' });
    expect(crypto.payInfoVoList.find((o: { amount: number }) => o.amount === 50)).toMatchObject({ isDefault: true, itemId: null });
    const visitor = (await t.call('GET', '/api/pay/config/v4')).body.data;
    expect(visitor.payMethods).toHaveLength(12);
  });

  it('the KE site variant (siteCode header or query): KES, M-PESA, presets 200/1000/5000, step 100, exchange rate', async () => {
    for (const req of [
      { url: '/api/pay/config/v4', headers: { siteCode: 'KE' } as Record<string, string> },
      { url: '/api/pay/config/v4?siteCode=ke', headers: {} },
    ]) {
      const cfg = (await t.call('GET', req.url, { headers: req.headers })).body.data;
      expect(cfg).toMatchObject({
        siteCode: 'KE',
        currency: 'KES',
        currencySymbol: 'KSh',
        exchangeRate: 129,
        presets: [200, 1000, 5000],
        step: 100,
        minAmount: 200,
      });
      expect(cfg.payMethods).toHaveLength(1);
      expect(cfg.payMethods[0]).toMatchObject({
        payType: 'mpesa',
        needsMobile: true,
        currency: 'KES',
        exchangeRate: 129,
        flow: 'mpesa_stk',
        isTest: true,
      });
    }
  });

  it('card (pay type 7): routes to /wooshpay, the test card form pays; declining test cards give the docs/product/errors.md#client-handling card errors', async () => {
    const p = await t.register();
    const pre = (await prepay(p.auth, 'wooshpay', { amount: 100 })).body.data;
    expect(pre).toMatchObject({ flow: 'wooshpay', payTypeCode: 7, isTest: true, amount: 100, coinAmount: 100, bonusAmount: 11.5 });
    expect(pre.nextUrl).toBe(`/wooshpay?orderNo=${pre.orderNo}&amount=100`);
    expect(pre.toPayUrl).toBe(`http://localhost:3000/sandbox/checkout/${pre.orderNo}`);
    const session = (await t.call('GET', `/api/pay/sandbox/${pre.orderNo}/session`)).body.data;
    expect(session).toMatchObject({ kind: 'card_form', isTest: true, status: 'pending', actions: ['card', 'confirm', 'decline'] });
    expect(session.testNotice).toMatch(/TEST PAYMENT/);
    const card = (cardNumber: string, extra: Record<string, unknown> = {}) =>
      t.call('POST', `/api/pay/sandbox/${pre.orderNo}/card`, {
        body: { cardNumber, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', ...extra },
      });
    expect((await card('4242424242424241')).body.code).toBe('pay.error.card_invalid');
    expect((await card('4242424242424242', { expYear: 2001 })).body.code).toBe('pay.error.card_invalid');
    const poor = await card('4000 0000 0000 9995');
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({
      code: 'error.wooshpay.card_error',
      msg: 'Insufficient funds, please try another card or other payment method',
    });
    expect((await card('4000000000000002')).body).toMatchObject({ code: 'error.wooshpay.card_error', msg: 'Your card was declined.' });
    // a decline fails the order (Pay history reads FAILED, docs/payments.md); another card can still pay it
    expect((await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data.status).toBe('failed');
    const paid = await card('4242 4242 4242 4242');
    expect(paid.body.data).toMatchObject({ status: 'paid', cardEndNumber: '4242', cardBrand: 'visa', isTest: true, bonusAmount: 11.5 });
    // $100 + tier 1.5 % + first top-up 10 %
    expect(await me(p.auth)).toMatchObject({ coin: 111.5, xp: 1000 });
    await ledgerOk();
  });

  it('crypto on the sandbox: pickers, price, the minimum "at this moment", address + amount + QR, simulated confirmation, bonus exactly', async () => {
    const list = (await t.call('GET', '/api/pay/crypto_currencies')).body.data;
    expect(list.map((c: { ticker: string }) => c.ticker)).toEqual(['USDT', 'USDC', 'BTC', 'ETH', 'LTC']);
    expect(list[0].networks.map((n: { code: string }) => n.code)).toEqual(['TRC20', 'ERC20', 'BEP20']);
    expect((await t.call('GET', '/api/pay/crypto_price/btc')).body.data).toMatchObject({
      code: 'BTC',
      cryptoPrice: '65000',
      minPrice: 30,
      pricePrecision: 8,
      source: 'static',
    });
    expect((await t.call('GET', '/api/pay/crypto_price/DOGE')).body.code).toBe('pay.error.crypto_currency');
    const p = await t.register();
    const low = await prepay(p.auth, 'coinbase', { amount: 25, cryptoCurrencyCode: 'BTC' });
    expect(low.body).toMatchObject({ code: 'pay.error.amount_min', msg: '*The minimum amount is $30 at this moment' });
    expect((await prepay(p.auth, 'coinbase', { amount: 50, cryptoCurrencyCode: 'USDT', network: 'BTC' })).body.code).toBe(
      'pay.error.crypto_currency',
    );
    const btc = (await prepay(p.auth, 'coinbase', { amount: 40, cryptoCurrencyCode: 'BTC' })).body.data;
    expect(btc).toMatchObject({ cryptoCurrency: 'BTC', network: 'BTC', cryptoAmount: '0.00061539' });
    expect(btc.toAccount).toMatch(/^tb1q/);
    const pre = (await prepay(p.auth, 'coinbase', { amount: 100, cryptoCurrencyCode: 'usdt', network: 'trc20' })).body.data;
    expect(pre).toMatchObject({ flow: 'crypto', cryptoCurrency: 'USDT', network: 'TRC20', cryptoAmount: '100.00', isTest: true });
    expect(pre.toAccount).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(pre.nextUrl).toBe(`/user/crypto-payment-order?orderNo=${pre.orderNo}&toAccount=${pre.toAccount}`);
    const order = (await t.call('GET', `/api/pay/crypto_order/${pre.orderNo}`, { auth: p.auth })).body.data;
    expect(order).toMatchObject({
      address: pre.toAccount,
      cryptoAmount: '100.00',
      amount: 100,
      status: 'pending',
      isTest: true,
      networkName: 'Tron (TRC20)',
    });
    expect(order.uri).toBe(`tron:${pre.toAccount}?amount=100.00&token=USDT`);
    expect(order.qrcode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(order.remainingSeconds).toBeGreaterThan(1700);
    const stranger = await t.register();
    expect((await t.call('GET', `/api/pay/crypto_order/${pre.orderNo}`, { auth: stranger.auth })).status).toBe(404);
    expect((await t.call('GET', `/api/pay/sandbox/${pre.orderNo}/session`)).body.data.crypto).toMatchObject({
      address: pre.toAccount,
      cryptoAmount: '100.00',
    });
    expect((await t.call('POST', `/api/pay/sandbox/${pre.orderNo}/confirm`)).body.data.status).toBe('paid');
    // $100 + 5 % crypto bonus + tier 1.5 % + first top-up 10 %
    expect(await me(p.auth)).toMatchObject({ coin: 116.5, xp: 1000 });
    expect((await t.call('GET', `/api/pay/crypto_order/${pre.orderNo}`, { auth: p.auth })).body.data.status).toBe('paid');
    const rewards = rowsOf<{ kind: string; quantity: number; box_id: number | null }>(
      await t.s.dbHandle.db.execute(sql`select kind, quantity, box_id from deposit_rewards where order_no = ${pre.orderNo} order by kind`),
    );
    expect(rewards).toEqual([
      { kind: 'box_voucher', quantity: 1, box_id: 109 },
      { kind: 'wheel_spin', quantity: 3, box_id: null },
    ]);
    // a second deposit is no longer the first: no first top-up bonus
    const second = (await prepay(p.auth, 'coinbase', { amount: 20 })).body.data;
    expect(second.bonusAmount).toBe(1);
    await t.call('POST', `/api/pay/sandbox/${second.orderNo}/confirm`);
    expect((await me(p.auth)).coin).toBe(137.5);
    await ledgerOk();
  });

  it('Binance on the sandbox: the binance page data and a QR image; confirmation credits', async () => {
    const p = await t.register();
    const pre = (await prepay(p.auth, 'binance', { amount: 50, referUrl: '/boxes' })).body.data;
    expect(pre.flow).toBe('binance');
    const next = new URL(pre.nextUrl, 'http://x');
    expect(next.pathname).toBe('/binance-payment');
    expect(next.searchParams.get('orderNo')).toBe(pre.orderNo);
    expect(next.searchParams.get('amount')).toBe('50');
    expect(next.searchParams.get('deepLink')).toBe(pre.deepLink);
    expect(next.searchParams.get('qrcodeLink')).toBe(`http://localhost:3000/api/pay/sandbox/${pre.orderNo}/qrcode.svg`);
    expect(next.searchParams.get('referUrl')).toBe('/boxes');
    const qr = await t.call('GET', `/api/pay/sandbox/${pre.orderNo}/qrcode.svg`);
    expect(qr.res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(String(qr.res.body)).toContain('<svg');
    expect((await t.call('GET', `/api/pay/sandbox/${pre.orderNo}/session`)).body.data).toMatchObject({
      kind: 'binance',
      deepLink: pre.deepLink,
    });
    await t.call('POST', `/api/pay/sandbox/${pre.orderNo}/confirm`);
    // $50 + 5 % + tier 1 % + first top-up 10 %
    expect((await me(p.auth)).coin).toBe(58);
  });

  it('M-PESA STK on the sandbox: phone and whole shillings checked, the prompt simulated, KES credited at the rate', async () => {
    const p = await t.register();
    expect((await prepay(p.auth, 'mpesa', { amount: 1000, mobile: 'abc' })).body.code).toBe('pay.error.mpesa_phone');
    expect((await prepay(p.auth, 'mpesa', { amount: 1000 })).body.code).toBe('pay.error.mpesa_phone');
    expect((await prepay(p.auth, 'mpesa', { amount: '1000.50', mobile: '0712345678' })).body.code).toBe('pay.error.whole_amount');
    expect((await prepay(p.auth, 'mpesa', { amount: 100, mobile: '0712345678' })).body.msg).toBe('*The minimum amount is KSh200');
    expect((await prepay(p.auth, 'mpesa', { amount: 200000, mobile: '0712345678' })).body.msg).toBe('*The maxium amount is KSh150,000');
    const pre = (await prepay(p.auth, 'mpesa', { amount: 1290, mobile: '+254 712-345-678' }, { siteCode: 'KE' })).body.data;
    expect(pre).toMatchObject({ flow: 'mpesa_stk', nextUrl: '', currency: 'KES', amount: 1290, coinAmount: 10, isTest: true });
    const session = (await t.call('GET', `/api/pay/sandbox/${pre.orderNo}/session`)).body.data;
    expect(session).toMatchObject({ kind: 'mpesa_stk', mpesa: { phone: '2547****5678' }, currency: 'KES' });
    expect(session.mpesa.prompt).toContain('KES 1,290');
    expect((await t.call('POST', `/api/pay/sandbox/${pre.orderNo}/confirm`)).body.data.status).toBe('paid');
    // KSh 1,290 / 129 = $10, + first top-up 10 %
    expect(await me(p.auth)).toMatchObject({ coin: 11, xp: 100 });
    const order = (await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data;
    expect(order).toMatchObject({ amount: 1290, currency: 'KES', coinAmount: 10, bonusAmount: 1 });
  });

  it('TON on the sandbox: a payment link and QR valid 360 s, with the order number as comment', async () => {
    const p = await t.register();
    const pre = (await prepay(p.auth, 'ton', { amount: 20.8 })).body.data;
    expect(pre).toMatchObject({ flow: 'crypto', cryptoCurrency: 'TON', cryptoAmount: '4.000000000' });
    expect(pre.deepLink).toBe(`ton://transfer/${pre.toAccount}?amount=4000000000&text=${pre.orderNo}`);
    expect(pre.qrcodeLink).toMatch(/^data:image\/svg\+xml;base64,/);
    const ttl = new Date(pre.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(350_000);
    expect(ttl).toBeLessThanOrEqual(360_000);
    const order = (await t.call('GET', `/api/pay/crypto_order/${pre.orderNo}`, { auth: p.auth })).body.data;
    expect(order).toMatchObject({ cryptoCurrency: 'TON', network: 'TON', address: pre.toAccount, uri: pre.deepLink });
    expect((await t.call('GET', `/api/pay/sandbox/${pre.orderNo}/session`)).body.data.kind).toBe('ton');
  });

  it('Stripe and PayPal on the sandbox redirect to the hosted test page; a decline fails the order', async () => {
    const p = await t.register();
    for (const payType of ['stripe', 'paypal']) {
      const pre = (await prepay(p.auth, payType, { amount: 20 })).body.data;
      expect(pre).toMatchObject({ flow: 'redirect', nextUrl: pre.toPayUrl, isTest: true });
      expect((await t.call('GET', `/api/pay/sandbox/${pre.orderNo}/session`)).body.data.kind).toBe(
        payType === 'stripe' ? 'card_form' : 'paypal',
      );
      const declined = (await t.call('POST', `/api/pay/sandbox/${pre.orderNo}/decline`)).body.data;
      expect(declined).toMatchObject({ status: 'failed', msg: 'Top-up failed' });
      expect((await t.call('POST', `/api/pay/paypal/${pre.orderNo}/capture`)).body.data.status).toBe('failed');
    }
    expect((await me(p.auth)).coin).toBe(0);
  });

  it('order timeout: the order reads "The payment is time out, please try again."; a late payment is credited exactly once', async () => {
    const p = await t.register();
    const pre = (await prepay(p.auth, 'sandbox', { amount: 40 })).body.data;
    await t.s.dbHandle.db.execute(sql`update payment_orders set expires_at = now() - interval '1 second' where order_no = ${pre.orderNo}`);
    await t.s.dbHandle.db.execute(
      sql`update scheduled_jobs set due_at = now() - interval '1 second' where dedupe_key = ${`pay.order_timeout:${pre.orderNo}`}`,
    );
    await t.s.jobs.runDue();
    const status = rowsOf<{ status: string; failure_reason: string }>(
      await t.s.dbHandle.db.execute(sql`select status, failure_reason from payment_orders where order_no = ${pre.orderNo}`),
    );
    expect(status[0]).toEqual({ status: 'expired', failure_reason: 'timeout' });
    const o = (await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data;
    expect(o).toMatchObject({ status: 'expired', errorCode: 'pay.error.order_timeout', msg: 'The payment is time out, please try again.' });
    const late = await Promise.all(Array.from({ length: 10 }, () => t.call('POST', `/api/pay/sandbox/${pre.orderNo}/confirm`)));
    expect(late.every((r) => r.body.data.status === 'paid')).toBe(true);
    expect((await me(p.auth)).coin).toBe(40);
    await ledgerOk();
  });
});
