import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { boxes, depositRewards, vouchers } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type VoucherRow = typeof vouchers.$inferSelect;

/** Locks the player's box-voucher deposit rewards not yet issued as vouchers. */
export async function lockUnissuedRewards(tx: Tx, userId: number) {
  return tx
    .select()
    .from(depositRewards)
    .where(and(eq(depositRewards.userId, userId), eq(depositRewards.kind, 'box_voucher'), eq(depositRewards.status, 'available')))
    .orderBy(asc(depositRewards.id))
    .for('update');
}

export async function markRewardsIssued(tx: Tx, ids: number[]) {
  if (ids.length) await tx.update(depositRewards).set({ status: 'issued' }).where(inArray(depositRewards.id, ids));
}

/** Inserts vouchers; a `sourceRef` already issued is skipped. Returns the inserted rows. */
export async function insertVouchers(db: DbOrTx, rows: (typeof vouchers.$inferInsert)[]): Promise<VoucherRow[]> {
  if (!rows.length) return [];
  return db.insert(vouchers).values(rows).onConflictDoNothing().returning();
}

/** The player's vouchers with their box, newest first. */
export async function listVouchers(db: DbOrTx, userId: number, f: { id?: number; kind?: number; boxId?: number; usableAt?: Date } = {}) {
  const conds = [eq(vouchers.userId, userId)];
  if (f.id !== undefined) conds.push(eq(vouchers.id, f.id));
  if (f.kind !== undefined) conds.push(eq(vouchers.kind, f.kind));
  if (f.boxId !== undefined) conds.push(eq(vouchers.boxId, f.boxId));
  if (f.usableAt) conds.push(eq(vouchers.status, 'available'), gt(vouchers.expiresAt, f.usableAt));
  return db
    .select({ v: vouchers, boxName: boxes.name, boxImage: boxes.image })
    .from(vouchers)
    .leftJoin(boxes, eq(boxes.id, vouchers.boxId))
    .where(and(...conds))
    .orderBy(f.usableAt ? asc(vouchers.expiresAt) : desc(vouchers.id))
    .limit(500);
}

/** Locks one voucher of the player (`FOR UPDATE`). */
export async function lockVoucher(tx: Tx, userId: number, id: number): Promise<VoucherRow | null> {
  const rows = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), eq(vouchers.userId, userId)))
    .for('update');
  return rows[0] ?? null;
}

/**
 * The player's oldest usable Charge voucher a deposit of `cents` qualifies for; with `lock`, locked FOR UPDATE (skipping
 * rows another deposit holds).
 */
export async function chargeVoucherFor(db: DbOrTx, userId: number, cents: number, now: Date, lock: boolean): Promise<VoucherRow | null> {
  const q = db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.userId, userId),
        eq(vouchers.kind, 1),
        eq(vouchers.status, 'available'),
        gt(vouchers.expiresAt, now),
        sql`${vouchers.minDepositCents} <= ${cents}`,
        isNull(vouchers.usedAt),
      ),
    )
    .orderBy(asc(vouchers.expiresAt), asc(vouchers.id))
    .limit(1);
  const rows = lock ? await q.for('update', { skipLocked: true }) : await q;
  return rows[0] ?? null;
}

export async function markUsed(tx: Tx, id: number, usedRef: string, at: Date) {
  await tx.update(vouchers).set({ status: 'used', usedRef, usedAt: at }).where(eq(vouchers.id, id));
}
