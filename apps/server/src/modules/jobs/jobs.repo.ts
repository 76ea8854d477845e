import { eq, sql } from 'drizzle-orm';
import { scheduledJobs } from '../../db/schema/index.ts';
import { commitWith, executeNamed, type DbOrTx, type Tx } from '../../db/client.ts';

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
 * deliveries out. A named statement (db/client.ts `executeNamed`): the job loop runs it several times a second.
 */
export async function claimDue(tx: Tx, now: Date, limit: number, timersOnly: boolean): Promise<JobRow[]> {
  const { rows } = await executeNamed<RawJobRow>(
    tx,
    timersOnly ? 'jobs_claim_due_timers' : 'jobs_claim_due',
    sql`select id, kind, dedupe_key, payload, due_at, attempts, last_error, done_at, created_at
        from scheduled_jobs
        where done_at is null and due_at <= ${now.toISOString()}::timestamptz${timersOnly ? sql` and not (kind like 'event:%')` : sql``}
        order by (kind like 'event:%'), due_at
        limit ${limit}::int
        for update skip locked`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    dedupeKey: r.dedupe_key,
    payload: r.payload,
    dueAt: new Date(r.due_at),
    attempts: Number(r.attempts),
    lastError: r.last_error,
    doneAt: r.done_at === null ? null : new Date(r.done_at),
    createdAt: new Date(r.created_at),
  }));
}

/** A `scheduled_jobs` row as the driver returns it (timestamps as Date or text, ids as number or text). */
interface RawJobRow {
  id: number | string;
  kind: string;
  dedupe_key: string;
  payload: unknown;
  due_at: Date | string;
  attempts: number | string;
  last_error: string | null;
  done_at: Date | string | null;
  created_at: Date | string;
}

/**
 * Takes the transaction-scoped advisory lock (`lockClass`, player id) of each of `players` (ascending, so two batches
 * never wait on each other in a cycle), in one named statement. Blocks until every lock is held.
 */
export async function lockPlayers(tx: Tx, lockClass: number, players: number[]): Promise<void> {
  await executeNamed(
    tx,
    'jobs_player_locks',
    sql`select count(pg_advisory_xact_lock(${lockClass}::int, p)) from unnest(${`{${players.join(',')}}`}::int[]) as p`,
  );
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
 * Finishes jobs `ids` at `now` as the transaction's LAST statement: on a pipelined connection COMMIT rides with it
 * (db/client.ts `commitWith`, db/pipeline.ts). Nothing may run in `tx` after it. A delivered domain event
 * (`event:<consumer>`) is deleted: its dedupe key names a unique event id that nothing schedules again, and the event
 * itself stays in `domain_events`, so the queue does not grow by a row per delivery (docs/architecture/events-and-jobs.md#queue-size).
 * Any other job is marked done with one more attempt: its row and dedupe key keep a later schedule of the same key
 * from running it again.
 * @throws the statement's error
 */
export function markDoneLast(tx: Tx, ids: number[], now: Date): Promise<void> {
  // one statement text whatever the batch's size (an id array, not an IN list), so it is prepared once per connection
  const idArray = `{${ids.join(',')}}`;
  return commitWith(
    tx,
    executeNamed(
      tx,
      'jobs_finish',
      sql`with delivered as (
            delete from scheduled_jobs where id = any(${idArray}::bigint[]) and kind like 'event:%'
          )
          update scheduled_jobs set done_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
          where id = any(${idArray}::bigint[]) and not (kind like 'event:%')`,
    ),
    undefined,
  );
}
