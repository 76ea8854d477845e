import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { items, openings, reviews, shippingOrders, users } from '../../db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** A review with its author and linked item, for home and the console. */
export interface ReviewLine extends ReviewRow {
  nickname: string;
  email: string;
  headImg: string;
  itemName: string | null;
  itemImg: string | null;
}

const lineCols = {
  id: reviews.id,
  userId: reviews.userId,
  rating: reviews.rating,
  body: reviews.body,
  itemId: reviews.itemId,
  status: reviews.status,
  createdAt: reviews.createdAt,
  moderatedAt: reviews.moderatedAt,
  moderatedBy: reviews.moderatedBy,
  nickname: users.nickname,
  email: users.email,
  headImg: users.headImg,
  itemName: items.name,
  itemImg: items.image,
};

const lines = (db: DbOrTx) =>
  db.select(lineCols).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).leftJoin(items, eq(items.id, reviews.itemId));

/** Locks the player's users row FOR UPDATE: serialises one player's review writes (the 30-day rule under a race). */
export async function lockPlayer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** True when the player has opened a box (any opening) or had a shipping order delivered (status 200). */
export async function hasReceived(db: DbOrTx, userId: number): Promise<boolean> {
  const [o] = await db.select({ id: openings.id }).from(openings).where(eq(openings.userId, userId)).limit(1);
  if (o) return true;
  const [s] = await db
    .select({ id: shippingOrders.id })
    .from(shippingOrders)
    .where(and(eq(shippingOrders.userId, userId), eq(shippingOrders.status, 200)))
    .limit(1);
  return Boolean(s);
}

/** The player's newest review (any status), or null. */
export async function latestOf(db: DbOrTx, userId: number): Promise<ReviewLine | null> {
  const [r] = await lines(db).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(1);
  return r ?? null;
}

/** True when item `id` exists. */
export async function itemExists(db: DbOrTx, id: number): Promise<boolean> {
  const [r] = await db.select({ id: items.id }).from(items).where(eq(items.id, id));
  return Boolean(r);
}

export async function insert(tx: Tx, row: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [r] = await tx.insert(reviews).values(row).returning();
  return r!;
}

/** The newest `limit` approved reviews. */
export async function approved(db: DbOrTx, limit: number): Promise<ReviewLine[]> {
  return lines(db).where(eq(reviews.status, 'approved')).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
}

/** One console page, newest first, optionally of one status; and the total. */
export async function page(
  db: DbOrTx,
  status: string | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: ReviewLine[]; total: number }> {
  const where = status ? eq(reviews.status, status) : undefined;
  const [rows, [t]] = await Promise.all([
    lines(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(t?.n ?? 0) };
}

/** Review `id` with its author, locked FOR UPDATE when `lock` (the console's moderation), or null. */
export async function byId(db: DbOrTx, id: number, lock = false): Promise<ReviewLine | null> {
  if (lock) await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).for('update');
  const [r] = await lines(db).where(eq(reviews.id, id));
  return r ?? null;
}

export async function setStatus(tx: Tx, id: number, status: string, operatorId: number, at: Date): Promise<void> {
  await tx.update(reviews).set({ status, moderatedAt: at, moderatedBy: operatorId }).where(eq(reviews.id, id));
}
