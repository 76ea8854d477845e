import { desc, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutbox(db: DbOrTx, row: typeof mailOutbox.$inferInsert): Promise<void> {
  await db.insert(mailOutbox).values(row);
}

/** Newest mails first, optionally only those to `to` (case-insensitive). */
export async function listOutbox(db: DbOrTx, to: string | undefined, limit: number): Promise<OutboxRow[]> {
  const q = db.select().from(mailOutbox);
  const filtered = to ? q.where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`) : q;
  return filtered.orderBy(desc(mailOutbox.id)).limit(limit);
}
