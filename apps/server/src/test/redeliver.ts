import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../platform/own-accounts.ts';

/**
 * Schedules the delivery of the domain events `eventIds` to `consumer` once more, due at `dueAt` (the test's clock: the
 * job loop claims what is due by its own clock), as the outbox wrote it (kind `event:<consumer>`, dedupe key
 * `event:<consumer>:<id>`, the event as its envelope): a consumer must be
 * idempotent by (consumer, event id) (docs/architecture/events-and-jobs.md#domain-events), and a delivered event's job
 * has left the queue (docs/architecture/events-and-jobs.md#queue-size), so a test that runs a delivery again schedules
 * it anew. An event whose delivery is still queued is skipped. Returns how many deliveries it scheduled.
 */
export async function redeliver(db: Db, consumer: string, eventIds: number[], dueAt: Date): Promise<number> {
  if (eventIds.length === 0) return 0;
  const res = await db.execute(sql`
    insert into scheduled_jobs (kind, dedupe_key, payload, due_at)
    select ${`event:${consumer}`}, ${`event:${consumer}:`} || e.id,
      jsonb_build_object('id', e.id, 'type', e.type, 'userId', e.user_id, 'payload', e.payload,
        'createdAt', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      ${dueAt.toISOString()}::timestamptz
    from domain_events e where e.id = any(${`{${eventIds.join(',')}}`}::bigint[])
    on conflict (dedupe_key) do nothing
    returning id`);
  return rowsOf(res).length;
}
