import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { BoxListQuery } from '@hapa/contracts';
import { boxes, boxLikes, boxOdds, items, openings, seedPairs, storeItems, users } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type BoxRow = typeof boxes.$inferSelect;
export const NEW_BOX_DAYS = 14;

/** Boxes for the list page: filter by keyword, category (ALL/FEATURED/NEWEST/tag), price (cents), sorted, paged. */
export async function listBoxes(db: DbOrTx, q: BoxListQuery & { minCents?: number; maxCents?: number; likedBy?: number | null }, now: Date) {
  const where: SQL[] = [eq(boxes.isActive, true)];
  if (q.keyword) where.push(ilike(boxes.name, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const cat = q.category?.toUpperCase();
  if (cat === 'FEATURED') where.push(eq(boxes.isFeatured, true));
  else if (cat === 'NEWEST') where.push(gte(boxes.createdAt, new Date(now.getTime() - NEW_BOX_DAYS * 86_400_000)));
  else if (cat === 'MY_LIKE') where.push(sql`exists (select 1 from ${boxLikes} where ${boxLikes.boxId} = ${boxes.id} and ${boxLikes.userId} = ${q.likedBy ?? 0})`);
  else if (q.category && cat !== 'ALL') where.push(sql`${q.category} = any(${boxes.tags})`);
  if (q.minCents !== undefined) where.push(gte(boxes.priceCents, q.minCents));
  if (q.maxCents !== undefined && q.maxCents > 0) where.push(lte(boxes.priceCents, q.maxCents));
  const order = {
    recommend: [desc(boxes.isFeatured), desc(boxes.openedCount), asc(boxes.id)],
    opened: [desc(boxes.openedCount), asc(boxes.id)],
    price_asc: [asc(boxes.priceCents), asc(boxes.id)],
    price_desc: [desc(boxes.priceCents), asc(boxes.id)],
    newest: [desc(boxes.createdAt), asc(boxes.id)],
  }[q.sort];
  const cond = and(...where);
  const [rows, count] = await Promise.all([
    db.select().from(boxes).where(cond).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(boxes).where(cond),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function findBox(db: DbOrTx, id: number): Promise<BoxRow | null> {
  const rows = await db.select().from(boxes).where(eq(boxes.id, id));
  return rows[0] ?? null;
}

/** The box's odds at a version joined with its items, in box order. */
export async function boxItems(db: DbOrTx, boxId: number, version: number) {
  return db
    .select({ odds: boxOdds, item: items })
    .from(boxOdds)
    .innerJoin(items, eq(items.id, boxOdds.itemId))
    .where(and(eq(boxOdds.boxId, boxId), eq(boxOdds.version, version)))
    .orderBy(boxOdds.position);
}

/** The most valuable item image per box (the first in box order), for cards. */
export async function topItemImages(db: DbOrTx, boxIds: number[]) {
  if (!boxIds.length) return new Map<number, string>();
  const rows = await db
    .select({ boxId: boxOdds.boxId, image: items.image })
    .from(boxOdds)
    .innerJoin(boxes, and(eq(boxes.id, boxOdds.boxId), eq(boxes.oddsVersion, boxOdds.version)))
    .innerJoin(items, eq(items.id, boxOdds.itemId))
    .where(and(inArray(boxOdds.boxId, boxIds), eq(boxOdds.position, 0)));
  return new Map(rows.map((r) => [r.boxId, r.image]));
}

export async function tagCounts(db: DbOrTx) {
  return db.execute<{ name: string; count: number }>(
    sql`select t as name, count(*)::int as count from boxes, unnest(tags) t where is_active group by t order by count(*) desc, t`,
  );
}

export async function openingsByEntry(db: DbOrTx, entryId: number) {
  return db
    .select({ opening: openings, store: storeItems })
    .from(openings)
    .innerJoin(storeItems, eq(storeItems.openingId, openings.id))
    .where(eq(openings.journalEntryId, entryId))
    .orderBy(openings.nonce);
}

export async function addOpenedCounts(db: DbOrTx, counts: Map<number, number>) {
  for (const [boxId, n] of counts) {
    await db.update(boxes).set({ openedCount: sql`${boxes.openedCount} + ${n}` }).where(eq(boxes.id, boxId));
  }
}

/** Recent drops (spec §3 Live drop), newest first; `boxId` narrows to one box. */
export async function recentDrops(db: DbOrTx, limit: number, boxId?: number) {
  const where: SQL[] = [];
  if (boxId !== undefined) where.push(eq(openings.boxId, boxId));
  return db
    .select({
      id: openings.id,
      itemId: items.id,
      itemName: items.name,
      skuLevel: items.skuLevel,
      priceCents: openings.itemPriceCents,
      img: items.image,
      ppm: boxOdds.ppm,
      boxId: boxes.id,
      boxName: boxes.name,
      boxSlug: boxes.slug,
      nickname: users.nickname,
      createdAt: openings.createdAt,
    })
    .from(openings)
    .innerJoin(items, eq(items.id, openings.itemId))
    .innerJoin(boxes, eq(boxes.id, openings.boxId))
    .innerJoin(users, eq(users.id, openings.userId))
    .leftJoin(boxOdds, and(eq(boxOdds.boxId, openings.boxId), eq(boxOdds.version, openings.oddsVersion), eq(boxOdds.itemId, openings.itemId)))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(openings.id))
    .limit(limit);
}

export async function openHistory(db: DbOrTx, userId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .select({ opening: openings, itemName: items.name, itemImage: items.image, boxName: boxes.name, pairStatus: seedPairs.status, serverSeedHashed: seedPairs.serverSeedHashed })
      .from(openings)
      .innerJoin(seedPairs, eq(seedPairs.id, openings.seedPairId))
      .innerJoin(items, eq(items.id, openings.itemId))
      .innerJoin(boxes, eq(boxes.id, openings.boxId))
      .where(eq(openings.userId, userId))
      .orderBy(desc(openings.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(openings).where(eq(openings.userId, userId)),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** When the player last opened the free box, or null. */
export async function lastFreeOpening(db: DbOrTx, userId: number): Promise<Date | null> {
  const rows = await db
    .select({ at: openings.createdAt })
    .from(openings)
    .where(and(eq(openings.userId, userId), eq(openings.source, 'free')))
    .orderBy(desc(openings.id))
    .limit(1);
  return rows[0]?.at ?? null;
}

export async function findFreeBox(db: DbOrTx): Promise<BoxRow | null> {
  const rows = await db.select().from(boxes).where(and(eq(boxes.isFree, true), eq(boxes.isActive, true))).orderBy(asc(boxes.id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Inserts openings and their store items (source = the opening's source, value = the prize price) in
 * one statement; returns nonce -> {openingId, storeItemId}.
 */
export async function insertOpeningsWithStoreItems(tx: Tx, rows: (typeof openings.$inferInsert)[]) {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.userId}::int, ${r.boxId}::int, ${r.oddsVersion}::int, ${r.seedPairId}::bigint, ${r.nonce}::int, ${r.ticket}::int, ${r.itemId}::int, ${r.priceCents}::bigint, ${r.itemPriceCents}::bigint, ${r.journalEntryId ?? null}::bigint, ${r.source ?? 'box'}::text)`,
    ),
    sql`, `,
  );
  const res = await tx.execute<{ opening_id: string | number; store_item_id: string | number; nonce: number }>(sql`
    with o as (
      insert into openings (user_id, box_id, odds_version, seed_pair_id, nonce, ticket, item_id, price_cents, item_price_cents, journal_entry_id, source)
      values ${values}
      returning id, user_id, item_id, item_price_cents, nonce, source
    ),
    s as (
      insert into store_items (user_id, item_id, opening_id, source, value_cents)
      select user_id, item_id, id, source, item_price_cents from o
      returning id, opening_id
    )
    select o.id as opening_id, s.id as store_item_id, o.nonce from o join s on s.opening_id = o.id
  `);
  const out = new Map<number, { openingId: number; storeItemId: number }>();
  for (const r of (res as unknown as { rows: { opening_id: string | number; store_item_id: string | number; nonce: number }[] }).rows) {
    out.set(Number(r.nonce), { openingId: Number(r.opening_id), storeItemId: Number(r.store_item_id) });
  }
  return out;
}

/** Box ids the player liked, among `boxIds` (all of them when omitted). */
export async function likedBoxIds(db: DbOrTx, userId: number, boxIds?: number[]): Promise<Set<number>> {
  const where = boxIds ? and(eq(boxLikes.userId, userId), inArray(boxLikes.boxId, boxIds.length ? boxIds : [0])) : eq(boxLikes.userId, userId);
  const rows = await db.select({ boxId: boxLikes.boxId }).from(boxLikes).where(where);
  return new Set(rows.map((r) => r.boxId));
}

export async function setLike(db: DbOrTx, userId: number, boxId: number, liked: boolean) {
  if (liked) await db.insert(boxLikes).values({ userId, boxId }).onConflictDoNothing();
  else await db.delete(boxLikes).where(and(eq(boxLikes.userId, userId), eq(boxLikes.boxId, boxId)));
}
