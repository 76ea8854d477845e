import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OpsRole } from '@hapa/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { operators, opsChallenges, opsSessions, users } from '../../db/schema/index.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperator(db: DbOrTx, userId: number, forUpdate = false): Promise<OperatorRow | null> {
  const q = db.select().from(operators).where(eq(operators.userId, userId));
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0] ?? null;
}

/**
 * Roles of the enabled operator behind a live TOTP-completed session, or null (no ops session, expired,
 * operator or account disabled).
 */
export async function rolesForSession(db: DbOrTx, userId: number, tokenHash: string, now: Date): Promise<OpsRole[] | null> {
  const rows = await db
    .select({ roles: operators.roles })
    .from(opsSessions)
    .innerJoin(operators, eq(operators.userId, opsSessions.userId))
    .innerJoin(users, eq(users.id, opsSessions.userId))
    .where(
      and(
        eq(opsSessions.tokenHash, tokenHash),
        eq(opsSessions.userId, userId),
        gt(opsSessions.expiresAt, now),
        eq(operators.disabled, false),
        eq(users.isDisabled, false),
      ),
    );
  return (rows[0]?.roles as OpsRole[] | undefined) ?? null;
}

export async function insertOperator(db: DbOrTx, row: typeof operators.$inferInsert): Promise<void> {
  await db.insert(operators).values(row);
}

export async function updateOperator(db: DbOrTx, userId: number, patch: Partial<typeof operators.$inferInsert>): Promise<void> {
  await db.update(operators).set(patch).where(eq(operators.userId, userId));
}

/** Every operator with its account, oldest first. */
export async function listOperators(db: DbOrTx) {
  return db
    .select({ op: operators, user: users })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .orderBy(asc(operators.createdAt), asc(operators.userId));
}

/** Enabled admins other than `exceptUserId` (the console keeps at least one). */
export async function countOtherAdmins(db: DbOrTx, exceptUserId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<string>`count(*)` })
    .from(operators)
    .where(and(sql`'admin' = any(${operators.roles})`, eq(operators.disabled, false), sql`${operators.userId} <> ${exceptUserId}`));
  return Number(rows[0]?.n ?? 0);
}

export async function insertChallenge(db: DbOrTx, row: typeof opsChallenges.$inferInsert): Promise<void> {
  await db.insert(opsChallenges).values(row);
}

/**
 * Counts one code attempt on a live, unused challenge in one statement; returns its user and the attempts
 * so far, or null when the challenge is unknown, used, expired or out of attempts (`maxAttempts`).
 */
export async function bumpChallenge(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  maxAttempts: number,
): Promise<{ userId: number; attempts: number } | null> {
  const rows = await db
    .update(opsChallenges)
    .set({ attempts: sql`${opsChallenges.attempts} + 1` })
    .where(
      and(
        eq(opsChallenges.tokenHash, tokenHash),
        isNull(opsChallenges.usedAt),
        gt(opsChallenges.expiresAt, now),
        lt(opsChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ userId: opsChallenges.userId, attempts: opsChallenges.attempts });
  return rows[0] ?? null;
}

/** Marks a challenge used; false when another request used it first. */
export async function useChallenge(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(opsChallenges)
    .set({ usedAt: now })
    .where(and(eq(opsChallenges.tokenHash, tokenHash), isNull(opsChallenges.usedAt)))
    .returning({ u: opsChallenges.userId });
  return rows.length > 0;
}

/** Drops challenges that expired before `before` (kept small; called at sign-in). */
export async function pruneChallenges(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(opsChallenges).where(lt(opsChallenges.expiresAt, before));
}

export async function insertOpsSession(db: DbOrTx, row: typeof opsSessions.$inferInsert): Promise<void> {
  await db.insert(opsSessions).values(row);
}

/**
 * Reserves one TOTP attempt for the operator in ONE conditional statement (docs/security.md#operator-sign-in): counts
 * it in the window that started at the first attempt (a window older than `windowMs` starts again at 1) unless the
 * window already holds `max`; returns the count and window start, or null when the operator is locked. Parallel
 * requests queue on the row, so at most `max` pass in a window, from any number of addresses and instances.
 */
export async function reserveTotpAttempt(
  db: DbOrTx,
  userId: number,
  now: Date,
  windowMs: number,
  max: number,
): Promise<{ failures: number; since: Date } | null> {
  const start = new Date(now.getTime() - windowMs).toISOString();
  const fresh = sql`(${operators.totpFailuresSince} is null or ${operators.totpFailuresSince} <= ${start}::timestamptz)`;
  const rows = await db
    .update(operators)
    .set({
      totpFailures: sql`case when ${fresh} then 1 else ${operators.totpFailures} + 1 end`,
      totpFailuresSince: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${operators.totpFailuresSince} end`,
    })
    .where(
      and(
        eq(operators.userId, userId),
        sql`not coalesce(${operators.totpFailuresSince} > ${start}::timestamptz and ${operators.totpFailures} >= ${max}, false)`,
      ),
    )
    .returning({ failures: operators.totpFailures, since: operators.totpFailuresSince });
  const row = rows[0];
  return row ? { failures: row.failures, since: row.since ?? now } : null;
}

/** Clears the operator's TOTP attempts (a right code, or an admin's two-step reset). */
export async function clearTotpAttempts(db: DbOrTx, userId: number): Promise<void> {
  await db.update(operators).set({ totpFailures: 0, totpFailuresSince: null }).where(eq(operators.userId, userId));
}
