import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../wallet/wallet.service.ts';
import { battles, bingoGames, lotteryDraws, seedPairs, transparencyLogEntries } from '../../db/schema/index.ts';

/**
 * One committed server seed as the backfill sees it (docs/transparency.md#backfill): what it is about, its hash, when
 * it was committed and, once its seed stopped being used, the seed and when it was revealed.
 */
export interface SeedRow {
  id: number;
  scope: 'seed_pair' | 'battle' | 'lottery' | 'bingo';
  ref: string;
  userId: number | null;
  seedType: number | null;
  seedHash: string;
  committedAt: Date;
  /** the server seed when revealed, else null */
  revealed: { serverSeed: string; at: Date } | null;
}

export type BackfillScope = SeedRow['scope'];

/** Up to `limit` seeds of `scope` with an id above `afterId`, in id order (keyset pages: cheap whatever the table size). */
export async function seedsAfter(db: DbOrTx, scope: BackfillScope, afterId: number, limit: number): Promise<SeedRow[]> {
  if (scope === 'seed_pair') {
    const rows = await db.select().from(seedPairs).where(gt(seedPairs.id, afterId)).orderBy(asc(seedPairs.id)).limit(limit);
    return rows.map((r) => ({
      id: r.id,
      scope,
      ref: String(r.id),
      userId: r.userId,
      seedType: r.seedType,
      seedHash: r.serverSeedHashed,
      committedAt: r.createdAt,
      revealed: r.status === 'revealed' ? { serverSeed: r.serverSeed, at: r.revealedAt ?? r.createdAt } : null,
    }));
  }
  if (scope === 'battle') {
    const rows = await db.select().from(battles).where(gt(battles.id, afterId)).orderBy(asc(battles.id)).limit(limit);
    return rows.map((r) => ({
      id: r.id,
      scope,
      ref: r.uuid,
      userId: null,
      seedType: null,
      seedHash: r.serverSeedHashed,
      committedAt: r.createdAt,
      revealed: r.state === 30 ? { serverSeed: r.serverSeed, at: r.endedAt ?? r.endsAt ?? r.createdAt } : null,
    }));
  }
  if (scope === 'lottery') {
    const rows = await db.select().from(lotteryDraws).where(gt(lotteryDraws.id, afterId)).orderBy(asc(lotteryDraws.id)).limit(limit);
    return rows.map((r) => ({
      id: r.id,
      scope,
      ref: r.drawKey,
      userId: null,
      seedType: null,
      seedHash: r.serverSeedHashed,
      committedAt: r.createdAt,
      revealed: r.status === 'drawn' ? { serverSeed: r.serverSeed, at: r.drawnAt ?? r.createdAt } : null,
    }));
  }
  // a bingo game has a seed from its opening on (a scheduled game has none yet)
  const rows = await db
    .select()
    .from(bingoGames)
    .where(and(gt(bingoGames.id, afterId), isNotNull(bingoGames.serverSeedHashed)))
    .orderBy(asc(bingoGames.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    scope,
    ref: `bingo-${r.id}`,
    userId: null,
    seedType: null,
    seedHash: r.serverSeedHashed!,
    committedAt: r.opensAt,
    revealed: r.state === 'ended' && r.serverSeed ? { serverSeed: r.serverSeed, at: r.endedAt ?? r.opensAt } : null,
  }));
}

/** Which of `hashes` the log already holds a commitment and a reveal of (hash -> kinds logged). */
export async function loggedKinds(db: DbOrTx, hashes: string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (hashes.length === 0) return out;
  const rows = await db
    .select({ seedHash: transparencyLogEntries.seedHash, kind: transparencyLogEntries.kind })
    .from(transparencyLogEntries)
    .where(inArray(transparencyLogEntries.seedHash, hashes));
  for (const r of rows) out.set(r.seedHash, (out.get(r.seedHash) ?? new Set()).add(r.kind));
  return out;
}

/** Whether the log holds an entry of `kind` about `seedHash` (the consumer's duplicate guard). */
export async function hasEntry(db: DbOrTx, kind: 'commit' | 'reveal', seedHash: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(transparencyLogEntries)
    .where(and(eq(transparencyLogEntries.seedHash, seedHash), eq(transparencyLogEntries.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Commitments in the log whose seed stopped being used before `stoppedBefore` (a revealed seed pair, an ended battle, a
 * paid lottery draw, an ended bingo game) but whose reveal is not in the log: at most `limit`, oldest first. (A reveal
 * reaches the log a moment after its seed stops: the outbox; the audit gives it five minutes.) Empty when every commitment has
 * its reveal or belongs to a seed still in use (docs/transparency.md#every-commitment-is-revealed-when-its-seed-stops-being-used).
 */
export async function stoppedWithoutReveal(
  db: DbOrTx,
  stoppedBefore: Date,
  limit = 20,
): Promise<{ idx: number; scope: string; ref: string }[]> {
  const before = stoppedBefore.toISOString();
  const res = await db.execute(sql`
    select e.idx, e.scope, e.ref from transparency_log_entries e
    where e.kind = 'commit'
      and not exists (select 1 from transparency_log_entries r where r.kind = 'reveal' and r.seed_hash = e.seed_hash)
      and (
        (e.scope = 'seed_pair' and exists (
          select 1 from seed_pairs p where p.id::text = e.ref and p.server_seed_hashed = e.seed_hash and p.status = 'revealed'
            and coalesce(p.revealed_at, p.created_at) < ${before}::timestamptz))
        or (e.scope = 'battle' and exists (
          select 1 from battles b where b.uuid = e.ref and b.server_seed_hashed = e.seed_hash and b.state = 30
            and coalesce(b.ended_at, b.created_at) < ${before}::timestamptz))
        or (e.scope = 'lottery' and exists (
          select 1 from lottery_draws d where d.draw_key = e.ref and d.server_seed_hashed = e.seed_hash and d.status = 'drawn'
            and coalesce(d.drawn_at, d.created_at) < ${before}::timestamptz))
        or (e.scope = 'bingo' and exists (
          select 1 from bingo_games g where 'bingo-' || g.id::text = e.ref and g.server_seed_hashed = e.seed_hash and g.state = 'ended'
            and coalesce(g.ended_at, g.created_at) < ${before}::timestamptz))
      )
    order by e.idx
    limit ${limit}`);
  return rowsOf<{ idx: number | string; scope: string; ref: string }>(res).map((r) => ({ idx: Number(r.idx), scope: r.scope, ref: r.ref }));
}
