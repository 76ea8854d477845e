import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { accounts, journalEntries, journalLines } from '../../db/schema/index.ts';
import { executeNamed, type DbOrTx, type Tx } from '../../db/client.ts';

/**
 * `goodwill`: operator money corrections (docs/architecture/money-and-ledger.md, modules/ops/corrections.service.ts); `shipping_fees`: shipping
 * fees paid and refunded (docs/architecture/money-and-ledger.md); `referral_commission`, `withdrawals_pending`, `crypto_payouts`: referral (docs/architecture/money-and-ledger.md).
 */
export type SystemAccountKind =
  | 'house'
  | 'payments_clearing'
  | 'bonus'
  | 'recovery'
  | 'bean_clearing'
  | 'goodwill'
  | 'shipping_fees'
  | 'referral_commission'
  | 'withdrawals_pending'
  | 'crypto_payouts';
/** `user_commission`: referral commission (docs/architecture/money-and-ledger.md), cents, created on first use (`ensureUserAccount`) */
export type UserAccountKind = 'user_coin' | 'user_bean' | 'user_commission';
export const SYSTEM_ACCOUNTS: { kind: SystemAccountKind; currency: 'COIN' | 'BEAN' }[] = [
  { kind: 'house', currency: 'COIN' },
  { kind: 'payments_clearing', currency: 'COIN' },
  { kind: 'bonus', currency: 'COIN' },
  { kind: 'recovery', currency: 'COIN' },
  { kind: 'bean_clearing', currency: 'BEAN' },
  { kind: 'shipping_fees', currency: 'COIN' },
  { kind: 'goodwill', currency: 'COIN' },
  // referral (docs/architecture/money-and-ledger.md): commission paid out of `referral_commission`; withdrawals held in `withdrawals_pending`
  // until paid on-chain (-> `crypto_payouts`) or rejected (back to the player's commission account)
  { kind: 'referral_commission', currency: 'COIN' },
  { kind: 'withdrawals_pending', currency: 'COIN' },
  { kind: 'crypto_payouts', currency: 'COIN' },
];

/** Creates the system accounts once; returns kind -> account id. */
export async function ensureSystemAccounts(db: DbOrTx): Promise<Record<SystemAccountKind, number>> {
  await db
    .insert(accounts)
    .values(SYSTEM_ACCOUNTS.map((a) => ({ kind: a.kind, currency: a.currency, isSystem: true })))
    .onConflictDoNothing();
  const rows = await db.select({ id: accounts.id, kind: accounts.kind }).from(accounts).where(isNull(accounts.userId));
  return Object.fromEntries(rows.map((r) => [r.kind, r.id])) as Record<SystemAccountKind, number>;
}

/** Creates a user's coin and HapaCoin accounts (idempotent). */
export async function createUserAccounts(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .insert(accounts)
    .values([
      { userId, kind: 'user_coin', currency: 'COIN' },
      { userId, kind: 'user_bean', currency: 'BEAN' },
    ])
    .onConflictDoNothing();
}

/** Creates one user account of `kind` when missing (idempotent). */
export async function ensureUserAccount(tx: DbOrTx, userId: number, kind: UserAccountKind, currency: 'COIN' | 'BEAN'): Promise<void> {
  await tx.insert(accounts).values({ userId, kind, currency }).onConflictDoNothing();
}

/** Locks a user's account row (`FOR UPDATE`) and returns it; null when the user has none. */
export async function lockUserAccount(tx: Tx, userId: number, kind: UserAccountKind) {
  const rows = await tx
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.kind, kind)))
    .for('update');
  return rows[0] ?? null;
}

export async function readUserBalance(db: DbOrTx, userId: number, kind: UserAccountKind): Promise<number> {
  const rows = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.kind, kind)));
  return rows[0]?.balance ?? 0;
}

export async function findEntryByKey(db: DbOrTx, idempotencyKey: string) {
  const rows = await db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, idempotencyKey));
  return rows[0] ?? null;
}

/**
 * Lines of a user's account, newest first, `limit` from `offset`, each with the account balance after it
 * (docs/architecture/money-and-ledger.md: the cached balance is the sum of the account's lines). One statement, one
 * snapshot: balance after a line = the account's balance minus the lines newer than it. The `offset` newer lines are
 * summed from the index `journal_lines_account_id_amount_idx (account_id, id, amount)` alone, the page's ids come from
 * the same index, and only the page's `limit` lines are read whole and joined to their entries: an index-only scan
 * however deep the page (docs/architecture/money-and-ledger.md#history-pages). The account id is a scalar subquery,
 * not a join, so the planner gets it as an index condition (a backward range scan of the account's lines).
 */
