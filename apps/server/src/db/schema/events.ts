import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events (docs/architecture/events-and-jobs.md#domain-events): one row per event, appended in the transaction of
 * the action it reports, so an event exists exactly when its action committed. Append-only: nothing updates or deletes
 * rows. Two ways out to consumers, both written by the same statement:
 * - a stream consumer (a batched one: quests, realised RTP) reads the log itself, in commit order, from its cursor in
 *   `event_cursors`: the event's `streams` bits name the stream consumers that take it, `tx` is the id of the
 *   transaction that appended it (docs/architecture/events-and-jobs.md#event-streams);
 * - any other consumer gets a `scheduled_jobs` row per event (deduplicated by `event:<consumer>:<id>`).
 * One index, partial (rows with a stream bit), in the order streams read: every paid box opening appends an event, so
 * each index is more writes per opening (docs/benchmarks.md, bench:open).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** the player the event is about, when there is one */
    userId: integer('user_id'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** the appending transaction's id (`pg_current_xact_id()`, top level); null on rows older than streams */
    tx: bigint('tx', { mode: 'number' }).default(sql`(pg_current_xact_id()::text::bigint)`),
    /** bit i set: stream consumer i takes this event (EVENT_STREAMS in modules/events/streams.ts); 0: none */
    streams: integer('streams').notNull().default(0),
  },
  (t) => [
    index('domain_events_stream_idx')
      .on(t.tx, t.id)
      .where(sql`streams <> 0`),
  ],
);

/**
 * Where each stream consumer has read the event log to: the last event it took, by (`tx`, `event_id`), the order
 * streams read in. A row per consumer, made at its first read; (0, 0) reads from the log's start (only events
 * appended while the consumer was a stream carry its bit).
 */
export const eventCursors = pgTable('event_cursors', {
  consumer: text('consumer').primaryKey(),
  /** its bit in `domain_events.streams` (EVENT_STREAMS), for operators' backlog queries */
  bit: smallint('bit').notNull(),
  tx: bigint('tx', { mode: 'number' }).notNull().default(0),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
