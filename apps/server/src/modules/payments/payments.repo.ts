import { and, desc, eq, sql } from 'drizzle-orm';
import { depositRewards, paymentEvents, paymentOrders } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { FREE_BOX_ID, SEED_BOXES } from '../../db/seed/catalogue.ts';
import { historyPageIds } from '../../db/history-page.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * The seeded free box that deposit rewards give vouchers for: its id and seeded name (undefined when the seed
 * catalogue has no such box). A constant of the build's seed catalogue (db/seed/catalogue.ts), read without a query;
 * payments code reaches it through here, since only repos import db/ (docs/architecture.md#layers).
 */
export function seededFreeBox(): { id: number; name: string | undefined } {
  return { id: FREE_BOX_ID, name: SEED_BOXES.find((b) => b.id === FREE_BOX_ID)?.name };
}

/** Flow data kept on an order (`details` jsonb): what the payer is shown and what the sandbox plays. */
export interface OrderDetails {
  cryptoCurrency?: string;
  network?: string;
  networkName?: string;
  address?: string;
  /** decimal string in the crypto */
  cryptoAmount?: string;
  uri?: string;
  deepLink?: string;
  qrcodeLink?: string;
  toPayUrl?: string;
  /** masked phone (M-PESA) */
  phone?: string;
  card?: { last4: string; brand: string; declined?: string };
  /** a 3-D Secure challenge the acquirer asked for (card-trade.service.ts) */
  threeDs?: { challengeId: string; status: 'pending' | 'passed' | 'failed' | 'abandoned' };
  referUrl?: string;
  referEvent?: string;
}

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

export async function updateOrder(tx: DbOrTx, id: number, patch: Partial<OrderRow>) {
  await tx.update(paymentOrders).set(patch).where(eq(paymentOrders.id, id));
}

/** Moves a pending order to failed or expired; never touches a paid order (a paid order is final). */
export async function closePendingOrder(db: DbOrTx, id: number, status: 'failed' | 'expired', failureReason: string): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({ status, failureReason })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'pending')))
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

/** Merges `patch` into the order's details (jsonb `||`). */
export async function mergeDetails(db: DbOrTx, id: number, patch: OrderDetails) {
  await db
    .update(paymentOrders)
    .set({ details: sql`coalesce(${paymentOrders.details}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(paymentOrders.id, id));
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

/** Whether a paid order of the player has paid the first-top-up bonus (the offer is used up only then). */
export async function firstBonusPaid(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .where(sql`${paymentOrders.userId} = ${userId} and ${paymentOrders.status} = 'paid' and ${paymentOrders.firstBonusCents} > 0`);
  return (rows[0]?.n ?? 0) > 0;
}

/** Paid-order count, last paid time, whether one was paid since `since`, and how many paid the first-top-up bonus (config and gift-bag eligibility). */
export async function paidSummary(
  db: DbOrTx,
  userId: number,
  since: Date,
): Promise<{ paid: number; lastPaidAt: Date | null; paidSince: number; firstBonusPaid: number }> {
  const rows = await db
    .select({
      paid: sql<number>`count(*)::int`,
      firstBonusPaid: sql<number>`(count(*) filter (where ${paymentOrders.firstBonusCents} > 0))::int`,
      lastPaidAt: sql<string | null>`max(${paymentOrders.paidAt})`,
      paidSince: sql<number>`(count(*) filter (where ${paymentOrders.paidAt} >= ${since.toISOString()}::timestamptz))::int`,
    })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')));
  const r = rows[0];
  return {
    paid: r?.paid ?? 0,
    lastPaidAt: r?.lastPaidAt ? new Date(r.lastPaidAt) : null,
    paidSince: r?.paidSince ?? 0,
    firstBonusPaid: r?.firstBonusPaid ?? 0,
  };
}

/**
 * One page of the player's deposit orders (GET /api/pay/history/v2), newest first (`created_at desc, id desc`), and
 * `total` (the player's orders). docs/architecture/money-and-ledger.md#history-pages: the page's ids come from a range
 * scan of `payment_orders_user_created_id_idx (user_id, created_at, id)` in that order, and only those `limit` rows are read whole.
 */
export async function listOrders(db: DbOrTx, userId: number, limit: number, offset: number): Promise<{ list: OrderRow[]; total: number }> {
  const page = historyPageIds(db, paymentOrders, paymentOrders.id, eq(paymentOrders.userId, userId), limit, offset, [
    desc(paymentOrders.createdAt),
    desc(paymentOrders.id),
  ]);
  const [list, count] = await Promise.all([
    db
      .select({ o: paymentOrders })
      .from(page)
      .innerJoin(paymentOrders, eq(paymentOrders.id, page.id))
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, userId)),
  ]);
  return { list: list.map((r) => r.o), total: count[0]?.n ?? 0 };
}

/** Records a deposit's rewards once per order and kind. */
export async function insertRewards(tx: Tx, rows: (typeof depositRewards.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx.insert(depositRewards).values(rows).onConflictDoNothing();
}

export async function listRewards(db: DbOrTx, orderNo: string) {
  return db.select().from(depositRewards).where(eq(depositRewards.orderNo, orderNo));
}
