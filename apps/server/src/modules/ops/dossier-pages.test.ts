import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { gameRounds, seedPairs, withdrawals } from '../../db/schema/index.ts';
import { listRounds, listWithdrawals } from './player-dossier.repo.ts';

/** Every page of `read` (pages of 20, one past the end): the sizes, the concatenated ids and each total. */
async function walk(read: (limit: number, offset: number) => Promise<{ rows: { id: number }[]; total: number }>) {
  const sizes: number[] = [];
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; page <= 4; page++) {
    const { rows, total } = await read(20, (page - 1) * 20);
    sizes.push(rows.length);
    ids.push(...rows.map((r) => r.id));
    totals.add(total);
  }
  return { sizes, ids, totals: [...totals] };
}

// docs/architecture/money-and-ledger.md#history-pages: the console's player pages read the page's ids first
describe.each(DRIVERS)('console player dossier pages on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('rounds and withdrawals: 45 rows walked in pages of 20, ids desc, no other player, total = 45', async () => {
    const db = t.s.dbHandle.db;
    const [a, b] = [await t.register(), await t.register()];
    const pair = async (userId: number) =>
      (
        await db
          .insert(seedPairs)
          .values({ userId, seedType: 2, status: 'revealed', serverSeed: `s${userId}`, serverSeedHashed: `h${userId}`, clientSeed: 'c' })
          .returning()
      )[0]!;
    const [pa, pb] = [await pair(a.uid), await pair(b.uid)];
    for (let n = 0; n < 45; n++) {
      const round = { game: 'dice', status: 'settled', nonce: n, stakeCents: 10, params: {}, progress: {} };
      const w = {
        requestKey: `k${n}`,
        chain: 'TRC20',
        ccy: 'USDT',
        currency: 'USD',
        address: 'T1',
        amountCents: 1000 + n,
        feeCents: 0,
        coinAmount: '10',
        price: '1',
      };
      await db.insert(gameRounds).values({ ...round, userId: a.uid, seedPairId: pa.id });
      await db.insert(withdrawals).values({ ...w, userId: a.uid });
      if (n % 2 === 0) {
        await db.insert(gameRounds).values({ ...round, userId: b.uid, seedPairId: pb.id });
        await db.insert(withdrawals).values({ ...w, requestKey: `b${n}`, userId: b.uid });
      }
    }
    const roundIds = (
      await db.select({ id: gameRounds.id }).from(gameRounds).where(eq(gameRounds.userId, a.uid)).orderBy(desc(gameRounds.id))
    ).map((r) => r.id);
    const withdrawalIds = (
      await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.userId, a.uid)).orderBy(desc(withdrawals.id))
    ).map((r) => r.id);
    expect([roundIds.length, withdrawalIds.length]).toEqual([45, 45]);

    const rounds = await walk(async (limit, offset) => {
      const { rows, total } = await listRounds(db, a.uid, limit, offset);
      for (const r of rows) expect([r.r.userId, r.serverSeedHash, r.clientSeed]).toEqual([a.uid, `h${a.uid}`, 'c']);
      return { rows: rows.map((r) => r.r), total };
    });
    expect(rounds).toEqual({ sizes: [20, 20, 5, 0], ids: roundIds, totals: [45] });

    const paid = await walk(async (limit, offset) => {
      const { rows, total } = await listWithdrawals(db, a.uid, limit, offset);
      for (const r of rows) expect(r.userId).toBe(a.uid);
      return { rows, total };
    });
    expect(paid).toEqual({ sizes: [20, 20, 5, 0], ids: withdrawalIds, totals: [45] });
  });
});
