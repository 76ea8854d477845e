import { and, asc, count, desc, eq, inArray, ne, sum } from 'drizzle-orm';
import { lotteryDraws, lotteryPurchases, lotteryTickets, lotteryWinners, users } from '../../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';

/** The daily lottery's SQL (the only place that touches its tables). */
export type DrawRow = typeof lotteryDraws.$inferSelect;
export type NewDraw = typeof lotteryDraws.$inferInsert;
export type PurchaseRow = typeof lotteryPurchases.$inferSelect;

export async function openDraw(db: DbOrTx): Promise<DrawRow | null> {
  return (await db.select().from(lotteryDraws).where(eq(lotteryDraws.status, 'open')).limit(1))[0] ?? null;
}

export async function drawById(db: DbOrTx, id: number): Promise<DrawRow | null> {
  return (await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)))[0] ?? null;
}

/** Locks the draw row: FOR SHARE (a purchase or grant) or FOR UPDATE (the close). */
export async function lockDraw(tx: Tx, id: number, mode: 'share' | 'update'): Promise<DrawRow | null> {
  return (await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)).for(mode))[0] ?? null;
}

/** Inserts a draw unless one is open already or its key is taken (a second instance starting); returns it or null. */
export async function insertDraw(db: DbOrTx, v: NewDraw): Promise<DrawRow | null> {
  return (await db.insert(lotteryDraws).values(v).onConflictDoNothing().returning())[0] ?? null;
}

/** The latest draw time of any draw (the next one opens on a later day). */
export async function lastDrawAt(db: DbOrTx): Promise<Date | null> {
  const [r] = await db.select({ at: lotteryDraws.drawAt }).from(lotteryDraws).orderBy(desc(lotteryDraws.drawAt)).limit(1);
  return r?.at ?? null;
}

export async function updateDraw(tx: Tx, id: number, patch: Partial<NewDraw>): Promise<void> {
  await tx.update(lotteryDraws).set(patch).where(eq(lotteryDraws.id, id));
}

export async function purchaseByKey(db: DbOrTx, userId: number, key: string): Promise<PurchaseRow | null> {
  return (
    (
      await db
        .select()
        .from(lotteryPurchases)
        .where(and(eq(lotteryPurchases.userId, userId), eq(lotteryPurchases.idempotencyKey, key)))
    )[0] ?? null
  );
}

/** Inserts a purchase; with a `sourceRef` already used nothing is inserted and null comes back. */
export async function insertPurchase(tx: Tx, v: typeof lotteryPurchases.$inferInsert): Promise<PurchaseRow | null> {
  return (await tx.insert(lotteryPurchases).values(v).onConflictDoNothing().returning())[0] ?? null;
}

/** Inserts `count` tickets of one purchase; returns their ids ascending. */
export async function insertTickets(
  tx: Tx,
  p: { drawId: number; purchaseId: number; userId: number; priceCents: number; count: number; at: Date },
): Promise<number[]> {
  const rows = Array.from({ length: p.count }, () => ({
    drawId: p.drawId,
    purchaseId: p.purchaseId,
    userId: p.userId,
    priceCents: p.priceCents,
    createdAt: p.at,
  }));
  const ids = (await tx.insert(lotteryTickets).values(rows).returning({ id: lotteryTickets.id })).map((r) => r.id);
  return ids.sort((a, b) => a - b);
}

export async function ticketIdsOfPurchase(db: DbOrTx, purchaseId: number): Promise<number[]> {
  return (
    await db
      .select({ id: lotteryTickets.id })
      .from(lotteryTickets)
      .where(eq(lotteryTickets.purchaseId, purchaseId))
      .orderBy(asc(lotteryTickets.id))
  ).map((r) => r.id);
}

/** Coin tickets the player bought in the draw (the per-draw limit counts these). */
export async function coinTicketsOf(db: DbOrTx, drawId: number, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: sum(lotteryPurchases.count) })
    .from(lotteryPurchases)
    .where(and(eq(lotteryPurchases.drawId, drawId), eq(lotteryPurchases.userId, userId), eq(lotteryPurchases.source, 'coin')));
  return Number(r?.n ?? 0);
}

