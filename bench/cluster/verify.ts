import { spawnSync } from 'node:child_process';
import pg from 'pg';
import type { Ack } from './load.ts';
import { BENCH_LOG_KEY } from '../lib.ts';

/** What the database shows for the acknowledged requests. */
export interface PresenceReport {
  checked: number;
  /** acknowledged but not (fully) in the database, with why */
  missing: { ack: Ack; why: string }[];
}

/**
 * Proves every acknowledged request is in the database (bench:cluster), by idempotency key and id:
 * - open: the journal entry `open:{uid}:{key}` exists and its openings are exactly the acknowledged ids;
 * - battle create: the entry `battle:create:{uid}:{key}` exists for that battle, and the battle row
 *   with that uuid and creator exists;
 * - battle fill: the battle is started or ended (state >= 20) with both seats taken.
 */
export async function verifyAcks(databaseUrl: string, acks: Ack[]): Promise<PresenceReport> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const missing: PresenceReport['missing'] = [];
  try {
    const opens = acks.filter((a) => a.kind === 'open');
    const openRows = await c.query<{ key: string; ids: string[] | null }>(
      `select je.idempotency_key as key, array_agg(o.id order by o.id) filter (where o.id is not null) as ids
         from journal_entries je left join openings o on o.journal_entry_id = je.id
        where je.idempotency_key = any($1::text[]) group by je.idempotency_key`,
      [opens.map((a) => `open:${a.uid}:${a.key}`)],
    );
    const byKey = new Map(openRows.rows.map((r) => [r.key, (r.ids ?? []).map(Number)]));
    for (const a of opens) {
      const ids = byKey.get(`open:${a.uid}:${a.key}`);
      if (!ids) missing.push({ ack: a, why: 'no journal entry for its key' });
      else if (JSON.stringify(ids) !== JSON.stringify([...a.data.openIds!].sort((x, y) => x - y)))
        missing.push({ ack: a, why: `openings ${ids} != acknowledged ${a.data.openIds}` });
    }

    const creates = acks.filter((a) => a.kind === 'battle_create');
    const createRows = await c.query<{ key: string; uuid: string; creator: number | null }>(
      `select je.idempotency_key as key, je.ref_id as uuid, b.creator_id as creator
         from journal_entries je left join battles b on b.uuid = je.ref_id
        where je.idempotency_key = any($1::text[])`,
      [creates.map((a) => `battle:create:${a.uid}:${a.key}`)],
    );
    const created = new Map(createRows.rows.map((r) => [r.key, r]));
    for (const a of creates) {
      const row = created.get(`battle:create:${a.uid}:${a.key}`);
      if (!row) missing.push({ ack: a, why: 'no seat charge for its key' });
      else if (row.uuid !== a.data.uuid || row.creator !== a.uid)
        missing.push({ ack: a, why: `battle ${row.uuid} of ${row.creator}, acknowledged ${a.data.uuid}` });
    }

    const fills = acks.filter((a) => a.kind === 'battle_fill');
    const fillRows = await c.query<{ uuid: string; state: number; seats: string }>(
      `select b.uuid, b.state, (select count(*) from battle_players p where p.battle_id = b.id) as seats
         from battles b where b.uuid = any($1::text[])`,
      [fills.map((a) => a.key)],
    );
    const battles = new Map(fillRows.rows.map((r) => [r.uuid, r]));
    for (const a of fills) {
      const row = battles.get(a.key);
      if (!row) missing.push({ ack: a, why: 'no battle row' });
      else if (row.state < 20 || Number(row.seats) !== 2) missing.push({ ack: a, why: `state ${row.state}, ${row.seats} seats` });
    }
  } finally {
    await c.end();
  }
  return { checked: acks.length, missing };
}

/** Battles by state, how many are past their end time but not ended (the end job's backlog), and the deadlocks PostgreSQL counted in this database so far. */
export async function battleStates(databaseUrl: string): Promise<{ running: number; ended: number; overdue: number; deadlocks: number }> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const r = await c.query<{ running: string; ended: string; overdue: string; deadlocks: string }>(
      `select count(*) filter (where state = 20) as running, count(*) filter (where state = 30) as ended,
              count(*) filter (where state = 20 and ends_at < now() - interval '2 seconds') as overdue,
              (select deadlocks from pg_stat_database where datname = current_database()) as deadlocks from battles`,
    );
    const row = r.rows[0]!;
    return { running: Number(row.running), ended: Number(row.ended), overdue: Number(row.overdue), deadlocks: Number(row.deadlocks) };
  } finally {
    await c.end();
  }
}

/**
 * Runs `apps/server/src/scripts/ledger-check.ts` (what `npm run ledger:check` runs) on `databaseUrl`;
 * returns its verdict line and whether it passed (exit 0).
 */
export function ledgerCheck(databaseUrl: string): { ok: boolean; output: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/ledger-check.ts'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_CATALOGUE: 'false', LOG_LEVEL: 'warn', TRANSPARENCY_LOG_KEY: BENCH_LOG_KEY },
  });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
}
