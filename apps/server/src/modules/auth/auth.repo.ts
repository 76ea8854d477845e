import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { loginAttempts, sessions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows[0] ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0] ?? null;
}

/** Inserts a user; null when the email is taken (unique on lower(email)). */
export async function insertUser(db: DbOrTx, row: typeof users.$inferInsert): Promise<UserRow | null> {
  const rows = await db.insert(users).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function setUserProfile(db: DbOrTx, id: number, patch: Partial<Pick<UserRow, 'nickname' | 'headImg'>>) {
  await db.update(users).set(patch).where(eq(users.id, id));
}

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/** The live session for a token hash joined with its user, or null. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return rows[0] ?? null;
}

/**
 * Moves a session's `lastUsedAt` to `now` unless it was set after `staleBefore` (another instance touched it first):
 * one conditional UPDATE (docs/security.md#sessions-and-devices).
 */
export async function touchSession(db: DbOrTx, id: number, now: Date, staleBefore: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, id), lte(sessions.lastUsedAt, staleBefore)));
}

export async function revokeSession(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Counts one login attempt for `emailHash` in one atomic statement (safe across instances): a window
 * older than `windowMs` restarts at `now` with 1. Returns the attempts counted in the current window.
 */
export async function countLoginAttempt(db: DbOrTx, emailHash: string, now: Date, windowMs: number): Promise<number> {
  const floor = new Date(now.getTime() - windowMs).toISOString();
  const rows = await db
    .insert(loginAttempts)
    .values({ emailHash, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginAttempts.emailHash,
      set: {
        attempts: sql`case when ${loginAttempts.windowStart} <= ${floor}::timestamptz then 1 else ${loginAttempts.attempts} + 1 end`,
        windowStart: sql`case when ${loginAttempts.windowStart} <= ${floor}::timestamptz then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStart} end`,
      },
    })
    .returning({ attempts: loginAttempts.attempts });
  return rows[0]!.attempts;
}

/** Deletes attempt rows whose window started before `before` (they no longer count). */
export async function pruneLoginAttempts(db: DbOrTx, before: Date) {
  await db.delete(loginAttempts).where(lt(loginAttempts.windowStart, before));
}

/** Forgets the attempts of an account after a successful login. */
export async function clearLoginAttempts(db: DbOrTx, emailHash: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.emailHash, emailHash));
}
