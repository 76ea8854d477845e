import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { giftSendLogs } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type GiftLogRow = typeof giftSendLogs.$inferSelect;

/** Marks the player's offers past their expiry as expired. */
export async function expireStaleOffers(tx: Tx, userId: number, now: Date) {
  await tx
    .update(giftSendLogs)
    .set({ status: 'expired' })
    .where(and(eq(giftSendLogs.userId, userId), eq(giftSendLogs.status, 'offered'), lte(giftSendLogs.expiresAt, now)));
}

/** The player's open offer (at most one, by a partial unique index). */
export async function findOpenOffer(db: DbOrTx, userId: number): Promise<GiftLogRow | null> {
  const rows = await db
    .select()
    .from(giftSendLogs)
    .where(and(eq(giftSendLogs.userId, userId), eq(giftSendLogs.status, 'offered')));
  return rows[0] ?? null;
}

/** The player's latest offer of `type`, any status. */
export async function latestOffer(db: DbOrTx, userId: number, type: number): Promise<GiftLogRow | null> {
  const rows = await db
    .select()
    .from(giftSendLogs)
    .where(and(eq(giftSendLogs.userId, userId), eq(giftSendLogs.type, type)))
    .orderBy(desc(giftSendLogs.createdAt), desc(giftSendLogs.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function hasClaimed(db: DbOrTx, userId: number, type: number): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftSendLogs)
    .where(and(eq(giftSendLogs.userId, userId), eq(giftSendLogs.type, type), eq(giftSendLogs.status, 'claimed')));
  return (rows[0]?.n ?? 0) > 0;
}

/** Inserts an offer unless the player already has an open one (then nothing). */
export async function insertOffer(tx: Tx, row: typeof giftSendLogs.$inferInsert) {
  await tx.insert(giftSendLogs).values(row).onConflictDoNothing();
}

export async function findLog(db: DbOrTx, id: number): Promise<GiftLogRow | null> {
  const rows = await db.select().from(giftSendLogs).where(eq(giftSendLogs.id, id));
  return rows[0] ?? null;
}

/** Marks the offer claimed by a paid order (idempotent: the first order keeps it). */
export async function markClaimed(tx: Tx, id: number, orderNo: string, now: Date) {
  await tx
    .update(giftSendLogs)
    .set({ status: 'claimed', orderNo, claimedAt: now })
    .where(and(eq(giftSendLogs.id, id), sql`${giftSendLogs.status} <> 'claimed'`));
}
