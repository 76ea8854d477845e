import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositPart } from '@hapa/contracts';
import { birthdayGifts, vouchers } from '../../db/schema/index.ts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';

/** The journal entry kind of each part (its coin history line). */
const LEDGER_KIND: Record<DepositPart['kind'], string> = {
  coins: 'deposit',
  method_bonus: 'deposit_bonus',
  tier_bonus: 'deposit_tier_bonus',
  first_top_up: 'first_topup_bonus',
  gift: 'gift_bag',
  promotion: 'promotion',
  charge_voucher: 'charge_voucher',
  event_bonus: 'event_bonus',
  birthday_bonus: 'birthday_bonus',
};
const cents = (coins: number) => Math.round(coins * 100);
/** Parts as `kind -> cents`, for comparing screens with each other and with the ledger. */
const byKind = (parts: DepositPart[]) => Object.fromEntries(parts.map((p) => [LEDGER_KIND[p.kind], cents(p.amount)]));

/**
 * Medium tier, docs/payments.md#deposit-parts: money shown = money credited, for every part. A deposit with EVERY
 * bonus on (crypto method bonus, tier, first top-up, the random discount, a Charge voucher, the Deposit Bonus event,
 * the birthday bonus) is quoted (GET quote), ordered (prepay) and credited; the quote, the prepay answer, the order
 * check, the pay history row, the balance and the ledger lines of the order agree part by part, and every ledger
 * line the deposit posted is a part the screens show (a credit no screen shows fails here, whatever module adds it).
 * A gift bag's coins are a part too; a part the crediting pays less of than quoted (the event cap reached by another
 * deposit in between) is recorded as credited, so the screens still equal the ledger.
 */