export async function listUserAccountLines(db: DbOrTx, userId: number, kind: UserAccountKind, limit: number, offset: number) {
  const res = await db.execute<{
    id: string;
    amount: string;
    balance_after: string;
    kind: string;
    ref_type: string | null;
    ref_id: string | null;
    player_reason: string | null;
    created_at: string | Date;
  }>(sql`
    with a as (select id, balance from accounts where user_id = ${userId} and kind = ${kind}),
    newer as (
      select coalesce(sum(x.amount), 0) as total from (
        select l.amount from journal_lines l where l.account_id = (select id from a) order by l.id desc limit ${offset}
      ) x
    ),
    ids as (
      select l.id from journal_lines l where l.account_id = (select id from a) order by l.id desc offset ${offset} limit ${limit}
    ),
    page as (
      select l.id, l.amount, l.entry_id,
        (select balance from a) - (select total from newer)
          - coalesce(sum(l.amount) over (order by l.id desc rows between unbounded preceding and 1 preceding), 0) as balance_after
      from ids join journal_lines l on l.id = ids.id
    )
    select p.id, p.amount, p.balance_after, e.kind, e.ref_type, e.ref_id, e.metadata->>'playerReason' as player_reason, e.created_at
    from page p join journal_entries e on e.id = p.entry_id
    order by p.id desc`);
  const rows = ((res as { rows?: unknown[] }).rows ?? res) as {
    id: string;
    amount: string;
    balance_after: string;
    kind: string;
    ref_type: string | null;
    ref_id: string | null;
    player_reason: string | null;
    created_at: string | Date;
  }[];
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    kind: r.kind,
    refType: r.ref_type,
    refId: r.ref_id,
    reason: r.player_reason ?? null,
    createdAt: new Date(r.created_at),
  }));
}

export async function countUserAccountLines(db: DbOrTx, userId: number, kind: UserAccountKind): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(and(eq(accounts.userId, userId), eq(accounts.kind, kind)));
  return rows[0]?.n ?? 0;
}

/**
 * Statements that run in the posting statement after the entry: `ctes` may reference the CTE `e(id)`
 * (empty when the idempotency key was a duplicate, so select from it to write nothing then) and
 * `select` is a query over them whose columns come back in `PostedEntry.tail` (one row each).
 */
export interface PostingTail {
  /** names the prepared statement (same name, same SQL text) */
  name: string;
  ctes: SQL;
  select: SQL;
}

export interface PostedEntry<T> {
  entryId: number;
  balances: Map<number, number>;
  tail: T[];
}

/**
 * Posts an entry, its lines and the cached-balance changes of user accounts in ONE statement
 * (one round trip), plus the caller's `tail` statements (see PostingTail). Returns null for a
 * duplicate idempotency key (nothing written), else the entry id and the new balance of every
 * non-system account touched. A user balance going below zero fails the CHECK constraint (23514) and
 * aborts the caller's transaction.
 */
export async function insertEntryWithLines<T = never>(
  tx: Tx,
  e: { idempotencyKey: string; kind: string; userId?: number | null; refType?: string; refId?: string; metadata?: unknown },
  lines: { accountId: number; amount: number }[],
  tail?: PostingTail,
): Promise<PostedEntry<T> | null> {
  const values = sql.join(
    lines.map((l) => sql`(${l.accountId}::bigint, ${l.amount}::bigint)`),
    sql`, `,
  );
  const query = sql`
    with e as (
      insert into journal_entries (idempotency_key, kind, user_id, ref_type, ref_id, metadata)
      values (${e.idempotencyKey}, ${e.kind}, ${e.userId ?? null}::int, ${e.refType ?? null}::text, ${e.refId ?? null}::text, ${e.metadata === undefined ? null : JSON.stringify(e.metadata)}::jsonb)
      on conflict (idempotency_key) do nothing
      returning id
    ),
    x(account_id, amount) as (values ${values}),
    l as (
      insert into journal_lines (entry_id, account_id, amount)
      select e.id, x.account_id, x.amount from e, x
      returning account_id
    ),
    b as (
      update accounts a set balance = a.balance + x.amount
      from x
      where a.id = x.account_id and not a.is_system and exists (select 1 from e)
      returning a.id, a.balance
    )${tail ? sql`, ${tail.ctes}` : sql``}
    select e.id as entry_id, b.id as account_id, b.balance${tail ? sql`, t.*` : sql``}
    from e left join b on true${tail ? sql` left join (${tail.select}) t on true` : sql``}
  `;
  const name = `post_entry_${lines.length}${tail ? `_${tail.name}` : ''}`;
  const { rows } = await executeNamed<{ entry_id: number; account_id: number | null; balance: number | null } & T>(tx, name, query);
  if (!rows.length) return null;
  const balances = new Map<number, number>();
  for (const r of rows) if (r.account_id !== null) balances.set(Number(r.account_id), Number(r.balance));
  return { entryId: Number(rows[0]!.entry_id), balances, tail: tail ? rows : [] };
}
