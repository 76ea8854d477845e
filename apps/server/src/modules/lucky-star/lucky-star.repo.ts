import { desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { boxes, luckyStarWins, users } from '../../db/schema/index.ts';

export type LuckyStarInsert = typeof luckyStarWins.$inferInsert;

/** Writes big wins once per `sourceRef`; returns the rows written now (a retried delivery writes none). */
export async function insertWins(tx: Tx, rows: LuckyStarInsert[]) {
  if (rows.length === 0) return [];
  return tx.insert(luckyStarWins).values(rows).onConflictDoNothing({ target: luckyStarWins.sourceRef }).returning();
}

/** The newest wins visible at `now`, with the winners' nicknames (unmasked: the service masks them). */
export async function recentWins(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ win: luckyStarWins, nickname: users.nickname })
    .from(luckyStarWins)
    .innerJoin(users, eq(users.id, luckyStarWins.userId))
    .where(lte(luckyStarWins.visibleAt, now))
    .orderBy(desc(luckyStarWins.visibleAt), desc(luckyStarWins.id))
    .limit(limit);
}

/** One win with its winner's nickname. */
export async function winById(db: DbOrTx, id: number) {
  const [r] = await db
    .select({ win: luckyStarWins, nickname: users.nickname })
    .from(luckyStarWins)
    .innerJoin(users, eq(users.id, luckyStarWins.userId))
    .where(eq(luckyStarWins.id, id));
  return r ?? null;
}

/** Nicknames of `ids` (for the broadcast after commit). */
export async function nicknames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

/** A box's name (for a box win's title), or null. */
export async function boxName(db: DbOrTx, boxId: number): Promise<string | null> {
  const [r] = await db.select({ name: boxes.name }).from(boxes).where(eq(boxes.id, boxId));
  return r?.name ?? null;
}
