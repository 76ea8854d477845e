import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { historyPageIds } from '../../db/history-page.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Inserts notifications; rows whose dedupe key exists are skipped. Returns the rows written. */
export async function insertMany(tx: DbOrTx, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(notifications).values(rows).onConflictDoNothing({ target: notifications.dedupeKey }).returning();
}

/**
 * One page of a player's notifications (GET /api/notify/message_page_list), newest first, and their total.
 * docs/architecture/money-and-ledger.md#history-pages: the page's ids come from an index-only range scan of
 * `notifications_user_idx (user_id, id)` (OFFSET walks index entries), then only those `limit` rows are read.
 */
export async function pageOf(
  db: DbOrTx,
  userId: number,
  offset: number,
  limit: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const page = historyPageIds(db, notifications, notifications.id, eq(notifications.userId, userId), limit, offset);
  const [rows, [t]] = await Promise.all([
    db.select({ n: notifications }).from(page).innerJoin(notifications, eq(notifications.id, page.id)).orderBy(desc(notifications.id)),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { rows: rows.map((r) => r.n), total: Number(t?.n ?? 0) };
}

/** How many of a player's notifications are unread. */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.hasRead}`));
  return Number(r?.n ?? 0);
}

/** Marks one of the player's notifications read; false when the player has no notification `id`. */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const r = await db
    .update(notifications)
    .set({ hasRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return r.length > 0;
}

/** Marks every unread notification of the player read; returns how many changed. */
export async function markAllRead(db: DbOrTx, userId: number): Promise<number> {
  const r = await db
    .update(notifications)
    .set({ hasRead: true })
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.hasRead}`))
    .returning({ id: notifications.id });
  return r.length;
}
