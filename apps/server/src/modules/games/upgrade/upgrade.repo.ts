import { and, asc, count, desc, eq, gt, ilike, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { gameRounds, items, seedPairs, storeItems } from '../../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import type { RoundWithPair } from '../core/games.repo.ts';

/** The store status of a prize consumed by an upgrade (won or lost: it is gone from the store either way). */
export const UPGRADED = 'upgraded';
/** Catalogue categories that are no upgrade target: coin prizes (an upgrade into coins is a plain coin bet). */
const NOT_TARGETS = ['coins'];

export type ItemRow = typeof items.$inferSelect;

/**
 * Locks the player's store rows `ids` FOR UPDATE in id order, before the coin account (the lock order of every
 * store action: recovery, exchange, shipping), so a raced second upgrade of the same prize waits, then sees it gone.
 */
export async function lockStoreItems(tx: Tx, userId: number, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(storeItems)
    .where(and(eq(storeItems.userId, userId), inArray(storeItems.id, ids)))
    .orderBy(storeItems.id)
    .for('update');
}

/** Catalogue items by id (names and images of staked prizes). */
export async function itemsByIds(db: DbOrTx, ids: number[]): Promise<Map<number, { id: number; name: string; image: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: items.id, name: items.name, image: items.image })
    .from(items)
    .where(inArray(items.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Marks staked prizes consumed by an upgrade. */
export async function markUpgraded(tx: Tx, ids: number[], at: Date): Promise<void> {
  if (ids.length) await tx.update(storeItems).set({ status: UPGRADED, updatedAt: at }).where(inArray(storeItems.id, ids));
}

/** Adds the won target to the player's store (source 'upgrade', valued at the target's price); returns its id. */
export async function insertWonItem(tx: Tx, row: { userId: number; itemId: number; valueCents: number; at: Date }): Promise<number> {
  const [r] = await tx
    .insert(storeItems)
    .values({
      userId: row.userId,
      itemId: row.itemId,
      source: 'upgrade',
      status: 'stored',
      valueCents: row.valueCents,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning({ id: storeItems.id });
  return r!.id;
}

/** A catalogue item that can be a target (not a coin prize), or null. */
export async function targetItem(db: DbOrTx, id: number): Promise<ItemRow | null> {
  const [r] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, id), notInArray(items.category, NOT_TARGETS)));
  return r ?? null;
}

/**
 * Catalogue items priced in (minExclusiveCents, maxCents] (either bound optional), matching `keyword` on name or
 * brand; nearest to `nearCents` first when given, else cheapest first.
 */
export async function targets(
  db: DbOrTx,
  q: { minExclusiveCents?: number; maxCents?: number; keyword?: string; nearCents?: number; limit: number; offset: number },
): Promise<{ rows: ItemRow[]; total: number }> {
  const where: SQL[] = [notInArray(items.category, NOT_TARGETS), ne(items.priceCents, 0)];
  if (q.minExclusiveCents !== undefined) where.push(gt(items.priceCents, q.minExclusiveCents));
  if (q.maxCents !== undefined) where.push(lte(items.priceCents, q.maxCents));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(items.name, like), ilike(items.brand, like))!);
  }
  const cond = and(...where);
  const order =
    q.nearCents !== undefined
      ? [sql`abs(${items.priceCents} - ${q.nearCents})`, asc(items.priceCents), asc(items.id)]
      : [asc(items.priceCents), asc(items.id)];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(cond)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(items).where(cond),
  ]);
  return { rows, total: Number(n) };
}

/** The player's rounds of `game`, newest first, with their seed pairs. */
export async function history(
  db: DbOrTx,
  userId: number,
  game: string,
  page: number,
  pageSize: number,
): Promise<{ rows: RoundWithPair[]; total: number }> {
  const cond = and(eq(gameRounds.userId, userId), eq(gameRounds.game, game));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        round: gameRounds,
        pair: {
          serverSeed: seedPairs.serverSeed,
          serverSeedHashed: seedPairs.serverSeedHashed,
          clientSeed: seedPairs.clientSeed,
          status: seedPairs.status,
        },
      })
      .from(gameRounds)
      .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
      .where(cond)
      .orderBy(desc(gameRounds.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(gameRounds).where(cond),
  ]);
  return { rows, total: Number(n) };
}
