import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { items, shippingOrderItems, shippingOrderLogs, shippingOrders, storeItems, userAddresses } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type OrderRow = typeof shippingOrders.$inferSelect;
export type OrderAddressValue = {
  recipientName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  countryCode: string;
};

/** The player's address (null when it is not theirs). */
export async function findAddress(db: DbOrTx, userId: number, id: number) {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
  return rows[0] ?? null;
}

/** Locks the player's store rows (`FOR UPDATE`, id order) with their item's category: a raced ship / sell moves an item once. */
export async function lockStoreItemsWithCategory(tx: Tx, userId: number, ids: number[]) {
  return tx
    .select({ store: storeItems, category: items.category, name: items.name, image: items.image })
    .from(storeItems)
    .innerJoin(items, eq(items.id, storeItems.itemId))
    .where(and(eq(storeItems.userId, userId), inArray(storeItems.id, ids)))
    .orderBy(storeItems.id)
    .for('update', { of: storeItems });
}

export async function orderByKey(db: DbOrTx, key: string) {
  const rows = await db.select().from(shippingOrders).where(eq(shippingOrders.idempotencyKey, key));
  return rows[0] ?? null;
}

export async function insertOrder(tx: Tx, v: typeof shippingOrders.$inferInsert): Promise<OrderRow> {
  return (await tx.insert(shippingOrders).values(v).returning())[0]!;
}

export async function insertOrderItems(tx: Tx, rows: (typeof shippingOrderItems.$inferInsert)[]) {
  await tx.insert(shippingOrderItems).values(rows);
}

export async function insertLog(tx: Tx, orderId: number, status: number, event: string, note: string, at: Date) {
  await tx.insert(shippingOrderLogs).values({ orderId, status, event, note, createdAt: at });
}

export async function setStoreStatus(tx: Tx, ids: number[], status: string, at: Date) {
  if (ids.length) await tx.update(storeItems).set({ status, updatedAt: at }).where(inArray(storeItems.id, ids));
}

/** Locks one order (`FOR UPDATE`); `userId` narrows it to the player's own (null when not theirs). */
export async function lockOrder(tx: Tx, orderId: number, userId?: number): Promise<OrderRow | null> {
  const where =
    userId === undefined ? eq(shippingOrders.id, orderId) : and(eq(shippingOrders.id, orderId), eq(shippingOrders.userId, userId));
  const rows = await tx.select().from(shippingOrders).where(where).for('update');
  return rows[0] ?? null;
}

/** Locks several orders in id order (bulk moves). */
export async function lockOrders(tx: Tx, ids: number[]): Promise<OrderRow[]> {
  return tx.select().from(shippingOrders).where(inArray(shippingOrders.id, ids)).orderBy(shippingOrders.id).for('update');
}

export async function updateOrder(tx: Tx, id: number, v: Partial<typeof shippingOrders.$inferInsert>) {
  await tx.update(shippingOrders).set(v).where(eq(shippingOrders.id, id));
}

export async function orderStoreItemIds(db: DbOrTx, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: shippingOrderItems.storeItemId })
    .from(shippingOrderItems)
    .where(eq(shippingOrderItems.orderId, orderId));
  return rows.map((r) => r.id);
}

/** Orders (newest first) of a player, or of everyone in `statuses` (fulfilment queue). */
export async function listOrders(db: DbOrTx, f: { userId?: number; statuses?: number[] }, limit: number, offset: number) {
  const conds = [];
  if (f.userId !== undefined) conds.push(eq(shippingOrders.userId, f.userId));
  if (f.statuses?.length) conds.push(inArray(shippingOrders.status, f.statuses));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(shippingOrders)
      .where(where)
      .orderBy(f.userId === undefined ? asc(shippingOrders.id) : desc(shippingOrders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(shippingOrders)
      .where(where),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export async function ordersByIds(db: DbOrTx, ids: number[]) {
  return ids.length ? db.select().from(shippingOrders).where(inArray(shippingOrders.id, ids)).orderBy(asc(shippingOrders.id)) : [];
}

/** Items and logs of `orderIds`, grouped by order. */
export async function orderParts(db: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return { items: new Map(), logs: new Map() } as { items: Map<number, PartItem[]>; logs: Map<number, PartLog[]> };
  const [itemRows, logRows] = await Promise.all([
    db
      .select({
        orderId: shippingOrderItems.orderId,
        storeItemId: shippingOrderItems.storeItemId,
        itemId: shippingOrderItems.itemId,
        valueCents: shippingOrderItems.valueCents,
        name: items.name,
        image: items.image,
      })
      .from(shippingOrderItems)
      .innerJoin(items, eq(items.id, shippingOrderItems.itemId))
      .where(inArray(shippingOrderItems.orderId, orderIds))
      .orderBy(asc(shippingOrderItems.storeItemId)),
    db.select().from(shippingOrderLogs).where(inArray(shippingOrderLogs.orderId, orderIds)).orderBy(asc(shippingOrderLogs.id)),
  ]);
  const itemsBy = new Map<number, PartItem[]>();
  for (const r of itemRows) itemsBy.set(r.orderId, [...(itemsBy.get(r.orderId) ?? []), r]);
  const logsBy = new Map<number, PartLog[]>();
  for (const r of logRows) logsBy.set(r.orderId, [...(logsBy.get(r.orderId) ?? []), r]);
  return { items: itemsBy, logs: logsBy };
}
export type PartItem = { orderId: number; storeItemId: number; itemId: number; valueCents: number; name: string; image: string };
export type PartLog = typeof shippingOrderLogs.$inferSelect;

/** Open orders of a player (not delivered, not cancelled): account deletion refuses while any exist. */
export async function countOpenOrders(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shippingOrders)
    .where(and(eq(shippingOrders.userId, userId), inArray(shippingOrders.status, [54, 55, 56, 60])));
  return Number(rows[0]?.n ?? 0);
}
