import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { battles, contestEntries, contestLevels, contestPeriods, contestPrizes, type ContestLevelBox } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

export type LevelRow = typeof contestLevels.$inferSelect;
export type PeriodRow = typeof contestPeriods.$inferSelect;
export type EntryRow = typeof contestEntries.$inferSelect;

/** Levels in position order (`activeOnly`: the ones players see). */
export async function levels(db: DbOrTx, activeOnly: boolean): Promise<LevelRow[]> {
  return db
    .select()
    .from(contestLevels)
    .where(activeOnly ? eq(contestLevels.isActive, true) : undefined)
    .orderBy(asc(contestLevels.position));
}

export async function levelById(db: DbOrTx, id: number): Promise<LevelRow | null> {
  return (await db.select().from(contestLevels).where(eq(contestLevels.id, id)))[0] ?? null;
}

/** Inserts the default levels when the table is empty (idempotent on position). */
export async function seedLevels(db: DbOrTx, rows: { position: number; name: string; boxes: ContestLevelBox[]; points: number }[]) {
  await db.insert(contestLevels).values(rows).onConflictDoNothing();
}

export async function updateLevel(
  tx: Tx,
  id: number,
  set: { name: string; boxes: ContestLevelBox[]; points: number; isActive: boolean; updatedAt: Date },
) {
  return (await tx.update(contestLevels).set(set).where(eq(contestLevels.id, id)).returning())[0] ?? null;
}

/** The period holding `at` ([startsAt, endsAt)), or null. */
export async function periodAt(db: DbOrTx, at: Date): Promise<PeriodRow | null> {
  return (
    (
      await db
        .select()
        .from(contestPeriods)
        .where(and(lte(contestPeriods.startsAt, at), gt(contestPeriods.endsAt, at)))
        .limit(1)
    )[0] ?? null
  );
}

export async function latestPeriod(db: DbOrTx): Promise<PeriodRow | null> {
  return (await db.select().from(contestPeriods).orderBy(desc(contestPeriods.startsAt)).limit(1))[0] ?? null;
}

export async function periodById(db: DbOrTx, id: number): Promise<PeriodRow | null> {
  return (await db.select().from(contestPeriods).where(eq(contestPeriods.id, id)))[0] ?? null;
}

/** Inserts a period unless one starts at the same time; returns the row that starts then. */
export async function insertPeriod(db: DbOrTx, startsAt: Date, endsAt: Date): Promise<{ row: PeriodRow; created: boolean }> {
  const made = await db.insert(contestPeriods).values({ startsAt, endsAt }).onConflictDoNothing().returning();
  if (made[0]) return { row: made[0], created: true };
  return { row: (await db.select().from(contestPeriods).where(eq(contestPeriods.startsAt, startsAt)))[0]!, created: false };
}

export async function lockPeriod(tx: Tx, id: number): Promise<PeriodRow | null> {
  return (await tx.select().from(contestPeriods).where(eq(contestPeriods.id, id)).for('update'))[0] ?? null;
}

export async function markPaid(tx: Tx, id: number, at: Date) {
  await tx.update(contestPeriods).set({ state: 'paid', paidAt: at }).where(eq(contestPeriods.id, id));
}

export async function insertEntry(tx: Tx, row: typeof contestEntries.$inferInsert) {
  await tx.insert(contestEntries).values(row);
}

/** True when the player already scored level `levelId` in the period. */
export async function hasScored(tx: Tx, periodId: number, userId: number, levelId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: contestEntries.id })
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.periodId, periodId),
        eq(contestEntries.userId, userId),
        eq(contestEntries.levelId, levelId),
        eq(contestEntries.won, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The player's entries of a period (levels beaten, attempts). */
export async function entriesOf(db: DbOrTx, periodId: number, userId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.periodId, periodId), eq(contestEntries.userId, userId)))
    .orderBy(desc(contestEntries.id));
}

