import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paymentRefunds, users } from '../../db/schema/index.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** The order's refund (at most one per order), without a lock. */
export async function findRefund(db: DbOrTx, orderNo: string): Promise<RefundRow | null> {
  const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderNo, orderNo));
  return rows[0] ?? null;
}

/** The order's refund, row-locked (the caller holds the order's lock first: order, then refund). */
export async function lockRefund(tx: Tx, orderNo: string): Promise<RefundRow | null> {
  const rows = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.orderNo, orderNo)).for('update');
  return rows[0] ?? null;
}

export async function insertRefund(tx: Tx, row: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
  const rows = await tx.insert(paymentRefunds).values(row).returning();
  return rows[0]!;
}

export async function updateRefund(tx: Tx, id: number, patch: Partial<RefundRow>): Promise<RefundRow> {
  const rows = await tx.update(paymentRefunds).set(patch).where(eq(paymentRefunds.id, id)).returning();
  return rows[0]!;
}

/** Refunds of `orderNos` with the requester's email (console lists and the order's life). */
export async function refundsOf(db: DbOrTx, orderNos: string[]) {
  if (!orderNos.length) return [];
  return db
    .select({ r: paymentRefunds, email: users.email })
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.requestedBy))
    .where(inArray(paymentRefunds.orderNo, orderNos));
}

/** The player's final refunds among `orderNos` (pay history). */
export async function finalRefundsOf(db: DbOrTx, orderNos: string[]): Promise<RefundRow[]> {
  if (!orderNos.length) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.orderNo, orderNos), eq(paymentRefunds.status, 'refunded')));
}
