import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { flipChanceGrants, flipChances, gameRounds, items, seedPairs, storeItems } from '../../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import type { RoundWithPair } from '../core/games.repo.ts';

/** A catalogue item as the flip board shows it. */
export interface FlipItemRow {
  id: number;
  name: string;
  image: string;
  priceCents: number;
  skuLevel: number;
}

/** Catalogue items by id (any order; missing ids are left out). */
export async function itemsByIds(db: DbOrTx, ids: number[]): Promise<Map<number, FlipItemRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, name: items.name, image: items.image, priceCents: items.priceCents, skuLevel: items.skuLevel })
    .from(items)
    .where(inArray(items.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Records a grant of `chances` once per `sourceRef` and adds them to the player's chances, in the caller's
 * transaction. A second grant with the same `sourceRef` (a retried event, a repeated claim) changes nothing.
 * @returns true when this call granted
 */
export async function grantChances(
  tx: Tx,
  g: { userId: number; source: string; sourceRef: string; chances: number; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(flipChanceGrants)
    .values({ userId: g.userId, source: g.source, sourceRef: g.sourceRef, chances: g.chances, createdAt: g.at })
    .onConflictDoNothing({ target: flipChanceGrants.sourceRef })
    .returning({ id: flipChanceGrants.id });
  if (inserted.length === 0) return false;
  await tx
    .insert(flipChances)
    .values({ userId: g.userId, available: g.chances, granted: g.chances, updatedAt: g.at })
    .onConflictDoUpdate({
      target: flipChances.userId,
      set: {
        available: sql`${flipChances.available} + ${g.chances}`,
        granted: sql`${flipChances.granted} + ${g.chances}`,
        updatedAt: g.at,
      },
    });
  return true;
}

/** Takes one chance (never below zero: the row is updated only while `available > 0`). @returns false when none is left */
export async function spendChance(tx: Tx, userId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(flipChances)
    .set({ available: sql`${flipChances.available} - 1`, updatedAt: at })
    .where(and(eq(flipChances.userId, userId), gt(flipChances.available, 0)))
    .returning({ available: flipChances.available });
  return rows.length === 1;
}

/** The player's chances (0 / 0 before the first grant). */
export async function chancesOf(db: DbOrTx, userId: number): Promise<{ available: number; granted: number }> {
  const [r] = await db
    .select({ available: flipChances.available, granted: flipChances.granted })
    .from(flipChances)
    .where(eq(flipChances.userId, userId));
  return r ?? { available: 0, granted: 0 };
}

/** Whether a grant with `sourceRef` exists. */
export async function hasGrant(db: DbOrTx, sourceRef: string): Promise<boolean> {
  const [r] = await db.select({ id: flipChanceGrants.id }).from(flipChanceGrants).where(eq(flipChanceGrants.sourceRef, sourceRef));
  return r !== undefined;
}

/** A prize won on the board goes to the player's store (source 'flip'); returns the store item id. */
export async function insertStoreItem(tx: Tx, row: { userId: number; itemId: number; valueCents: number; at: Date }): Promise<number> {
  const [r] = await tx
    .insert(storeItems)
    .values({
      userId: row.userId,
      itemId: row.itemId,
      source: 'flip',
      status: 'stored',
      valueCents: row.valueCents,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning({ id: storeItems.id });
  return r!.id;
}

const pairCols = {
  serverSeed: seedPairs.serverSeed,
  serverSeedHashed: seedPairs.serverSeedHashed,
  clientSeed: seedPairs.clientSeed,
  status: seedPairs.status,
};

/** The player's rounds of `game`, newest first, with their seed pairs. */
export async function roundsOf(
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
