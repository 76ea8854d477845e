import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
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

export async function revokeSession(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}
