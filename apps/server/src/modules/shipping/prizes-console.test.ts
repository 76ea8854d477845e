import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { boxTicket, itemIndexForTicket, sha256Hex } from '@hapa/domain';
import { ISO_3166_ALPHA2, isIsoCountryCode } from '@hapa/contracts';
import { depositRewards, opsAudit, vouchers } from '../../db/schema/index.ts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { FREE_BOX_ID } from '../../db/seed/catalogue.ts';
import { SHIPPING_COUNTRY_CODES } from '../addresses/countries.ts';

const addr = {
  recipientName: 'Ann Lee',
  phone: '+1 555 0100',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postcode: '73301',
  countryCode: 'US',
};
const rowsOf = (r: any) => (r.rows ?? r) as any[];

/**
 * Console gaps (medium; docs/architecture/console.md): prize settings and mall offers in the console, fulfilment advance that
 * carries the expected status, voucher-opening prizes not sellable, box vouchers of Free kind from a REAL sandbox
 * deposit (with a Charge voucher applied by it), the append-only audit log, the item card's drops, the
 * dashboard's deposits and battles, the audit log filters.
 */
describe.each(DRIVERS)('prizes console and gaps on %s (medium)', (driver) => {
  let t: TestApp;
  let fulfil: { authorization: string; userId: number };
  let finance: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp(driver);
    fulfil = await t.operator(['fulfilment']);
    finance = await t.operator(['finance']);
    await t.s.vip.putSetting('battle_min_vip', 0);
  });
  afterAll(async () => t?.close());
  const db = () => t.s.dbHandle.db;
  const coins = async (auth: string) => (await t.call('GET', '/api/user/base_info', { auth })).body.data.coin as number;

  /** A box whose prizes all ship (no coin prizes or gift cards). */
  async function shippableBox(): Promise<number> {
    const res = await db().execute(sql`select b.id from boxes b where b.is_active and not b.is_free and not exists (
      select 1 from box_odds o join items i on i.id = o.item_id where o.box_id = b.id and o.version = b.odds_version and i.category in ('coins', 'gift-cards'))
      order by b.price_cents limit 1`);
    return Number(rowsOf(res)[0].id);
  }
  /** A player with `cents` coins, one opened prize worth less than $100 and a US address. */
  async function player(cents = 10_000) {
    const p = await t.register();
    await t.fund(p.uid, cents);
    let open;
    do open = (await t.call('POST', `/api/item/${await shippableBox()}/open`, { auth: p.auth })).body.data.results[0];
    while (open.itemPrice >= 100);
    const address = (await t.call('POST', '/api/user/addr/submit', { auth: p.auth, body: addr })).body.data;
    return { ...p, storeItemId: open.storeItemId as number, itemPrice: open.itemPrice as number, addressId: address.id as number };
  }

  it('shipping settings: an operator changes the US fee, the next order pays it; bad shapes are refused; audited', async () => {
    const get = await t.call('GET', '/api/ops/prizes/shipping', { auth: fulfil.authorization });
    expect(get.status).toBe(200);
    const current = get.body.data;
    expect(current.feeRule.fees.US).toBe(599);
    expect(current.carriers.UPS).toContain('{no}');
    const p = await player();
    const changed = {
      ...current,
      feeRule: { ...current.feeRule, fees: { ...current.feeRule.fees, US: 321 } },
      carriers: { ...current.carriers, 'Royal Mail': 'https://www.royalmail.com/track-your-item#/tracking-results/{no}' },
    };
    const saved = await t.call('POST', '/api/ops/prizes/shipping', { auth: fulfil.authorization, body: changed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.feeRule.fees.US).toBe(321);
    expect((await t.call('GET', '/api/shipping/config')).body.data.fees.US).toBe(3.21);
    const before = await coins(p.auth);
    const sent = await t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [p.storeItemId], addressId: p.addressId } });
    expect(sent.body.data.fee).toBe(3.21);
    expect(await coins(p.auth)).toBeCloseTo(before - 3.21, 2);
    const [audit] = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'settings.shipping'), eq(opsAudit.operatorId, fulfil.userId)));
    expect((audit!.before as any).feeRule.fees.US).toBe(599);
    expect((audit!.after as any).feeRule.fees.US).toBe(321);
    // shapes: an unknown country, a template without {no}, a negative fee, no countries
    const bad: unknown[] = [
      { ...changed, countries: [...changed.countries, 'XX'] },
      { ...changed, feeRule: { ...changed.feeRule, fees: { ZZ: 100 } } },
      { ...changed, carriers: { UPS: 'https://www.ups.com/track' } },
      { ...changed, carriers: { UPS: 'javascript:alert(1)//{no}' } },
      { ...changed, feeRule: { ...changed.feeRule, defaultFeeCents: -1 } },
      { ...changed, countries: [] },
      { ...changed, countries: ['US', 'US'] },
    ];
    // country codes outside the ISO 3166-1 alpha-2 list (a digit, empty, lower case, non-ASCII, user-assigned XK,
    // reserved AC and UK): a 400 naming the field, never a 500 (docs/security.md#requests-and-sessions)
    for (const code of ['1', 'x', '', 'ÄÖ', 'us', 'XK', 'AC', 'UK', 'USA', 'U\u0301']) {
      bad.push({ ...changed, countries: [...changed.countries, code] });
      bad.push({ ...changed, feeRule: { ...changed.feeRule, fees: { [code]: 100 } } });
    }
    for (const body of bad) {
      const r = await t.call('POST', '/api/ops/prizes/shipping', { auth: fulfil.authorization, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code, JSON.stringify(body)).toBe('error.invalid_parameter');
    }
    // the shipping list the shop starts with is inside the ISO list; the ISO list is the 249 assigned codes
    expect(SHIPPING_COUNTRY_CODES.filter((c) => !isIsoCountryCode(c))).toEqual([]);
    expect(new Set(ISO_3166_ALPHA2).size).toBe(249);
    // a finance operator cannot change shipping; a fulfilment operator cannot change rates
    expect((await t.call('POST', '/api/ops/prizes/shipping', { auth: finance.authorization, body: changed })).status).toBe(403);
    expect((await t.call('GET', '/api/ops/prizes/rates', { auth: fulfil.authorization })).status).toBe(403);
    // restore
    expect((await t.call('POST', '/api/ops/prizes/shipping', { auth: fulfil.authorization, body: current })).status).toBe(200);
  });

  it('prize rates: a changed exchange rate applies to the next exchange', async () => {
    const current = (await t.call('GET', '/api/ops/prizes/rates', { auth: finance.authorization })).body.data;
    expect(current).toEqual({
      exchangeRates: { beanPpm: 1_100_000, voucherPpm: 1_200_000, voucherMinDepositCents: 2000, voucherDays: 30 },
      voucherExpiry: { depositFreeDays: 30 },
    });
    const r = await t.call('POST', '/api/ops/prizes/rates', {
      auth: finance.authorization,
      body: { ...current, exchangeRates: { ...current.exchangeRates, beanPpm: 500_000 } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await t.call('GET', '/api/exchange_center/config')).body.data.beanRate).toBe(0.5);
    const p = await player();
    const ex = await t.call('POST', '/api/exchange_center/exchange', { auth: p.auth, body: { ids: [p.storeItemId], to: 'bean' } });
    expect(ex.body.data.bean).toBe(Math.floor(Math.round(p.itemPrice * 100) * 0.5));
    expect(
      (
        await t.call('POST', '/api/ops/prizes/rates', {
          auth: finance.authorization,
          body: { ...current, exchangeRates: { ...current.exchangeRates, beanPpm: 0 } },
        })
      ).status,
    ).toBe(400);
    expect((await t.call('POST', '/api/ops/prizes/rates', { auth: finance.authorization, body: current })).status).toBe(200);
  });

  it('mall offers: an operator creates an offer and changes its stock; the change applies to the next purchase', async () => {
    const item = rowsOf(await db().execute(sql`select id from items where category not in ('coins', 'gift-cards') order by id limit 1`))[0]
      .id as number;
    const created = await t.call('POST', '/api/ops/mall/offers', {
      auth: finance.authorization,
      body: { itemId: Number(item), priceBean: 700, stock: 1, perUserLimit: null, sort: 50, isActive: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    expect((await t.call('GET', '/api/mall/v2/exchange_list')).body.data.list.find((m: any) => m.id === id)).toMatchObject({
      bean: 700,
      stock: 1,
      left: 1,
    });
    const buyer = await t.register();
    await db().transaction((tx) =>
      t.s.wallet.credit(
        tx,
        'bean_clearing',
        { userId: buyer.uid, amount: 10_000, idempotencyKey: `test-beans:${buyer.uid}`, kind: 'test' },
        'user_bean',
      ),
    );
    const buy = () => t.call('POST', '/api/mall/exchange', { auth: buyer.auth, body: { id, quantity: 1 } });
    expect((await buy()).status).toBe(200);
    expect((await buy()).body.code).toBe('mall.error.out_of_stock');
    const edit = (v: Record<string, unknown>) =>
      t.call('POST', `/api/ops/mall/offers/${id}`, {
        auth: finance.authorization,
        body: { itemId: Number(item), priceBean: 700, stock: 1, perUserLimit: null, sort: 50, isActive: true, ...v },
      });
    const raised = await edit({ stock: 3, priceBean: 900 });
    expect(raised.body.data).toMatchObject({ id, stock: 3, sold: 1, priceBean: 900 });
    const second = await buy();
    expect(second.status).toBe(200);
    expect(second.body.data.bean).toBe(900);
    expect((await t.call('GET', '/api/mall/v2/exchange_list')).body.data.list.find((m: any) => m.id === id).left).toBe(1);
    await edit({ stock: 3, priceBean: 900, isActive: false });
    expect((await buy()).body.code).toBe('mall.error.off_sale');
    expect((await t.call('GET', '/api/mall/v2/exchange_list')).body.data.list.some((m: any) => m.id === id)).toBe(false);
    expect(
      (await t.call('GET', '/api/ops/mall/offers', { auth: finance.authorization })).body.data.list.find((m: any) => m.id === id),
    ).toMatchObject({ isActive: false, sold: 2 });
    const audits = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.targetType, 'mall_item'), eq(opsAudit.targetId, String(id))))
      .orderBy(opsAudit.id);
    expect(audits.map((a) => a.action)).toEqual(['mall.offer_create', 'mall.offer_update', 'mall.offer_update']);
    expect(
      (
        await t.call('POST', '/api/ops/mall/offers/999999', {
          auth: finance.authorization,
          body: { itemId: Number(item), priceBean: 1, stock: null, perUserLimit: null, sort: 0, isActive: true },
        })
      ).body.code,
    ).toBe('mall.error.not_found');
    expect(
      (
        await t.call('POST', '/api/ops/mall/offers', {
          auth: finance.authorization,
          body: { itemId: 99_999_999, priceBean: 1, stock: null, perUserLimit: null, sort: 0, isActive: true },
        })
      ).body.code,
    ).toBe('item.error.not_found');
    expect(
      (
        await t.call('POST', '/api/ops/mall/offers', {
          auth: finance.authorization,
          body: { itemId: Number(item), priceBean: 0, stock: -1, perUserLimit: null, sort: 0, isActive: true },
        })
      ).status,
    ).toBe(400);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('fulfilment advance carries the expected status: the same advance sent twice moves each order once', async () => {
    const a = await player();
    const b = await player();
    const send = async (p: typeof a) =>
      (await t.call('POST', '/api/user/store/send', { auth: p.auth, body: { ids: [p.storeItemId], addressId: p.addressId } })).body.data
        .orderId as number;
    const ids = [await send(a), await send(b)];
    const advance = () => t.call('POST', '/api/ops/fulfilment/advance', { auth: fulfil.authorization, body: { ids, fromStatus: 54 } });
    const first = await advance();
    expect(first.body.data.moved.map((m: any) => m.status)).toEqual([55, 55]);
    const retried = await advance();
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual({ moved: [], skipped: ids.map((id) => ({ id, status: 55 })) });
    // two operators on the same stale queue at once: each order moves once
    await t.call('POST', '/api/ops/fulfilment/tracking', {
      auth: fulfil.authorization,
      body: { orderId: ids[0], trackingNo: 'TRK-0001', carrier: 'UPS' },
    });
    await t.call('POST', '/api/ops/fulfilment/tracking', {
      auth: fulfil.authorization,
      body: { orderId: ids[1], trackingNo: 'TRK-0002', carrier: 'UPS' },
    });
    const other = await t.operator(['fulfilment']);
    const raced = await Promise.all(
      [fulfil, other].map((o) => t.call('POST', '/api/ops/fulfilment/advance', { auth: o.authorization, body: { ids, fromStatus: 55 } })),
    );
    expect(raced.flatMap((r) => r.body.data.moved)).toHaveLength(2);
    expect(raced.flatMap((r) => r.body.data.skipped)).toHaveLength(2);
    for (const id of ids)
      expect((await t.call('GET', `/api/user/store/track?orderId=${id}`, { auth: id === ids[0] ? a.auth : b.auth })).body.data.status).toBe(
        56,
      );
    const advances = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'order.advance'), eq(opsAudit.targetId, String(ids[0]))));
    expect(advances).toHaveLength(2); // 54 -> 55, 55 -> 56
    // an end status has no next one; the old body without fromStatus is refused
    expect(
      (await t.call('POST', '/api/ops/fulfilment/advance', { auth: fulfil.authorization, body: { ids, fromStatus: 200 } })).body.code,
    ).toBe('order.error.status');
    expect((await t.call('POST', '/api/ops/fulfilment/advance', { auth: fulfil.authorization, body: { ids } })).status).toBe(400);
  });

  it('a REAL sandbox deposit applies a Charge voucher and records its box voucher as kind Free; the voucher opening verifies and its prize cannot be sold', async () => {
    const p = await t.register();
    const voucherId = await db().transaction((tx) => t.s.prizes.vouchers.issueCharge(tx, p.uid, 5_00, 20_00, 30, `test:${p.uid}`));
    const pre = await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 100, orderType: 1 } });
    expect(pre.status, JSON.stringify(pre.body)).toBe(200);
    const orderNo = pre.body.data.orderNo as string;
    expect((await t.call('POST', `/api/pay/sandbox/${orderNo}/confirm`)).status).toBe(200);
    const voucher = (await t.call('GET', `/api/voucher/detail?id=${voucherId}`, { auth: p.auth })).body.data;
    expect(voucher).toMatchObject({ kind: 1, status: 'used' });
    const [used] = await db().select().from(vouchers).where(eq(vouchers.id, voucherId!));
    expect(used!.usedRef).toBe(`deposit:${orderNo}`);
    const entry = rowsOf(
      await db()
        .execute(sql`select l.amount from journal_entries e join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id
      where e.idempotency_key = ${`charge_voucher:${voucherId}`} and a.user_id = ${p.uid}`),
    );
    expect(entry.map((r) => Number(r.amount))).toEqual([5_00]);
    // the deposit's box voucher reward is a Free (0) voucher of the free box
    const [reward] = await db()
      .select()
      .from(depositRewards)
      .where(and(eq(depositRewards.userId, p.uid), eq(depositRewards.kind, 'box_voucher')));
    expect(reward).toMatchObject({ orderNo, quantity: 1, boxId: FREE_BOX_ID, voucherKind: 0 });
    const free = (await t.call('GET', `/api/voucher/user_avail_vouchers?boxId=${FREE_BOX_ID}`, { auth: p.auth })).body.data.list;
    expect(free).toHaveLength(1);
    expect(free[0]).toMatchObject({ kind: 0, boxId: FREE_BOX_ID, status: 'available' });
    // the voucher opening: ticket and item recompute from the revealed server seed
    const seedBefore = (await t.call('GET', '/api/user/seed_info?type=1', { auth: p.auth })).body.data;
    const opened = await t.call('POST', '/api/voucher/exchange', { auth: p.auth, body: { id: free[0].id } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const r = opened.body.data.results[0];
    expect(r.nonce).toBe(seedBefore.nonce);
    expect(r.serverSeedHashed).toBe(seedBefore.current_server_seed_hashed);
    const rotated = (
      await t.call('POST', '/api/user/client_seed/submit', { auth: p.auth, body: { client_seed: 'voucher-check', type: 'client' } })
    ).body.data;
    expect(sha256Hex(rotated.serverSeed)).toBe(seedBefore.current_server_seed_hashed);
    const v = (await t.call('POST', `/api/user/open/${r.openId}/verify_v2`, { auth: p.auth })).body.data;
    expect(v.serverSeed).toBe(rotated.serverSeed);
    const ticket = boxTicket(rotated.serverSeed, v.clientSeed, v.nonce);
    expect(ticket).toBe(r.ticket);
    expect(
      v.items[
        itemIndexForTicket(
          v.items.map((i: any) => ({ from: i.ticketFrom, to: i.ticketTo })),
          ticket,
        )
      ].id,
    ).toBe(r.itemId);
    // docs/product/errors.md "mall/voucher items cannot be sold": the prize of a voucher opening is not sellable nor exchangeable
    const listed = (await t.call('GET', '/api/user/store/list', { auth: p.auth })).body.data.list.find((i: any) => i.id === r.storeItemId);
    expect(listed).toMatchObject({ source: 'free_voucher', sellable: false, status: 'stored' });
    expect((await t.call('POST', '/api/user/store/recovery', { auth: p.auth, body: { ids: [r.storeItemId] } })).body).toEqual({
      code: 'store.error.cannot_sell',
      msg: 'Mall and voucher items cannot be sold',
    });
    expect(
      (await t.call('POST', '/api/exchange_center/exchange', { auth: p.auth, body: { ids: [r.storeItemId], to: 'bean' } })).body.code,
    ).toBe('store.error.cannot_sell');
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('ops_audit is append-only: UPDATE and DELETE are refused by the database', async () => {
    const [row] = await db().select().from(opsAudit).limit(1);
    expect(row).toBeDefined();
    /** The database's own message (drizzle wraps it as the cause). */
    const refusal = (q: Promise<unknown>) =>
      q.then(
        () => 'accepted',
        (e: any) => String(e?.cause?.message ?? e?.message),
      );
    expect(await refusal(db().execute(sql`update ops_audit set action = 'tampered' where id = ${row!.id}`))).toMatch(
      /ops_audit is append-only: UPDATE refused/,
    );
    expect(await refusal(db().execute(sql`delete from ops_audit where id = ${row!.id}`))).toMatch(
      /ops_audit is append-only: DELETE refused/,
    );
    expect(await refusal(db().execute(sql`truncate ops_audit`))).toMatch(/ops_audit is append-only: TRUNCATE refused/);
    const [still] = await db().select().from(opsAudit).where(eq(opsAudit.id, row!.id));
    expect(still!.action).toBe(row!.action);
  });

  it('item card: the recent drops list the item just won', async () => {
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    const won = (await t.call('POST', '/api/item/101/open', { auth: p.auth })).body.data.results[0];
    const card = (await t.call('GET', `/api/item/card/${won.itemId}`)).body.data;
    expect(card.drops.length).toBeGreaterThan(0);
    expect(card.drops.every((d: any) => d.itemId === won.itemId)).toBe(true);
    expect(card.drops[0]).toMatchObject({ id: won.openId, itemId: won.itemId, boxId: 101 });
  });

  it('dashboard: deposits and battles figures count the real deposits and battles in range', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const dash = async () =>
      (
        await t.call('GET', `/api/ops/dashboard?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
          auth: finance.authorization,
        })
      ).body.data;
    const before = await dash();
    const p = await t.register();
    const pre = await t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount: 25, orderType: 1 } });
    await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/confirm`);
    const a = await t.register();
    const b = await t.register();
    await t.fund(a.uid, 10_000);
    await t.fund(b.uid, 10_000);
    const created = await t.call('POST', '/api/battle/v2/create', {
      auth: a.auth,
      body: { boxes: [{ boxId: 110, count: 1 }], type: 'singled' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await t.call('POST', `/api/battle/v2/${created.body.data.uuid}/pvp`, { auth: b.auth, body: { number: 2 } })).status).toBe(200);
    const after = await dash();
    expect(after.depositCount - before.depositCount).toBe(1);
    expect(after.depositsCents - before.depositsCents).toBeGreaterThanOrEqual(25_00);
    expect(after.battles - before.battles).toBe(1);
    const seat = Math.round(created.body.data.cost * 100);
    // both seats staked; the battle's prizes are what the seats won
    const won = rowsOf(
      await db().execute(
        sql`select coalesce(sum(p.won_cents), 0) as w from battle_players p join battles b on b.id = p.battle_id where b.uuid = ${created.body.data.uuid}`,
      ),
    )[0].w;
    expect(after.stakesCents - before.stakesCents).toBe(2 * seat);
    expect(after.prizesCents - before.prizesCents).toBe(Number(won));
    const today = after.days.find((d: any) => d.day === new Date().toISOString().slice(0, 10));
    expect(today.battles).toBeGreaterThanOrEqual(1);
  });

  it('audit log filters return exactly the matching rows', async () => {
    const admin = await t.operator(['admin']);
    const q = async (query: string) =>
      (await t.call('GET', `/api/ops/audit?${query}&pageSize=100`, { auth: admin.authorization })).body.data;
    const all = await db().select().from(opsAudit);
    const byOp = await q(`operatorId=${finance.userId}`);
    expect(byOp.total).toBe(all.filter((r) => r.operatorId === finance.userId).length);
    expect(byOp.list.every((r: any) => r.operatorId === finance.userId)).toBe(true);
    const byAction = await q('action=settings.shipping');
    expect(byAction.total).toBe(all.filter((r) => r.action === 'settings.shipping').length);
    expect(byAction.total).toBeGreaterThan(0);
    expect(byAction.list.every((r: any) => r.action === 'settings.shipping')).toBe(true);
    const mallRow = all.find((r) => r.targetType === 'mall_item')!;
    const byTarget = await q(`targetType=mall_item&targetId=${mallRow.targetId}`);
    expect(byTarget.list.map((r: any) => r.id).sort()).toEqual(
      all
        .filter((r) => r.targetType === 'mall_item' && r.targetId === mallRow.targetId)
        .map((r) => r.id)
        .sort(),
    );
    const future = await q(`from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`);
    expect(future.total).toBe(0);
    const past = await q(`to=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}`);
    expect(past.total).toBe(0);
    const combined = await q(`operatorId=${finance.userId}&action=mall.offer_update`);
    expect(combined.total).toBe(all.filter((r) => r.operatorId === finance.userId && r.action === 'mall.offer_update').length);
    expect(combined.total).toBeGreaterThan(0);
  });
});
