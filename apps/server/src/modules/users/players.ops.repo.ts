import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DEPOSIT_LIMIT_REFUND_DUE } from '../payments/settlement.ts';
import { battlePlayers, battles, boxes, items, openings, operators, paymentOrders, sessions, users } from '../../db/schema/index.ts';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Players matching an email or nickname fragment (case-insensitive) or an exact uid; 50 at most. */
export async function searchPlayers(db: DbOrTx, q: string) {
  const pattern = `%${likeEscape(q.toLowerCase())}%`;
  const uid = /^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647 ? Number(q) : null;
  const conds = [sql`lower(${users.email}) like ${pattern}`, sql`lower(${users.nickname}) like ${pattern}`];
  if (uid !== null) conds.push(eq(users.id, uid));
  return db
    .select({ user: users, opId: operators.userId })
    .from(users)
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(and(eq(users.isBot, false), or(...conds)))
    .orderBy(uid !== null ? sql`(${users.id} = ${uid ?? 0}) desc, ${users.id}` : users.id)
    .limit(50);
}

export async function findPlayer(db: DbOrTx, uid: number, forUpdate = false) {
  const q = db
    .select({ user: users, opId: operators.userId })
    .from(users)
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(and(eq(users.id, uid), eq(users.isBot, false)));
  const rows = forUpdate ? await q.for('update', { of: users }) : await q;
  return rows[0] ?? null;
}

/**
 * Counts for the profile card: live sessions, openings, battles joined, paid deposits (cents) and refunds
 * due (cents paid by the player but not credited because they passed a deposit limit at credit time).
 */
export async function playerCounts(db: DbOrTx, uid: number, now: Date) {
  const [s, o, b, d, r] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, uid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    db.select({ n: count() }).from(openings).where(eq(openings.userId, uid)),
    db.select({ n: count() }).from(battlePlayers).where(eq(battlePlayers.userId, uid)),
    db
      .select({ n: sql<string>`coalesce(sum(${paymentOrders.amountCents}), 0)` })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, uid), eq(paymentOrders.status, 'paid'))),
    db
      .select({ n: sql<string>`coalesce(sum(${paymentOrders.amountCents}), 0)` })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, uid), eq(paymentOrders.failureReason, DEPOSIT_LIMIT_REFUND_DUE))),
  ]);
  return {
    liveSessions: Number(s[0]?.n ?? 0),
    openings: Number(o[0]?.n ?? 0),
    battles: Number(b[0]?.n ?? 0),
    depositsCents: Number(d[0]?.n ?? 0),
    refundsDueCents: Number(r[0]?.n ?? 0),
  };
}

export async function listOpenings(db: DbOrTx, uid: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .select({ o: openings, boxName: boxes.name, itemName: items.name })
      .from(openings)
      .leftJoin(boxes, eq(boxes.id, openings.boxId))
      .leftJoin(items, eq(items.id, openings.itemId))
      .where(eq(openings.userId, uid))
      .orderBy(desc(openings.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(openings).where(eq(openings.userId, uid)),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

export async function listBattles(db: DbOrTx, uid: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .select({ p: battlePlayers, b: { uuid: battles.uuid, mode: battles.mode, state: battles.state } })
      .from(battlePlayers)
      .innerJoin(battles, eq(battles.id, battlePlayers.battleId))
      .where(eq(battlePlayers.userId, uid))
      .orderBy(desc(battlePlayers.battleId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(battlePlayers).where(eq(battlePlayers.userId, uid)),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/**
 * The player's sessions that are live or ended (revoked or expired) after `endedAfter`, newest first, and how many
 * there are (docs/security.md#sessions-and-devices).
 */
export async function listSessions(db: DbOrTx, uid: number, endedAfter: Date, limit: number, offset: number) {
  const where = and(eq(sessions.userId, uid), gt(sql`coalesce(${sessions.revokedAt}, ${sessions.expiresAt})`, endedAfter.toISOString()));
  const [rows, total] = await Promise.all([
    db.select().from(sessions).where(where).orderBy(desc(sessions.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(sessions).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** Session `sessionId` when it belongs to player `uid` (live or not), else null. */
export async function findSessionOf(db: DbOrTx, uid: number, sessionId: number) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, uid)));
  return rows[0] ?? null;
}

/** Revokes session `sessionId` of `uid` when it is still live; its token hash, or null when it had ended already. */
export async function revokeLiveSession(db: DbOrTx, uid: number, sessionId: number, now: Date): Promise<string | null> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, uid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows[0]?.tokenHash ?? null;
}

export async function setDisabled(db: DbOrTx, uid: number, disabled: boolean): Promise<void> {
  await db.update(users).set({ isDisabled: disabled }).where(eq(users.id, uid));
}
