import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { boxes, items, openings, storeItems } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { historyPageIds } from '../../db/history-page.ts';

/**
 * One page of the player's prizes (GET /api/user/store/list), newest first, optionally of one `status`: `rows` of
 * `{store, item, boxId, boxName}` (box null for prizes not from an opening), `total` (rows matching) and
 * `storedValueCents` (sum of the 'stored' prizes' value, cents). docs/architecture/money-and-ledger.md#history-pages:
 * the page's ids come from an index-only range scan of `store_items_user_status_value_idx (user_id, status, id,
 * value_cents)` (with a status) or `store_items_user_id_idx (user_id, id)`, and only those `limit` rows join items,
 * openings and boxes; the stored value is summed from the status index alone.
 */
export async function listStore(db: DbOrTx, userId: number, status: string | undefined, limit: number, offset: number) {
  const where: SQL[] = [eq(storeItems.userId, userId)];
  if (status) where.push(eq(storeItems.status, status));
  const cond = and(...where);
  const page = historyPageIds(db, storeItems, storeItems.id, cond, limit, offset);
  const [rows, count, stored] = await Promise.all([
    db
      .select({ store: storeItems, item: items, boxId: openings.boxId, boxName: boxes.name })
      .from(page)
      .innerJoin(storeItems, eq(storeItems.id, page.id))
      .innerJoin(items, eq(items.id, storeItems.itemId))
      .leftJoin(openings, eq(openings.id, storeItems.openingId))
      .leftJoin(boxes, eq(boxes.id, openings.boxId))
      .orderBy(desc(storeItems.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeItems)
      .where(cond),
    db
      .select({ v: sql<number>`coalesce(sum(${storeItems.valueCents}), 0)::bigint` })
      .from(storeItems)
      .where(and(eq(storeItems.userId, userId), eq(storeItems.status, 'stored'))),
  ]);
  return { rows, total: count[0]?.n ?? 0, storedValueCents: Number(stored[0]?.v ?? 0) };
}

/** Locks the player's store rows (`FOR UPDATE`, id order) so a raced recovery pays once. */
export async function lockStoreItems(tx: Tx, userId: number, ids: number[]) {
  return tx
    .select()
    .from(storeItems)
    .where(and(eq(storeItems.userId, userId), inArray(storeItems.id, ids)))
    .orderBy(storeItems.id)
    .for('update');
}

export async function markRecovered(tx: Tx, ids: number[], entryId: number, at: Date) {
  await tx.update(storeItems).set({ status: 'recovered', recoveryEntryId: entryId, updatedAt: at }).where(inArray(storeItems.id, ids));
}

/** Marks prizes exchanged (exchange center) with the ledger entry or voucher that paid them. */
export async function markExchanged(tx: Tx, ids: number[], entryId: number | null, at: Date) {
  await tx.update(storeItems).set({ status: 'exchanged', recoveryEntryId: entryId, updatedAt: at }).where(inArray(storeItems.id, ids));
}
