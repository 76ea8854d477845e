import { and, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { emailCodes, sessions, userAvatars, userProfiles, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type CodePurpose = 'confirm' | 'reset';

/** The profile row of a player (created on first use), or null when there is none yet. */
export async function findProfile(db: DbOrTx, userId: number): Promise<ProfileRow | null> {
  const rows = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return rows[0] ?? null;
}

export async function ensureProfile(db: DbOrTx, userId: number): Promise<void> {
  await db.insert(userProfiles).values({ userId }).onConflictDoNothing();
}

/** Sets profile fields; creates the row first when missing. */
export async function patchProfile(db: DbOrTx, userId: number, patch: Partial<Omit<ProfileRow, 'userId'>>): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: userProfiles.userId, set: patch });
}

/** Sets the birthday (saved at `at`) only when none is set; false when one already was. */
export async function setBirthdayOnce(db: DbOrTx, userId: number, birthday: string, at: Date): Promise<boolean> {
  await ensureProfile(db, userId);
  const rows = await db
    .update(userProfiles)
    .set({ birthday, birthdaySetAt: at })
    .where(and(eq(userProfiles.userId, userId), isNull(userProfiles.birthday)))
    .returning({ userId: userProfiles.userId });
  return rows.length === 1;
}

export async function insertEmailCode(db: DbOrTx, row: typeof emailCodes.$inferInsert): Promise<void> {
  await db.insert(emailCodes).values(row);
}

/** How many codes of `purpose` were sent to the player since `since` (email rate limit). */
export async function countCodesSince(
  db: DbOrTx,
  userId: number,
  purpose: CodePurpose,
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int`, last: sql<string | null>`max(${emailCodes.createdAt})` })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), gte(emailCodes.createdAt, since)));
  const r = rows[0];
  return { count: Number(r?.count ?? 0), last: r?.last ? new Date(r.last) : null };
}

/**
 * Claims one try of the player's live code of `purpose` (the newest unused, unexpired one) with ONE conditional
 * update: `attempts + 1 WHERE attempts < maxAttempts`, returning the row after it, or null when there is no live
 * code or its tries are used up. Racing callers serialise on the row, and PostgreSQL re-checks the condition on
 * the row each waiter finds, so at most `maxAttempts` claims ever succeed (docs/security.md#requests-and-sessions).
 */
export async function claimCodeAttempt(
  db: DbOrTx,
  userId: number,
  purpose: CodePurpose,
  maxAttempts: number,
  now: Date,
): Promise<EmailCodeRow | null> {
  const live = db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  const rows = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(inArray(emailCodes.id, live), lt(emailCodes.attempts, maxAttempts), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now)),
    )
    .returning();
  return rows[0] ?? null;
}

/** The newest code of `purpose` the player was sent, used or not (the code that verified an email), or null. */
export async function latestCode(db: DbOrTx, userId: number, purpose: CodePurpose): Promise<EmailCodeRow | null> {
  const rows = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks a code used only when it still is unused: true for exactly one of any racing callers. */
export async function consumeCode(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

/** Retires every unused code of `purpose` for the player (a newer one replaces them). */
export async function retireCodes(db: DbOrTx, userId: number, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)));
}

/** Sets the password (the account has one from now on: `has_password`). */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, hasPassword: true }).where(eq(users.id, userId));
}

export async function setNickname(db: DbOrTx, userId: number, nickname: string): Promise<void> {
  await db.update(users).set({ nickname }).where(eq(users.id, userId));
}

export async function setHeadImg(db: DbOrTx, userId: number, headImg: string): Promise<void> {
  await db.update(users).set({ headImg }).where(eq(users.id, userId));
}

/** Stores the re-encoded avatar; returns its new version (cache buster in the URL). */
export async function upsertAvatar(db: DbOrTx, userId: number, bytes: Buffer, now: Date): Promise<number> {
  const rows = await db
    .insert(userAvatars)
    .values({ userId, bytes, updatedAt: now })
    .onConflictDoUpdate({ target: userAvatars.userId, set: { bytes, updatedAt: now, version: sql`${userAvatars.version} + 1` } })
    .returning({ version: userAvatars.version });
  return rows[0]!.version;
}

export async function findAvatar(db: DbOrTx, userId: number): Promise<{ bytes: Buffer; version: number } | null> {
  const rows = await db
    .select({ bytes: userAvatars.bytes, version: userAvatars.version })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId));
  return rows[0] ?? null;
}

export async function deleteAvatar(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
}

/** Live sessions of a player, newest first. */
export async function listLiveSessions(db: DbOrTx, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      channelType: sessions.channelType,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.id));
}

/** Revokes the player's live sessions, all or all but `keepTokenHash`; returns the revoked token hashes. */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date, keepTokenHash?: string): Promise<string[]> {
  const conds = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepTokenHash) conds.push(ne(sessions.tokenHash, keepTokenHash));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conds))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

/** Revokes one live session of the player; its token hash, or null when not theirs or already gone. */
export async function revokeUserSession(db: DbOrTx, userId: number, sessionId: number, now: Date): Promise<string | null> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows[0]?.tokenHash ?? null;
}

/** Replaces personal data of a deleted account; the ledger and game history keep the uid only. */
export async function anonymiseUser(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      nickname: 'Deleted player',
      headImg: `/art/avatar/${userId}.svg`,
      passwordHash,
      hasPassword: false,
      isDisabled: true,
      canCharge: false,
    })
    .where(eq(users.id, userId));
}
