import { and, eq, sql } from 'drizzle-orm';
import { gameRounds, items, journalEntries, openings, storeItems } from '../../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';

export type StoreItemRow = typeof storeItems.$inferSelect;

/** The player's store item `id` locked FOR UPDATE, or null when it is not theirs. */
export async function lockStoreItem(tx: Tx, userId: number, id: number): Promise<StoreItemRow | null> {
  const [r] = await tx
    .select()
    .from(storeItems)
    .where(and(eq(storeItems.id, id), eq(storeItems.userId, userId)))
    .for('update');
  return r ?? null;
}

/** A store item (no lock). */
export async function storeItem(db: DbOrTx, id: number): Promise<StoreItemRow | null> {
  const [r] = await db.select().from(storeItems).where(eq(storeItems.id, id));
  return r ?? null;
}

export async function setStoreStatus(tx: Tx, id: number, status: string, at: Date): Promise<void> {
  await tx.update(storeItems).set({ status, updatedAt: at }).where(eq(storeItems.id, id));
}

/**
 * Whether opening `openingId` was ONE paid box of a 1X opening: its journal entry is a `box_open` of
 * `times` 1 with a price above 0 (not 3X/5X, not the free box, a voucher, a trial or a reward box).
 */
export async function isSinglePaidOpening(db: DbOrTx, openingId: number): Promise<boolean> {
  const [r] = await db
    .select({
      kind: journalEntries.kind,
      times: sql<string | null>`${journalEntries.metadata}->>'times'`,
      priceCents: openings.priceCents,
      source: openings.source,
    })
    .from(openings)
    .innerJoin(journalEntries, eq(journalEntries.id, openings.journalEntryId))
    .where(eq(openings.id, openingId));
  return !!r && r.kind === 'box_open' && r.times === '1' && r.priceCents > 0 && r.source === 'box';
}

/**
 * Whether store item `id` was created within the last `minutes`, by the database's clock (store items take their
 * creation time from the database, so the age is measured there too).
 */
export async function createdWithin(db: DbOrTx, id: number, minutes: number): Promise<boolean> {
  const [r] = await db
    .select({ fresh: sql<boolean>`${storeItems.createdAt} >= now() - make_interval(mins => ${minutes}::int)` })
    .from(storeItems)
    .where(eq(storeItems.id, id));
  return r?.fresh === true;
}

/** Whether the player already played a double guess with store item `storeItemId` (once per prize). */
export async function hasRoundFor(db: DbOrTx, userId: number, game: string, storeItemId: number): Promise<boolean> {
  const [r] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(
      and(eq(gameRounds.userId, userId), eq(gameRounds.game, game), sql`${gameRounds.params}->>'storeItemId' = ${String(storeItemId)}`),
    )
    .limit(1);
  return r !== undefined;
}

/** A catalogue item's name, image and rarity. */
export async function itemInfo(db: DbOrTx, itemId: number): Promise<{ name: string; image: string; skuLevel: number } | null> {
  const [r] = await db.select({ name: items.name, image: items.image, skuLevel: items.skuLevel }).from(items).where(eq(items.id, itemId));
  return r ?? null;
}
