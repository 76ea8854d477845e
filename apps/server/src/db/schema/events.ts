import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events (architecture.md "Domain events (transactional outbox)"): one row per event, appended
 * in the transaction of the action it reports, so an event exists exactly when its action committed.
 * Delivery to consumers goes through `scheduled_jobs` (one job per consumer and event, deduplicated by
 * `event:<consumer>:<id>`), written by the same statement. Append-only: nothing updates or deletes rows.
 * No secondary index: nothing reads events by type or player (consumers get them in their jobs' payloads), and
 * every box opening appends one, so each index was two more index writes per opening (docs/benchmarks.md, bench:open).
 */
export const domainEvents = pgTable('domain_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  /** the player the event is about, when there is one */
  userId: integer('user_id'),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
