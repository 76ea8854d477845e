import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { boxes, boxOdds, items, openings, seedPairs } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type SeedPairRow = typeof seedPairs.$inferSelect;

export async function findPair(db: DbOrTx, userId: number, seedType: number, status: 'active' | 'next', lock = false) {
  const q = db
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.userId, userId), eq(seedPairs.seedType, seedType), eq(seedPairs.status, status)));
  const rows = lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function insertPair(tx: DbOrTx, row: typeof seedPairs.$inferInsert) {
  const rows = await tx.insert(seedPairs).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function revealPair(tx: Tx, id: number, at: Date) {
  await tx.update(seedPairs).set({ status: 'revealed', revealedAt: at }).where(eq(seedPairs.id, id));
}

export async function activatePair(tx: Tx, id: number, clientSeed: string, at: Date) {
  const rows = await tx
    .update(seedPairs)
    .set({ status: 'active', clientSeed, activatedAt: at, nonce: 0 })
    .where(eq(seedPairs.id, id))
    .returning();
  return rows[0]!;
}

/** Sets (a date) or clears (null) the seed lock on the player's active pair of `seedType`; the pair, or null. */
export async function setActiveLock(tx: DbOrTx, userId: number, seedType: number, lockedAt: Date | null) {
  const rows = await tx
    .update(seedPairs)
    .set({ lockedAt })
    .where(and(eq(seedPairs.userId, userId), eq(seedPairs.seedType, seedType), eq(seedPairs.status, 'active')))
    .returning();
  return rows[0] ?? null;
}

/** Clears a lock on the active pair; writes no row when there is none (the battle join path calls it). */
export async function releaseActiveLock(tx: DbOrTx, userId: number, seedType: number): Promise<void> {
  await tx
    .update(seedPairs)
    .set({ lockedAt: null })
    .where(
      and(eq(seedPairs.userId, userId), eq(seedPairs.seedType, seedType), eq(seedPairs.status, 'active'), isNotNull(seedPairs.lockedAt)),
    );
}

export async function listRevealed(db: DbOrTx, userId: number, seedType: number, limit = 20) {
  return db
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.userId, userId), eq(seedPairs.seedType, seedType), eq(seedPairs.status, 'revealed')))
    .orderBy(desc(seedPairs.revealedAt))
    .limit(limit);
}

export async function findOpeningWithPair(db: DbOrTx, openId: number) {
  const rows = await db
    .select({ opening: openings, pair: seedPairs, boxName: boxes.name })
    .from(openings)
    .innerJoin(seedPairs, eq(seedPairs.id, openings.seedPairId))
    .innerJoin(boxes, eq(boxes.id, openings.boxId))
    .where(eq(openings.id, openId));
  return rows[0] ?? null;
}

export async function oddsAtVersion(db: DbOrTx, boxId: number, version: number) {
  return db
    .select({ id: items.id, name: items.name, ppm: boxOdds.ppm, ticketFrom: boxOdds.ticketFrom, ticketTo: boxOdds.ticketTo })
    .from(boxOdds)
    .innerJoin(items, eq(items.id, boxOdds.itemId))
    .where(and(eq(boxOdds.boxId, boxId), eq(boxOdds.version, version)))
    .orderBy(boxOdds.position);
}

/**
 * Reserves `count` consecutive nonces on the player's active pair in one statement (the UPDATE locks
 * the row); null when the player has no active pair yet.
 */
export async function reserveActiveNonces(tx: Tx, userId: number, seedType: number, count: number) {
  const rows = await tx
    .update(seedPairs)
    .set({ nonce: sql`${seedPairs.nonce} + ${count}` })
    .where(and(eq(seedPairs.userId, userId), eq(seedPairs.seedType, seedType), eq(seedPairs.status, 'active')))
    .returning();
  return rows[0] ?? null;
}
