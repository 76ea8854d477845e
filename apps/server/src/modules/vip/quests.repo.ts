import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { items, questProgress, quests } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type QuestRow = typeof quests.$inferSelect;
export type ProgressRow = typeof questProgress.$inferSelect;

export async function countQuests(db: DbOrTx) {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(quests))[0]?.n ?? 0;
}

/** Inserts quests with their ids (seed), then moves the id sequence past them so operator rows get fresh ids. */
export async function insertQuests(db: DbOrTx, rows: (typeof quests.$inferInsert)[]) {
  if (!rows.length) return;
  await db.insert(quests).values(rows).onConflictDoNothing();
  await db.execute(sql`select setval(pg_get_serial_sequence('quests', 'id'), (select max(id) from quests))`);
}

export async function activeQuests(db: DbOrTx): Promise<QuestRow[]> {
  return db.select().from(quests).where(eq(quests.isActive, true)).orderBy(asc(quests.sort), asc(quests.id));
}

/** The player's quest runs; `lock` takes them FOR UPDATE (progress and claims serialise on them). */
export async function progressOf(db: DbOrTx, userId: number, lock = false): Promise<ProgressRow[]> {
  const q = db.select().from(questProgress).where(eq(questProgress.userId, userId)).orderBy(asc(questProgress.questId));
  return lock ? q.for('update') : q;
}

/** Starts a run (nothing when it exists). */
export async function startRun(db: DbOrTx, row: typeof questProgress.$inferInsert) {
  await db.insert(questProgress).values(row).onConflictDoNothing();
}

export async function updateRun(tx: Tx, userId: number, questId: number, set: Partial<typeof questProgress.$inferInsert>) {
  await tx.update(questProgress).set(set).where(and(eq(questProgress.userId, userId), eq(questProgress.questId, questId)));
}

export async function claimedRuns(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(questProgress)
    .where(and(eq(questProgress.userId, userId), isNotNull(questProgress.claimedAt)))
    .orderBy(desc(questProgress.claimedAt))
    .limit(limit);
}

export async function itemNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; image: string }>();
  const rows = await db.select({ id: items.id, name: items.name, image: items.image }).from(items).where(sql`${items.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, { name: r.name, image: r.image }]));
}
