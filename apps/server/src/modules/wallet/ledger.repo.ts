import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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

/** Inserts the entry unless its idempotency key exists; returns the new id or null for a duplicate. */
export async function insertEntry(
  tx: Tx,
  e: { idempotencyKey: string; kind: string; userId?: number | null; refType?: string; refId?: string; metadata?: unknown },
): Promise<number | null> {
  const rows = await tx
    .insert(journalEntries)
    .values({ ...e, userId: e.userId ?? null, metadata: e.metadata ?? null })
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  return rows[0]?.id ?? null;
}

export async function findEntryByKey(db: DbOrTx, idempotencyKey: string) {
  const rows = await db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, idempotencyKey));
  return rows[0] ?? null;
}

export async function insertLines(tx: Tx, entryId: number, lines: { accountId: number; amount: number }[]): Promise<void> {
  await tx.insert(journalLines).values(lines.map((l) => ({ entryId, accountId: l.accountId, amount: l.amount })));
}

/** Applies deltas to cached balances of non-system accounts; the CHECK constraint forbids < 0. */
export async function applyBalanceDeltas(tx: Tx, lines: { accountId: number; amount: number }[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const l of lines) {
    const rows = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${l.amount}` })
      .where(and(eq(accounts.id, l.accountId), eq(accounts.isSystem, false)))
      .returning({ id: accounts.id, balance: accounts.balance });
    if (rows[0]) out.set(rows[0].id, rows[0].balance);
  }
  return out;
}

export async function accountsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(accounts).where(inArray(accounts.id, ids));
}
