import { and, eq } from 'drizzle-orm';
import { userIdentities } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export async function findIdentity(db: DbOrTx, provider: string, subject: string) {
  const rows = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return rows[0] ?? null;
}

/** Links an identity; false when it is already linked (to anyone). */
export async function insertIdentity(db: DbOrTx, row: typeof userIdentities.$inferInsert): Promise<boolean> {
  const rows = await db.insert(userIdentities).values(row).onConflictDoNothing().returning({ userId: userIdentities.userId });
  return rows.length === 1;
}

export async function providersOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, userId));
  return rows.map((r) => r.provider);
}

/** Drops every social identity of a player (account deletion: the provider subject and email are personal data). */
export async function deleteIdentitiesOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
}
