import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { listOrders } from './payments.repo.ts';

// docs/architecture/money-and-ledger.md#history-pages: ids from payment_orders_user_created_id_idx (created_at desc, id desc) first
describe.each(DRIVERS)('deposit history pages on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('walks 45 orders in pages of 20 (created_at desc then id desc, no other player, total = 45, empty past the end)', async () => {
    const db = t.s.dbHandle.db;
    const [a, b] = [await t.register(), await t.register()];
    const base = Date.parse('2026-03-01T00:00:00Z');
    for (let n = 0; n < 45; n++) {
      // times out of id order, three orders per instant (ties broken by id desc)
      const createdAt = new Date(base + ((n * 7) % 15) * 60_000);
      const row = { payType: 'card', amountCents: 1000 + n, createdAt, expiresAt: new Date(base + 86_400_000) };
      await db.insert(paymentOrders).values({ ...row, orderNo: `PG${a.uid}-${n}`, userId: a.uid });
      if (n % 2 === 0) await db.insert(paymentOrders).values({ ...row, orderNo: `PG${b.uid}-${n}`, userId: b.uid });
    }
    const expected = await db
      .select({ id: paymentOrders.id, createdAt: paymentOrders.createdAt })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, a.uid))
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
    expect(expected).toHaveLength(45);
    expect(expected.map((r) => r.id)).not.toEqual([...expected.map((r) => r.id)].sort((x, y) => y - x)); // not plain id order
    const seen: { id: number; createdAt: Date }[] = [];
    const sizes: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const { list, total } = await listOrders(db, a.uid, 20, (page - 1) * 20);
      expect(total).toBe(45);
      sizes.push(list.length);
      for (const o of list) expect(o.userId).toBe(a.uid);
      seen.push(...list.map((o) => ({ id: o.id, createdAt: o.createdAt })));
    }
    expect(sizes).toEqual([20, 20, 5, 0]);
    expect(seen).toEqual(expected);
  });
});
