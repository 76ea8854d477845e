import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { recordJobLag, recordProviderFailure } from '../../lib/metrics.ts';
import { log } from '../../lib/logger.ts';
import * as repo from './jobs.repo.ts';
import { JOB_SCHEMAS, payloadIssues, schemaOf, type AppJobSchemas, type JobKind, type JobPayload, type JobSchemaMap } from './job-map.ts';

export type { AppJobSchemas, EventDelivery, EventJobKind, JobKind, JobPayload, JobSchemaMap, RoundTimeoutJobKind } from './job-map.ts';

/**
 * A job handler runs inside the job's transaction with the payload as stored (checked against its kind's schema:
 * modules/jobs/job-map.ts); after commit, `afterCommit` (if returned) runs.
 */
export type JobHandler<P = unknown> = (
  tx: Tx,
  payload: P,
  job: { id: number; kind: string; dueAt: Date; attempts: number },
) => Promise<void | (() => void | Promise<void>)>;

/**
 * A handler that takes every due job of its kind in a batch at once (docs/architecture/events-and-jobs.md#event-streams):
 * `payloads` in the batch's order (players ascending, then job id). It runs in the batch's transaction; if it throws, the
 * batch is run again with each job on its own (a batch of one), so a failing job is retried alone.
 */
export type BatchJobHandler<P = unknown> = (tx: Tx, payloads: P[]) => Promise<void | (() => void | Promise<void>)>;

/**
 * Deliveries the event worker runs after the due jobs of each `runDue` (modules/events event streams): given the loop's
 * database, how many events it may run, the lag metric (`recordLag(kind, ms)`) and how long it may wait for
 * transactions still open to end (`settleMs`, see `runDue`); returns how many it ran.
 */
export type JobFeed = (db: Db, limit: number, recordLag: (kind: string, ms: number) => void, settleMs: number) => Promise<number>;

/**
 * Starts the after-commit callbacks of a committed batch (a job batch, an event stream's batch), each after the current
 * task and with its error dropped (the batch is done), and adds their promises to `afters` for the caller to await.
 */
export function startAfterCommit(callbacks: readonly (() => void | Promise<void>)[], afters: Promise<unknown>[]): void {
  for (const after of callbacks)
    afters.push(
      Promise.resolve()
        .then(after)
        .catch(() => undefined),
    );
}

/** A payload that does not fit its kind's schema was scheduled (a programming error: nothing was written). */
export class JobPayloadError extends Error {
  constructor(kind: string, issues: string) {
    super(`bad payload for job ${kind}: ${issues}`);
    this.name = 'JobPayloadError';
  }
}

const MAX_ATTEMPTS = 10;

/** Failed runs of a provider-asking job before it schedules its own slow follow-up (`slowRetryAfter`); under the queue's 10. */
export const PROVIDER_FAST_ATTEMPTS = 5;

/**
 * For a job whose provider could not be asked (`err`: down, a timeout): counts the failure
 * (`hapa_provider_failures_total{provider,job}` of the instance holding `db`), rethrows while the job has fast retries
 * left (the queue retries it with backoff), then logs a warning and returns, so the caller schedules its own follow-up
 * job at its slow pace in the same transaction. A job that asks a provider about money must never just die after
 * MAX_ATTEMPTS: the order or payout it watches would be left with nothing asking (docs/architecture/events-and-jobs.md).
 * `context.provider`: the provider's name (`nowpayments`, `ton`), the metric's label.
 * @throws err while `job.attempts + 1 < PROVIDER_FAST_ATTEMPTS`
 */
export function slowRetryAfter(
  db: object,
  job: { kind: string; attempts: number },
  err: unknown,
  context: { provider: string } & Record<string, unknown>,
  what: string,
): void {
  recordProviderFailure(db, context.provider, job.kind);
  if (job.attempts + 1 < PROVIDER_FAST_ATTEMPTS) throw err;
  log('jobs').warn({ ...context, err: err instanceof Error ? err.message : String(err) }, what);
}
/** Jobs per transaction (one savepoint each; PostgreSQL caches 64 subtransactions per backend). */
const BATCH = 32;
const BATCH_FAILED = -1;
/**
 * The players whose rows a job's handler may lock, ascending: the payload's `players` (int[], a domain-event delivery
 * about several players: modules/events), else its `userId`, else none.
 */
