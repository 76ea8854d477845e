import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';

/** Medium tier: pay and coin histories, HapaCoin packages, gift bags. */
describe.each(DRIVERS)('histories, HapaCoin and gift bags on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const prepay = (auth: string, payType: string, body: Record<string, unknown>) =>
    t.call('POST', `/api/pay/${payType}/prepay`, { auth, body });
  const me = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data;
  const ledgerOk = async () => expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);

  it("pay history and coin history list the player's own orders and ledger lines, newest first, paged", async () => {
    const p = await t.register();
    const a = (await prepay(p.auth, 'sandbox', { amount: 20 })).body.data.orderNo;
    await t.call('POST', `/api/pay/sandbox/${a}/confirm`);
    const b = (await prepay(p.auth, 'wooshpay', { amount: 50 })).body.data.orderNo;
    await t.call('POST', `/api/pay/sandbox/${b}/card`, {
      body: { cardNumber: '4242424242424242', expMonth: 1, expYear: new Date().getUTCFullYear() + 1, cvc: '123' },
    });
    const c = (await prepay(p.auth, 'sandbox', { amount: 25 })).body.data.orderNo;
    await t.call('POST', `/api/pay/sandbox/${c}/decline`);
    const other = await t.register();
    await prepay(other.auth, 'sandbox', { amount: 99 });

    const pays = (await t.call('GET', '/api/pay/history/v2?page=1&pageSize=2', { auth: p.auth })).body.data;
    expect(pays).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(pays.list.map((o: { orderNo: string; status: string }) => [o.orderNo, o.status])).toEqual([
      [c, 'failed'],
      [b, 'paid'],
    ]);
    // the no-bonus test card before it did not use up the first-top-up offer: tier 0.5 + first top-up 5
    expect(pays.list[1]).toMatchObject({
      payType: 'wooshpay',
      label: 'Card',
      amount: 50,
      coinAmount: 50,
      bonusAmount: 5.5,
      isTest: true,
      orderKind: 'deposit',
    });
    const page2 = (await t.call('GET', '/api/pay/history/v2?page=2&pageSize=2', { auth: p.auth })).body.data;
    expect(page2.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([a]);
    expect((await t.call('GET', '/api/pay/history/v2')).status).toBe(401);

    const coins = (await t.call('GET', '/api/coin/history/v2', { auth: p.auth })).body.data;
    expect(coins.total).toBe(4);
    expect(
      coins.list.map((l: { kind: string; amount: number; balanceAfter: number; refId: string }) => [
        l.kind,
        l.amount,
        l.balanceAfter,
        l.refId,
      ]),
    ).toEqual([
      ['first_topup_bonus', 5, 75.5, b],
      ['deposit_tier_bonus', 0.5, 70.5, b],
      ['deposit', 50, 70, b],
      ['deposit', 20, 20, a],
    ]);
    expect(coins.list[0]).toMatchObject({ refType: 'payment_order' });
    expect(typeof coins.list[0].createdAt).toBe('string');
    const coinsPage = (await t.call('GET', '/api/coin/history/v2?page=2&pageSize=2', { auth: p.auth })).body.data;
    expect(coinsPage.list.map((l: { balanceAfter: number }) => l.balanceAfter)).toEqual([70, 20]);
  });

  it('HapaCoin: packages; a recharge raced twice with the same idempotency key charges once; short balance refused', async () => {
    const list = (await t.call('GET', '/api/bean/recharge/list')).body.data;
    expect(list[2]).toEqual({ id: 3, bean: 1000, coin: 10, symbol: '$' });
    const p = await t.register();
    await t.fund(p.uid, 15_00);
    const key = 'recharge-key-0001';
    const raced = await Promise.all(
      [1, 2].map(() => t.call('POST', '/api/bean/3/recharge', { auth: p.auth, headers: { 'idempotency-key': key } })),
    );
    expect(raced.map((r) => r.status)).toEqual([200, 200]);
    expect(raced.map((r) => r.body.data.duplicate).sort()).toEqual([false, true]);
    expect(await me(p.auth)).toMatchObject({ coin: 5, hapa_bean: 1000 });
    const again = await t.call('POST', '/api/bean/3/recharge', { auth: p.auth, body: { idempotencyKey: key } });
    expect(again.body.data).toMatchObject({ duplicate: true, coinBalance: 5, hapaBean: 1000 });
    expect((await t.call('POST', '/api/bean/2/recharge', { auth: p.auth, headers: { 'idempotency-key': key } })).body.code).toBe(
      'error.idempotency_conflict',
    );
    const short = await t.call('POST', '/api/bean/3/recharge', { auth: p.auth, headers: { 'idempotency-key': 'recharge-key-0002' } });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('coin.error.not_enough');
    expect((await t.call('POST', '/api/bean/99/recharge', { auth: p.auth })).body.code).toBe('bean.error.package_not_found');
    const ok = await t.call('POST', '/api/bean/2/recharge', { auth: p.auth });
    expect(ok.body.data).toMatchObject({ packageId: 2, bean: 500, coin: 5, coinBalance: 0, hapaBean: 1500, duplicate: false });
    const lines = (await t.call('GET', '/api/coin/history/v2', { auth: p.auth })).body.data.list;
    expect(
      lines.slice(0, 2).map((l: { kind: string; amount: number; balanceAfter: number }) => [l.kind, l.amount, l.balanceAfter]),
    ).toEqual([
      ['bean_recharge', -5, 0],
      ['bean_recharge', -10, 5],
    ]);
    await ledgerOk();
  });

  it('gift bag: a new player gets the EXCLUSIVE GIFT BAG; its orders credit payAmount + giftAmount, the gift once', async () => {
    const p = await t.register();
    const bag = (await t.call('GET', '/api/gift/detail', { auth: p.auth })).body.data;
    expect(bag).toMatchObject({ type: 1, title: 'EXCLUSIVE GIFT BAG', payAmount: 20, giftAmount: 10, roi: 50 });
    expect(bag.expireSeconds).toBeGreaterThan(3590);
    expect(bag.expireSeconds).toBeLessThanOrEqual(3600);
    expect(bag.businessNo).toMatch(/^GB\d{8}[0-9A-F]{12}$/);
    // "You also get" lists what comes on top of GET (pay + gift): never the gift coins again
    expect(bag.rewards.map((r: { type: string }) => r.type)).toEqual(['xp']);
    expect(bag.payMethods.map((m: { payType: string }) => m.payType)).toContain('wooshpay');
    expect(bag.payMethods.map((m: { payType: string }) => m.payType)).not.toContain('mpesa');
    expect((await t.call('GET', '/api/gift/detail', { auth: p.auth })).body.data.id).toBe(bag.id);

    const stranger = await t.register();
    expect(
      (await t.call('POST', '/api/gift/prepay', { auth: stranger.auth, body: { giftSendLogId: bag.id, payType: 'sandbox' } })).body.code,
    ).toBe('gift.error.not_found');
    expect((await t.call('POST', '/api/gift/prepay', { auth: p.auth, body: { giftSendLogId: bag.id, payType: 'mpesa' } })).body.code).toBe(
      'pay.error.method_unsupported',
    );
    const one = (
      await t.call('POST', '/api/gift/prepay', { auth: p.auth, body: { giftSendLogId: bag.id, payType: 'sandbox', referUrl: '/free' } })
    ).body.data;
    const two = (await t.call('POST', '/api/gift/prepay', { auth: p.auth, body: { giftSendLogId: String(bag.id), payType: 'coinbase' } }))
      .body.data;
    expect(one).toMatchObject({ amount: 20, bonusAmount: 0 });
    expect(two).toMatchObject({ amount: 20, bonusAmount: 0, flow: 'crypto' });
    await Promise.all([one, two].flatMap((o) => [1, 2, 3].map(() => t.call('POST', `/api/pay/sandbox/${o.orderNo}/confirm`))));
    // 2 x $20 paid, the $10 gift once
    expect((await me(p.auth)).coin).toBe(50);
    const orders = await Promise.all([one, two].map(async (o) => (await t.call('GET', `/api/pay/order/${o.orderNo}`)).body.data));
    expect(orders.map((o) => o.orderKind)).toEqual(['gift_bag', 'gift_bag']);
    expect(orders.map((o) => o.giftAmount).sort()).toEqual([0, 10]);
    expect(
      (await t.call('POST', '/api/gift/prepay', { auth: p.auth, body: { giftSendLogId: bag.id, payType: 'sandbox' } })).body.code,
    ).toBe('gift.error.claimed');
    // a depositor with a recent deposit gets no bag; 8 days later it is WELCOME BACK
    expect((await t.call('GET', '/api/gift/detail', { auth: p.auth })).body.data).toBeNull();
    await t.s.dbHandle.db.execute(sql`update payment_orders set paid_at = now() - interval '8 days' where user_id = ${p.uid}`);
    const back = (await t.call('GET', '/api/gift/detail', { auth: p.auth })).body.data;
    expect(back).toMatchObject({ type: 2, title: 'WELCOME BACK', payAmount: 50, giftAmount: 20, roi: 40 });
    await t.s.dbHandle.db.execute(sql`update gift_send_logs set expires_at = now() - interval '1 second' where id = ${back.id}`);
    expect(
      (await t.call('POST', '/api/gift/prepay', { auth: p.auth, body: { giftSendLogId: back.id, payType: 'sandbox' } })).body.code,
    ).toBe('gift.error.expired');
    // the lapsed offer is not renewed at once
    expect((await t.call('GET', '/api/gift/detail', { auth: p.auth })).body.data).toBeNull();
    expect((await t.call('GET', '/api/gift/detail')).status).toBe(401);
    await ledgerOk();
  });
});
