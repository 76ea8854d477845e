import { and, count, desc, eq, like } from 'drizzle-orm';
import { VOUCHER_KIND } from '@hapa/contracts';
import { boxes, trialBoosts, users, vouchers } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

/** The fields of a box the Lucky Trial needs (price in cents; active, free and odds decide whether it can be a trial box). */
export async function findBox(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      id: boxes.id,
      name: boxes.name,
      image: boxes.image,
      priceCents: boxes.priceCents,
      isActive: boxes.isActive,
      isFree: boxes.isFree,
    })
    .from(boxes)
    .where(eq(boxes.id, id));
  return rows[0] ?? null;
}
export type TrialBoxRow = NonNullable<Awaited<ReturnType<typeof findBox>>>;

/** The player's Lucky Trial vouchers (kind 2), newest first. */
export async function trialVouchers(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.userId, userId), eq(vouchers.kind, VOUCHER_KIND.luckyTrial)))
    .orderBy(desc(vouchers.id))
    .limit(200);
}

/** One voucher of the player (no lock), or null. */
export async function voucherOf(db: DbOrTx, userId: number, id: number) {
  const rows = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), eq(vouchers.userId, userId)));
  return rows[0] ?? null;
}

/** A player's nickname and XP, or null when there is no such player. */
export async function userBrief(db: DbOrTx, userId: number) {
  const rows = await db.select({ id: users.id, nickname: users.nickname, xp: users.xp }).from(users).where(eq(users.id, userId));
  return rows[0] ?? null;
}

/** Helps a share received in all. */
export async function boostCount(db: DbOrTx, shareNo: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(trialBoosts).where(eq(trialBoosts.shareNo, shareNo));
  return Number(rows[0]?.n ?? 0);
}

/** Lucky Trials a share's helps have granted (`trial_boost:{shareNo}:{n}` vouchers). */
export async function grantedCount(db: DbOrTx, shareNo: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(vouchers)
    .where(like(vouchers.sourceRef, `trial_boost:${shareNo}:%`));
  return Number(rows[0]?.n ?? 0);
}

/** Whether `helperId` already helped `shareNo`. */
export async function hasHelped(db: DbOrTx, shareNo: string, helperId: number): Promise<boolean> {
  const rows = await db
    .select({ id: trialBoosts.id })
    .from(trialBoosts)
    .where(and(eq(trialBoosts.shareNo, shareNo), eq(trialBoosts.helperUserId, helperId)))
    .limit(1);
  return rows.length > 0;
}

/** When `helperId` last helped anyone, or null. */
export async function lastHelpAt(db: DbOrTx, helperId: number): Promise<Date | null> {
  const rows = await db
    .select({ at: trialBoosts.createdAt })
    .from(trialBoosts)
    .where(eq(trialBoosts.helperUserId, helperId))
    .orderBy(desc(trialBoosts.createdAt))
    .limit(1);
  return rows[0]?.at ?? null;
}

/** Records one help; false when this helper had helped this share already (unique index). */
export async function insertBoost(tx: Tx, row: typeof trialBoosts.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(trialBoosts).values(row).onConflictDoNothing().returning({ id: trialBoosts.id });
  return rows.length > 0;
}
