import { eq, sql } from 'drizzle-orm';
import { paymentEvents, paymentOrders, users } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;

export async function insertOrder(db: DbOrTx, row: typeof paymentOrders.$inferInsert): Promise<OrderRow> {
  const rows = await db.insert(paymentOrders).values(row).returning();
  return rows[0]!;
}

export async function findOrder(db: DbOrTx, orderNo: string): Promise<OrderRow | null> {
  const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  return rows[0] ?? null;
}

export async function lockOrder(tx: Tx, orderNo: string): Promise<OrderRow | null> {
  const rows = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)).for('update');
  return rows[0] ?? null;
}

export async function updateOrder(tx: Tx, id: number, patch: Partial<OrderRow>) {
  await tx.update(paymentOrders).set(patch).where(eq(paymentOrders.id, id));
}

export async function setProviderRef(db: DbOrTx, id: number, providerRef: string | null) {
  await db.update(paymentOrders).set({ providerRef }).where(eq(paymentOrders.id, id));
}

/** Records a delivery; false when the provider already sent this event id (idempotency). */
export async function insertEvent(tx: Tx, row: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(paymentEvents).values(row).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function setEventOutcome(tx: Tx, provider: string, eventId: string, outcome: string) {
  await tx
    .update(paymentEvents)
    .set({ outcome })
    .where(sql`${paymentEvents.provider} = ${provider} and ${paymentEvents.eventId} = ${eventId}`);
}

export async function countPaidOrders(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .where(sql`${paymentOrders.userId} = ${userId} and ${paymentOrders.status} = 'paid'`);
  return rows[0]?.n ?? 0;
}

export async function addXp(tx: Tx, userId: number, xp: number) {
  await tx.update(users).set({ xp: sql`${users.xp} + ${xp}` }).where(eq(users.id, userId));
}
