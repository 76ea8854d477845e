import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../platform/own-accounts.ts';

/** The checkpoint a check started from or wrote (docs/architecture/money-and-ledger.md#ledger-check). */
export interface LedgerCheckpointRef {
  id: number;
  /** every journal line with id <= this bound was verified */
  uptoLineId: number;
  /** when it was written, ISO 8601 */
  createdAt: string;
}

export interface LedgerReport {
  ok: boolean;
  /** 'full': every line up to the bound was read; 'incremental': only the lines after `checkpoint`'s bound */
  mode: 'full' | 'incremental';
  /** the verified checkpoint an incremental check started from; null for a full check */
  checkpoint: LedgerCheckpointRef | null;
  /** journal lines this check read (incremental: the lines after the checkpoint's bound, up to the new bound) */
  checkedLines: number;
  /** the checkpoint this check wrote (only when ok), or null */
  newCheckpoint: LedgerCheckpointRef | null;
  /** journal entries with lines at or below the check's bound */
  entries: number;
  /** journal lines at or below the check's bound */
  lines: number;
  /** sum of every line at or below the bound (0 when the ledger holds), in mixed minor units */
  totalSum: number;
  unbalancedEntries: { entryId: number; sum: number }[];
  /** non-system accounts whose cached balance differs from the sum of their lines (`lines`) */
  driftedAccounts: { accountId: number; cached: number; lines: number }[];
  negativeUserAccounts: { accountId: number; balance: number }[];
}

export interface CheckLedgerOptions {
  /** 'incremental' (default): from the newest checkpoint, or a full check when there is none; 'full': every line */
  mode?: 'incremental' | 'full';
}

/** Thrown inside the check's transaction to roll a failed check back (its totals and its checkpoint). */
class CheckFailed extends Error {}

const LIST_LIMIT = 100;
/** Transaction-scoped advisory lock (one bigint key) that runs one check at a time: each updates the totals in place. */
export const LEDGER_CHECK_LOCK = 0x4c6564676572;

/**
 * Proves the ledger invariants (docs/architecture/money-and-ledger.md#ledger-check) and, when they hold, writes a
 * checkpoint so that the next check reads only the lines after it:
 * - every journal line up to the bound sums to 0 (the running totals, `ledger_account_totals`, with the newer lines
 *   added to the accounts they touch);
 * - every entry sums to 0 (full: all of them; incremental: every entry that has a line after the checkpoint);
 * - every non-system account's cached balance equals its lines (its total, 0 without a row, plus every line after
 *   the bound, read in one statement with the balance) and none is negative.
 * The bound is `max(journal_lines.id)` read in a short transaction under `LOCK TABLE journal_lines IN SHARE MODE`
 * (it waits for in-flight ledger writes and blocks new ones only for that moment), so no line at or below it can
 * commit later. Pass the database, not a transaction: inside a caller's transaction that lock would last until the
 * caller commits. Checks run one at a time (LEDGER_CHECK_LOCK); one that waited behind a check with a later bound
 * starts from that one's. Incremental writes the totals of the accounts its lines touch, not every account; full
 * rebuilds them. A failed check writes nothing (`newCheckpoint: null`: its totals roll back). Incremental cannot see a
 * line at or below the checkpoint's bound changed afterwards (the ledger is append-only); `{ mode: 'full' }` re-reads
 * every line.
 * @throws the driver's error when a query fails
 */
