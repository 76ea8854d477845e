import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { gameRounds, items, seedPairs, storeItems, treasures, users } from '../../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import type { RoundWithPair } from '../core/games.repo.ts';

/** The only place that builds SQL for treasure hunter (architecture.md: routes -> service -> repo). */

export type TreasureRow = typeof treasures.$inferSelect;
/** A treasure with the catalogue item it is (the item's price is the treasure's value). */
export interface TreasureWithItem {
  t: TreasureRow;
  item: { id: number; name: string; image: string; skuLevel: number; priceCents: number };
}

const itemCols = { id: items.id, name: items.name, image: items.image, skuLevel: items.skuLevel, priceCents: items.priceCents };
const pairCols = {
  serverSeed: seedPairs.serverSeed,
  serverSeedHashed: seedPairs.serverSeedHashed,
  clientSeed: seedPairs.clientSeed,
  status: seedPairs.status,
};

/** Treasures with their items in display order (sort, then id); `activeOnly` leaves out switched-off ones. */
export async function listTreasures(db: DbOrTx, activeOnly: boolean): Promise<TreasureWithItem[]> {
  const q = db.select({ t: treasures, item: itemCols }).from(treasures).innerJoin(items, eq(items.id, treasures.itemId));
  return (activeOnly ? q.where(eq(treasures.isActive, true)) : q).orderBy(asc(treasures.sort), asc(treasures.id));
}

/** One treasure with its item, or null. */
export async function treasureById(db: DbOrTx, id: number): Promise<TreasureWithItem | null> {
  const [r] = await db
    .select({ t: treasures, item: itemCols })
    .from(treasures)
    .innerJoin(items, eq(items.id, treasures.itemId))
    .where(eq(treasures.id, id));
  return r ?? null;
}

/** Treasure row `id` locked FOR UPDATE (console edits), or null. */
export async function lockTreasure(tx: Tx, id: number): Promise<TreasureRow | null> {
  const [r] = await tx.select().from(treasures).where(eq(treasures.id, id)).for('update');
  return r ?? null;
}

export async function countTreasures(db: DbOrTx): Promise<number> {
  const [r] = await db.select({ n: count() }).from(treasures);
  return Number(r?.n ?? 0);
}

export async function insertTreasures(db: DbOrTx, rows: (typeof treasures.$inferInsert)[]): Promise<TreasureRow[]> {
  if (!rows.length) return [];
  return db.insert(treasures).values(rows).returning();
}

export async function updateTreasure(tx: Tx, id: number, set: Partial<typeof treasures.$inferInsert>): Promise<TreasureRow> {
  const [r] = await tx.update(treasures).set(set).where(eq(treasures.id, id)).returning();
  return r!;
}

/** Catalogue items by id (the seed picks its treasures among them). */
export async function itemsByIds(db: DbOrTx, ids: number[]): Promise<{ id: number; priceCents: number }[]> {
  if (!ids.length) return [];
  return db.select({ id: items.id, priceCents: items.priceCents }).from(items).where(inArray(items.id, ids));
}

export async function itemById(db: DbOrTx, id: number): Promise<{ id: number; priceCents: number } | null> {
  const [r] = await db.select({ id: items.id, priceCents: items.priceCents }).from(items).where(eq(items.id, id));
  return r ?? null;
}

/** The player's XP (the VIP level comes from it through the VIP service's table). */
export async function userXp(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db.select({ xp: users.xp }).from(users).where(eq(users.id, userId));
  return r?.xp ?? 0;
}

/** A treasure won by a map: one store prize (source 'treasure', recovery value = the treasure's value). */
export async function insertPrize(tx: Tx, row: { userId: number; itemId: number; valueCents: number; at: Date }): Promise<number> {
  const [r] = await tx
    .insert(storeItems)
    .values({
      userId: row.userId,
      itemId: row.itemId,
      source: 'treasure',
      valueCents: row.valueCents,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning({ id: storeItems.id });
  return r!.id;
}

/** The player's treasure plays, newest first, with their seed pairs. */
export async function history(
  db: DbOrTx,
  userId: number,
  game: string,
  page: number,
  pageSize: number,
): Promise<{ rows: RoundWithPair[]; total: number }> {
  const where = and(eq(gameRounds.userId, userId), eq(gameRounds.game, game));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ round: gameRounds, pair: pairCols })
      .from(gameRounds)
      .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
      .where(where)
      .orderBy(desc(gameRounds.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(gameRounds).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** Recent winning plays of every player, newest first, with the player's nickname. */
export async function recentWins(
  db: DbOrTx,
  game: string,
  limit: number,
): Promise<{ round: typeof gameRounds.$inferSelect; nickname: string }[]> {
  return db
    .select({ round: gameRounds, nickname: users.nickname })
    .from(gameRounds)
    .innerJoin(users, eq(users.id, gameRounds.userId))
    .where(and(eq(gameRounds.game, game), eq(gameRounds.status, 'settled'), eq(gameRounds.outcome, 'win')))
    .orderBy(desc(gameRounds.id))
    .limit(limit);
}

/** Plays per treasure id (all time): the console's counter and the hot list's fallback. */
export async function playCounts(db: DbOrTx, game: string): Promise<Map<number, number>> {
  const tid = sql<string>`${gameRounds.params}->>'treasureId'`;
  const rows = await db.select({ id: tid, n: count() }).from(gameRounds).where(eq(gameRounds.game, game)).groupBy(tid);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