export async function myTicketIds(db: DbOrTx, drawId: number, userId: number): Promise<number[]> {
  return (
    await db
      .select({ id: lotteryTickets.id })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.drawId, drawId), eq(lotteryTickets.userId, userId)))
      .orderBy(asc(lotteryTickets.id))
  ).map((r) => r.id);
}

/** Tickets in the draw and the coins they were sold for (cents). */
export async function drawTotals(db: DbOrTx, drawId: number): Promise<{ tickets: number; salesCents: number }> {
  const [r] = await db
    .select({ n: count(), s: sum(lotteryTickets.priceCents) })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.drawId, drawId));
  return { tickets: Number(r?.n ?? 0), salesCents: Number(r?.s ?? 0) };
}

/** Every ticket of the draw, id ascending, with its owner and price. */
export async function entriesOf(db: DbOrTx, drawId: number): Promise<{ id: number; userId: number; priceCents: number }[]> {
  return db
    .select({ id: lotteryTickets.id, userId: lotteryTickets.userId, priceCents: lotteryTickets.priceCents })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.drawId, drawId))
    .orderBy(asc(lotteryTickets.id));
}

export async function insertWinners(tx: Tx, rows: (typeof lotteryWinners.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(lotteryWinners).values(rows);
}

export async function setWinnerEntry(tx: Tx, drawId: number, rank: number, entryId: number): Promise<void> {
  await tx
    .update(lotteryWinners)
    .set({ entryId })
    .where(and(eq(lotteryWinners.drawId, drawId), eq(lotteryWinners.rank, rank)));
}

export type WinnerRow = typeof lotteryWinners.$inferSelect & { nickname: string };

/** Winners of the draws, with the owners' nicknames, by draw then rank. */
export async function winnersOf(db: DbOrTx, drawIds: number[]): Promise<WinnerRow[]> {
  if (drawIds.length === 0) return [];
  const rows = await db
    .select({ w: lotteryWinners, nickname: users.nickname })
    .from(lotteryWinners)
    .innerJoin(users, eq(users.id, lotteryWinners.userId))
    .where(inArray(lotteryWinners.drawId, drawIds))
    .orderBy(asc(lotteryWinners.drawId), asc(lotteryWinners.rank));
  return rows.map((r) => ({ ...r.w, nickname: r.nickname }));
}

/** Closed and drawn draws, newest first. */
export async function pastDraws(db: DbOrTx, limit: number, offset: number): Promise<{ rows: DrawRow[]; total: number }> {
  const [rows, [c]] = await Promise.all([
    db.select().from(lotteryDraws).where(ne(lotteryDraws.status, 'open')).orderBy(desc(lotteryDraws.drawAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(lotteryDraws).where(ne(lotteryDraws.status, 'open')),
  ]);
  return { rows, total: Number(c?.n ?? 0) };
}

/** The player's tickets, newest first, with their draw and (once closed) the prize they won. */
export async function ticketsOfUser(db: DbOrTx, userId: number, limit: number, offset: number) {
  const [rows, [c]] = await Promise.all([
    db
      .select({
        id: lotteryTickets.id,
        drawId: lotteryTickets.drawId,
        priceCents: lotteryTickets.priceCents,
        createdAt: lotteryTickets.createdAt,
        source: lotteryPurchases.source,
        drawKey: lotteryDraws.drawKey,
        drawAt: lotteryDraws.drawAt,
        drawStatus: lotteryDraws.status,
        rank: lotteryWinners.rank,
        prizeCents: lotteryWinners.prizeCents,
      })
      .from(lotteryTickets)
      .innerJoin(lotteryPurchases, eq(lotteryPurchases.id, lotteryTickets.purchaseId))
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
      .leftJoin(lotteryWinners, and(eq(lotteryWinners.drawId, lotteryTickets.drawId), eq(lotteryWinners.ticketId, lotteryTickets.id)))
      .where(eq(lotteryTickets.userId, userId))
      .orderBy(desc(lotteryTickets.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(lotteryTickets).where(eq(lotteryTickets.userId, userId)),
  ]);
  return { rows, total: Number(c?.n ?? 0) };
}
