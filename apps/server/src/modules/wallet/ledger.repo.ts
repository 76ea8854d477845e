import { and, eq, isNull, sql } from 'drizzle-orm';
import { accounts, journalEntries, journalLines } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type SystemAccountKind = 'house' | 'payments_clearing' | 'bonus' | 'recovery' | 'bean_clearing';
export type UserAccountKind = 'user_coin' | 'user_bean';
export const SYSTEM_ACCOUNTS: { kind: SystemAccountKind; currency: 'COIN' | 'BEAN' }[] = [
  { kind: 'house', currency: 'COIN' },
  { kind: 'payments_clearing', currency: 'COIN' },
  { kind: 'bonus', currency: 'COIN' },
  { kind: 'recovery', currency: 'COIN' },
  { kind: 'bean_clearing', currency: 'BEAN' },
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

/** Lines of a user's account, newest first, each with the account balance after it (window sum in line order). */
export async function listUserAccountLines(db: DbOrTx, userId: number, kind: UserAccountKind, limit: number, offset: number) {
  const res = await db.execute<{ id: string; amount: string; balance_after: string; kind: string; ref_type: string | null; ref_id: string | null; created_at: string | Date }>(sql`
    select * from (
      select l.id, l.amount, sum(l.amount) over (order by l.id) as balance_after, e.kind, e.ref_type, e.ref_id, e.created_at
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      join accounts a on a.id = l.account_id
      where a.user_id = ${userId} and a.kind = ${kind}
    ) t order by t.id desc limit ${limit} offset ${offset}`);
  const rows = ((res as { rows?: unknown[] }).rows ?? res) as { id: string; amount: string; balance_after: string; kind: string; ref_type: string | null; ref_id: string | null; created_at: string | Date }[];
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    kind: r.kind,
    refType: r.ref_type,
    refId: r.ref_id,
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
 * Posts an entry, its lines and the cached-balance changes of user accounts in ONE statement
 * (one round trip). Returns null for a duplicate idempotency key (nothing written), else the entry id
 * and the new balance of every non-system account touched. A user balance going below zero fails the
 * CHECK constraint (23514) and aborts the caller's transaction.
 */
export async function insertEntryWithLines(
  tx: Tx,
  e: { idempotencyKey: string; kind: string; userId?: number | null; refType?: string; refId?: string; metadata?: unknown },
  lines: { accountId: number; amount: number }[],
): Promise<{ entryId: number; balances: Map<number, number> } | null> {
  const values = sql.join(lines.map((l) => sql`(${l.accountId}::bigint, ${l.amount}::bigint)`), sql`, `);
  const res = await tx.execute<{ entry_id: string | number; account_id: string | number | null; balance: string | number | null }>(sql`
    with e as (
      insert into journal_entries (idempotency_key, kind, user_id, ref_type, ref_id, metadata)
      values (${e.idempotencyKey}, ${e.kind}, ${e.userId ?? null}, ${e.refType ?? null}, ${e.refId ?? null}, ${e.metadata === undefined ? null : JSON.stringify(e.metadata)}::jsonb)
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
    )
    select e.id as entry_id, b.id as account_id, b.balance from e left join b on true
  `);
  const rows = (res as unknown as { rows: { entry_id: string | number; account_id: string | number | null; balance: string | number | null }[] }).rows;
  if (!rows.length) return null;
  const balances = new Map<number, number>();
  for (const r of rows) if (r.account_id !== null) balances.set(Number(r.account_id), Number(r.balance));
  return { entryId: Number(rows[0]!.entry_id), balances };
}
