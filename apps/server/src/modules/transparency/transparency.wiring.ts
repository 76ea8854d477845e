import type { OpsTransparency } from '@hapa/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { HistoryExportService, type ExportSources } from './export.service.ts';
import { keyedPlayerId, LogSigner } from './keys.ts';
import { LiabilitiesService } from './liabilities.service.ts';
import { LogService } from './log.service.ts';
import { RtpService } from './rtp.service.ts';
import { SeedLog } from './seed-log.ts';
import { LogBackfill } from './backfill.ts';
import { readState } from './log.repo.ts';

/** The transparency layer as the container and the routes see it (docs/transparency.md). */
export interface Transparency {
  log: LogService;
  liabilities: LiabilitiesService;
  rtp: RtpService;
  /** what fairness, battles, the lottery and bingo call when they commit or reveal a server seed */
  seedLog: SeedLog;
  /** appends the seeds committed before the log existed (docs/transparency.md#backfill) */
  backfill: LogBackfill;
  /** the keyed player id of an account (keys.ts) */
  playerKey(userId: number): string;
  /** the history export; set by `connectHistory` once the features it reads are wired */
  exports: HistoryExportService | null;
  /** wires the history export to the features that own the history */
  connectHistory(sources: Omit<ExportSources, 'liabilities' | 'playerKey'>): void;
  /** schedules the minute's tree head, the next daily liabilities snapshot and the one-time backfill (idempotent; at start) */
  start(): Promise<void>;
  /** the console's overview: log size, newest head, liabilities against the ledger, flagged RTP */
  opsView(): Promise<OpsTransparency>;
}

/**
 * Wires the transparency layer. Call right after the events outbox exists and BEFORE any feature creates or reveals a
 * seed (the lottery opens a draw at start): an event appended before its consumer subscribed is not delivered to it.
 * @throws Error when TRANSPARENCY_LOG_KEY is not an Ed25519 key
 */
export function createTransparency(
  config: Pick<Config, 'TRANSPARENCY_LOG_KEY' | 'TRANSPARENCY_PLAYER_KEY'>,
  d: { db: Db; events: EventsService; jobs: JobsService; clock: Clock; random: RandomSource },
): Transparency {
  const signer = new LogSigner(config.TRANSPARENCY_LOG_KEY);
  const keys = new Map<number, string>();
  const playerKey = (userId: number) => {
    let k = keys.get(userId);
    if (!k) {
      k = keyedPlayerId(config.TRANSPARENCY_PLAYER_KEY, userId);
      if (keys.size > 100_000) keys.clear();
      keys.set(userId, k);
    }
    return k;
  };
  const log = new LogService({ ...d, signer });
  const liabilities = new LiabilitiesService({ db: d.db, jobs: d.jobs, clock: d.clock, random: d.random, signer, playerKey });
  const rtp = new RtpService({ db: d.db, events: d.events, clock: d.clock });
  const seedLog = new SeedLog({ events: d.events, clock: d.clock, playerKey });
  const backfill = new LogBackfill({ db: d.db, seedLog, jobs: d.jobs, clock: d.clock });
  const t: Transparency = {
    log,
    liabilities,
    rtp,
    seedLog,
    backfill,
    playerKey,
    exports: null,
    connectHistory(sources) {
      t.exports = new HistoryExportService({
        db: d.db,
        clock: d.clock,
        log,
        sources: { ...sources, liabilities: (userId) => liabilities.proofFor(userId), playerKey },
      });
    },
    async start() {
      await log.scheduleHeads(d.db);
      await liabilities.scheduleDaily(d.db);
      await backfill.scheduleOnce();
    },
    async opsView() {
      const [state, head, snap, flagged] = await Promise.all([readState(d.db), log.latestHead(), liabilities.opsView(), rtp.flagged()]);
      return { logSize: state.size, head, liabilities: snap, flagged };
    },
  };
  return t;
}
