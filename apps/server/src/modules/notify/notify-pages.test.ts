import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { notifications } from '../../db/schema/index.ts';
import { pageOf } from './notify.repo.ts';

// docs/architecture/money-and-ledger.md#history-pages: ids from notifications_user_idx first, then only the page's rows
describe.each(DRIVERS)('notification pages on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('walks 45 notifications (and any from sign-up) in pages of 20 (ids desc, no other player, total = all, empty past the end)', async () => {
    const db = t.s.dbHandle.db;
    const [a, b] = [await t.register(), await t.register()];
    const at = new Date('2026-01-01T00:00:00Z');
    for (let n = 0; n < 45; n++) {
      const row = { kind: 'system', title: `t${n}`, content: `c${n}`, createdAt: at };
      await db.insert(notifications).values({ ...row, userId: a.uid, dedupeKey: `pages:a:${a.uid}:${n}` });
      if (n % 2 === 0) await db.insert(notifications).values({ ...row, userId: b.uid, dedupeKey: `pages:b:${b.uid}:${n}` });
    }
    const expected = await db.select().from(notifications).where(eq(notifications.userId, a.uid)).orderBy(desc(notifications.id));
    expect(expected.length).toBeGreaterThanOrEqual(45);
    const seen: (typeof expected)[number][] = [];
    const sizes: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 20) + 1; page++) {
      const { rows, total } = await pageOf(db, a.uid, (page - 1) * 20, 20);
      expect(total).toBe(expected.length);
      sizes.push(rows.length);
      seen.push(...rows);
    }
    expect(sizes.at(-1)).toBe(0);
    expect(sizes.slice(0, -2).every((n) => n === 20)).toBe(true);
    expect(seen).toEqual(expected); // whole rows, in order
  });
});
