import { sql } from 'drizzle-orm';
import { executeNamed, type Tx } from '../../db/client.ts';

export { commitWith } from '../../db/client.ts';

/** One domain event as `EventsService` appends it, with the delivery jobs it schedules. */
export interface DomainEventInsert {
  type: string;
  userId: number | null;
  /** the payload as JSON text */
  body: string;
  now: Date;
  /** the subscribed consumers as a bit mask: it names the prepared statement (fixed text per type and mask) */
  mask: number;
  /** consumer names, one delivery job each (`jobPrefix + name`) */
  consumers: string[];
  /** the players whose job batches take a lock (docs/events.md) */
  players: number[];
  jobPrefix: string;
}

/**
 * Inserts a `domain_events` row and, in the same statement, one `scheduled_jobs` row per consumer (dedupe key
 * `{prefix}{consumer}:{eventId}`, so a delivery is scheduled once). Returns the event id (docs/events.md).
 */
export async function insertDomainEvent(tx: Tx, e: DomainEventInsert): Promise<number> {
  const { type, userId, body, now } = e;
  if (e.consumers.length === 0) {
    const res = await executeNamed<{ id: number | string }>(
      tx,
      'events_append',
      sql`insert into domain_events (type, user_id, payload, created_at) values (${type}, ${userId}, ${body}::jsonb, ${now.toISOString()}::timestamptz) returning id`,
    );
    return Number(res.rows[0]!.id);
  }
  // the consumers of a type are fixed once wired, so the statement text is fixed per type and recipient mask
  const res = await executeNamed<{ id: number | string }>(
    tx,
    `events_append_${type.replace(/\W/g, '_')}_${e.mask.toString(36)}`,
    sql`
      with e as (
        insert into domain_events (type, user_id, payload, created_at) values (${type}, ${userId}, ${body}::jsonb, ${now.toISOString()}::timestamptz) returning id, payload
      ), j as (
        insert into scheduled_jobs (kind, dedupe_key, payload, due_at)
        select ${e.jobPrefix} || c.name, ${e.jobPrefix} || c.name || ':' || e.id,
               jsonb_build_object('id', e.id, 'type', ${type}::text, 'userId', ${userId}::int, 'players', ${JSON.stringify(e.players)}::jsonb, 'payload', e.payload, 'createdAt', ${now.toISOString()}::text),
               ${now.toISOString()}::timestamptz
        from e, unnest(${sql.raw(`array[${e.consumers.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]::text[]`)}) as c(name)
        on conflict (dedupe_key) do nothing
      )
      select id from e`,
  );
  return Number(res.rows[0]!.id);
}
