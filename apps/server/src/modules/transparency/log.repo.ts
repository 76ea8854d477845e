import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { transparencyLogEntries, transparencyLogNodes, transparencyLogState, transparencyTreeHeads } from '../../db/schema/index.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

export type LogEntryRow = typeof transparencyLogEntries.$inferSelect;
export type TreeHeadRow = typeof transparencyTreeHeads.$inferSelect;

/**
 * The log's state row, locked for the rest of `tx` (created empty on first use), in one statement: appends run one at
 * a time across workers and instances.
 */
export async function lockState(tx: Tx): Promise<{ size: number; frontier: string[] }> {
  const res = await tx.execute(sql`
    insert into transparency_log_state (id, size, frontier) values (1, 0, '[]'::jsonb)
    on conflict (id) do update set id = excluded.id
    returning size, frontier`);
  const row = rowsOf<{ size: number | string; frontier: string[] }>(res)[0]!;
  return { size: Number(row.size), frontier: row.frontier };
}

/** The log's size and compact range as last committed (no lock; both from one row, so they agree). */
export async function readState(db: DbOrTx): Promise<{ size: number; frontier: string[] }> {
  const [row] = await db.select().from(transparencyLogState).where(eq(transparencyLogState.id, 1));
  return row ? { size: row.size, frontier: row.frontier } : { size: 0, frontier: [] };
}

/**
 * Appends one leaf in ONE statement: the entry (nothing when its domain event is logged already: `event_id` is unique),
 * the perfect subtrees it completed and the new size and compact range of the state row the caller has locked.
 * @returns whether the entry was written
 */
export async function appendLeaf(
  tx: Tx,
  e: typeof transparencyLogEntries.$inferInsert,
  nodes: { level: number; idx: number; hash: string }[],
  size: number,
  frontier: string[],
): Promise<boolean> {
  const nodeRows = nodes.length
    ? sql`, n as (
        insert into transparency_log_nodes (level, idx, hash)
        select v.level, v.idx, v.hash from (values ${sql.join(
          nodes.map((n) => sql`(${n.level}::smallint, ${n.idx}::bigint, ${n.hash}::text)`),
          sql`, `,
        )}) as v(level, idx, hash)
        where exists (select 1 from e)
      )`
    : sql``;
  const res = await tx.execute(sql`
    with e as (
      insert into transparency_log_entries (idx, event_id, kind, scope, ref, seed_type, player, seed_hash, server_seed, at, leaf_hash)
      values (${e.idx}, ${e.eventId}, ${e.kind}, ${e.scope}, ${e.ref}, ${e.seedType ?? null}, ${e.player ?? null}, ${e.seedHash}, ${e.serverSeed ?? null}, ${e.at}, ${e.leafHash})
      on conflict (event_id) do nothing
      returning idx
    )${nodeRows}, s as (
      update transparency_log_state set size = ${size}, frontier = ${JSON.stringify(frontier)}::jsonb where id = 1 and exists (select 1 from e)
    )
    select count(*)::int as n from e`);
  return Number(rowsOf<{ n: number }>(res)[0]!.n) > 0;
}

/**
 * Perfect subtree hashes by (level, index): level 0 from the entries' leaf hashes, higher levels from the node table,
 * in one statement. Returns "level:index" -> hex.
 */
export async function subtreeHashes(db: DbOrTx, keys: { level: number; index: number }[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const leaves = keys.filter((k) => k.level === 0).map((k) => k.index);
  const upper = keys.filter((k) => k.level > 0);
  const res = await db.execute(sql`
    select 0 as level, idx, leaf_hash as hash from transparency_log_entries where idx = any(${`{${leaves.join(',')}}`}::bigint[])
    union all
    select n.level, n.idx, n.hash from transparency_log_nodes n
      join unnest(${`{${upper.map((k) => k.level).join(',')}}`}::int[], ${`{${upper.map((k) => k.index).join(',')}}`}::bigint[]) as k(level, idx)
        on n.level = k.level and n.idx = k.idx`);
  return new Map(
    rowsOf<{ level: number; idx: number | string; hash: string }>(res).map((r) => [`${Number(r.level)}:${Number(r.idx)}`, r.hash]),
  );
}

/** Entries `start` .. `end - 1` in order. */
export async function entriesRange(db: DbOrTx, start: number, end: number): Promise<LogEntryRow[]> {
  return db
    .select()
    .from(transparencyLogEntries)
    .where(and(gte(transparencyLogEntries.idx, start), lt(transparencyLogEntries.idx, end)))
    .orderBy(asc(transparencyLogEntries.idx));
}

export async function entryAt(db: DbOrTx, idx: number): Promise<LogEntryRow | null> {
  const [row] = await db.select().from(transparencyLogEntries).where(eq(transparencyLogEntries.idx, idx));
  return row ?? null;
}

/** Every entry about a seed hash (its commitment and, once revealed, its reveal), oldest first. */
export async function entriesByHash(db: DbOrTx, hashes: string[]): Promise<LogEntryRow[]> {
  if (hashes.length === 0) return [];
  return db
    .select()
    .from(transparencyLogEntries)
    .where(inArray(transparencyLogEntries.seedHash, hashes))
    .orderBy(asc(transparencyLogEntries.idx));
}

export async function latestHead(db: DbOrTx): Promise<TreeHeadRow | null> {
  const [row] = await db.select().from(transparencyTreeHeads).orderBy(desc(transparencyTreeHeads.id)).limit(1);
  return row ?? null;
}

/** The newest head of exactly `size` leaves, or null. */
export async function headOfSize(db: DbOrTx, size: number): Promise<TreeHeadRow | null> {
  const [row] = await db
    .select()
    .from(transparencyTreeHeads)
    .where(eq(transparencyTreeHeads.treeSize, size))
    .orderBy(desc(transparencyTreeHeads.id))
    .limit(1);
  return row ?? null;
}

export async function insertHead(db: DbOrTx, row: typeof transparencyTreeHeads.$inferInsert): Promise<TreeHeadRow> {
  const [saved] = await db.insert(transparencyTreeHeads).values(row).returning();
  return saved!;
}

/** Heads from the newest back, `limit` of them (a monitor's history, the console). */
export async function recentHeads(db: DbOrTx, limit: number): Promise<TreeHeadRow[]> {
  return db.select().from(transparencyTreeHeads).orderBy(desc(transparencyTreeHeads.id)).limit(limit);
}

/** Every distinct head size with its newest signed root (the audit checks each against the entries). */
export async function headsForAudit(db: DbOrTx): Promise<TreeHeadRow[]> {
  return db.select().from(transparencyTreeHeads).orderBy(asc(transparencyTreeHeads.id));
}

/** Entries in index order, in pages (the audit; the verifier's export). */
export async function entriesPage(db: DbOrTx, afterIdx: number, limit: number): Promise<LogEntryRow[]> {
  return db
    .select()
    .from(transparencyLogEntries)
    .where(gte(transparencyLogEntries.idx, afterIdx))
    .orderBy(asc(transparencyLogEntries.idx))
    .limit(limit);
}

/** Every stored perfect-subtree hash of `level` (the audit compares them with the ones rebuilt from the entries). */
export async function nodesOfLevel(db: DbOrTx, level: number): Promise<{ idx: number; hash: string }[]> {
  return db
    .select({ idx: transparencyLogNodes.idx, hash: transparencyLogNodes.hash })
    .from(transparencyLogNodes)
    .where(eq(transparencyLogNodes.level, level))
    .orderBy(asc(transparencyLogNodes.idx));
}
