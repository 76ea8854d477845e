import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { gameRounds, playerExclusions, playerLimits, seedPairs, withdrawals } from '../../db/schema/index.ts';
import { historyPageIds } from '../../db/history-page.ts';

/**
 * The player dossier's extra lists (docs/how-to/operator-day.md#players), each a page on a per-player index:
 * game rounds `game_rounds_user_idx (user_id, id)`, withdrawals `withdrawals_user_idx (user_id, id)`, limits by
 * their primary key, breaks by `player_exclusions_user_idx`. A year of rounds is never scanned: the rounds and
 * withdrawals pages follow docs/architecture/money-and-ledger.md#history-pages (ids from an index-only range scan with
 * LIMIT/OFFSET, then only the page's rows joined). `{rows, total}`; `total` = the player's rows.
 */
export async function listRounds(db: DbOrTx, uid: number, limit: number, offset: number) {
  // docs/architecture/money-and-ledger.md#history-pages: the page's ids first (index-only), then only they join seed_pairs
  const page = historyPageIds(db, gameRounds, gameRounds.id, eq(gameRounds.userId, uid), limit, offset);
  const [rows, total] = await Promise.all([
    db
      .select({
        r: gameRounds,
        clientSeed: seedPairs.clientSeed,
        serverSeedHash: seedPairs.serverSeedHashed,
        serverSeed: seedPairs.serverSeed,
        revealedAt: seedPairs.revealedAt,
      })
      .from(page)
      .innerJoin(gameRounds, eq(gameRounds.id, page.id))
      .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
      .orderBy(desc(gameRounds.id)),
    db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.userId, uid)),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** A page of the player's withdrawals, newest first, and their total (same rule as {@link listRounds}). */
export async function listWithdrawals(db: DbOrTx, uid: number, limit: number, offset: number) {
  const page = historyPageIds(db, withdrawals, withdrawals.id, eq(withdrawals.userId, uid), limit, offset);
  const [rows, total] = await Promise.all([
    db.select({ w: withdrawals }).from(page).innerJoin(withdrawals, eq(withdrawals.id, page.id)).orderBy(desc(withdrawals.id)),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, uid)),
  ]);
  return { rows: rows.map((r) => r.w), total: Number(total[0]?.n ?? 0) };
}

export async function limitsOf(db: DbOrTx, uid: number) {
  const [limits, breaks] = await Promise.all([
    db.select().from(playerLimits).where(eq(playerLimits.userId, uid)),
    db.select().from(playerExclusions).where(eq(playerExclusions.userId, uid)).orderBy(desc(playerExclusions.until)).limit(1),
  ]);
  return { limits, latestBreak: breaks[0] ?? null };
}
