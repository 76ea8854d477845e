import { and, asc, desc, eq, gte, inArray, like, ne, sql } from 'drizzle-orm';
import {
  bingoBarrage,
  bingoCards,
  bingoExchangeOffers,
  bingoGames,
  bingoPointBalances,
  bingoPointMoves,
  gameRounds,
  items,
  users,
} from '../../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';

export type BingoGameRow = typeof bingoGames.$inferSelect;
export type BingoCardRow = typeof bingoCards.$inferSelect;

/** The game that is not ended (at most one), or null; `lock` 'update' for the state machine, 'share' for a purchase. */
export async function liveGame(db: DbOrTx, lock?: 'update' | 'share'): Promise<BingoGameRow | null> {
  const q = db.select().from(bingoGames).where(ne(bingoGames.state, 'ended'));
  const [row] = lock ? await q.for(lock) : await q;
  return row ?? null;
}

export async function gameById(db: DbOrTx, id: number, lock?: 'update' | 'share'): Promise<BingoGameRow | null> {
  const q = db.select().from(bingoGames).where(eq(bingoGames.id, id));
  const [row] = lock ? await q.for(lock) : await q;
  return row ?? null;
}

/** The most recently ended game, or null. */
export async function lastEnded(db: DbOrTx): Promise<BingoGameRow | null> {
  const [row] = await db.select().from(bingoGames).where(eq(bingoGames.state, 'ended')).orderBy(desc(bingoGames.id)).limit(1);
  return row ?? null;
}

/** Inserts a scheduled game unless one is already live (the partial unique index); returns it or null. */
export async function insertGame(db: DbOrTx, row: typeof bingoGames.$inferInsert): Promise<BingoGameRow | null> {
  const [g] = await db.insert(bingoGames).values(row).onConflictDoNothing().returning();
  return g ?? null;
}

export async function updateGame(tx: Tx, id: number, set: Partial<typeof bingoGames.$inferInsert>): Promise<BingoGameRow> {
  const [g] = await tx.update(bingoGames).set(set).where(eq(bingoGames.id, id)).returning();
  return g!;
}

/** Ended games with cards, newest first. */
export async function endedGames(db: DbOrTx, limit: number): Promise<BingoGameRow[]> {
  return db
    .select()
    .from(bingoGames)
    .where(and(eq(bingoGames.state, 'ended'), sql`${bingoGames.cardsCount} > 0`))
    .orderBy(desc(bingoGames.id))
    .limit(limit);
}

export async function insertCard(tx: Tx, row: typeof bingoCards.$inferInsert): Promise<BingoCardRow> {
  const [c] = await tx.insert(bingoCards).values(row).returning();
  return c!;
}

/** Cards of `gameId` in ascending id order (the draw's entries). */
export async function cardsOfGame(db: DbOrTx, gameId: number): Promise<BingoCardRow[]> {
  return db.select().from(bingoCards).where(eq(bingoCards.gameId, gameId)).orderBy(asc(bingoCards.id));
}

/** Card ids of several games, by game. */
export async function cardIdsOf(db: DbOrTx, gameIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(gameIds.map((g) => [g, []]));
  if (!gameIds.length) return out;
  const rows = await db
    .select({ id: bingoCards.id, gameId: bingoCards.gameId })
    .from(bingoCards)
    .where(inArray(bingoCards.gameId, gameIds))
    .orderBy(asc(bingoCards.id));
  for (const r of rows) out.get(r.gameId)!.push(r.id);
  return out;
}

export async function countCards(db: DbOrTx, gameId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bingoCards)
    .where(eq(bingoCards.gameId, gameId));
  return r?.n ?? 0;
}

export async function myCards(db: DbOrTx, userId: number, gameId: number): Promise<BingoCardRow[]> {
  return db
    .select()
    .from(bingoCards)
    .where(and(eq(bingoCards.userId, userId), eq(bingoCards.gameId, gameId)))
    .orderBy(asc(bingoCards.id));
}

export async function countMyCards(db: DbOrTx, userId: number, gameId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bingoCards)
    .where(and(eq(bingoCards.userId, userId), eq(bingoCards.gameId, gameId)));
  return r?.n ?? 0;
}

/** The cards bought under the idempotency key prefix `key:` (one purchase), ascending. */
export async function cardsOfPurchase(db: DbOrTx, userId: number, key: string): Promise<BingoCardRow[]> {
  const rows = await db
    .select({ card: bingoCards })
    .from(bingoCards)
    .innerJoin(gameRounds, eq(gameRounds.id, bingoCards.roundId))
    .where(and(eq(gameRounds.userId, userId), like(gameRounds.idempotencyKey, `${key.replace(/[\\%_]/g, '\\$&')}:%`)))
    .orderBy(asc(bingoCards.id));
  return rows.map((r) => r.card);
}

export async function setCardPrize(tx: Tx, id: number, set: { linePrizeCents?: number; fullPrizeCents?: number }): Promise<void> {
  await tx.update(bingoCards).set(set).where(eq(bingoCards.id, id));
}

export async function nicknames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

