import { sql } from 'drizzle-orm';
import { commitWith, executeNamed, type DbOrTx, type Tx } from '../../db/client.ts';
import { STREAM_BACKLOG_SQL } from './stream-backlog.ts';

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
  /** the stream consumers that take it, as bits (`domain_events.streams`, event-streams.ts); 0: none */
  streams: number;
}

/**
 * Inserts a `domain_events` row (with its stream bits) and, in the same statement, one `scheduled_jobs` row per
 * consumer that takes deliveries as jobs (dedupe key `{prefix}{consumer}:{eventId}`, so a delivery is scheduled once).
 * Returns the event id (docs/architecture/events-and-jobs.md#domain-events).
 */
export async function insertDomainEvent(tx: Tx, e: DomainEventInsert): Promise<number> {
  const { type, userId, body, now, streams } = e;
  if (e.consumers.length === 0) {
    const res = await executeNamed<{ id: number | string }>(
      tx,
      'events_append',
      sql`insert into domain_events (type, user_id, payload, created_at, streams)
          values (${type}, ${userId}, ${body}::jsonb, ${now.toISOString()}::timestamptz, ${streams}::int) returning id`,
    );
    return Number(res.rows[0]!.id);
  }
  // the consumers of a type are fixed once wired, so the statement text is fixed per type and recipient mask
  const res = await executeNamed<{ id: number | string }>(
    tx,
    `events_append_${type.replace(/\W/g, '_')}_${e.mask.toString(36)}`,
    sql`
      with e as (
        insert into domain_events (type, user_id, payload, created_at, streams)
        values (${type}, ${userId}, ${body}::jsonb, ${now.toISOString()}::timestamptz, ${streams}::int) returning id, payload
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

/** An event as a stream reads it from `domain_events` (ids and transaction ids as number or text, time as Date or text). */
export interface StreamRow {
  id: number | string;
  tx: number | string;
  type: string;
  user_id: number | null;
  payload: unknown;
  created_at: Date | string;
}

/** Makes `consumer`'s cursor (bit `bit`) at the log's start unless it exists; returns the bit its row holds. */
export async function ensureCursor(db: DbOrTx, consumer: string, bit: number): Promise<number> {
  const res = (await db.execute(
    sql`insert into event_cursors (consumer, bit) values (${consumer}, ${bit}::smallint)
        on conflict (consumer) do update set bit = event_cursors.bit returning bit`,
  )) as unknown as { rows: { bit: number }[] };
  return Number(res.rows[0]!.bit);
}

/**
 * Locks `consumer`'s cursor (`FOR UPDATE SKIP LOCKED`: another worker or instance reading the same stream is passed
 * by, reading nothing) and reads, in the same statement, up to `limit` events after it that carry bit `bit`, in the
 * order streams read: (`tx`, `id`), only events whose transaction is older than the horizon: the oldest transaction
 * that was running at the statement's snapshot and may write to this database (every one of the snapshot's running
 * transactions but those another database's session still runs: one that ended since, or whose session the server does
 * not show, counts), else the snapshot's xmax. Every older transaction has committed or rolled back, so no event can
 * later appear before the last one read (docs/architecture/events-and-jobs.md#event-streams). Empty when there is
 * nothing or the cursor is locked. A named statement: the loop runs it several times a second.
 */
export async function readStream(tx: Tx, consumer: string, bit: number, limit: number): Promise<StreamRow[]> {
  const { rows } = await executeNamed<StreamRow>(
    tx,
    'events_stream_read',
    sql`with c as (select tx, event_id from event_cursors where consumer = ${consumer} for update skip locked),
        h as (
          select coalesce(
            (select min(x::text::bigint) from pg_snapshot_xip(pg_current_snapshot()) as x
             where not exists (select 1 from pg_stat_get_activity(null) a
                               where a.backend_xid = x::xid and a.datid <> (select oid from pg_database where datname = current_database()))),
            pg_snapshot_xmax(pg_current_snapshot())::text::bigint) as horizon
        )
        select e.id, e.tx, e.type, e.user_id, e.payload, e.created_at
        from c cross join lateral (
          select id, tx, type, user_id, payload, created_at from domain_events
          where streams <> 0 and streams & ${1 << bit}::int <> 0
            and (tx, id) > (c.tx, c.event_id)
            and tx < (select horizon from h)
          order by tx, id
          limit ${limit}::int
        ) e`,
  );
  return rows;
}

/**
 * Moves `consumer`'s cursor to the event (`tx`, `eventId`) as the transaction's LAST statement: COMMIT rides with it
 * on a pipelined connection (db/client.ts `commitWith`). Nothing may run in `tx` after it.
 * @throws the statement's error
 */
export function advanceCursorLast(tx: Tx, consumer: string, to: { tx: number; eventId: number }, now: Date): Promise<void> {
  return commitWith(
    tx,
    executeNamed(
      tx,
      'events_stream_advance',
      sql`update event_cursors set tx = ${to.tx}::bigint, event_id = ${to.eventId}::bigint, updated_at = ${now.toISOString()}::timestamptz
          where consumer = ${consumer}`,
    ),
    undefined,
  );
}

/**
 * Whether `consumer` (bit `bit`) has events after its cursor that this statement sees: committed, but held back from
 * a read by an older transaction still open (`readStream` reads only below the horizon). Reads no lock.
 */
export async function heldBack(db: DbOrTx, consumer: string, bit: number): Promise<boolean> {
  const { rows } = await executeNamed<{ held: boolean }>(
    db,
    'events_stream_held',
    sql`select exists (
          select 1 from event_cursors c, domain_events e
          where c.consumer = ${consumer} and e.streams <> 0 and e.streams & ${1 << bit}::int <> 0 and (e.tx, e.id) > (c.tx, c.event_id)
        ) as held`,
  );
  return rows[0]?.held === true;
}

/**
 * Events each stream consumer has not read yet, by consumer (docs/architecture/events-and-jobs.md#event-streams): what
 * a stream still owes, whether or not it is visible to a reader yet.
 */
export async function streamBacklog(db: DbOrTx): Promise<Map<string, number>> {
  const res = (await db.execute(sql.raw(STREAM_BACKLOG_SQL))) as unknown as { rows: { consumer: string; n: number }[] };
  return new Map(res.rows.map((r) => [r.consumer, Number(r.n)]));
}