export type EntryWithBattle = { entry: EntryRow; battle: typeof battles.$inferSelect };

/** The player's contest battles, newest first. */
export async function historyOf(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: EntryWithBattle[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .select({ entry: contestEntries, battle: battles })
      .from(contestEntries)
      .innerJoin(battles, eq(battles.id, contestEntries.battleId))
      .where(eq(contestEntries.userId, userId))
      .orderBy(desc(contestEntries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contestEntries)
      .where(eq(contestEntries.userId, userId)),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** The player's latest contest battle whose end time is after `now` (still playing). */
export async function currentOf(db: DbOrTx, userId: number, now: Date): Promise<EntryWithBattle | null> {
  const rows = await db
    .select({ entry: contestEntries, battle: battles })
    .from(contestEntries)
    .innerJoin(battles, eq(battles.id, contestEntries.battleId))
    .where(and(eq(contestEntries.userId, userId), gt(battles.endsAt, now)))
    .orderBy(desc(contestEntries.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function entryByUuid(db: DbOrTx, uuid: string): Promise<EntryWithBattle | null> {
  const rows = await db
    .select({ entry: contestEntries, battle: battles })
    .from(contestEntries)
    .innerJoin(battles, eq(battles.id, contestEntries.battleId))
    .where(eq(battles.uuid, uuid));
  return rows[0] ?? null;
}

/** One leaderboard line: a player's points in a period and when they reached them. */
export interface Standing {
  userId: number;
  nickname: string;
  points: number;
  rank: number;
}

/**
 * The period's leaderboard: players with points > 0, most points first; equal points rank by who reached
 * them first (their last scoring battle), then by user id. `limit` null: everyone. `revealedAt`: count only
 * battles ended by then (what players may see); null: every entry (the payout at the period end).
 */
export async function standings(db: DbOrTx, periodId: number, limit: number | null, revealedAt: Date | null): Promise<Standing[]> {
  const res = await db.execute(sql`
    select s.user_id, u.nickname, s.points::int as points,
           (row_number() over (order by s.points desc, s.reached asc, s.user_id asc))::int as rank
    from (select e.user_id, sum(e.points) as points, max(e.created_at) filter (where e.points > 0) as reached
          from contest_entries e join battles b on b.id = e.battle_id
          where e.period_id = ${periodId} ${revealedAt === null ? sql`` : sql`and b.ends_at <= ${revealedAt.toISOString()}::timestamptz`}
          group by e.user_id having sum(e.points) > 0) s
    join users u on u.id = s.user_id
    order by rank
    ${limit === null ? sql`` : sql`limit ${limit}`}`);
  return rowsOf<{ user_id: number; nickname: string; points: number; rank: number }>(res).map((r) => ({
    userId: Number(r.user_id),
    nickname: r.nickname,
    points: Number(r.points),
    rank: Number(r.rank),
  }));
}

/** End time and uuid of battles by id. */
export async function battleEnds(db: DbOrTx, ids: number[]): Promise<{ id: number; uuid: string; endsAt: Date | null }[]> {
  if (!ids.length) return [];
  return db.select({ id: battles.id, uuid: battles.uuid, endsAt: battles.endsAt }).from(battles).where(inArray(battles.id, ids));
}

export async function playersIn(db: DbOrTx, periodId: number): Promise<number> {
  return (
    (
      await db
        .select({ n: sql<number>`count(distinct ${contestEntries.userId})::int` })
        .from(contestEntries)
        .where(eq(contestEntries.periodId, periodId))
    )[0]?.n ?? 0
  );
}

export async function insertPrize(tx: Tx, row: typeof contestPrizes.$inferInsert) {
  await tx.insert(contestPrizes).values(row).onConflictDoNothing();
}

export async function prizesOf(db: DbOrTx, periodId: number) {
  return db.select().from(contestPrizes).where(eq(contestPrizes.periodId, periodId)).orderBy(asc(contestPrizes.rank));
}