export function playersOf(job: { payload: unknown }): number[] {
  const p = job.payload as { players?: unknown; userId?: unknown } | null;
  if (Array.isArray(p?.players))
    return [...new Set(p.players.filter((x): x is number => Number.isInteger(x) && x > 0 && x <= INT4_MAX))].sort((a, b) => a - b);
  return typeof p?.userId === 'number' && Number.isInteger(p.userId) && p.userId > 0 && p.userId <= INT4_MAX ? [p.userId] : [];
}
const INT4_MAX = 2_147_483_647;
/** A batch's run order: by lowest player, then as scheduled (a player's events keep their order). */
const byPlayerThenId = (a: { id: number; payload: unknown }, b: { id: number; payload: unknown }) =>
  (playersOf(a)[0] ?? 0) - (playersOf(b)[0] ?? 0) || a.id - b.id;
/**
 * The class of the transaction-scoped advisory locks (two-key form; key 2 = player id) a batch takes on its jobs'
 * players before running them. 0x4a6f6273 = 'Jobs'.
 */
export const JOB_PLAYER_LOCK = 0x4a6f6273;

/** Jobs one `runDue` call of the loop runs at most before it returns. */
const DUE_LIMIT = 200;
/** Workers of the loop at most on PostgreSQL (each a background connection; the pool has one more). */
export const JOB_WORKERS = 3;
class BatchFailed extends Error {}

/**
 * What a failed job's log line and `last_error` say: the database's own error first (drizzle wraps it in "Failed
 * query: <sql>", whose cause holds e.g. "deadlock detected" and SQLSTATE 40P01), then the outer message.
 */
export function failureMessage(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  let root: unknown = err;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  if (root === err || !(root instanceof Error)) return err.message;
  const code = (root as { code?: unknown }).code;
  return `${root.message}${typeof code === 'string' ? ` (${code})` : ''} in ${err.message}`;
}

/**
 * Durable timers (architecture.md "Time and background work"). `schedule` inserts a row (idempotent
 * by `dedupeKey`, may run inside the caller's transaction); `start` polls due rows with
 * `FOR UPDATE SKIP LOCKED`, up to BATCH per transaction, each handler behind a savepoint, marking
 * them done on success, retrying with backoff on failure (up to 10 attempts).
 *
 * Kinds and payloads are typed by the job map `S` (JOB_SCHEMAS, docs/architecture/events-and-jobs.md#job-kinds; a test
 * may pass its own): a payload is checked against its kind's schema when scheduled and again when it runs.
 */
export class JobsService<S extends JobSchemaMap = AppJobSchemas> {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly batchHandlers = new Map<string, BatchJobHandler>();
  private readonly feeds: JobFeed[] = [];
  /** the payload schemas by kind (event deliveries: schemaOf) */
  private readonly schemas: ReadonlyMap<string, JobSchemaMap[string]>;
  private timer: NodeJS.Timeout | null = null;
  /** the loop's workers now running (each a chain of `runDue` calls) */
  private readonly running = new Set<Promise<void>>();

