import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { opsCorrections, users } from '../../db/schema/index.ts';

/** A stored money correction (amount in signed cents). */
export type CorrectionRow = typeof opsCorrections.$inferSelect;
/** A correction with the emails of its player, requester and decider (null when the user is gone). */
export interface CorrectionWithEmails {
  c: CorrectionRow;
  playerEmail: string | null;
  requestedByEmail: string | null;
  decidedByEmail: string | null;
}

/** The player `uid` (id and whether a bot), or null when there is none. */
export async function findPlayer(tx: Tx, uid: number): Promise<{ id: number; isBot: boolean } | null> {
  const rows = await tx.select({ id: users.id, isBot: users.isBot }).from(users).where(eq(users.id, uid));
  return rows[0] ?? null;
}

/** Inserts a correction; null when its idempotency key was already used (nothing inserted). */
export async function insertCorrection(tx: Tx, row: typeof opsCorrections.$inferInsert): Promise<CorrectionRow | null> {
  const inserted = await tx.insert(opsCorrections).values(row).onConflictDoNothing({ target: opsCorrections.idempotencyKey }).returning();
  return inserted[0] ?? null;
}

/** The correction made with `idempotencyKey`, or null. */
export async function findByIdempotencyKey(tx: Tx, idempotencyKey: string): Promise<CorrectionRow | null> {
  const [row] = await tx.select().from(opsCorrections).where(eq(opsCorrections.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** Locks correction `id` (`FOR UPDATE`); null when there is none. */
export async function lockCorrection(tx: Tx, id: number): Promise<CorrectionRow | null> {
  const [row] = await tx.select().from(opsCorrections).where(eq(opsCorrections.id, id)).for('update');
  return row ?? null;
}

/** Updates correction `id` (status, decision, entry id). */
export async function updateCorrection(
  tx: Tx,
  id: number,
  patch: Partial<Pick<CorrectionRow, 'status' | 'decidedBy' | 'decidedAt' | 'entryId'>>,
): Promise<void> {
  await tx.update(opsCorrections).set(patch).where(eq(opsCorrections.id, id));
}

function selectWithEmails(db: DbOrTx) {
  const player = alias(users, 'player');
  const requester = alias(users, 'requester');
  const decider = alias(users, 'decider');
  return db
    .select({ c: opsCorrections, playerEmail: player.email, requestedByEmail: requester.email, decidedByEmail: decider.email })
    .from(opsCorrections)
    .leftJoin(player, eq(player.id, opsCorrections.userId))
    .leftJoin(requester, eq(requester.id, opsCorrections.requestedBy))
    .leftJoin(decider, eq(decider.id, opsCorrections.decidedBy))
    .$dynamic();
}

/** Correction `id` with its emails, or null. */
export async function correctionWithEmails(db: DbOrTx, id: number): Promise<CorrectionWithEmails | null> {
  const [row] = await selectWithEmails(db).where(eq(opsCorrections.id, id));
  return row ?? null;
}

/** Page `page` (1-based) of `pageSize` corrections newest first, by `status` and player `uid` when given, and the total. */
export async function listCorrections(
  db: DbOrTx,
  q: { status?: 'pending' | 'posted' | 'rejected'; uid?: number; page: number; pageSize: number },
): Promise<{ rows: CorrectionWithEmails[]; total: number }> {
  const conds: SQL[] = [];
  if (q.status) conds.push(eq(opsCorrections.status, q.status));
  if (q.uid) conds.push(eq(opsCorrections.userId, q.uid));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, total] = await Promise.all([
    selectWithEmails(db)
      .where(where)
      .orderBy(desc(opsCorrections.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(opsCorrections).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
