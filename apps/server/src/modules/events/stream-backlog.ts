/**
 * The events each stream consumer has not read yet, one row per cursor (`consumer`, `n`): events after its cursor that
 * carry its bit, visible to a reader yet or not (docs/architecture/events-and-jobs.md#event-streams). Plain SQL text with
 * no imports, so bench:open (which talks to PostgreSQL through psql) runs the same query as `streamBacklog`.
 */
export const STREAM_BACKLOG_SQL = `select c.consumer, (select count(*) from domain_events e
  where e.streams <> 0 and e.streams & (1 << c.bit) <> 0 and (e.tx, e.id) > (c.tx, c.event_id))::int as n
from event_cursors c`;
