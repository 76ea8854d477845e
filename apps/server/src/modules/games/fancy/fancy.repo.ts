import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { fancyCards, fancyCollection, fancyCreditGrants, fancySetClaims, fancySets, fancyWallets } from '../../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import type { FancyRarity } from '@hapa/domain';
import type { FancySeedSet } from './fancy-seed.ts';

export interface FancyCardRow {
  id: number;
  setId: number;
  position: number;
  name: string;
  rarity: FancyRarity;
}
export interface FancySetRow {
  id: number;
  slug: string;
  name: string;
  hue: number;
  cards: FancyCardRow[];
}

/** Inserts the seeded sets and cards that are missing (idempotent; existing rows are left as they are). */
export async function seedSets(db: DbOrTx, sets: readonly FancySeedSet[]): Promise<void> {
  await db
    .insert(fancySets)
    .values(sets.map((s, i) => ({ id: s.id, slug: s.slug, name: s.name, hue: s.hue, sort: i })))
    .onConflictDoNothing();
  await db
    .insert(fancyCards)
    .values(sets.flatMap((s) => s.cards.map((c) => ({ id: c.id, setId: c.setId, position: c.position, name: c.name, rarity: c.rarity }))))
    .onConflictDoNothing();
}

/** The active sets in their order, each with its cards in published order. */
export async function activeSets(db: DbOrTx): Promise<FancySetRow[]> {
  const sets = await db
    .select({ id: fancySets.id, slug: fancySets.slug, name: fancySets.name, hue: fancySets.hue })
    .from(fancySets)
    .where(eq(fancySets.isActive, true))
    .orderBy(asc(fancySets.sort), asc(fancySets.id));
  if (sets.length === 0) return [];
  const cards = await db
    .select()
    .from(fancyCards)
    .where(
      inArray(
        fancyCards.setId,
        sets.map((s) => s.id),
      ),
    )
    .orderBy(asc(fancyCards.setId), asc(fancyCards.position));
  return sets.map((s) => ({ ...s, cards: cards.filter((c) => c.setId === s.id).map((c) => ({ ...c, rarity: c.rarity as FancyRarity })) }));
}

/** How many of each card the player holds (cards never held are absent). */
export async function collectionOf(db: DbOrTx, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ cardId: fancyCollection.cardId, count: fancyCollection.count })
    .from(fancyCollection)
    .where(eq(fancyCollection.userId, userId));
  return new Map(rows.map((r) => [r.cardId, r.count]));
}

/** Adds one of `cardId` to the player's collection. */
export async function addCard(tx: Tx, userId: number, cardId: number, at: Date): Promise<void> {
  await tx
    .insert(fancyCollection)
    .values({ userId, cardId, count: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: [fancyCollection.userId, fancyCollection.cardId],
      set: { count: sql`${fancyCollection.count} + 1`, updatedAt: at },
    });
}

/** Every card the player holds more than one of, with its count and rarity, locked FOR UPDATE. */
export async function lockDuplicates(tx: Tx, userId: number): Promise<{ cardId: number; count: number; rarity: FancyRarity }[]> {
  const rows = await tx
    .select({ cardId: fancyCollection.cardId, count: fancyCollection.count, rarity: fancyCards.rarity })
    .from(fancyCollection)
    .innerJoin(fancyCards, eq(fancyCards.id, fancyCollection.cardId))
    .where(and(eq(fancyCollection.userId, userId), gt(fancyCollection.count, 1)))
    .orderBy(asc(fancyCollection.cardId))
    .for('update', { of: fancyCollection });
  return rows.map((r) => ({ ...r, rarity: r.rarity as FancyRarity }));
}

/** Keeps one of each of `cardIds` (their duplicates are gone). */
export async function keepOne(tx: Tx, userId: number, cardIds: number[], at: Date): Promise<void> {
  if (cardIds.length === 0) return;
  await tx
    .update(fancyCollection)
    .set({ count: 1, updatedAt: at })
    .where(and(eq(fancyCollection.userId, userId), inArray(fancyCollection.cardId, cardIds)));
}

/** A card by id. */
export async function cardById(db: DbOrTx, id: number): Promise<FancyCardRow | null> {
  const [r] = await db.select().from(fancyCards).where(eq(fancyCards.id, id));
  return r ? { ...r, rarity: r.rarity as FancyRarity } : null;
}

