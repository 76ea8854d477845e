import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users, vipXpChanges } from '../../db/schema/index.ts';

export type XpChangeRow = typeof vipXpChanges.$inferSelect;

/** The player's row locked (XP changes serialise on it): xp and whether it is a bot; null when absent. */
export async function lockPlayer(tx: Tx, uid: number): Promise<{ xp: number; isBot: boolean } | null> {
  const rows = await tx.select({ xp: users.xp, isBot: users.isBot }).from(users).where(eq(users.id, uid)).for('update');
  return rows[0] ?? null;
}

/** Sets the player's XP (an approved console change). */
export async function setXp(tx: Tx, uid: number, xp: number): Promise<void> {
  await tx.update(users).set({ xp }).where(eq(users.id, uid));
}

export async function awaitingFor(tx: Tx, uid: number): Promise<XpChangeRow | null> {
  const rows = await tx
    .select()
    .from(vipXpChanges)
    .where(and(eq(vipXpChanges.userId, uid), eq(vipXpChanges.status, 'awaiting')))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertChange(tx: Tx, row: typeof vipXpChanges.$inferInsert): Promise<XpChangeRow> {
  return (await tx.insert(vipXpChanges).values(row).returning())[0]!;
}

export async function lockChange(tx: Tx, id: number): Promise<XpChangeRow | null> {
  return (await tx.select().from(vipXpChanges).where(eq(vipXpChanges.id, id)).for('update'))[0] ?? null;
}

export async function updateChange(tx: Tx, id: number, patch: Partial<XpChangeRow>): Promise<void> {
  await tx.update(vipXpChanges).set(patch).where(eq(vipXpChanges.id, id));
}

/** Changes newest first with the player's nickname and the requester's email; filtered by status and player. */
export async function listChanges(db: DbOrTx, f: { status?: string; uid?: number; id?: number }, limit: number, offset: number) {
  const conds: SQL[] = [];
  if (f.id) conds.push(eq(vipXpChanges.id, f.id));
  if (f.status) conds.push(eq(vipXpChanges.status, f.status));
  if (f.uid) conds.push(eq(vipXpChanges.userId, f.uid));
  const where = conds.length ? and(...conds) : undefined;
  const requester = sql<string | null>`(select email from users r where r.id = ${vipXpChanges.requestedBy})`;
  const [rows, total] = await Promise.all([
    db
      .select({ c: vipXpChanges, nickname: users.nickname, requesterEmail: requester })
      .from(vipXpChanges)
      .innerJoin(users, eq(users.id, vipXpChanges.userId))
      .where(where)
      .orderBy(desc(vipXpChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(vipXpChanges).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
