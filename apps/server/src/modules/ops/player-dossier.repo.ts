import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { gameRounds, playerExclusions, playerLimits, seedPairs, withdrawals } from '../../db/schema/index.ts';

/**
 * The player dossier's extra lists (docs/how-to/operator-day.md#players), each a page on a per-player index:
 * game rounds `game_rounds_user_idx (user_id, id)`, withdrawals `withdrawals_user_idx (user_id, id)`, limits by
 * their primary key, breaks by `player_exclusions_user_idx`. A year of rounds is never scanned: newest first, LIMIT.
 */
export async function listRounds(db: DbOrTx, uid: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .select({
        r: gameRounds,
        clientSeed: seedPairs.clientSeed,
        serverSeedHash: seedPairs.serverSeedHashed,
        serverSeed: seedPairs.serverSeed,
        revealedAt: seedPairs.revealedAt,
      })
      .from(gameRounds)
      .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
      .where(eq(gameRounds.userId, uid))
      .orderBy(desc(gameRounds.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.userId, uid)),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

export async function listWithdrawals(db: DbOrTx, uid: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.select().from(withdrawals).where(eq(withdrawals.userId, uid)).orderBy(desc(withdrawals.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, uid)),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

export async function limitsOf(db: DbOrTx, uid: number) {
  const [limits, breaks] = await Promise.all([
    db.select().from(playerLimits).where(eq(playerLimits.userId, uid)),
    db.select().from(playerExclusions).where(eq(playerExclusions.userId, uid)).orderBy(desc(playerExclusions.until)).limit(1),
  ]);
  return { limits, latestBreak: breaks[0] ?? null };
}