/** The player's shards and pack credits (zeros before the first grant). */
export async function walletOf(db: DbOrTx, userId: number): Promise<{ shards: number; credits: number; creditsGranted: number }> {
  const [r] = await db
    .select({ shards: fancyWallets.shards, credits: fancyWallets.credits, creditsGranted: fancyWallets.creditsGranted })
    .from(fancyWallets)
    .where(eq(fancyWallets.userId, userId));
  return r ?? { shards: 0, credits: 0, creditsGranted: 0 };
}

/**
 * Adds `shards` (may be negative) to the player's shards; never below zero (the row changes only when the result
 * is >= 0). @returns the shards after, or null when there were not enough
 */
export async function addShards(tx: Tx, userId: number, shards: number, at: Date): Promise<number | null> {
  if (shards >= 0) {
    const [r] = await tx
      .insert(fancyWallets)
      .values({ userId, shards, updatedAt: at })
      .onConflictDoUpdate({ target: fancyWallets.userId, set: { shards: sql`${fancyWallets.shards} + ${shards}`, updatedAt: at } })
      .returning({ shards: fancyWallets.shards });
    return r!.shards;
  }
  const rows = await tx
    .update(fancyWallets)
    .set({ shards: sql`${fancyWallets.shards} + ${shards}`, updatedAt: at })
    .where(and(eq(fancyWallets.userId, userId), sql`${fancyWallets.shards} + ${shards} >= 0`))
    .returning({ shards: fancyWallets.shards });
  return rows[0]?.shards ?? null;
}

/**
 * Records a grant of `credits` pack credits once per `sourceRef` and adds them, in the caller's transaction.
 * @returns true when this call granted
 */
export async function grantCredits(
  tx: Tx,
  g: { userId: number; source: string; sourceRef: string; credits: number; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(fancyCreditGrants)
    .values({ userId: g.userId, source: g.source, sourceRef: g.sourceRef, credits: g.credits, createdAt: g.at })
    .onConflictDoNothing({ target: fancyCreditGrants.sourceRef })
    .returning({ id: fancyCreditGrants.id });
  if (inserted.length === 0) return false;
  await tx
    .insert(fancyWallets)
    .values({ userId: g.userId, credits: g.credits, creditsGranted: g.credits, updatedAt: g.at })
    .onConflictDoUpdate({
      target: fancyWallets.userId,
      set: {
        credits: sql`${fancyWallets.credits} + ${g.credits}`,
        creditsGranted: sql`${fancyWallets.creditsGranted} + ${g.credits}`,
        updatedAt: g.at,
      },
    });
  return true;
}

/** Whether a grant with `sourceRef` exists. */
export async function hasGrant(db: DbOrTx, sourceRef: string): Promise<boolean> {
  const [r] = await db.select({ id: fancyCreditGrants.id }).from(fancyCreditGrants).where(eq(fancyCreditGrants.sourceRef, sourceRef));
  return r !== undefined;
}

/** Takes one pack credit (never below zero). @returns false when none is left */
export async function spendCredit(tx: Tx, userId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(fancyWallets)
    .set({ credits: sql`${fancyWallets.credits} - 1`, updatedAt: at })
    .where(and(eq(fancyWallets.userId, userId), gt(fancyWallets.credits, 0)))
    .returning({ credits: fancyWallets.credits });
  return rows.length === 1;
}

/** The set ids whose prize the player has claimed. */
export async function claimedSetIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db.select({ setId: fancySetClaims.setId }).from(fancySetClaims).where(eq(fancySetClaims.userId, userId));
  return new Set(rows.map((r) => r.setId));
}

/** Records the claim of a set (unique per player and set). @returns the claim id, or null when already claimed */
export async function insertClaim(
  tx: Tx,
  row: { userId: number; setId: number; prizeCents: number; prizeItemId: number | null; at: Date },
): Promise<number | null> {
  const [r] = await tx
    .insert(fancySetClaims)
    .values({ userId: row.userId, setId: row.setId, prizeCents: row.prizeCents, prizeItemId: row.prizeItemId, createdAt: row.at })
    .onConflictDoNothing({ target: [fancySetClaims.userId, fancySetClaims.setId] })
    .returning({ id: fancySetClaims.id });
  return r?.id ?? null;
}

/** Stores what a claim paid (the ledger entry or the store item). */
export async function completeClaim(tx: Tx, id: number, set: { entryId?: number | null; storeItemId?: number | null }): Promise<void> {
  await tx.update(fancySetClaims).set(set).where(eq(fancySetClaims.id, id));
}