  /**
   * `metricsDb`: the handle the instance's metrics are keyed on (the request pool's db when `db` is the background pool).
   * `workers`: how many batches may run at once when due jobs pile up (PostgreSQL: JOB_WORKERS; PGlite: 1, one session).
   * `schemas`: the job map (JOB_SCHEMAS; event deliveries `event:*` are always known).
   */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly pollMs = 250,
    private readonly metricsDb: object = db,
    private readonly workers = 1,
    schemas: S = JOB_SCHEMAS as JobSchemaMap as S,
  ) {
    this.schemas = new Map(Object.entries(schemas));
  }

  /**
   * Registers the handler for `kind` (one per kind); it receives the payload typed by the job map.
   * @throws Error when `kind` is registered twice or the job map has no schema for it
   */
  register<K extends JobKind<S>>(kind: K, handler: JobHandler<JobPayload<K, S>>): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
    if (!schemaOf(this.schemas, kind)) throw new Error(`job kind ${kind} has no payload schema (modules/jobs/job-map.ts)`);
    this.handlers.set(kind, handler as JobHandler);
  }

  /**
   * Registers a batch handler for `kind` (one per kind): an unguarded batch hands it all its jobs of that kind in one
   * call; a guarded batch (a retry, or a single job) calls it with one payload at a time.
   * @throws Error when `kind` is registered twice or the job map has no schema for it
   */
  registerBatch<K extends JobKind<S>>(kind: K, handler: BatchJobHandler<JobPayload<K, S>>): void {
    this.register(kind, ((tx, payload) => handler(tx, [payload])) as JobHandler<JobPayload<K, S>>);
    this.batchHandlers.set(kind, handler as BatchJobHandler);
  }

  /**
   * Takes the job loop's advisory lock (JOB_PLAYER_LOCK, player id) on each of `players` (ascending) in `tx`, as a job
   * batch does before its handlers: a feed's batch (an event stream) about a player then runs after, never beside, a job
   * batch about the same player. Blocks until every lock is held.
   */
  lockPlayers(tx: Tx, players: number[]): Promise<void> {
    return repo.lockPlayers(tx, JOB_PLAYER_LOCK, players);
  }

  /**
   * Adds `feed`: deliveries that do not come from `scheduled_jobs` rows (event streams, modules/events) and that the
   * worker running event deliveries runs on each `runDue`, after the due jobs.
   */
  addFeed(feed: JobFeed): void {
    this.feeds.push(feed);
  }

  /**
   * Schedules a job; a second call with the same `dedupeKey` does nothing.
   * @throws JobPayloadError (nothing written) when the payload does not fit the schema of its kind, or the kind has none
   */
  async schedule<K extends JobKind<S>>(
    db: DbOrTx,
    job: { kind: K; dedupeKey: string; payload: JobPayload<K, S>; dueAt: Date },
  ): Promise<void> {
    const schema = schemaOf(this.schemas, job.kind);
    const issues = schema ? payloadIssues(schema, job.payload) : 'no payload schema for this kind (modules/jobs/job-map.ts)';
    if (issues !== null) throw new JobPayloadError(job.kind, issues);
    await repo.insertJob(db, job);
  }

  /**
   * Runs every due job once (at most `limit`), in batches of BATCH per transaction, then (unless `timersOnly`) each
   * feed (`addFeed`: event streams) with the same limit; returns how many jobs and fed deliveries ran. The after-commit
   * callbacks of a batch start when it commits and are awaited before this returns, so the loop never waits on them
   * between batches. Used by the loop and by tests.
   * `settleMs`: how long a stream may wait for transactions still open on the database server to end when they hold
   * back events already committed (docs/architecture/events-and-jobs.md#event-streams). Called directly (tests,
   * scripts) it waits up to 2 s, so the call delivers every event committed before it; the loop passes 0 (its next
   * pass takes them).
   */
  async runDue(limit = DUE_LIMIT, onBacklog?: () => void, timersOnly = false, settleMs = 2000): Promise<number> {
    let ran = 0;
    const afters: Promise<unknown>[] = [];
    while (ran < limit) {
      const want = Math.min(BATCH, limit - ran);
      let n = await this.runBatch(want, afters, false, timersOnly);
      // a handler failed in an unguarded batch (all of it rolled back): run it again, each job guarded
      if (n === BATCH_FAILED) n = await this.runBatch(want, afters, true, timersOnly);
      if (n === BATCH_FAILED) break;
      ran += n;
      if (n < want) break;
      onBacklog?.(); // a full batch: more may be due than one worker keeps up with
    }
    await Promise.allSettled(afters);
    if (!timersOnly)
      for (const feed of this.feeds) ran += await feed(this.db, limit, (kind, ms) => recordJobLag(this.metricsDb, kind, ms), settleMs);
    return ran;
  }

  /**
   * One transaction: claims up to `limit` due rows (`FOR UPDATE SKIP LOCKED`, timers before domain-event
   * deliveries, each oldest due first), runs
   * the handlers, then marks the successful ones done in one statement. Unguarded (the fast path, one
   * round trip less per job) a failing handler rolls the whole batch back and BATCH_FAILED is returned
   * (so a handler may run twice, once rolled back: handlers are transactional); guarded, or for a
   * single job, each handler runs behind its own savepoint: a failing job is rolled back to it and
   * rescheduled with backoff, the others commit.
   */
  private async runBatch(limit: number, afters: Promise<unknown>[], guard: boolean, timersOnly: boolean): Promise<number> {
    const now = this.clock.now();
    const callbacks: (() => void | Promise<void>)[] = [];
    let claimed = 0;
    try {
      await this.db.transaction(async (tx) => {
        // timers before event deliveries, each oldest due first (the order of scheduled_jobs_due_idx)
        const jobs = await repo.claimDue(tx, now, limit, timersOnly);
        claimed = jobs.length;
        const guarded = guard || jobs.length === 1;
        const done: number[] = [];
        const inBatchCall = new Set<number>();
        // batches run side by side (workers, instances) and their handlers lock per-player rows (quest progress,
        // accounts), a job about several players (battle.settled) several players' rows. Before any of that, a batch
        // takes an advisory lock per player of its jobs, all in one statement in ascending order: two batches that share
        // a player run one after the other instead of deadlocking (a handler's own row locks in a batch need not be
        // ordered across its jobs; bench:cluster, 30 s: 23 deadlocks counted by PostgreSQL before, 0 with it)
        const players = [...new Set(jobs.flatMap(playersOf))].sort((a, b) => a - b);
        if (players.length) await repo.lockPlayers(tx, JOB_PLAYER_LOCK, players);
        // each stored payload checked against its kind's schema once (null: it fits; a kind with no handler is not checked)
        const issuesOf = new Map(
          jobs.map((j) => [j.id, this.handlers.has(j.kind) ? payloadIssues(schemaOf(this.schemas, j.kind)!, j.payload) : null]),
        );
        for (const job of jobs.sort(byPlayerThenId)) {
          if (!guard) recordJobLag(this.metricsDb, job.kind, now.getTime() - job.dueAt.getTime());
          const handler = this.handlers.get(job.kind);
          if (!handler) {
            await repo.markDoneWithError(tx, job.id, now, `no handler for ${job.kind}`);
            continue;
          }
          // a stored payload that does not fit its kind's schema never runs (a retry would fail the same way)
          const issues = issuesOf.get(job.id) ?? null;
          if (issues !== null) {
            log('jobs').error({ job: job.kind, jobId: job.id, err: issues }, 'job payload rejected');
            await repo.markDoneWithError(tx, job.id, now, `bad payload for job ${job.kind}: ${issues}`.slice(0, 1000));
            continue;
          }
          // a batch handler takes all of the batch's valid jobs of its kind at its kind's first job, in one call
          const batchHandler = guarded ? undefined : this.batchHandlers.get(job.kind);
          if (batchHandler) {
            if (inBatchCall.has(job.id)) continue;
            const same = jobs.filter((j) => j.kind === job.kind && issuesOf.get(j.id) === null);
            try {
              const after = await batchHandler(
                tx,
                same.map((j) => j.payload),
              );
              if (after) callbacks.push(after);
            } catch {
              throw new BatchFailed();
            }
            for (const j of same) {
              inBatchCall.add(j.id);
              done.push(j.id);
            }
            continue;
          }
          // savepoints stack (not released: one round trip less per job); BATCH keeps them under 64
          if (guarded) await tx.execute(sql`savepoint job_run`);
          try {
            const after = await handler(tx, job.payload, { id: job.id, kind: job.kind, dueAt: job.dueAt, attempts: job.attempts });
            if (after) callbacks.push(after);
            done.push(job.id);
          } catch (err) {
            if (!guarded) throw new BatchFailed();
            await tx.execute(sql`rollback to savepoint job_run`);
            const attempts = job.attempts + 1;
            const message = failureMessage(err);
            log('jobs').error({ job: job.kind, jobId: job.id, attempts, err: message }, 'job failed');
            await repo.markFailed(tx, job.id, {
              attempts,
              lastError: message.slice(0, 1000),
              dueAt: new Date(now.getTime() + Math.min(60_000, 500 * 2 ** attempts)),
              doneAt: attempts >= MAX_ATTEMPTS ? now : null,
            });
          }
        }
        // the batch's last statement: COMMIT rides with it on a pipelined connection (db/pipeline.ts)
        if (done.length) await repo.markDoneLast(tx, done, now);
      });
    } catch (err) {
      if (err instanceof BatchFailed) return BATCH_FAILED;
      log('jobs').error({ err: err instanceof Error ? err.message : String(err) }, 'job loop error');
      return BATCH_FAILED;
    }
    startAfterCommit(callbacks, afters);
    return claimed;
  }

  /**
   * Starts the polling loop (unref'd, so it never holds the process open): every `pollMs` one worker runs the due
   * jobs when none is running. While due jobs pile up (a worker's batch came back full) more workers join, up to
   * `workers`, each claiming its own rows (`SKIP LOCKED`, as instances do) among the timers only, and a worker that ran a full
   * DUE_LIMIT goes on at once instead of waiting for the next tick (docs/architecture/events-and-jobs.md: the battle-end job keeps up beside the
   * box openings' quest deliveries).
   */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.allJobsWorker) this.spawnWorker(false);
    }, this.pollMs);
    this.timer.unref();
  }

  /** A worker that runs every due job (event deliveries too) is running; the others run timers only. */
  private allJobsWorker = false;

  /**
   * One worker: `runDue` again and again while it finds a full DUE_LIMIT. Only one worker of an instance runs event
   * deliveries, the others (`timersOnly`) the timers: chosen when three delivery workers deadlocked on players' rows,
   * before batches took their players' locks (runBatch), which would now serialise them instead (not yet measured).
   */
  private spawnWorker(timersOnly: boolean): void {
    if (!this.timer || this.running.size >= this.workers) return;
    if (!timersOnly) this.allJobsWorker = true;
    const worker = (async () => {
      while (this.timer && (await this.runDue(DUE_LIMIT, () => this.spawnWorker(true), timersOnly, 0)) >= DUE_LIMIT);
    })()
      .catch(() => undefined) // runBatch reports its own errors
      .finally(() => {
        this.running.delete(worker);
        if (!timersOnly) this.allJobsWorker = false;
      });
    this.running.add(worker);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.running]);
  }
}