describe.each(DRIVERS)('deposit parts: quote = order = every screen = ledger, on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.now());
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.depositBonus.setActiveForTests(true); // seeded off: an operator switches the event on
    clock.advance(60_000); // past the start of the demo promotion seeded at the start (by the database clock)
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const coin = async (auth: string) => cents((await t.call('GET', '/api/user/base_info', { auth })).body.data.coin);

  /**
   * Every line of the player's coin account the crediting transaction of `orderNo` posted (the entries with the xmin of
   * its `deposit:{orderNo}` entry, whatever their ref), as kind -> cents.
   */
  const ledgerOf = async (uid: number, orderNo: string) => {
    const rows = rowsOf<{ kind: string; cents: number }>(
      await db().execute(sql`select e.kind, sum(l.amount)::int as cents from journal_entries e
        join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id
        where a.user_id = ${uid} and a.kind = 'user_coin'
          and e.xmin::text = (select d.xmin::text from journal_entries d where d.idempotency_key = ${`deposit:${orderNo}`})
        group by e.kind`),
    );
    return Object.fromEntries(rows.map((r) => [r.kind, r.cents]));
  };

  /** The order check, the pay history row and the ledger lines of a paid order: all equal, part by part. */
  const expectScreensMatchLedger = async (p: { uid: number; auth: string }, orderNo: string, before: number) => {
    const order = (await t.call('GET', `/api/pay/order/${orderNo}`)).body.data;
    expect(order.status).toBe('paid');
    const row = (await t.call('GET', '/api/pay/history/v2', { auth: p.auth })).body.data.list.find(
      (o: { orderNo: string }) => o.orderNo === orderNo,
    );
    const ledger = await ledgerOf(p.uid, orderNo);
    expect(byKind(order.parts), 'order check = ledger').toEqual(ledger);
    expect(byKind(row.parts), 'pay history = ledger').toEqual(ledger);
    const total = Object.values(ledger).reduce((s, c) => s + c, 0);
    expect(cents(order.totalAmount)).toBe(total);
    expect(cents(row.totalAmount)).toBe(total);
    expect((await coin(p.auth)) - before, 'balance moved by the total').toBe(total);
    return order;
  };

  it('every bonus on: quote = prepay = pending order; credited part by part; every screen = the ledger lines', async () => {
    const p = await t.register();
    const now = clock.now();
    // the birthday gift claimed an hour ago (2 % on deposits for a day) and a $3 Charge voucher from $20
    await db()
      .insert(birthdayGifts)
      .values({
        userId: p.uid,
        year: now.getUTCFullYear(),
        spinId: 0,
        ratePpm: 20_000,
        claimedAt: new Date(now.getTime() - 3_600_000),
        bonusUntil: new Date(now.getTime() + 23 * 3_600_000),
      });
    await db()
      .insert(vouchers)
      .values({
        userId: p.uid,
        kind: 1,
        amountCents: 3_00,
        minDepositCents: 20_00,
        source: 'test',
        sourceRef: `test:${p.uid}`,
        expiresAt: new Date(now.getTime() + 86_400_000),
      });
    // the random discount is drawn when the top-up shows it
    const promo = (await t.call('GET', '/api/pay/promotion', { auth: p.auth })).body.data;
    expect(promo.status).toBe('offered');

    const crypto = 'cryptoCurrencyCode=USDT&network=TRC20';
    const quote = (await t.call('GET', `/api/pay/coinbase/quote?amount=100&${crypto}`, { auth: p.auth })).body.data;
    expect(quote.parts.map((x: DepositPart) => x.kind)).toEqual([
      'coins',
      'method_bonus',
      'tier_bonus',
      'first_top_up',
      'promotion',
      'charge_voucher',
      'event_bonus',
      'birthday_bonus',
    ]);
    expect(byKind(quote.parts)).toEqual({
      deposit: 100_00,
      deposit_bonus: 5_00, // crypto 5 %
      deposit_tier_bonus: 1_50, // tier 1.5 %
      first_topup_bonus: 10_00, // 10 %
      promotion: cents(promo.amount),
      charge_voucher: 3_00,
      event_bonus: 10_00, // the event's $100 tier: 10 %
      birthday_bonus: 2_00, // 2 %
    });
    expect(cents(quote.totalAmount)).toBe(13_150 + cents(promo.amount));
    expect(cents(quote.bonusAmount)).toBe(3_150 + cents(promo.amount));
    expect(quote.rewards.map((r: { type: string }) => r.type)).toEqual(['xp', 'box_voucher', 'wheel_spin']);

    const pre = (
      await t.call('POST', '/api/pay/coinbase/prepay', {
        auth: p.auth,
        body: { orderType: 1, amount: 100, cryptoCurrencyCode: 'USDT', network: 'TRC20' },
      })
    ).body.data;
    expect(pre.parts).toEqual(quote.parts);
    expect(pre.totalAmount).toBe(quote.totalAmount);
    expect(pre.bonusAmount).toBe(quote.bonusAmount);
    const pending = (await t.call('GET', `/api/pay/order/${pre.orderNo}`)).body.data;
    expect([pending.status, pending.parts, pending.totalAmount]).toEqual(['pending', quote.parts, quote.totalAmount]);

    const before = await coin(p.auth);
    expect((await t.call('POST', `/api/pay/sandbox/${pre.orderNo}/confirm`)).body.data.status).toBe('paid');
    const order = await expectScreensMatchLedger(p, pre.orderNo, before);
    expect(order.parts).toEqual(quote.parts);
    // the notification's "plus a $X bonus" is the same sum (the deposit.credited event)
    const [ev] = rowsOf<{ bonus: number }>(
      await db().execute(
        sql`select (payload->>'bonusCents')::int as bonus from domain_events where type = 'deposit.credited' and payload->>'orderNo' = ${pre.orderNo}`,
      ),
    );
    expect(ev!.bonus).toBe(cents(order.bonusAmount));

    // once-only parts are gone from the next quote; the others stay
    const next = (await t.call('GET', `/api/pay/coinbase/quote?amount=100&${crypto}`, { auth: p.auth })).body.data;
    expect(next.parts.map((x: DepositPart) => x.kind)).toEqual(['coins', 'method_bonus', 'tier_bonus', 'event_bonus', 'birthday_bonus']);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('a part the crediting pays less of than quoted (the event cap reached meanwhile) is recorded as credited: screens = ledger', async () => {
    const p = await t.register();
    // two $500 orders quoted while $50 of the event's cap is left: each quotes the whole $50 (15 % of $500 = $75, capped)
    const a = (await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 500 } })).body.data;
    const b = (await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 500 } })).body.data;
    for (const o of [a, b]) expect(byKind(o.parts).event_bonus).toBe(50_00);
    let before = await coin(p.auth);
    await t.call('POST', `/api/pay/sandbox/${a.orderNo}/confirm`);
    expect(byKind((await expectScreensMatchLedger(p, a.orderNo, before)).parts).event_bonus).toBe(50_00);
    before = await coin(p.auth);
    await t.call('POST', `/api/pay/sandbox/${b.orderNo}/confirm`);
    const paidB = await expectScreensMatchLedger(p, b.orderNo, before);
    expect(byKind(paidB.parts).event_bonus).toBeUndefined();
    expect(cents(paidB.totalAmount)).toBe(500_00);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("a gift bag's coins are a part: quoted, recorded, shown and credited as one line", async () => {
    const p = await t.register();
    const bag = (await t.call('GET', '/api/gift/detail', { auth: p.auth })).body.data;
    expect(bag).not.toBeNull();
    const pre = (
      await t.call('POST', '/api/gift/prepay', { auth: p.auth, body: { giftSendLogId: bag.id, payType: 'wooshpay', referUrl: '' } })
    ).body.data;
    // no pay-rule bonus on a gift bag; the live Deposit Bonus event pays its $20 tier (5 %) on it too
    expect(pre.parts).toEqual([
      { kind: 'coins', amount: bag.payAmount },
      { kind: 'gift', amount: bag.giftAmount },
      { kind: 'event_bonus', amount: bag.payAmount * 0.05 },
    ]);
    expect(cents(pre.totalAmount)).toBe(cents(bag.payAmount) * 1.05 + cents(bag.giftAmount));
    const before = await coin(p.auth);
    await t.call('POST', `/api/pay/sandbox/${pre.orderNo}/confirm`);
    const order = await expectScreensMatchLedger(p, pre.orderNo, before);
    expect(order.parts).toEqual(pre.parts);
  });

  it('the quote refuses what the prepay refuses, with the same keys (never a 500)', async () => {
    const p = await t.register();
    const q = (url: string, auth?: string) => t.call('GET', url, { auth });
    expect((await q('/api/pay/wooshpay/quote?amount=10', p.auth)).body.code).toBe('pay.error.amount_min');
    expect((await q('/api/pay/wooshpay/quote?amount=1.234', p.auth)).body.code).toBe('validation.amount');
    expect((await q('/api/pay/wooshpay/quote?amount=99999999', p.auth)).body.code).toBe('pay.error.amount_max');
    expect((await q('/api/pay/coinbase/quote?amount=100&cryptoCurrencyCode=NOPE', p.auth)).body.code).toBe('pay.error.crypto_currency');
    expect((await q('/api/pay/wooshpay/quote?amount=100')).status).toBe(401);
    // M-PESA quotes without a phone number (the form asks for it later), in whole shillings
    expect((await q('/api/pay/mpesa/quote?amount=1000', p.auth)).body.data.coinAmount).toBe(7.75);
    expect((await q('/api/pay/mpesa/quote?amount=1000.5', p.auth)).body.code).toBe('pay.error.whole_amount');
  });
});