/** Top `limit` players by bingo prizes won on cards bought since `since` (cents), with their card counts. */
export async function rank(
  db: DbOrTx,
  since: Date,
  limit: number,
): Promise<{ userId: number; nickname: string; wonCents: number; cards: number }[]> {
  const won = sql<string>`sum(${bingoCards.linePrizeCents} + ${bingoCards.fullPrizeCents})`;
  const rows = await db
    .select({ userId: bingoCards.userId, nickname: users.nickname, won, cards: sql<number>`count(*)::int` })
    .from(bingoCards)
    .innerJoin(users, eq(users.id, bingoCards.userId))
    .where(gte(bingoCards.createdAt, since))
    .groupBy(bingoCards.userId, users.nickname)
    .having(sql`${won} > 0`)
    .orderBy(desc(won), asc(bingoCards.userId))
    .limit(limit);
  return rows.map((r) => ({ userId: r.userId, nickname: r.nickname, wonCents: Number(r.won), cards: r.cards }));
}

// ---------- points ----------

/** Adds `delta` points under `key` once (a repeated key adds nothing); returns whether it was added. */
export async function addPoints(
  tx: Tx,
  userId: number,
  delta: number,
  reason: string,
  refId: number | null,
  key: string,
  now: Date,
): Promise<boolean> {
  const [move] = await tx
    .insert(bingoPointMoves)
    .values({ userId, delta, reason, refId, idempotencyKey: key, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: bingoPointMoves.id });
  if (!move) return false;
  // a spend updates the (locked) row: an insert's own values would trip the non-negative check first
  if (delta < 0) {
    await tx
      .update(bingoPointBalances)
      .set({ balance: sql`${bingoPointBalances.balance} + ${delta}`, updatedAt: now })
      .where(eq(bingoPointBalances.userId, userId));
    return true;
  }
  await tx
    .insert(bingoPointBalances)
    .values({ userId, balance: delta, updatedAt: now })
    .onConflictDoUpdate({
      target: bingoPointBalances.userId,
      set: { balance: sql`${bingoPointBalances.balance} + ${delta}`, updatedAt: now },
    });
  return true;
}

export async function pointsOf(db: DbOrTx, userId: number, lock = false): Promise<number> {
  const q = db.select({ balance: bingoPointBalances.balance }).from(bingoPointBalances).where(eq(bingoPointBalances.userId, userId));
  const [r] = lock ? await q.for('update') : await q;
  return r?.balance ?? 0;
}

export async function moveByKey(db: DbOrTx, userId: number, key: string) {
  const [r] = await db
    .select()
    .from(bingoPointMoves)
    .where(and(eq(bingoPointMoves.userId, userId), eq(bingoPointMoves.idempotencyKey, key)));
  return r ?? null;
}

// ---------- exchange ----------

const offerCols = { offer: bingoExchangeOffers, name: items.name, image: items.image, priceCents: items.priceCents };

export async function offers(db: DbOrTx, activeOnly: boolean) {
  return db
    .select(offerCols)
    .from(bingoExchangeOffers)
    .innerJoin(items, eq(items.id, bingoExchangeOffers.itemId))
    .where(activeOnly ? eq(bingoExchangeOffers.isActive, true) : sql`true`)
    .orderBy(asc(bingoExchangeOffers.sort), asc(bingoExchangeOffers.id));
}

export async function offer(db: DbOrTx, id: number) {
  const [r] = await db
    .select(offerCols)
    .from(bingoExchangeOffers)
    .innerJoin(items, eq(items.id, bingoExchangeOffers.itemId))
    .where(eq(bingoExchangeOffers.id, id));
  return r ?? null;
}

export async function countOffers(db: DbOrTx): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(bingoExchangeOffers);
  return r?.n ?? 0;
}

export async function itemIdsByName(db: DbOrTx, names: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: items.id, name: items.name }).from(items).where(inArray(items.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function itemExists(db: DbOrTx, id: number): Promise<boolean> {
  const [r] = await db.select({ id: items.id }).from(items).where(eq(items.id, id));
  return !!r;
}

export async function insertOffers(db: DbOrTx, rows: (typeof bingoExchangeOffers.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(bingoExchangeOffers).values(rows).returning();
}

export async function updateOffer(tx: Tx, id: number, set: Partial<typeof bingoExchangeOffers.$inferInsert>) {
  const [r] = await tx.update(bingoExchangeOffers).set(set).where(eq(bingoExchangeOffers.id, id)).returning();
  return r ?? null;
}

// ---------- barrage ----------

export async function lastBarrage(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ m: bingoBarrage, nickname: users.nickname })
    .from(bingoBarrage)
    .innerJoin(users, eq(users.id, bingoBarrage.userId))
    .orderBy(desc(bingoBarrage.id))
    .limit(limit);
  return rows.reverse();
}

export async function lastBarrageAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [r] = await db
    .select({ at: bingoBarrage.createdAt })
    .from(bingoBarrage)
    .where(eq(bingoBarrage.userId, userId))
    .orderBy(desc(bingoBarrage.id))
    .limit(1);
  return r?.at ?? null;
}

export async function insertBarrage(db: DbOrTx, row: typeof bingoBarrage.$inferInsert) {
  const [r] = await db.insert(bingoBarrage).values(row).returning();
  return r!;
}
