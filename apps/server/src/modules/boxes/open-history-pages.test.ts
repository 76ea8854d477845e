import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { boxes, items, openings, seedPairs } from '../../db/schema/index.ts';
import { openHistory } from './boxes.repo.ts';

// docs/architecture/money-and-ledger.md#history-pages: ids from the player's index first, then the page's joins
describe.each(DRIVERS)('openings history pages on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('walks 45 openings in pages of 20 (ids desc, no other player, total = 45, empty past the end)', async () => {
    const db = t.s.dbHandle.db;
    const [a, b] = [await t.register(), await t.register()];
    const [box] = await db.select().from(boxes).orderBy(asc(boxes.id)).limit(1);
    const [item] = await db.select().from(items).orderBy(asc(items.id)).limit(1);
    const pair = async (userId: number) =>
      (
        await db
          .insert(seedPairs)
          .values({ userId, seedType: 1, status: 'revealed', serverSeed: `s${userId}`, serverSeedHashed: `h${userId}` })
          .returning()
      )[0]!;
    const [pa, pb] = [await pair(a.uid), await pair(b.uid)];
    // interleaved with the other player's openings, so the player's ids are not contiguous
    for (let n = 0; n < 45; n++) {
      const row = { boxId: box!.id, oddsVersion: 1, nonce: n, ticket: n, itemId: item!.id, priceCents: 100 + n, itemPriceCents: 50 };
      await db.insert(openings).values({ ...row, userId: a.uid, seedPairId: pa.id });
      if (n % 3 === 0) await db.insert(openings).values({ ...row, userId: b.uid, seedPairId: pb.id });
    }
    const expected = (await db.select({ id: openings.id }).from(openings).where(eq(openings.userId, a.uid)).orderBy(desc(openings.id))).map(
      (r) => r.id,
    );
    expect(expected).toHaveLength(45);
    const seen: number[] = [];
    const sizes: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const { rows, total } = await openHistory(db, a.uid, 20, (page - 1) * 20);
      expect(total).toBe(45);
      sizes.push(rows.length);
      for (const r of rows) {
        expect(r.opening.userId).toBe(a.uid);
        expect(r).toMatchObject({ itemName: item!.name, boxName: box!.name, pairStatus: 'revealed', serverSeedHashed: `h${a.uid}` });
      }
      seen.push(...rows.map((r) => r.opening.id));
    }
    expect(sizes).toEqual([20, 20, 5, 0]);
    expect(seen).toEqual(expected);
  });
});
