import type { Db, Tx } from '../../db/client.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { Clock } from '../../lib/random.ts';
import type { SeedLogWriter } from './seed-log.ts';
import * as repo from './backfill.repo.ts';
import type { BackfillScope } from './backfill.repo.ts';

/** The durable job that runs the backfill once per database, one batch per job (docs/transparency.md#backfill). */
export const BACKFILL_JOB = 'transparency:backfill' as const;
/** Bump when a new kind of seed must be backfilled: the startup schedules the run of this version once. */
const BACKFILL_VERSION = 1;
/** Seeds read, checked and appended per transaction. */
export const BACKFILL_BATCH = 500;
const SCOPES: readonly BackfillScope[] = ['seed_pair', 'battle', 'lottery', 'bingo'];

/** Where a run stands: the scope being read and the last id done in it. */
export interface BackfillCursor {
  scope: BackfillScope;
  afterId: number;
}

/** What a batch or a whole run appended. */
export interface BackfillCount {
  seeds: number;
  commitments: number;
  reveals: number;
}

/**
 * The backfill of the public fairness log (docs/transparency.md#backfill): seeds committed before the log existed (seed
 * pairs, battle seeds, lottery and bingo draw seeds) get their commitment, and their reveal when the seed was already
 * revealed, appended through the same path as every live one: `fairness.committed` / `fairness.revealed` on the
 * outbox (SeedLog, with the original times), appended by the `transparency_log` consumer. Idempotent: a seed whose
 * commitment (reveal) is in the log gets none, and the consumer logs one commitment and one reveal per seed hash
 * whatever arrives twice, so a rerun, two runners, or a run racing a live commitment add nothing more. Batched by id
 * (BACKFILL_BATCH a transaction, keyset pages), so it is safe to run while the server runs.
 */
export class LogBackfill {
  constructor(private readonly d: { db: Db; seedLog: SeedLogWriter; jobs?: JobsService; clock: Clock }) {
    d.jobs?.register(BACKFILL_JOB, async (tx, cursor: BackfillCursor) => {
      // one batch per job, in the job's transaction; the next batch is the next job, so a restart resumes where it stood
      const next = await this.batchIn(tx, cursor);
      if (next.cursor) await d.jobs!.schedule(tx, this.jobOf(next.cursor));
    });
  }

  private jobOf(cursor: BackfillCursor) {
    return {
      kind: BACKFILL_JOB,
      dedupeKey: `${BACKFILL_JOB}:v${BACKFILL_VERSION}:${cursor.scope}:${cursor.afterId}`,
      payload: cursor,
      dueAt: this.d.clock.now(),
    };
  }

  /** Schedules the backfill once per database (startup; a second call, instance or restart schedules nothing). */
  async scheduleOnce(): Promise<void> {
    await this.d.jobs?.schedule(this.d.db, this.jobOf({ scope: SCOPES[0]!, afterId: 0 }));
  }

  /**
   * One batch in its own transaction: up to BACKFILL_BATCH seeds of `cursor.scope` after `cursor.afterId`, each missing
   * commitment and reveal appended to the outbox.
   * @returns what it appended and the cursor of the next batch (null when every scope is done)
   */
  batch(cursor: BackfillCursor): Promise<BackfillCount & { cursor: BackfillCursor | null }> {
    return this.d.db.transaction((tx) => this.batchIn(tx, cursor));
  }

  private async batchIn(tx: Tx, cursor: BackfillCursor): Promise<BackfillCount & { cursor: BackfillCursor | null }> {
    const seeds = await repo.seedsAfter(tx, cursor.scope, cursor.afterId, BACKFILL_BATCH);
    const logged = await repo.loggedKinds(
      tx,
      seeds.map((s) => s.seedHash),
    );
    let commitments = 0;
    let reveals = 0;
    for (const s of seeds) {
      const kinds = logged.get(s.seedHash);
      const subject =
        s.scope === 'seed_pair' ? { scope: s.scope, ref: s.ref, userId: s.userId!, seedType: s.seedType! } : { scope: s.scope, ref: s.ref };
      if (!kinds?.has('commit')) {
        await this.d.seedLog.committed(tx, subject, s.seedHash, s.committedAt);
        commitments++;
      }
      if (s.revealed && !kinds?.has('reveal')) {
        await this.d.seedLog.revealed(tx, subject, s.seedHash, s.revealed.serverSeed, s.revealed.at);
        reveals++;
      }
    }
    let next: BackfillCursor | null = null;
    if (seeds.length === BACKFILL_BATCH) next = { scope: cursor.scope, afterId: seeds[seeds.length - 1]!.id };
    else {
      const i = SCOPES.indexOf(cursor.scope);
      if (i + 1 < SCOPES.length) next = { scope: SCOPES[i + 1]!, afterId: 0 };
    }
    return { seeds: seeds.length, commitments, reveals, cursor: next };
  }

  /** The whole backfill now, batch after batch (`npm run log:backfill`); `onBatch` reports progress. */
  async run(onBatch?: (cursor: BackfillCursor, count: BackfillCount) => void): Promise<BackfillCount> {
    const total: BackfillCount = { seeds: 0, commitments: 0, reveals: 0 };
    let cursor: BackfillCursor | null = { scope: SCOPES[0]!, afterId: 0 };
    while (cursor) {
      const r = await this.batch(cursor);
      total.seeds += r.seeds;
      total.commitments += r.commitments;
      total.reveals += r.reveals;
      onBatch?.(cursor, r);
      cursor = r.cursor;
    }
    return total;
  }
}
