import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, journalEntries, journalLines, notifications, paymentEvents, paymentOrders, users } from '../../db/schema/index.ts';

/**
 * The console's read model of payments (docs/how-to/operator-day.md#payments): every query is bounded by an index
 * (order number unique; player `payment_orders_user_created_id_idx`; provider reference and exact amount their own indexes;
 * an order's events by `payment_events_order_idx`, its journal entries by `journal_entries_ref_idx`).
 */
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export interface PaymentFilter {
  orderNo?: string;
  uid?: number;
  providerRef?: string;
  amountCents?: number;
}

export async function searchOrders(db: DbOrTx, f: PaymentFilter, limit: number, offset: number) {
  const conds: SQL[] = [];
  if (f.orderNo) conds.push(eq(paymentOrders.orderNo, f.orderNo));
  if (f.uid !== undefined) conds.push(eq(paymentOrders.userId, f.uid));
  if (f.providerRef) conds.push(eq(paymentOrders.providerRef, f.providerRef));
  if (f.amountCents !== undefined) conds.push(eq(paymentOrders.amountCents, f.amountCents));
  const where = and(...conds);
  const [rows, total] = await Promise.all([
    db
      .select({ o: paymentOrders, nickname: users.nickname, email: users.email })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(paymentOrders).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** The uid of a player given by uid, exact email or exact nickname (case-insensitive); null when none. */
export async function resolvePlayer(db: DbOrTx, q: string): Promise<number | null> {
  if (/^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647) return Number(q);
  const lower = q.toLowerCase();
  const byEmail = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${lower}`)
    .limit(1);
  if (byEmail[0]) return byEmail[0].id;
  const byNick = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.nickname}) = ${lower}`)
    .orderBy(asc(users.id))
    .limit(1);
  return byNick[0]?.id ?? null;
}

export async function orderEvents(db: DbOrTx, orderNo: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo)).orderBy(asc(paymentEvents.id)).limit(200);
}

/** The order's journal entries (deposit, bonuses, refund) with their lines and account kinds. */
export async function orderEntries(db: DbOrTx, orderNo: string) {
  const entries = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.refType, 'payment_order'), eq(journalEntries.refId, orderNo)))
    .orderBy(asc(journalEntries.id))
    .limit(100);
  if (!entries.length) return [];
  const lines = await db
    .select({ entryId: journalLines.entryId, amount: journalLines.amount, kind: accounts.kind, isSystem: accounts.isSystem })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(
      inArray(
        journalLines.entryId,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(asc(journalLines.id));
  return entries.map((e) => ({ e, lines: lines.filter((l) => l.entryId === e.id) }));
}

/** The player's notifications about this order (deposit credited, refunded), newest 20. */
export async function orderNotifications(db: DbOrTx, uid: number, orderNo: string) {
  return db
    .select({ kind: notifications.kind, key: notifications.key, createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.userId, uid), sql`${notifications.params}->>'orderNo' = ${orderNo}`))
    .orderBy(desc(notifications.id))
    .limit(20);
}
