import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { openings, seedPairs } from '../../db/schema/index.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

/**
 * A player's openings with their seed pair (the server seed only once the pair is revealed), newest first, at most
 * `limit` (the history export).
 */
export async function openingsOf(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select({
      o: openings,
      pair: {
        status: seedPairs.status,
        serverSeed: seedPairs.serverSeed,
        serverSeedHashed: seedPairs.serverSeedHashed,
        clientSeed: seedPairs.clientSeed,
      },
    })
    .from(openings)
    .innerJoin(seedPairs, eq(seedPairs.id, openings.seedPairId))
    .where(eq(openings.userId, userId))
    .orderBy(desc(openings.id))
    .limit(limit);
  return rows;
}

/** A player's seed pairs, newest first, at most `limit`: the server seed only of a revealed pair. */
export async function seedPairsOf(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select({
      seedType: seedPairs.seedType,
      status: seedPairs.status,
      serverSeedHashed: seedPairs.serverSeedHashed,
      serverSeed: seedPairs.serverSeed,
    })
    .from(seedPairs)
    .where(eq(seedPairs.userId, userId))
    .orderBy(desc(seedPairs.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    status: r.status as 'active' | 'next' | 'revealed',
    serverSeed: r.status === 'revealed' ? r.serverSeed : null,
  }));
}

/** The odds of each (box, version) asked for: items in the box's order with their ticket ranges. */
export async function oddsOf(db: DbOrTx, keys: { boxId: number; version: number }[]) {
  if (keys.length === 0) return [];
  const res = await db.execute(sql`
    select o.box_id, o.version, o.item_id, o.ppm, o.ticket_from, o.ticket_to from box_odds o
      join unnest(${`{${keys.map((k) => k.boxId).join(',')}}`}::int[], ${`{${keys.map((k) => k.version).join(',')}}`}::int[]) as k(box_id, version)
        on o.box_id = k.box_id and o.version = k.version
    order by o.box_id, o.version, o.position`);
  return rowsOf<{ box_id: number; version: number; item_id: number; ppm: number; ticket_from: number; ticket_to: number }>(res).map(
    (r) => ({
      boxId: Number(r.box_id),
      version: Number(r.version),
      itemId: Number(r.item_id),
      ppm: Number(r.ppm),
      ticketFrom: Number(r.ticket_from),
      ticketTo: Number(r.ticket_to),
    }),
  );
}
