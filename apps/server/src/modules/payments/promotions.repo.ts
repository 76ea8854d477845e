import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { promotionAwards, promotions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type AwardRow = typeof promotionAwards.$inferSelect;

/** The running random-discount promotion at `now` (active, started, not ended; lowest id first). */
export async function activePromotion(db: DbOrTx, now: Date): Promise<PromotionRow | undefined> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.active, true), eq(promotions.kind, 'random_discount'), lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now))))
    .orderBy(asc(promotions.id))
    .limit(1);
  return rows[0];
}

/** The player's award of a promotion, if drawn. */
export async function findAward(db: DbOrTx, promotionId: number, userId: number): Promise<AwardRow | undefined> {
  const rows = await db.select().from(promotionAwards).where(and(eq(promotionAwards.promotionId, promotionId), eq(promotionAwards.userId, userId)));
  return rows[0];
}

/** Inserts the drawn award unless one exists (a concurrent draw keeps the first); returns the stored one. */
export async function drawAward(db: DbOrTx, promotionId: number, userId: number, amountCents: number): Promise<AwardRow> {
  await db.insert(promotionAwards).values({ promotionId, userId, amountCents }).onConflictDoNothing();
  return (await findAward(db, promotionId, userId))!;
}

/**
 * Marks the player's offered award of `promotionId` paid by `orderNo`; returns it, or undefined when there is
 * none left to pay (already paid, or never drawn). A concurrent payer waits on the row lock and then finds it paid.
 */
export async function payAward(db: DbOrTx, promotionId: number, userId: number, orderNo: string, now: Date): Promise<AwardRow | undefined> {
  const rows = await db
    .update(promotionAwards)
    .set({ status: 'paid', orderNo, paidAt: now })
    .where(and(eq(promotionAwards.promotionId, promotionId), eq(promotionAwards.userId, userId), eq(promotionAwards.status, 'offered')))
    .returning();
  return rows[0];
}

/** Count of paid awards of a promotion for a player (tests and checks). */
export async function paidAwardCount(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(promotionAwards).where(and(eq(promotionAwards.userId, userId), eq(promotionAwards.status, 'paid')));
  return Number(rows[0]?.n ?? 0);
}
