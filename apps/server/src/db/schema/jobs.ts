import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Timers that must fire (architecture.md "Time and background work"): rows with a due time picked up
 * with `FOR UPDATE SKIP LOCKED`, so several instances never double-run one and a restart loses none.
 * `dedupeKey` makes scheduling idempotent. Claimed timers first, then domain-event deliveries (kind `event:<consumer>`),
 * each oldest due first: a pile of deliveries (every box opening makes one) never delays a battle's end.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scheduled_jobs_dedupe_uq').on(t.dedupeKey),
    // the claim's order: timers (false) before event deliveries (true), then due time
    index('scheduled_jobs_due_idx')
      .on(sql`(${t.kind} like 'event:%')`, t.dueAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
