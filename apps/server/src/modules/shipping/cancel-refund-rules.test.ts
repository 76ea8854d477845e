import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, notInArray } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { items, opsAudit, shippingOrders, storeItems } from '../../db/schema/index.ts';
import { DEFAULT_MONEY_RULES } from '../../platform/money-policy.ts';

type Op = { authorization: string; userId: number; email: string };

/**
 * Medium: the fulfilment cancel refunds the shipping fee, so it follows the console money rules
 * (docs/security.md#console-money-rules): above the operator's refund limit a second, different operator confirms;
 * nobody cancels (refunds) an order of their own player account.
 */
describe.each(DRIVERS)('order cancel refunds under the console money rules (%s)', (driver) => {
  let t: TestApp;
  let a: Op;
  let b: Op;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const admin = await t.operator(['admin']);
    a = await t.operator(['fulfilment']);
    b = await t.operator(['fulfilment']);
    const rules = structuredClone(DEFAULT_MONEY_RULES);
    rules.actions.refund.roles.fulfilment = 10_00; // $10 alone per player per window: one US fee ($5.99) passes, two do not
    expect((await t.call('POST', '/api/ops/money/rules', { auth: admin.authorization, body: rules })).status).toBe(200);
  });
  afterAll(async () => t?.close());

  /** A new shipping order (status 54) of `player` for a $10 prize to the US: a $5.99 fee paid from their balance. */
  const shipOrder = async (player: { uid: number; auth: string }) => {
    await t.fund(player.uid, 50_00);
    const [item] = await t.s.dbHandle.db
      .select()
      .from(items)
      .where(notInArray(items.category, ['coins', 'gift-cards']))
      .limit(1);
    const [store] = await t.s.dbHandle.db
      .insert(storeItems)
      .values({ userId: player.uid, itemId: item!.id, source: 'box', valueCents: 10_00 })
      .returning();
    const address = await t.call('POST', '/api/user/addr/submit', {
      auth: player.auth,
      body: {
        recipientName: 'Ann Lee',
        phone: '+1 555 0100',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postcode: '73301',
        countryCode: 'US',
      },
    });
    const sent = await t.call('POST', '/api/user/store/send', {
      auth: player.auth,
      body: { ids: [store!.id], addressId: address.body.data.id },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return sent.body.data.orderId as number;
  };
  const cancel = (op: Op, orderId: number) =>
    t.call('POST', '/api/ops/fulfilment/cancel', { auth: op.authorization, body: { orderId, reason: 'damaged' } });
  const statusOf = async (orderId: number) =>
    (await t.s.dbHandle.db.select().from(shippingOrders).where(eq(shippingOrders.id, orderId)))[0]!.status;
  const coins = (uid: number) => t.s.wallet.balanceOf(t.s.dbHandle.db, uid);

  it('the first refund alone, the second for the same player needs a second operator, who must be another one', async () => {
    const p = await t.register();
    const first = await shipOrder(p);
    const second = await shipOrder(p);
    const before = await coins(p.uid);
    expect((await cancel(a, first)).status).toBe(200);
    expect(await statusOf(first)).toBe(98);
    expect(await coins(p.uid)).toBe(before + 5_99);
    // $5.99 + $5.99 passes a's $10: recorded, not cancelled
    const pending = await cancel(a, second);
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe('ops.error.second_operator_pending');
    expect(await statusOf(second)).not.toBe(98);
    const again = await cancel(a, second);
    expect(again.body.code).toBe('ops.error.own_approval');
    expect((await cancel(b, second)).status).toBe(200);
    expect(await statusOf(second)).toBe(98);
    expect(await coins(p.uid)).toBe(before + 2 * 5_99);
    const audit = await t.s.dbHandle.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.targetId, String(second)));
    expect(audit.filter((r) => r.targetType === 'shipping_order').map((r) => [r.action, r.operatorId])).toEqual([
      ['order.cancel_request', a.userId],
      ['order.cancel', b.userId],
    ]);
  });

  it('own account: an operator cannot cancel (refund) an order of their own player account (403, audited)', async () => {
    const login = await t.call('POST', '/api/user/login/email/login', { body: { email: a.email, password: 'secret123' } });
    const mine = await shipOrder({ uid: a.userId, auth: login.body.data.authorization });
    const r = await cancel(a, mine);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('ops.error.own_account');
    expect(await statusOf(mine)).not.toBe(98);
    const refused = await t.s.dbHandle.db.select().from(opsAudit).where(eq(opsAudit.action, 'money.own_account_refused'));
    expect(refused.some((x) => x.targetId === String(mine) && x.operatorId === a.userId)).toBe(true);
    expect((await cancel(b, mine)).status).toBe(200);
  });
});
