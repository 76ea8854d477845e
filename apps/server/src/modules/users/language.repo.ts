import { eq } from 'drizzle-orm';
import { userLanguages } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The saved language of a player, or null when none was chosen. */
export async function findLanguage(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = await db.select({ language: userLanguages.language }).from(userLanguages).where(eq(userLanguages.userId, userId));
  return rows[0]?.language ?? null;
}

/** Saves a player's language (insert or replace). */
export async function upsertLanguage(db: DbOrTx, userId: number, language: string, now: Date): Promise<void> {
  await db
    .insert(userLanguages)
    .values({ userId, language, updatedAt: now })
    .onConflictDoUpdate({ target: userLanguages.userId, set: { language, updatedAt: now } });
}
