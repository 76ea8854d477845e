import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { liabilityNodes, liabilitySnapshots } from '../../db/schema/index.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

export type SnapshotRow = typeof liabilitySnapshots.$inferSelect;
export type NodeRow = typeof liabilityNodes.$inferSelect;
/** The snapshot format written now (docs/transparency.md#proof-of-liabilities): coins, prizes and HapaCoins. */
export const LIABILITIES_FORMAT = 2;

/** The account kinds that are money owed to a player, in cents (docs/transparency.md#proof-of-liabilities). */
export const PLAYER_LIABILITY_ACCOUNTS = ['user_coin', 'user_commission'] as const;
/** The account kind of a player's HapaCoins (units), the tree's third amount. */
export const PLAYER_HAPACOIN_ACCOUNT = 'user_bean';

/**
 * Every player's liabilities and the ledger's totals of the player liability accounts, in ONE statement (so one
 * snapshot of the database even in a READ COMMITTED transaction, e.g. the daily job's). Every player with an account
 * is listed, owed something or not (a zero leaf proves "we owe you nothing" as much as a balance proves a debt).
 * Coins = the cached balances of the player's COIN accounts (user_coin + user_commission), prizes = the value of their
 * stored prizes (store_items 'stored'), hapacoins = their HapaCoin account (user_bean, units). `ledgerCoins` and
 * `ledgerHapacoins` = the sum of every journal line on those accounts, the ledger's own figures (not the cached
 * balances). Cents; HapaCoins in units.
 */
export async function playerAmountsAndLedger(tx: DbOrTx): Promise<{
  players: { userId: number; coins: number; prizes: number; hapacoins: number }[];
  ledgerCoins: number;
  ledgerHapacoins: number;
}> {
  const res = await tx.execute(sql`
    with c as (
      select user_id,
        sum(case when kind in ('user_coin', 'user_commission') then balance else 0 end) as coins,
        sum(case when kind = 'user_bean' then balance else 0 end) as beans
      from accounts
      where not is_system and user_id is not null and kind in ('user_coin', 'user_commission', 'user_bean') group by user_id
    ), p as (
      select user_id, sum(value_cents) as prizes from store_items where status = 'stored' group by user_id
    ), l as (
      select
        coalesce(sum(case when a.kind in ('user_coin', 'user_commission') then jl.amount else 0 end), 0) as total,
        coalesce(sum(case when a.kind = 'user_bean' then jl.amount else 0 end), 0) as beans
      from journal_lines jl join accounts a on a.id = jl.account_id
      where not a.is_system and a.kind in ('user_coin', 'user_commission', 'user_bean')
    )
    select coalesce(c.user_id, p.user_id) as user_id, coalesce(c.coins, 0) as coins, coalesce(p.prizes, 0) as prizes,
      coalesce(c.beans, 0) as beans, null as ledger, null as ledger_beans
    from c full join p on p.user_id = c.user_id
    union all
    select null, null, null, null, total, beans from l`);
  const rows = rowsOf<{
    user_id: number | string | null;
    coins: number | string | null;
    prizes: number | string | null;
    beans: number | string | null;
    ledger: number | string | null;
    ledger_beans: number | string | null;
  }>(res);
  const players = rows
    .filter((r) => r.user_id !== null)
    .map((r) => ({ userId: Number(r.user_id), coins: Number(r.coins), prizes: Number(r.prizes), hapacoins: Number(r.beans) }))
    .sort((a, b) => a.userId - b.userId);
  const ledger = rows.find((r) => r.user_id === null);
  return { players, ledgerCoins: Number(ledger?.ledger ?? 0), ledgerHapacoins: Number(ledger?.ledger_beans ?? 0) };
}

export async function periodTaken(tx: DbOrTx, period: string): Promise<boolean> {
  const rows = await tx.select({ id: liabilitySnapshots.id }).from(liabilitySnapshots).where(eq(liabilitySnapshots.period, period));
  return rows.length > 0;
}

export async function insertSnapshot(tx: Tx, row: typeof liabilitySnapshots.$inferInsert): Promise<SnapshotRow> {
  const [saved] = await tx.insert(liabilitySnapshots).values(row).returning();
  return saved!;
}

/** Writes a snapshot's nodes in chunks (one statement per 2,000 rows). */
export async function insertNodes(tx: Tx, rows: (typeof liabilityNodes.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 2_000) await tx.insert(liabilityNodes).values(rows.slice(i, i + 2_000));
}

/** The newest snapshot of the current format (2: with HapaCoins); older ones stay stored but are no longer served. */
export async function latestSnapshot(db: DbOrTx): Promise<SnapshotRow | null> {
  const [row] = await db
    .select()
    .from(liabilitySnapshots)
    .where(eq(liabilitySnapshots.format, LIABILITIES_FORMAT))
    .orderBy(desc(liabilitySnapshots.id))
    .limit(1);
  return row ?? null;
}

/** A player's leaf in a snapshot, or null. */
export async function leafOf(db: DbOrTx, snapshotId: number, userId: number): Promise<NodeRow | null> {
  const [row] = await db
    .select()
    .from(liabilityNodes)
    .where(and(eq(liabilityNodes.snapshotId, snapshotId), eq(liabilityNodes.level, 0), eq(liabilityNodes.userId, userId)));
  return row ?? null;
}

/** Nodes of a snapshot by (level, idx) pairs, in one statement. */
export async function nodesAt(db: DbOrTx, snapshotId: number, keys: { level: number; idx: number }[]): Promise<NodeRow[]> {
  if (keys.length === 0) return [];
  const res = await db.execute(sql`
    select n.* from liability_nodes n
      join unnest(${`{${keys.map((k) => k.level).join(',')}}`}::int[], ${`{${keys.map((k) => k.idx).join(',')}}`}::int[]) as k(level, idx)
        on n.level = k.level and n.idx = k.idx
    where n.snapshot_id = ${snapshotId}`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    snapshotId: Number(r.snapshot_id),
    level: Number(r.level),
    idx: Number(r.idx),
    hash: String(r.hash),
    coinsCents: Number(r.coins_cents),
    prizesCents: Number(r.prizes_cents),
    hapacoins: Number(r.hapacoins),
    userId: r.user_id === null ? null : Number(r.user_id),
  }));
}

/** The leaves of a snapshot in order (ledger:check rebuilds the tree from them). */
export async function leavesOf(db: DbOrTx, snapshotId: number): Promise<NodeRow[]> {
  return db
    .select()
    .from(liabilityNodes)
    .where(and(eq(liabilityNodes.snapshotId, snapshotId), eq(liabilityNodes.level, 0)))
    .orderBy(asc(liabilityNodes.idx));
}

/** Snapshots by id (the console's list). */
export async function snapshotsById(db: DbOrTx, ids: number[]): Promise<SnapshotRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(liabilitySnapshots).where(inArray(liabilitySnapshots.id, ids));
}
