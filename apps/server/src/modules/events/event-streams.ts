import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { log } from '../../lib/logger.ts';
import { failureMessage, startAfterCommit, type JobsService } from '../jobs/jobs.service.ts';
import * as repo from './events.repo.ts';
import type { DomainEvent, DomainEventType, EventBatchHandler, EventDraft } from './events.service.ts';

/**
 * The stream consumers and their bits in `domain_events.streams` (docs/architecture/events-and-jobs.md#event-streams).
 * A bit is written into every event the consumer takes, so it is never reused: a consumer that stops being a stream
 * keeps its entry (or its number stays unused), and a new one takes the next free number (at most 30).
 */
export const EVENT_STREAMS = { quests: 0, transparency_rtp: 1 } as const;

/** Events a stream batch reads at most: no savepoint per event, so more than a job batch's 32. */
export const STREAM_BATCH = 100;
/** Events a batch run again event by event reads at most: a savepoint each (PostgreSQL caches 64 subtransactions). */
const GUARDED_BATCH = 32;

/** One stream consumer: its name (the `event:<name>` job kind of its retries), bit and batch handler. */
interface StreamConsumer {
  name: string;
  bit: number;
  batch: EventBatchHandler<DomainEventType>;
}

/** The players an event's delivery locks (as a job's `players`, modules/jobs): its player, else a battle's seats. */
export type PlayersOf = (draft: EventDraft) => number[];

/** A stream's batch failed: its transaction is rolled back and the batch runs again event by event. */
class StreamBatchFailed extends Error {}

/**
 * Event streams: batched consumers read the events log themselves, in commit order, from a cursor each
 * (docs/architecture/events-and-jobs.md#event-streams), instead of getting a `scheduled_jobs` row per event (two rows
 * inserted, locked and deleted per paid box opening). The job loop's event worker runs them after its due jobs
 * (`JobsService.addFeed`). A batch runs in one transaction: the cursor locked and the events read (one statement), the
 * players' locks (as a job batch takes them, so a job batch and a stream batch about one player run one after the
 * other), the consumer's batch handler, the cursor moved with COMMIT behind it. If the handler throws, the batch is
 * rolled back and run again event by event, each behind a savepoint; an event that fails alone becomes an
 * `event:<consumer>` delivery job (retried with backoff by the job loop, kept with its error after its last attempt)
 * and the stream moves on.
 */
export class EventStreams {
  private readonly consumers: StreamConsumer[] = [];
  /** consumers whose cursor row this process made sure of */
  private readonly ensured = new Set<string>();

  constructor(
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly playersOf: PlayersOf,
    private readonly jobPrefix: string,
  ) {
    jobs.addFeed((db, limit, recordLag, settleMs) => this.deliver(db, limit, recordLag, settleMs));
  }

  /**
   * Adds a stream consumer with bit `bit` (0-30; EVENT_STREAMS names the application's).
   * @throws Error when the bit is out of range or taken by another consumer
   */
  add(name: string, bit: number, batch: EventBatchHandler<DomainEventType>): void {
    if (!Number.isInteger(bit) || bit < 0 || bit > 30) throw new Error(`event stream ${name}: bit ${bit} is not 0-30`);
    const taken = this.consumers.find((c) => c.bit === bit);
    if (taken) throw new Error(`event stream ${name}: bit ${bit} is ${taken.name}'s`);
    this.consumers.push({ name, bit, batch });
  }

  /** The bit of stream consumer `name`, or undefined when it takes its deliveries as jobs. */
  bitOf(name: string): number | undefined {
    return this.consumers.find((c) => c.name === name)?.bit;
  }

