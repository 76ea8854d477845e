import { and, eq, inArray, sql } from 'drizzle-orm';
import { clientLogs, guidePlayers, popClicks, popViews, userProfiles, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type GuideRow = typeof guidePlayers.$inferSelect;

/** The player's guide row, or null before their first guide call. */
export async function guideRow(db: DbOrTx, userId: number): Promise<GuideRow | null> {
  return (await db.select().from(guidePlayers).where(eq(guidePlayers.userId, userId)))[0] ?? null;
}

/**
 * Moves the status (and the download status) forward only: one statement, `GREATEST` of the stored value and
 * the new one, so two racing finishes never move it back. Creates the row when missing. Returns the row.
 */
export async function raiseStatus(
  db: DbOrTx,
  userId: number,
  set: { status?: number; downloadStatus?: number; codeGuideDone?: boolean; dropSeenAt?: Date; lastActiveAt?: Date },
  now: Date,
): Promise<GuideRow> {
  const status = set.status ?? 0;
  const download = set.downloadStatus ?? 0;
  const rows = await db
    .insert(guidePlayers)
    .values({
      userId,
      status,
      downloadStatus: download,
      codeGuideDone: set.codeGuideDone ?? false,
      dropSeenAt: set.dropSeenAt ?? null,
      lastActiveAt: set.lastActiveAt ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: guidePlayers.userId,
      set: {
        status: sql`GREATEST(${guidePlayers.status}, ${status})`,
        downloadStatus: sql`GREATEST(${guidePlayers.downloadStatus}, ${download})`,
        codeGuideDone: set.codeGuideDone ? true : sql`${guidePlayers.codeGuideDone}`,
        dropSeenAt: set.dropSeenAt ?? sql`${guidePlayers.dropSeenAt}`,
        lastActiveAt: set.lastActiveAt ?? sql`${guidePlayers.lastActiveAt}`,
        updatedAt: now,
      },
    })
    .returning();
  return rows[0]!;
}

/**
 * Read-only facts of the referral-code guide: when the account was made and whether it was invited
 * (`user_profiles.invited_by`, written by modules/referral; read here, never written).
 */
export async function accountFacts(db: DbOrTx, userId: number): Promise<{ createdAt: Date; invited: boolean } | null> {
  const rows = await db
    .select({ createdAt: users.createdAt, invitedBy: userProfiles.invitedBy })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const r = rows[0];
  return r ? { createdAt: r.createdAt, invited: r.invitedBy !== null } : null;
}

/** When the player last closed each of `popIds`. */
export async function popCloses(db: DbOrTx, userId: number, popIds: number[]): Promise<Map<number, Date>> {
  if (!popIds.length) return new Map();
  const rows = await db
    .select()
    .from(popViews)
    .where(and(eq(popViews.userId, userId), inArray(popViews.popId, popIds)));
  return new Map(rows.map((r) => [r.popId, r.closedAt]));
}

export async function recordPopClose(db: DbOrTx, userId: number, popId: number, at: Date): Promise<void> {
  await db
    .insert(popViews)
    .values({ userId, popId, closedAt: at })
    .onConflictDoUpdate({ target: [popViews.userId, popViews.popId], set: { closedAt: at } });
}

/** Adds one tap to the pop's counter (one atomic upsert); returns the new count. */
export async function addPopClick(db: DbOrTx, popId: number, at: Date): Promise<number> {
  const rows = await db
    .insert(popClicks)
    .values({ popId, clicks: 1, updatedAt: at })
    .onConflictDoUpdate({ target: popClicks.popId, set: { clicks: sql`${popClicks.clicks} + 1`, updatedAt: at } })
    .returning({ clicks: popClicks.clicks });
  return rows[0]!.clicks;
}

export async function allPopClicks(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db.select().from(popClicks);
  return new Map(rows.map((r) => [r.popId, r.clicks]));
}

/** Appends one client log row, then drops the oldest rows beyond `maxRows` (by id). */
export async function insertClientLog(db: DbOrTx, row: typeof clientLogs.$inferInsert, maxRows: number): Promise<void> {
  const [r] = await db.insert(clientLogs).values(row).returning({ id: clientLogs.id });
  if (r!.id > maxRows) await db.delete(clientLogs).where(sql`${clientLogs.id} <= ${r!.id - maxRows}`);
}

export async function countClientLogs(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(clientLogs);
  return rows[0]!.n;
}