export async function checkLedger(db: DbOrTx, opts: CheckLedgerOptions = {}): Promise<LedgerReport> {
  const read = await readBound(db);
  let report: LedgerReport | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_CHECK_LOCK}::bigint)`);
      const prev = await latestCheckpoint(tx);
      const from = opts.mode === 'full' ? null : prev;
      const L0 = from?.uptoLineId ?? 0;
      // a check that ran while this one waited may have gone past the bound read above: its totals are at its bound
      const bound = Math.max(read, L0);
      if (!from) await tx.execute(sql`delete from ledger_account_totals`);
      // the lines in (L0, bound] added to the totals of the accounts they touch, in place; one pass over those lines
      const added = rowsOf<{ lines: string }>(
        await tx.execute(sql`
          with s as (
            select account_id, sum(amount) as total, count(*) as n from journal_lines
            where id > ${L0} and id <= ${bound} group by account_id
          ), up as (
            insert into ledger_account_totals (account_id, total) select account_id, total from s
            on conflict (account_id) do update set total = ledger_account_totals.total + excluded.total
          )
          select coalesce(sum(n), 0) as lines from s`),
      )[0]!;
      const checkedLines = Number(added.lines);
      // every account's total, the rows just written included (a data-modifying CTE's rows are seen by the next statement)
      const totalSum = Number(
        rowsOf<{ total: string }>(await tx.execute(sql`select coalesce(sum(total), 0) as total from ledger_account_totals`))[0]!.total,
      );
      const entries = await checkEntries(tx, L0, bound);
      // cached balances against the totals plus every line after the bound: one statement, one snapshot
      const drifted = rowsOf<{ id: string; balance: string; lines: string }>(
        await tx.execute(sql`
          select a.id, a.balance, coalesce(c.total, 0) + coalesce(s.total, 0) as lines
          from accounts a
          left join ledger_account_totals c on c.account_id = a.id
          left join (select account_id, sum(amount) as total from journal_lines where id > ${bound} group by account_id) s
            on s.account_id = a.id
          where not a.is_system and a.balance <> coalesce(c.total, 0) + coalesce(s.total, 0)
          order by a.id limit ${LIST_LIMIT}`),
      );
      const negative = rowsOf<{ id: string; balance: string }>(
        await tx.execute(sql`select id, balance from accounts where not is_system and balance < 0 order by id limit ${LIST_LIMIT}`),
      );
      const r: LedgerReport = {
        ok: false,
        mode: from ? 'incremental' : 'full',
        checkpoint: from && { id: from.id, uptoLineId: from.uptoLineId, createdAt: from.createdAt },
        checkedLines,
        newCheckpoint: null,
        entries: (from?.entries ?? 0) + entries.newEntries,
        lines: (from?.lines ?? 0) + checkedLines,
        totalSum,
        unbalancedEntries: entries.unbalanced,
        driftedAccounts: drifted.map((d) => ({ accountId: Number(d.id), cached: Number(d.balance), lines: Number(d.lines) })),
        negativeUserAccounts: negative.map((n) => ({ accountId: Number(n.id), balance: Number(n.balance) })),
      };
      r.ok = r.totalSum === 0 && !r.unbalancedEntries.length && !r.driftedAccounts.length && !r.negativeUserAccounts.length;
      report = r;
      if (!r.ok) throw new CheckFailed();
      const created = rowsOf<{ id: string; created_at: Date | string }>(
        await tx.execute(
          sql`insert into ledger_checkpoints (upto_line_id, entries, lines) values (${bound}, ${r.entries}, ${r.lines}) returning id, created_at`,
        ),
      )[0]!;
      // the totals are at this checkpoint's bound: the ones before it only say what was verified when
      await tx.execute(sql`delete from ledger_checkpoints where id <> ${created.id}`);
      r.newCheckpoint = { id: Number(created.id), uptoLineId: bound, createdAt: new Date(created.created_at).toISOString() };
    });
  } catch (err) {
    if (!(err instanceof CheckFailed)) throw err;
  }
  return report!;
}

/**
 * The check's bound: the newest journal line id while no ledger write is in flight (docs/architecture/money-and-ledger.md#ledger-check).
 * Writers hold ROW EXCLUSIVE on journal_lines from their insert to their commit; SHARE waits for them and holds new
 * ones back until this short transaction ends, so every line id at or below the bound is committed and any later
 * line gets a greater id.
 */
async function readBound(db: DbOrTx): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table journal_lines in share mode`);
    const res = await tx.execute(sql`select coalesce(max(id), 0) as upto from journal_lines`);
    return Number(rowsOf<{ upto: string }>(res)[0]!.upto);
  });
}

type Checkpoint = LedgerCheckpointRef & { entries: number; lines: number };

/** The newest checkpoint (the one the running totals are at), or null. Called under LEDGER_CHECK_LOCK. */
async function latestCheckpoint(tx: DbOrTx): Promise<Checkpoint | null> {
  const res = await tx.execute(sql`
    select id, upto_line_id, entries, lines, created_at from ledger_checkpoints order by upto_line_id desc, id desc limit 1`);
  const row = rowsOf<{ id: string; upto_line_id: string; entries: string; lines: string; created_at: Date | string }>(res)[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    uptoLineId: Number(row.upto_line_id),
    createdAt: new Date(row.created_at).toISOString(),
    entries: Number(row.entries),
    lines: Number(row.lines),
  };
}

/**
 * Entries with a line in (L0, bound]: how many are new (no line at or below L0) and those whose lines up to `bound`
 * do not sum to 0 (the first LIST_LIMIT). L0 = 0 reads every entry.
 */
async function checkEntries(
  tx: DbOrTx,
  L0: number,
  bound: number,
): Promise<{ newEntries: number; unbalanced: { entryId: number; sum: number }[] }> {
  const e =
    L0 === 0
      ? sql`select entry_id, sum(amount) as s, min(id) as first_id from journal_lines where id <= ${bound} group by entry_id`
      : sql`select l.entry_id, sum(l.amount) as s, min(l.id) as first_id from journal_lines l
            where l.entry_id in (select entry_id from journal_lines where id > ${L0} and id <= ${bound}) and l.id <= ${bound}
            group by l.entry_id`;
  const res = await tx.execute(sql`
    with e as materialized (${e})
    select (select count(*) from e where first_id > ${L0}) as new_entries,
      (select coalesce(json_agg(json_build_object('entryId', entry_id, 'sum', s) order by entry_id), '[]'::json)
        from (select entry_id, s from e where s <> 0 order by entry_id limit ${LIST_LIMIT}) u) as unbalanced`);
  const row = rowsOf<{ new_entries: string; unbalanced: { entryId: number | string; sum: number | string }[] | string }>(res)[0]!;
  const list = typeof row.unbalanced === 'string' ? (JSON.parse(row.unbalanced) as typeof row.unbalanced) : row.unbalanced;
  return {
    newEntries: Number(row.new_entries),
    unbalanced: (list as { entryId: number | string; sum: number | string }[]).map((u) => ({
      entryId: Number(u.entryId),
      sum: Number(u.sum),
    })),
  };
}
