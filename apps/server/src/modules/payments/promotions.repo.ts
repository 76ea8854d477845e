import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { promotionAwards, promotions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type AwardRow = typeof promotionAwards.$inferSelect;

/** The running random-discount promotion at `now` (active, started, not ended; lowest id first). */
export async function activePromotion(db: DbOrTx, now: Date): Promise<PromotionRow | undefined> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        eq(promotions.kind, 'random_discount'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.id))
    .limit(1);
  return rows[0];
}

/** The player's award of a promotion, if drawn. */
export async function findAward(db: DbOrTx, promotionId: number, userId: number): Promise<AwardRow | undefined> {
  const rows = await db
    .select()
    .from(promotionAwards)
    .where(and(eq(promotionAwards.promotionId, promotionId), eq(promotionAwards.userId, userId)));
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
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionAwards)
    .where(and(eq(promotionAwards.userId, userId), eq(promotionAwards.status, 'paid')));
  return Number(rows[0]?.n ?? 0);
}

/** The code of the random-discount promotion seeded outside production (PromotionsService.seedDemo). */
export const DEMO_PROMOTION_CODE = 'random-discount';

/**
 * Outside production only: the demo random discount ($1-$10 off a deposit of $20 or more), active, unless a row
 * with its code exists (an operator's later changes stand). Production has none until an operator creates one.
 */
export async function seedDemoPromotion(db: DbOrTx): Promise<void> {
  await db
    .insert(promotions)
    .values({
      code: DEMO_PROMOTION_CODE,
      kind: 'random_discount',
      title: 'Random discount',
      minDiscountCents: 100,
      maxDiscountCents: 1000,
      minDepositCents: 2000,
      active: true,
    })
    .onConflictDoNothing({ target: promotions.code });
}

/** A promotion with its award counts (drawn, paid, cents paid), for the console. */
export type PromotionWithAwards = PromotionRow & { drawn: number; paid: number; paidCents: number };

// correlated by the written-out column: drizzle renders ${promotions.id} unqualified in a select list, which would bind to a.id
const awardStats = {
  drawn: sql<number>`(select count(*)::int from promotion_awards a where a.promotion_id = "promotions"."id")`,
  paid: sql<number>`(select count(*)::int from promotion_awards a where a.promotion_id = "promotions"."id" and a.status = 'paid')`,
  paidCents: sql<string>`(select coalesce(sum(a.amount_cents), 0)::text from promotion_awards a where a.promotion_id = "promotions"."id" and a.status = 'paid')`,
};

async function withAwards(db: DbOrTx, where?: SQL): Promise<PromotionWithAwards[]> {
  const rows = await db
    .select({ p: promotions, ...awardStats })
    .from(promotions)
    .where(where)
    .orderBy(asc(promotions.id));
  return rows.map((r) => ({ ...r.p, drawn: Number(r.drawn), paid: Number(r.paid), paidCents: Number(r.paidCents) }));
}

/** Every random-discount promotion, oldest first, with its award counts. */
export function listPromotions(db: DbOrTx): Promise<PromotionWithAwards[]> {
  return withAwards(db, eq(promotions.kind, 'random_discount'));
}

/** One promotion with its award counts, or undefined. */
export async function promotionWithAwards(db: DbOrTx, id: number): Promise<PromotionWithAwards | undefined> {
  return (await withAwards(db, and(eq(promotions.id, id), eq(promotions.kind, 'random_discount'))))[0];
}

/** Locks and reads a promotion row (console update), or undefined. */
export async function lockPromotion(db: DbOrTx, id: number): Promise<PromotionRow | undefined> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.kind, 'random_discount')))
    .for('update');
  return rows[0];
}

export type PromotionFields = Pick<
  typeof promotions.$inferInsert,
  'title' | 'active' | 'startsAt' | 'endsAt' | 'minDiscountCents' | 'maxDiscountCents' | 'minDepositCents'
>;

/** Inserts a promotion; undefined when its code is taken. */
export async function insertPromotion(db: DbOrTx, code: string, f: PromotionFields): Promise<PromotionRow | undefined> {
  const rows = await db
    .insert(promotions)
    .values({ code, kind: 'random_discount', ...f })
    .onConflictDoNothing({ target: promotions.code })
    .returning();
  return rows[0];
}

export async function updatePromotion(db: DbOrTx, id: number, f: PromotionFields): Promise<PromotionRow> {
  const rows = await db.update(promotions).set(f).where(eq(promotions.id, id)).returning();
  return rows[0]!;
}
