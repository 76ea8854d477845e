import { and, count, desc, eq } from 'drizzle-orm';
import { gameRounds, seedPairs } from '../../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { historyPageIds } from '../../../db/history-page.ts';

export type GameRoundRow = typeof gameRounds.$inferSelect;
/** A round with the seed pair it drew from (the server seed is shown only once the pair is revealed). */
export interface RoundWithPair {
  round: GameRoundRow;
  pair: { serverSeed: string; serverSeedHashed: string; clientSeed: string | null; status: string };
}

const pairCols = {
  serverSeed: seedPairs.serverSeed,
  serverSeedHashed: seedPairs.serverSeedHashed,
  clientSeed: seedPairs.clientSeed,
  status: seedPairs.status,
};

export async function insertRound(tx: Tx, row: typeof gameRounds.$inferInsert): Promise<GameRoundRow> {
  const [r] = await tx.insert(gameRounds).values(row).returning();
  return r!;
}

/** The player's round placed with `idempotencyKey`, if any. */
export async function roundByKey(db: DbOrTx, userId: number, idempotencyKey: string): Promise<GameRoundRow | null> {
  const [r] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.idempotencyKey, idempotencyKey)));
  return r ?? null;
}

/** The player's open round of `game`, optionally locked FOR UPDATE. */
export async function openRound(db: DbOrTx, userId: number, game: string, lock = false): Promise<GameRoundRow | null> {
  const q = db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.game, game), eq(gameRounds.status, 'open')));
  const [r] = lock ? await q.for('update') : await q;
  return r ?? null;
}

/** Whether the player has any open round (of any game). */
export async function hasOpenRound(db: DbOrTx, userId: number): Promise<boolean> {
  const [r] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.status, 'open')))
    .limit(1);
  return r !== undefined;
}

/** Round `id` locked FOR UPDATE (any player's: callers check the owner). */
export async function lockRound(tx: Tx, id: number): Promise<GameRoundRow | null> {
  const [r] = await tx.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
  return r ?? null;
}

export async function updateRound(tx: Tx, id: number, set: Partial<typeof gameRounds.$inferInsert>): Promise<GameRoundRow> {
  const [r] = await tx.update(gameRounds).set(set).where(eq(gameRounds.id, id)).returning();
  return r!;
}

export async function roundWithPair(db: DbOrTx, id: number): Promise<RoundWithPair | null> {
  const [r] = await db
    .select({ round: gameRounds, pair: pairCols })
    .from(gameRounds)
    .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
    .where(eq(gameRounds.id, id));
  return r ?? null;
}

/**
 * One page of the player's rounds (GET /api/user/game-history), newest first, with their seed pairs; `page` from 1,
 * `total` = the player's rounds. docs/architecture/money-and-ledger.md#history-pages: the page's ids come from an
 * index-only range scan of `game_rounds_user_idx (user_id, id)`, and only those `pageSize` rows join `seed_pairs`.
 */
export async function history(
  db: DbOrTx,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: RoundWithPair[]; total: number }> {
  const ids = historyPageIds(db, gameRounds, gameRounds.id, eq(gameRounds.userId, userId), pageSize, (page - 1) * pageSize);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ round: gameRounds, pair: pairCols })
      .from(ids)
      .innerJoin(gameRounds, eq(gameRounds.id, ids.id))
      .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
      .orderBy(desc(gameRounds.id)),
    db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.userId, userId)),
  ]);
  return { rows, total: Number(n) };
}
