import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { items, storeItems } from '../../db/schema/index.ts';
import { listStore } from './store.repo.ts';

// docs/architecture/money-and-ledger.md#history-pages: ids from store_items_user_(status_)idx first, then the page's joins
describe.each(DRIVERS)('prize pages on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('walks 45 prizes of a status and all 60 in pages of 20 (ids desc, no other player, totals, empty past the end)', async () => {
    const db = t.s.dbHandle.db;
    const [a, b] = [await t.register(), await t.register()];
    const [item] = await db.select().from(items).orderBy(asc(items.id)).limit(1);
    for (let n = 0; n < 60; n++) {
      // 45 stored, 15 recovered, interleaved; the other player holds stored prizes too
      const row = { itemId: item!.id, source: 'box' as const, status: n % 4 === 3 ? 'recovered' : 'stored', valueCents: 100 + n };
      await db.insert(storeItems).values({ ...row, userId: a.uid });
      if (n % 3 === 0) await db.insert(storeItems).values({ ...row, status: 'stored', userId: b.uid });
    }
    async function expectWalk(status: string | undefined, count: number) {
      const where: SQL[] = [eq(storeItems.userId, a.uid)];
      if (status) where.push(eq(storeItems.status, status));
      const expected = (
        await db
          .select({ id: storeItems.id })
          .from(storeItems)
          .where(and(...where))
          .orderBy(desc(storeItems.id))
      ).map((r) => r.id);
      expect(expected).toHaveLength(count);
      const seen: number[] = [];
      const sizes: number[] = [];
      for (let page = 1; page <= Math.ceil(count / 20) + 1; page++) {
        const { rows, total, storedValueCents } = await listStore(db, a.uid, status, 20, (page - 1) * 20);
        expect(total).toBe(count);
        expect(storedValueCents).toBe(expectedStoredValue);
        sizes.push(rows.length);
        for (const r of rows) {
          expect(r.store.userId).toBe(a.uid);
          if (status) expect(r.store.status).toBe(status);
          expect(r.item.id).toBe(item!.id);
          expect([r.boxId, r.boxName]).toEqual([null, null]); // not from an opening
        }
        seen.push(...rows.map((r) => r.store.id));
      }
      return { sizes, seen, expected };
    }
    let expectedStoredValue = 0;
    for (let n = 0; n < 60; n++) if (n % 4 !== 3) expectedStoredValue += 100 + n;
    const stored = await expectWalk('stored', 45);
    expect(stored.sizes).toEqual([20, 20, 5, 0]);
    expect(stored.seen).toEqual(stored.expected);
    const all = await expectWalk(undefined, 60);
    expect(all.sizes).toEqual([20, 20, 20, 0]);
    expect(all.seen).toEqual(all.expected);
  });
});
