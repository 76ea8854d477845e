import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { scheduledJobs } from '../../db/schema/index.ts';
import { commitWith, type DbOrTx, type Tx } from '../../db/client.ts';

/** A `scheduled_jobs` row as stored. */
export type JobRow = typeof scheduledJobs.$inferSelect;

/** Inserts a job due at `dueAt`; a second one with the same `dedupeKey` is skipped (does nothing). */
export async function insertJob(db: DbOrTx, job: { kind: string; dedupeKey: string; payload: unknown; dueAt: Date }): Promise<void> {
  await db
    .insert(scheduledJobs)
    .values({ kind: job.kind, dedupeKey: job.dedupeKey, payload: job.payload as object, dueAt: job.dueAt })
    .onConflictDoNothing();
}

/**
 * Claims up to `limit` jobs not done and due by `now` (`FOR UPDATE SKIP LOCKED`): timers before domain-event
 * deliveries (`event:*` kinds), each oldest due first (the order of scheduled_jobs_due_idx); `timersOnly` leaves the
 * deliveries out.
 */
export async function claimDue(tx: Tx, now: Date, limit: number, timersOnly: boolean): Promise<JobRow[]> {
  return tx
    .select()
    .from(scheduledJobs)
    .where(
      and(
        isNull(scheduledJobs.doneAt),
        lte(scheduledJobs.dueAt, now),
        timersOnly ? sql`not (${scheduledJobs.kind} like 'event:%')` : undefined,
      ),
    )
    .orderBy(sql`(${scheduledJobs.kind} like 'event:%')`, asc(scheduledJobs.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks job `id` done at `now` with `lastError` (a job of no registered kind). */
export async function markDoneWithError(tx: Tx, id: number, now: Date, lastError: string): Promise<void> {
  await tx.update(scheduledJobs).set({ doneAt: now, lastError }).where(eq(scheduledJobs.id, id));
}

/** Records a failed run of job `id`: its attempt count, error, next due time and (when it gives up) `doneAt`. */
export async function markFailed(
  tx: Tx,
  id: number,
  f: { attempts: number; lastError: string; dueAt: Date; doneAt: Date | null },
): Promise<void> {
  await tx.update(scheduledJobs).set(f).where(eq(scheduledJobs.id, id));
}

/**
 * Marks jobs `ids` done at `now` (one more attempt each) as the transaction's LAST statement: on a pipelined connection
 * COMMIT rides with it (db/client.ts `commitWith`, db/pipeline.ts). Nothing may run in `tx` after it.
 * @throws the update's error
 */
export function markDoneLast(tx: Tx, ids: number[], now: Date): Promise<void> {
  return commitWith(
    tx,
    tx
      .update(scheduledJobs)
      .set({ doneAt: now, attempts: sql`${scheduledJobs.attempts} + 1` })
      .where(inArray(scheduledJobs.id, ids))
      .execute(),
    undefined,
  );
}
