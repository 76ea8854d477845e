import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * The ids of one history page as a subquery `page(id)` (docs/architecture/money-and-ledger.md#history-pages): the rows
 * of `table` matching `where` (a player's own rows, on their index), in `order` (default `id` descending), `limit` from
 * `offset`. Select `id` only, so the index answers it and the OFFSET walks index entries; the caller joins the page's
 * rows to it (`from(page).innerJoin(table, eq(table.id, page.id))`) and orders them the same way.
 */
export function historyPageIds<C extends PgColumn>(
  db: DbOrTx,
  table: PgTable,
  id: C,
  where: SQL | undefined,
  limit: number,
  offset: number,
  order: SQL[] = [desc(id)],
) {
  return db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
}
