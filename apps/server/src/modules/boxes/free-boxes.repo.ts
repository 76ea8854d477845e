import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { boxes, freeBoxes, openings, users } from '../../db/schema/index.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

/** The seeded free boxes' ids (db/seed/catalogue.ts), for the rules seeded beside them. */
export { FREE_BOX_ID, LEVEL_FREE_BOX_ID, LIMITED_FREE_BOX_ID, TOPUP_FREE_BOX_ID, VIP_FREE_BOX_ID } from '../../db/seed/catalogue.ts';

export type FreeBoxRow = typeof freeBoxes.$inferSelect;
type BoxRow = typeof boxes.$inferSelect;

/** Every free box (`boxes.is_free`) with its rule row (null when it has none), in display order. */
export async function freeBoxesWithRules(db: DbOrTx): Promise<{ box: BoxRow; rule: FreeBoxRow | null }[]> {
  const rows = await db
    .select({ box: boxes, rule: freeBoxes })
    .from(boxes)
    .leftJoin(freeBoxes, eq(freeBoxes.boxId, boxes.id))
    .where(eq(boxes.isFree, true))
    .orderBy(sql`coalesce(${freeBoxes.sort}, 0)`, asc(boxes.id));
  return rows;
}

/** The rule row of box `boxId`, or null. */
export async function ruleOf(db: DbOrTx, boxId: number): Promise<FreeBoxRow | null> {
  const [r] = await db.select().from(freeBoxes).where(eq(freeBoxes.boxId, boxId));
  return r ?? null;
}

/** Inserts the rule unless the box has one (operators' edits are never overwritten by a later seed). */
export async function insertRuleIfMissing(db: DbOrTx, row: typeof freeBoxes.$inferInsert): Promise<boolean> {
  const r = await db.insert(freeBoxes).values(row).onConflictDoNothing({ target: freeBoxes.boxId }).returning({ id: freeBoxes.boxId });
  return r.length > 0;
}

/** Writes the rule of `boxId` (insert or replace) in `tx`; returns it. */
export async function upsertRule(tx: Tx, row: typeof freeBoxes.$inferInsert): Promise<FreeBoxRow> {
  const { boxId, ...set } = row;
  const [r] = await tx.insert(freeBoxes).values(row).onConflictDoUpdate({ target: freeBoxes.boxId, set }).returning();
  return r!;
}

/** The rule of `boxId` locked FOR UPDATE (the console's edit), or null. */
export async function lockRule(tx: Tx, boxId: number): Promise<FreeBoxRow | null> {
  const [r] = await tx.select().from(freeBoxes).where(eq(freeBoxes.boxId, boxId)).for('update');
  return r ?? null;
}

/** Box `boxId` locked FOR UPDATE, or null. */
export async function lockBox(tx: Tx, boxId: number): Promise<BoxRow | null> {
  const [r] = await tx.select().from(boxes).where(eq(boxes.id, boxId)).for('update');
  return r ?? null;
}

/** Marks box `boxId` free and on sale (a free box is never sold: it leaves every paid list). */
export async function markBoxFree(tx: Tx, boxId: number): Promise<void> {
  await tx.update(boxes).set({ isFree: true, isActive: true }).where(eq(boxes.id, boxId));
}

/** When the player last opened free box `boxId`, or null (openings of source 'free'). */
export async function lastFreeOpeningOf(db: DbOrTx, userId: number, boxId: number): Promise<Date | null> {
  const rows = await db
    .select({ at: openings.createdAt })
    .from(openings)
    .where(and(eq(openings.userId, userId), eq(openings.source, 'free'), eq(openings.boxId, boxId)))
    .orderBy(desc(openings.id))
    .limit(1);
  return rows[0]?.at ?? null;
}

/** The last free opening of each of the player's free boxes: box id -> time. */
export async function lastFreeOpenings(db: DbOrTx, userId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ boxId: openings.boxId, at: sql<Date>`max(${openings.createdAt})`.mapWith((v: string | Date) => new Date(v)) })
    .from(openings)
    .where(and(eq(openings.userId, userId), eq(openings.source, 'free')))
    .groupBy(openings.boxId);
  return new Map(rows.map((r) => [r.boxId, r.at]));
}

/** The player's EXP (users.xp). */
export async function xpOf(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db.select({ xp: users.xp }).from(users).where(eq(users.id, userId));
  return r?.xp ?? 0;
}

/**
 * Cents deposited on the player's coin account since `since`: the `deposit` lines of the ledger (bonuses are
 * their own kinds and do not count), the same sum the deposit limits use.
 */
export async function depositedSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const res = await db.execute(sql`
    select coalesce(sum(l.amount), 0) as cents
    from journal_lines l
    join accounts a on a.id = l.account_id
    join journal_entries e on e.id = l.entry_id
    where a.user_id = ${userId} and a.kind = 'user_coin' and e.kind = 'deposit' and e.created_at >= ${since.toISOString()}::timestamptz`);
  return Number(rowsOf<{ cents: string | number }>(res)[0]?.cents ?? 0);
}
