import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { scheduledJobs } from '../../db/schema/index.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';

/** A job handler runs inside the job's transaction; after commit, `afterCommit` (if returned) runs. */
export type JobHandler = (tx: Tx, payload: any, job: { id: number; kind: string; dueAt: Date; attempts: number }) => Promise<void | (() => void | Promise<void>)>;

const MAX_ATTEMPTS = 10;

/**
 * Durable timers (architecture.md "Time and background work"). `schedule` inserts a row (idempotent
 * by `dedupeKey`, may run inside the caller's transaction); `start` polls due rows with
 * `FOR UPDATE SKIP LOCKED` and runs each handler in that row's transaction, marking it done on
 * success, retrying with backoff on failure (up to 10 attempts).
 */
export class JobsService {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly pollMs = 250) {}

  /** Registers the handler for `kind` (one per kind). */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
    this.handlers.set(kind, handler);
  }

  /** Schedules a job; a second call with the same `dedupeKey` does nothing. */
  async schedule(db: DbOrTx, job: { kind: string; dedupeKey: string; payload: unknown; dueAt: Date }): Promise<void> {
    await db.insert(scheduledJobs).values({ kind: job.kind, dedupeKey: job.dedupeKey, payload: job.payload as object, dueAt: job.dueAt }).onConflictDoNothing();
  }

  /** Runs every due job once (at most `limit`); returns how many ran. Used by the loop and by tests. */
  async runDue(limit = 50): Promise<number> {
    let ran = 0;
    for (; ran < limit; ran++) {
      const done = await this.runOne();
      if (!done) break;
    }
    return ran;
  }

  private async runOne(): Promise<boolean> {
    const now = this.clock.now();
    let after: (() => void | Promise<void>) | undefined;
    let found = false;
    try {
      await this.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(scheduledJobs)
          .where(and(isNull(scheduledJobs.doneAt), lte(scheduledJobs.dueAt, now)))
          .orderBy(asc(scheduledJobs.dueAt))
          .limit(1)
          .for('update', { skipLocked: true });
        const job = rows[0];
        if (!job) return;
        found = true;
        const handler = this.handlers.get(job.kind);
        if (!handler) {
          await tx.update(scheduledJobs).set({ doneAt: now, lastError: `no handler for ${job.kind}` }).where(eq(scheduledJobs.id, job.id));
          return;
        }
        try {
          await tx.execute(sql`savepoint job_run`);
          after = (await handler(tx, job.payload, { id: job.id, kind: job.kind, dueAt: job.dueAt, attempts: job.attempts })) ?? undefined;
          await tx.update(scheduledJobs).set({ doneAt: now, attempts: job.attempts + 1 }).where(eq(scheduledJobs.id, job.id));
        } catch (err) {
          await tx.execute(sql`rollback to savepoint job_run`);
          const attempts = job.attempts + 1;
          const message = err instanceof Error ? err.message : String(err);
          console.error(`job ${job.kind}#${job.id} failed (attempt ${attempts}): ${message}`);
          await tx
            .update(scheduledJobs)
            .set({
              attempts,
              lastError: message.slice(0, 1000),
              dueAt: new Date(now.getTime() + Math.min(60_000, 500 * 2 ** attempts)),
              doneAt: attempts >= MAX_ATTEMPTS ? now : null,
            })
            .where(eq(scheduledJobs.id, job.id));
        }
      });
    } catch (err) {
      console.error(`job loop error: ${err instanceof Error ? err.message : String(err)}`);
      return false;
    }
    const afterCommit = after as (() => void | Promise<void>) | undefined;
    if (afterCommit) await Promise.resolve(afterCommit()).catch(() => undefined);
    return found;
  }

  /** Starts the polling loop (unref'd, so it never holds the process open). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runDue().then(
        () => void (this.running = null),
        () => void (this.running = null),
      );
    }, this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
