import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { depositRewards, items, opsAudit, storeItems } from '../../db/schema/index.ts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';

const addr = {
  recipientName: 'Ann Lee',
  phone: '+1 555 0100',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postcode: '73301',
  countryCode: 'US',
};

describe.each(DRIVERS)('prizes: shipping, fulfilment, vouchers, mall, exchange on %s (medium)', (driver) => {
  let t: TestApp;
  let op: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp(driver);
    op = await t.operator(['fulfilment']);
  });
  const ops = (path: string, body?: unknown, auth = op.authorization) =>
    t.call(body === undefined ? 'GET' : 'POST', `/api/ops/fulfilment/${path}`, { auth, body });
  afterAll(async () => t?.close());

  const db = () => t.s.dbHandle.db;
  let shipBox = 0;
  /** A box whose prizes all ship (no coin prizes or gift cards). */
  async function shippableBox(): Promise<number> {
    if (shipBox) return shipBox;
    const res: any = await db().execute(sql`select b.id from boxes b where b.is_active and not b.is_free and not exists (
      select 1 from box_odds o join items i on i.id = o.item_id where o.box_id = b.id and o.version = b.odds_version and i.category in ('coins', 'gift-cards'))
      order by b.price_cents limit 1`);
    shipBox = Number((res.rows ?? res)[0].id);
    return shipBox;
  }
  /** A player with `cents` coins, one opened prize (store item id) and an address. */
  async function player(cents = 10_000) {
    const p = await t.register();
    await t.fund(p.uid, cents);
    const open = (await t.call('POST', `/api/item/${await shippableBox()}/open`, { auth: p.auth })).body.data;
    const address = (await t.call('POST', '/api/user/addr/submit', { auth: p.auth, body: addr })).body.data;
    return {
      ...p,
      storeItemId: open.results[0].storeItemId as number,
      itemPrice: open.results[0].itemPrice as number,
      addressId: address.id as number,
    };
  }
  const coins = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data.coin as number;

  it('ships a prize to S1, an operator walks it to S5 with tracking, the player confirms receipt', async () => {
    const p = await player();
    const before = await coins(p.auth);
    const cfg = (await t.call('GET', '/api/shipping/config')).body.data;
    expect(cfg.fees.US).toBe(5.99);
    const sent = await t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [p.storeItemId], addressId: p.addressId } });
    expect(sent.status).toBe(200);
    const fee = p.itemPrice >= cfg.freeFrom ? 0 : 5.99;
    expect(sent.body.data.fee).toBe(fee);
    expect(await coins(p.auth)).toBeCloseTo(before - fee, 2);
    const orderId = sent.body.data.orderId;
    let orders = (await t.call('GET', '/api/user/store/orders', { auth: p.auth })).body.data;
    expect(orders.list[0]).toMatchObject({
      id: orderId,
      status: 54,
      step: 1,
      canAbandon: true,
      canConfirm: false,
      address: { city: 'Austin', countryCode: 'US' },
    });
    expect(orders.list[0].logList).toHaveLength(1);
    const item = (await t.call('GET', '/api/user/store/list', { auth: p.auth })).body.data.list.find((i: any) => i.id === p.storeItemId);
    expect(item.status).toBe('shipping');
    expect(t.sent.some((s) => s.to === `user:${p.uid}` && s.event === 'notify:order')).toBe(true);
    // an item in an order cannot be sold
    expect((await t.call('POST', '/api/user/store/recovery', { auth: p.auth, body: { ids: [p.storeItemId] } })).body.code).toBe(
      'store.error.not_stored',
    );

    expect((await ops('orders?status=54')).body.data.list.some((o: any) => o.id === orderId && o.userId === p.uid)).toBe(true);
    expect((await ops('advance', { ids: [orderId], fromStatus: 54 })).body.data.moved).toEqual([{ id: orderId, status: 55 }]);
    expect((await ops('advance', { ids: [orderId], fromStatus: 55 })).body.code).toBe('order.error.status'); // no tracking number yet
    expect((await ops('tracking', { orderId, trackingNo: '1Z999AA10123456784', carrier: 'UPS' })).status).toBe(200);
    for (const [from, status] of [
      [55, 56],
      [56, 60],
      [60, 200],
    ] as const)
      expect((await ops('advance', { ids: [orderId], fromStatus: from })).body.data.moved).toEqual([{ id: orderId, status }]);
    const audit = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.targetType, 'shipping_order'), eq(opsAudit.targetId, String(orderId))))
      .orderBy(opsAudit.id);
    expect(audit.map((a) => [a.action, a.operatorId])).toEqual([
      ['order.advance', op.userId],
      ['order.tracking', op.userId],
      ['order.advance', op.userId],
      ['order.advance', op.userId],
      ['order.advance', op.userId],
    ]);
    const csv = (await ops('packing_list', { ids: [orderId] })).body.data.csv as string;
    expect(csv.split('\r\n')[0]).toBe(
      'order_id,status,recipient,phone,street,city,state,postcode,country,store_item_id,item_id,item_name,value_usd,tracking_no',
    );
    expect(csv.split('\r\n')[1]).toContain(`${orderId},200,Ann Lee,`);
    // role check: a player and an operator of another role are refused
    expect((await ops('orders?status=54', undefined, p.auth)).status).toBe(403);
    const support = await t.operator(['support']);
    expect((await ops('advance', { ids: [orderId], fromStatus: 200 }, support.authorization)).status).toBe(403);
    // the console's player page lists the player's orders for support (read-only)
    const mine = (await t.call('GET', `/api/ops/players/${p.uid}/orders`, { auth: support.authorization })).body.data;
    expect(mine.list.map((o: any) => [o.id, o.status, o.step, o.trackingNo])).toEqual([[orderId, 200, 5, '1Z999AA10123456784']]);
    expect((await t.call('GET', '/api/ops/fulfilment/orders?status=54')).status).toBe(401);

    const track = (await t.call('GET', `/api/user/store/track?orderId=${orderId}`, { auth: p.auth })).body.data;
    expect(track).toMatchObject({
      status: 200,
      step: 5,
      trackingNo: '1Z999AA10123456784',
      carrier: 'UPS',
      canConfirm: true,
      canAbandon: false,
    });
    expect(track.trackUrl).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(track.logList.map((l: any) => [l.status, l.step, l.event])).toEqual([
      [54, 1, 'created'],
      [55, 2, 'status'],
      [55, 2, 'tracking'],
      [56, 3, 'status'],
      [60, 4, 'status'],
      [200, 5, 'status'],
    ]);
    const confirmed = await t.call('POST', '/api/user/store/confirm_receipt', { auth: p.auth, body: { orderId } });
    expect(confirmed.body.data.receivedAt).not.toBeNull();
    expect(confirmed.body.data.canConfirm).toBe(false);
    expect((await t.call('POST', '/api/user/store/confirm_receipt', { auth: p.auth, body: { orderId } })).body.code).toBe(
      'order.error.cannot_confirm',
    );
    // every status change appended the domain event order.status_changed in its transaction
    const evs: any = await db().execute(
      sql`select payload from domain_events where type = 'order.status_changed' and (payload->>'orderId')::int = ${orderId} order by id`,
    );
    expect((evs.rows ?? evs).map((e: any) => [e.payload.from, e.payload.to, e.payload.event])).toEqual([
      [null, 54, 'created'],
      [54, 55, 'status'],
      [55, 56, 'status'],
      [56, 60, 'status'],
      [60, 200, 'status'],
      [200, 200, 'received'],
    ]);
    const shipped = (await t.call('GET', '/api/user/store/list', { auth: p.auth })).body.data.list.find((i: any) => i.id === p.storeItemId);
    expect(shipped.status).toBe('shipped');
    // another player never sees it
    const other = await t.register();
    expect((await t.call('GET', `/api/user/store/track?orderId=${orderId}`, { auth: other.auth })).status).toBe(404);
    expect((await t.call('POST', '/api/user/store/abandon', { auth: other.auth, body: { orderId } })).status).toBe(404);
  });

  it('abandon before it leaves the warehouse returns the prize and the fee; an operator cancel does too', async () => {
    const p = await player();
    const before = await coins(p.auth);
    const orderId = (await t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [p.storeItemId], addressId: p.addressId } }))
      .body.data.orderId;
    // an order on its way blocks account deletion
    const blocked = await t.call('POST', '/api/user/delete', { auth: p.auth, body: { password: 'secret123' } });
    expect(blocked.body).toMatchObject({ code: 'user.error.delete_blocked', details: { reasons: ['shipping_order'] } });
    const ab = await t.call('POST', '/api/user/store/abandon', { auth: p.auth, body: { orderId } });
    expect(ab.body.data).toMatchObject({ status: 99, step: 1, cancelled: true, canAbandon: false });
    expect(await coins(p.auth)).toBeCloseTo(before, 2);
    expect((await t.call('POST', '/api/user/store/abandon', { auth: p.auth, body: { orderId } })).body.code).toBe(
      'order.error.cannot_abandon',
    );
    const again = (await t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [p.storeItemId], addressId: p.addressId } }))
      .body.data.orderId;
    expect((await ops('cancel', { orderId: again, reason: 'carrier refused' })).status).toBe(200);
    expect(
      (
        await db()
          .select()
          .from(opsAudit)
          .where(and(eq(opsAudit.targetType, 'shipping_order'), eq(opsAudit.targetId, String(again))))
      )[0]!.action,
    ).toBe('order.cancel');
    expect((await t.call('GET', `/api/user/store/track?orderId=${again}`, { auth: p.auth })).body.data).toMatchObject({
      status: 98,
      cancelled: true,
    });
    expect(
      (await t.call('GET', '/api/user/store/list', { auth: p.auth })).body.data.list.find((i: any) => i.id === p.storeItemId).status,
    ).toBe('stored');
    expect(await coins(p.auth)).toBeCloseTo(before, 2);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('spec errors: no address, unsupported country, coin prizes, not theirs; an idempotent send answers the first order', async () => {
    const p = await player();
    expect(
      (await t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [p.storeItemId], addressId: 999_999 } })).body,
    ).toEqual({ code: 'order.error.address_empty', msg: 'Please add a shipping address first' });
    const coinItem = (await db().select().from(items).where(eq(items.category, 'coins')).limit(1))[0]!;
    const [coin] = await db()
      .insert(storeItems)
      .values({ userId: p.uid, itemId: coinItem.id, source: 'box', valueCents: coinItem.priceCents })
      .returning();
    expect(
      (await t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [coin!.id], addressId: p.addressId } })).body.code,
    ).toBe('store.error.not_shippable');
    const stranger = await player();
    expect(
      (await t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [stranger.storeItemId], addressId: p.addressId } })).body
        .code,
    ).toBe('store.error.not_found');
    const headers = { 'idempotency-key': `ship-${p.uid}-abcdef` };
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t.call('POST', '/api/user/store/send', { auth: p.auth, headers, body: { ids: [p.storeItemId], addressId: p.addressId } }),
      ),
    );
    expect(a!.body.data.orderId).toBe(b!.body.data.orderId);
    await t.s.prizes.settings.set(db(), 'shipping.countries', ['GB'], op.userId);
    try {
      const p2 = await t.register();
      await t.fund(p2.uid, 10_000);
      const id2 = (await t.call('POST', `/api/item/${await shippableBox()}/open`, { auth: p2.auth })).body.data.results[0].storeItemId;
      expect((await t.call('POST', '/api/user/addr/submit', { auth: p2.auth, body: addr })).body.code).toBe('address.error.country');
      expect((await t.call('GET', '/api/country/list')).body.data).toEqual([{ code: 'GB', name: 'United Kingdom' }]);
      // an address saved before the country was dropped
      expect((await t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [id2], addressId: p.addressId } })).body.code).toBe(
        'order.error.country',
      );
    } finally {
      await t.s.prizes.settings.set(
        db(),
        'shipping.countries',
        (await import('../addresses/countries.ts')).SHIPPING_COUNTRY_CODES,
        op.userId,
      );
    }
  });

  it('a ship raced against a sell of the same item succeeds once', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await player();
      const [ship, sell] = await Promise.all([
        t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [p.storeItemId], addressId: p.addressId } }),
        t.call('POST', '/api/user/store/recovery', { auth: p.auth, body: { ids: [p.storeItemId] } }),
      ]);
      expect([ship.status, sell.status].filter((s) => s === 200)).toHaveLength(1);
      expect([ship.body.code, sell.body.code]).toContain('store.error.not_stored');
    }
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('mall: HapaCoins buy an item into the store (not sellable); stock 1 raced 20 times sells once; limits', async () => {
    const mall = (await t.call('GET', '/api/mall/v2/exchange_list')).body.data.list;
    const limited = mall.find((m: any) => m.stock === 1);
    const capped = mall.find((m: any) => m.limit === 2);
    expect(limited.left).toBe(1);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.register()));
    const beans = (uid: number, n: number) =>
      db().transaction((tx) =>
        t.s.wallet.credit(
          tx,
          'bean_clearing',
          { userId: uid, amount: n, idempotencyKey: `test-beans:${uid}:${n}`, kind: 'test' },
          'user_bean',
        ),
      );
    for (const b of buyers) await beans(b.uid, limited.bean + capped.bean * 3);
    const races = await Promise.all(
      buyers.map((b) => t.call('POST', '/api/mall/exchange', { auth: b.auth, body: { id: limited.id, quantity: 1 } })),
    );
    expect(
      races.filter((r) => r.status === 200),
      JSON.stringify(races[0]!.body),
    ).toHaveLength(1);
    expect(races.filter((r) => r.body.code === 'mall.error.out_of_stock')).toHaveLength(19);
    expect((await t.call('GET', '/api/mall/v2/exchange_list')).body.data.list.find((m: any) => m.id === limited.id).left).toBe(0);
    const b = buyers[0]!;
    const beansBefore = (await t.call('GET', '/api/mall/v2/exchange_list', { auth: b.auth })).body.data.hapaBean;
    const bought = await t.call('POST', '/api/mall/exchange', { auth: b.auth, body: { id: capped.id, quantity: 2 } });
    expect(bought.status).toBe(200);
    expect(bought.body.data.hapaBean).toBe(beansBefore - capped.bean * 2);
    expect((await t.call('POST', '/api/mall/exchange', { auth: b.auth, body: { id: capped.id, quantity: 1 } })).body.code).toBe(
      'mall.error.limit',
    );
    const sid = bought.body.data.storeItemIds[0];
    const listed = (await t.call('GET', '/api/user/store/list', { auth: b.auth })).body.data.list.find((i: any) => i.id === sid);
    expect(listed).toMatchObject({ source: 'mall', sellable: false, status: 'stored' });
    expect((await t.call('POST', '/api/user/store/recovery', { auth: b.auth, body: { ids: [sid] } })).body).toEqual({
      code: 'store.error.cannot_sell',
      msg: 'Mall and voucher items cannot be sold',
    });
    // the same Idempotency-Key twice at once buys once and answers the same items
    const key = { 'idempotency-key': `mall-${b.uid}-abcdefgh` };
    await beans(b.uid, 5_000_000);
    const other = mall.find((m: any) => m.limit === null && m.stock === null);
    const [k1, k2] = await Promise.all(
      [1, 2].map(() => t.call('POST', '/api/mall/exchange', { auth: b.auth, headers: key, body: { id: other.id, quantity: 1 } })),
    );
    expect(k1!.body.data.storeItemIds).toEqual(k2!.body.data.storeItemIds);
    const poor = await t.register();
    expect((await t.call('POST', '/api/mall/exchange', { auth: poor.auth, body: { id: capped.id, quantity: 1 } })).body.code).toBe(
      'bean.error.not_enough',
    );
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('a free-box voucher from a deposit reward opens the box once, provably fair; expiry is enforced', async () => {
    const p = await t.register();
    await db()
      .insert(depositRewards)
      .values({ userId: p.uid, orderNo: `T${p.uid}`, kind: 'box_voucher', quantity: 2, boxId: 109, voucherKind: 1 });
    const avail = (await t.call('GET', '/api/voucher/user_avail_vouchers?boxId=109', { auth: p.auth })).body.data.list;
    expect(avail).toHaveLength(2);
    expect(avail[0]).toMatchObject({ kind: 0, boxId: 109, status: 'available' });
    expect((await t.call('GET', '/api/voucher/list', { auth: p.auth })).body.data.list).toHaveLength(2); // issued once
    const sku = (await t.call('GET', `/api/voucher/sku?id=${avail[0].id}`, { auth: p.auth })).body.data.list;
    expect(sku.length).toBeGreaterThan(1);
    const [x, y] = await Promise.all(
      [1, 2].map(() => t.call('POST', '/api/voucher/exchange', { auth: p.auth, body: { id: avail[0].id } })),
    );
    expect([x!.status, y!.status].sort()).toEqual([200, 409]);
    const opened = (x!.status === 200 ? x : y)!.body.data;
    expect(opened.cost).toBe(0);
    const verify = await t.call('POST', `/api/user/open/${opened.results[0].openId}/verify_v2`, { auth: p.auth });
    expect(verify.status).toBe(200);
    expect((await t.call('GET', '/api/voucher/user_avail_vouchers?boxId=109', { auth: p.auth })).body.data.list).toHaveLength(1);
    await db()
      .update((await import('../../db/schema/index.ts')).vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq((await import('../../db/schema/index.ts')).vouchers.userId, p.uid));
    expect((await t.call('POST', '/api/voucher/exchange', { auth: p.auth, body: { id: avail[1].id } })).body.code).toBe(
      'voucher.error.expired',
    );
    expect((await t.call('GET', '/api/voucher/list', { auth: p.auth })).body.data.list.map((v: any) => v.status).sort()).toEqual([
      'expired',
      'used',
    ]);
    const rows = await db()
      .select()
      .from(depositRewards)
      .where(and(eq(depositRewards.userId, p.uid)));
    expect(rows[0]!.status).toBe('issued');
  });

  it('exchange center: prizes to HapaCoins at the rate, or to a Charge voucher paid with the next qualifying deposit', async () => {
    const p = await player();
    const cfg = (await t.call('GET', '/api/exchange_center/config')).body.data;
    expect(cfg).toMatchObject({ beanRate: 1.1, voucherRate: 1.2, voucherMinDeposit: 20 });
    const toBean = await t.call('POST', '/api/exchange_center/exchange', { auth: p.auth, body: { ids: [p.storeItemId], to: 'bean' } });
    expect(toBean.body.data.bean).toBe(Math.floor(Math.round(p.itemPrice * 100) * 1.1));
    expect(toBean.body.data.hapaBean).toBe(toBean.body.data.bean);
    expect(
      (await t.call('POST', '/api/exchange_center/exchange', { auth: p.auth, body: { ids: [p.storeItemId], to: 'bean' } })).body.code,
    ).toBe('store.error.not_stored');
    await t.fund(p.uid, 10_000);
    const second = (await t.call('POST', '/api/item/101/open', { auth: p.auth })).body.data.results[0];
    const toVoucher = (
      await t.call('POST', '/api/exchange_center/exchange', { auth: p.auth, body: { ids: [second.storeItemId], to: 'voucher' } })
    ).body.data;
    const expected = Math.floor(Math.round(second.itemPrice * 100) * 1.2) / 100;
    expect(toVoucher.voucherAmount).toBeCloseTo(expected, 2);
    const voucher = (await t.call('GET', `/api/voucher/detail?id=${toVoucher.voucherId}`, { auth: p.auth })).body.data;
    expect(voucher).toMatchObject({ kind: 1, status: 'available', minDeposit: 20 });
    expect((await t.call('POST', '/api/voucher/exchange', { auth: p.auth, body: { id: voucher.id } })).body.code).toBe(
      'voucher.error.kind',
    );
    // a Charge voucher is a part of the deposit it qualifies for (docs/payments.md#deposit-parts): quoted, then used by the
    // crediting (the settlement posts its ledger line; payments/deposit-parts.test.ts credits one end to end)
    const small = await db().transaction((tx) =>
      t.s.prizes.vouchers.depositPart(tx, { userId: p.uid, orderNo: 'SMALL', coinCents: 10_00 }, 'credit'),
    );
    expect(small).toBeNull();
    const quoted = await t.s.prizes.vouchers.depositPart(db(), { userId: p.uid, orderNo: 'BIG', coinCents: 50_00 }, 'quote');
    expect((await t.call('GET', `/api/voucher/detail?id=${voucher.id}`, { auth: p.auth })).body.data.status).toBe('available');
    const part = await db().transaction((tx) =>
      t.s.prizes.vouchers.depositPart(tx, { userId: p.uid, orderNo: 'BIG', coinCents: 50_00 }, 'credit'),
    );
    expect(part).toEqual(quoted);
    expect(part).toMatchObject({ cents: Math.round(voucher.amount * 100), idempotencyKey: `charge_voucher:${voucher.id}` });
    expect((await t.call('GET', `/api/voucher/detail?id=${voucher.id}`, { auth: p.auth })).body.data.status).toBe('used');
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('item card: value, boxes with odds, recent drops', async () => {
    const box = (await t.call('GET', '/api/item/101/detail')).body.data;
    const itemId = box.items[0].id;
    await player();
    const card = (await t.call('GET', `/api/item/card/${itemId}`)).body.data;
    expect(card).toMatchObject({ id: itemId, name: box.items[0].name });
    expect(card.boxes.find((b: any) => b.id === 101).probability).toBeCloseTo(box.items[0].probability, 6);
    expect((await t.call('GET', '/api/item/card/99999999')).status).toBe(404);
  });

  it('soak: mixed store actions, then the ledger check passes', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(50_000)));
    const actions = players.flatMap((p) => [
      () => t.call('POST', '/api/item/101/open/3', { auth: p.auth }),
      () => t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [p.storeItemId], addressId: p.addressId } }),
      () => t.call('POST', '/api/user/store/recovery', { auth: p.auth, body: { ids: [p.storeItemId] } }),
      () => t.call('POST', '/api/exchange_center/exchange', { auth: p.auth, body: { ids: [p.storeItemId], to: 'bean' } }),
      () => t.call('POST', '/api/bean/3/recharge', { auth: p.auth }),
      () => t.call('POST', '/api/mall/exchange', { auth: p.auth, body: { id: 5, quantity: 1 } }),
    ]);
    const res = await Promise.all(actions.map((a) => a()));
    expect(res.every((r) => r.status < 500)).toBe(true);
    for (const p of players) {
      const orders = (await t.call('GET', '/api/user/store/orders', { auth: p.auth })).body.data.list;
      for (const o of orders) if (o.canAbandon) await t.call('POST', '/api/user/store/abandon', { auth: p.auth, body: { orderId: o.id } });
    }
    const report = await checkLedger(db());
    expect(report.ok).toBe(true);
  });
});
