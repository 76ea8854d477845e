import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../../test/harness.ts';
import { gameRounds, seedPairs } from '../../../db/schema/index.ts';
import { history } from './games.repo.ts';

// docs/architecture/money-and-ledger.md#history-pages: ids from game_rounds_user_idx first, then the page's seed pairs
describe.each(DRIVERS)('game rounds history pages on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('walks 45 rounds in pages of 20 (ids desc, no other player, total = 45, empty past the end)', async () => {
    const db = t.s.dbHandle.db;
    const [a, b] = [await t.register(), await t.register()];
    const pair = async (userId: number) =>
      (
        await db
          .insert(seedPairs)
          .values({
            userId,
            seedType: 2,
            status: 'active',
            serverSeed: `s${userId}`,
            serverSeedHashed: `h${userId}`,
            clientSeed: `c${userId}`,
          })
          .returning()
      )[0]!;
    const [pa, pb] = [await pair(a.uid), await pair(b.uid)];
    for (let n = 0; n < 45; n++) {
      const row = { game: 'dice', status: 'settled', nonce: n, stakeCents: 10 + n, params: {}, progress: {} };
      await db.insert(gameRounds).values({ ...row, userId: a.uid, seedPairId: pa.id });
      if (n % 2 === 0) await db.insert(gameRounds).values({ ...row, userId: b.uid, seedPairId: pb.id });
    }
    const expected = (
      await db.select({ id: gameRounds.id }).from(gameRounds).where(eq(gameRounds.userId, a.uid)).orderBy(desc(gameRounds.id))
    ).map((r) => r.id);
    expect(expected).toHaveLength(45);
    const seen: number[] = [];
    const sizes: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const { rows, total } = await history(db, a.uid, page, 20);
      expect(total).toBe(45);
      sizes.push(rows.length);
      for (const r of rows) {
        expect(r.round.userId).toBe(a.uid);
        expect(r.pair).toEqual({ serverSeed: `s${a.uid}`, serverSeedHashed: `h${a.uid}`, clientSeed: `c${a.uid}`, status: 'active' });
      }
      seen.push(...rows.map((r) => r.round.id));
    }
    expect(sizes).toEqual([20, 20, 5, 0]);
    expect(seen).toEqual(expected);
  });
});