  /**
   * Runs every stream consumer's due events, up to `limit` each, in batches of STREAM_BATCH; returns how many events
   * were delivered. After-commit callbacks start when their batch commits and are awaited before this returns.
   * `recordLag(kind, ms)`: the job loop's lag metric (`event:<consumer>`, now minus the event's time).
   * `settleMs` > 0: while committed events of a stream are held back by an older transaction still open (events.repo.ts
   * `readStream`'s horizon), it waits for it, reading again after 2, 4, 8 ... ms, at most `settleMs` in all.
   */
  async deliver(db: Db, limit: number, recordLag: (kind: string, ms: number) => void, settleMs = 0): Promise<number> {
    let ran = 0;
    const afters: Promise<unknown>[] = [];
    const deadline = Date.now() + settleMs;
    for (const c of this.consumers) {
      if (!this.ensured.has(c.name)) {
        const stored = await repo.ensureCursor(db, c.name, c.bit).catch((err: unknown) => {
          log('jobs').error({ stream: c.name, err: failureMessage(err) }, 'event stream error');
          return null;
        });
        if (stored === null) continue; // tried again on the next pass
        if (stored !== c.bit) {
          // its events carry another bit: reading this one would take another stream's events (EVENT_STREAMS changed)
          log('jobs').error({ stream: c.name, bit: c.bit, stored }, 'event stream bit differs from its cursor: not read');
          continue;
        }
        this.ensured.add(c.name);
      }
      for (let done = 0, pause = 2; done < limit;) {
        let want = Math.min(STREAM_BATCH, limit - done);
        let n: number;
        try {
          n = await this.batch(db, c, want, afters, false, recordLag);
        } catch (err) {
          if (!(err instanceof StreamBatchFailed)) {
            log('jobs').error({ stream: c.name, err: failureMessage(err) }, 'event stream error');
            break;
          }
          want = Math.min(want, GUARDED_BATCH);
          n = await this.batch(db, c, want, afters, true, recordLag).catch((e: unknown) => {
            log('jobs').error({ stream: c.name, err: failureMessage(e) }, 'event stream error');
            return 0;
          });
        }
        done += n;
        ran += n;
        if (n < want) {
          if (Date.now() >= deadline || !(await repo.heldBack(db, c.name, c.bit))) break;
          await new Promise((r) => setTimeout(r, Math.min(pause, deadline - Date.now())));
          pause *= 2;
        }
      }
    }
    await Promise.allSettled(afters);
    return ran;
  }

  /**
   * One batch of consumer `c` in one transaction; returns how many events it took. Unguarded, a throwing handler
   * rolls it back (StreamBatchFailed); guarded, each event runs behind a savepoint and one that fails is scheduled as
   * an `event:<consumer>` delivery job due after the first backoff (1 s), with its error logged.
   * @throws StreamBatchFailed (unguarded), the database's error
   */
  private async batch(
    db: Db,
    c: StreamConsumer,
    want: number,
    afters: Promise<unknown>[],
    guarded: boolean,
    recordLag: (kind: string, ms: number) => void,
  ): Promise<number> {
    const callbacks: (() => void | Promise<void>)[] = [];
    const kind = `${this.jobPrefix}${c.name}`;
    const n = await db.transaction(async (tx) => {
      const rows = await repo.readStream(tx, c.name, c.bit, want);
      if (rows.length === 0) return 0;
      const now = this.clock.now();
      const events = rows.map(toEvent);
      const players = [...new Set(events.flatMap((e) => this.playersOf(e)))].sort((a, b) => a - b);
      if (players.length) await this.jobs.lockPlayers(tx, players);
      if (!guarded) {
        try {
          const after = await c.batch(tx, events);
          if (after) callbacks.push(after);
        } catch {
          throw new StreamBatchFailed();
        }
        for (const e of events) recordLag(kind, now.getTime() - Date.parse(e.createdAt));
      } else {
        for (const e of events) await this.runAlone(tx, c, e, now, callbacks);
      }
      const last = rows[rows.length - 1]!;
      await repo.advanceCursorLast(tx, c.name, { tx: Number(last.tx), eventId: Number(last.id) }, now);
      return rows.length;
    });
    startAfterCommit(callbacks, afters);
    return n;
  }

  /** Runs one event of a guarded batch behind a savepoint; on failure rolls it back and schedules its retry as a job. */
  private async runAlone(tx: Tx, c: StreamConsumer, e: DomainEvent, now: Date, callbacks: (() => void | Promise<void>)[]) {
    await tx.execute(sql`savepoint stream_event`);
    try {
      const after = await c.batch(tx, [e]);
      if (after) callbacks.push(after);
    } catch (err) {
      await tx.execute(sql`rollback to savepoint stream_event`);
      const message = failureMessage(err);
      log('jobs').error({ stream: c.name, eventId: e.id, err: message }, 'event stream delivery failed: retried as a job');
      await this.jobs.schedule(tx, {
        kind: `${this.jobPrefix}${c.name}` as `event:${string}`,
        dedupeKey: `${this.jobPrefix}${c.name}:${e.id}`,
        payload: { ...e, players: this.playersOf(e) },
        dueAt: new Date(now.getTime() + 1000),
      });
    }
  }
}

/** A stream row as the consumer's event (the envelope a delivery job carries: `createdAt` as ISO text). */
function toEvent(r: repo.StreamRow): DomainEvent {
  return {
    id: Number(r.id),
    type: r.type as DomainEventType,
    userId: r.user_id === null ? null : Number(r.user_id),
    payload: r.payload as DomainEvent['payload'],
    createdAt: new Date(r.created_at).toISOString(),
  };
}
