import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { items, questProgress, quests } from '../../db/schema/index.ts';
import { executeNamed, type DbOrTx, type Tx } from '../../db/client.ts';

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

type Stamp = string | Date | null;
const stamp = (v: Stamp): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

/**
 * `activeQuests` and the runs of every player of `userIds` in one statement (the quests consumer reads both for each
 * batch of events it gets: one round trip per batch). The runs are locked FOR UPDATE in (player, quest) order, as
 * `progressOf` locks one player's.
 */
export async function activeQuestsAndLockedRuns(tx: Tx, userIds: readonly number[]): Promise<{ quests: QuestRow[]; runs: ProgressRow[] }> {
  type QuestJson = {
    id: number;
    sort: number;
    name: string;
    tasks: unknown;
    rewards: unknown;
    duration_hours: number;
    unlock_after: number | null;
    is_active: boolean;
  };
  type RunJson = {
    user_id: number;
    quest_id: number;
    progress: unknown;
    started_at: string;
    ends_at: string;
    completed_at: Stamp;
    claimed_at: Stamp;
    boosted_at: Stamp;
  };
  // the players go as one array parameter: the statement's text (and its prepared name) stays the same for any count
  const res = await executeNamed<{ quests: QuestJson[] | string; runs: RunJson[] | string }>(
    tx,
    'quests_active_and_locked_runs',
    sql`
    with r as (select * from quest_progress where user_id = any(${`{${userIds.join(',')}}`}::int[]) order by user_id, quest_id for update)
    select (select coalesce(json_agg(q order by q.sort, q.id), '[]'::json) from quests q where q.is_active) as quests,
           (select coalesce(json_agg(r order by r.user_id, r.quest_id), '[]'::json) from r) as runs`,
  );
  const row = res.rows[0]!;
  const qs = (typeof row.quests === 'string' ? JSON.parse(row.quests) : row.quests) as QuestJson[];
  const rs = (typeof row.runs === 'string' ? JSON.parse(row.runs) : row.runs) as RunJson[];
  return {
    quests: qs.map((q) => ({
      id: q.id,
      sort: q.sort,
      name: q.name,
      tasks: q.tasks,
      rewards: q.rewards,
      durationHours: q.duration_hours,
      unlockAfter: q.unlock_after,
      isActive: q.is_active,
    })),
    runs: rs.map((r) => ({
      userId: r.user_id,
      questId: r.quest_id,
      progress: r.progress,
      startedAt: stamp(r.started_at)!,
      endsAt: stamp(r.ends_at)!,
      completedAt: stamp(r.completed_at),
      claimedAt: stamp(r.claimed_at),
      boostedAt: stamp(r.boosted_at),
    })),
  };
}

/** Starts a run (nothing when it exists). */
export async function startRun(db: DbOrTx, row: typeof questProgress.$inferInsert) {
  await db.insert(questProgress).values(row).onConflictDoNothing();
}

/** A run's new progress, and its completion time when the progress completed it. */
export interface RunProgressUpdate {
  userId: number;
  questId: number;
  progress: Record<string, number>;
  completedAt: Date | null;
}

/** Writes the progress of many runs in one statement (nothing when `rows` is empty). */
export async function updateRuns(tx: Tx, rows: readonly RunProgressUpdate[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((r) => ({ user_id: r.userId, quest_id: r.questId, progress: r.progress, completed_at: r.completedAt })),
  );
  await executeNamed(
    tx,
    'quests_update_runs',
    sql`update quest_progress p set progress = v.progress, completed_at = v.completed_at
        from json_to_recordset(${json}::json) as v(user_id int, quest_id int, progress jsonb, completed_at timestamptz)
        where p.user_id = v.user_id and p.quest_id = v.quest_id`,
  );
}

export async function updateRun(tx: Tx, userId: number, questId: number, set: Partial<typeof questProgress.$inferInsert>) {
  await tx
    .update(questProgress)
    .set(set)
    .where(and(eq(questProgress.userId, userId), eq(questProgress.questId, questId)));
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
  const rows = await db
    .select({ id: items.id, name: items.name, image: items.image })
    .from(items)
    .where(sql`${items.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, { name: r.name, image: r.image }]));
}
