import { DAY_MS } from '@hapa/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { BoxListQuery } from '@hapa/contracts';
import { boxes, boxLikes, boxOdds, items, openings, seedPairs, storeItems, users } from '../../db/schema/index.ts';
import { executeNamed, type DbOrTx, type Tx } from '../../db/client.ts';
import type { PostingTail } from '../wallet/wallet.service.ts';
import { historyPageIds } from '../../db/history-page.ts';

export type BoxRow = typeof boxes.$inferSelect;
export const NEW_BOX_DAYS = 14;

/** Paid boxes for the list page (never the free box): filter by keyword, category (ALL/FEATURED/NEWEST/tag), price (cents), sorted, paged. */
export async function listBoxes(
  db: DbOrTx,
  q: BoxListQuery & { minCents?: number; maxCents?: number; likedBy?: number | null },
  now: Date,
) {
  // the free box (docs/product/routes.md#free free box guide) is never sold: it stays out of every paid list (apps/server/src/modules/boxes/README.md)
  const where: SQL[] = [eq(boxes.isActive, true), eq(boxes.isFree, false)];
  if (q.keyword) where.push(ilike(boxes.name, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const cat = q.category?.toUpperCase();
  if (cat === 'FEATURED') where.push(eq(boxes.isFeatured, true));
  else if (cat === 'NEWEST') where.push(gte(boxes.createdAt, new Date(now.getTime() - NEW_BOX_DAYS * DAY_MS)));
  else if (cat === 'MY_LIKE')
    where.push(sql`exists (select 1 from ${boxLikes} where ${boxLikes.boxId} = ${boxes.id} and ${boxLikes.userId} = ${q.likedBy ?? 0})`);
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
    db
      .select()
      .from(boxes)
      .where(cond)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(boxes)
      .where(cond),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** The stored opened counter of a box (0 for an unknown box). */
export async function openedCount(db: DbOrTx, id: number): Promise<number> {
  const rows = await db.select({ n: boxes.openedCount }).from(boxes).where(eq(boxes.id, id));
  return rows[0]?.n ?? 0;
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

/**
 * The openings (with their store items) of a paid open's journal entry, in nonce order. Entries
 * written since migration 0007 carry `{seedPairId, nonce, times}` in their metadata and are found by
 * the (seed pair, nonce) unique index; older entries by `journal_entry_id` (no index any more: a
 * replay of an old open scans).
 */
export async function openingsByEntry(db: DbOrTx, entry: { id: number; metadata: unknown }) {
  const m = (entry.metadata ?? {}) as { seedPairId?: number; nonce?: number; times?: number };
  const where =
    m.seedPairId !== undefined && m.nonce !== undefined
      ? and(
          eq(openings.seedPairId, m.seedPairId),
          gte(openings.nonce, m.nonce),
          lte(openings.nonce, m.nonce + (m.times ?? 1) - 1),
          eq(openings.journalEntryId, entry.id),
        )
      : eq(openings.journalEntryId, entry.id);
  return db
    .select({ opening: openings, store: storeItems })
    .from(openings)
    .innerJoin(storeItems, eq(storeItems.openingId, openings.id))
    .where(where)
    .orderBy(openings.nonce);
}

export async function addOpenedCounts(db: DbOrTx, counts: Map<number, number>) {
  for (const [boxId, n] of counts) {
    await db
      .update(boxes)
      .set({ openedCount: sql`${boxes.openedCount} + ${n}` })
      .where(eq(boxes.id, boxId));
  }
}

/** Recent drops (docs/product/entities.md#boxes Live drop), newest first; `boxId` narrows to one box, `itemId` to one prize. */
export async function recentDrops(db: DbOrTx, limit: number, boxId?: number, itemId?: number) {
  const where: SQL[] = [];
  if (boxId !== undefined) where.push(eq(openings.boxId, boxId));
  if (itemId !== undefined) where.push(eq(openings.itemId, itemId));
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
    .leftJoin(
      boxOdds,
      and(eq(boxOdds.boxId, openings.boxId), eq(boxOdds.version, openings.oddsVersion), eq(boxOdds.itemId, openings.itemId)),
    )
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(openings.id))
    .limit(limit);
}

/**
 * One page of the player's openings (GET /api/open_history/v2), newest first: `rows` of `{opening, itemName, itemImage,
 * boxName, pairStatus, serverSeedHashed}` and `total` (the player's openings). docs/architecture/money-and-ledger.md#history-pages:
 * the page's ids come from an index-only range scan of `openings_user_id_idx (user_id, id)` (LIMIT/OFFSET over index
 * entries), and only those `limit` rows are joined to seed pairs, items and boxes.
 */
export async function openHistory(db: DbOrTx, userId: number, limit: number, offset: number) {
  const page = historyPageIds(db, openings, openings.id, eq(openings.userId, userId), limit, offset);
  const [rows, count] = await Promise.all([
    db
      .select({
        opening: openings,
        itemName: items.name,
        itemImage: items.image,
        boxName: boxes.name,
        pairStatus: seedPairs.status,
        serverSeedHashed: seedPairs.serverSeedHashed,
      })
      .from(page)
      .innerJoin(openings, eq(openings.id, page.id))
      .innerJoin(seedPairs, eq(seedPairs.id, openings.seedPairId))
      .innerJoin(items, eq(items.id, openings.itemId))
      .innerJoin(boxes, eq(boxes.id, openings.boxId))
      .orderBy(desc(openings.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(openings)
      .where(eq(openings.userId, userId)),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

type OpeningInsert = Omit<typeof openings.$inferInsert, 'journalEntryId'>;
export type OpenedRow = { opening_id: number; store_item_id: number; nonce: number };

/**
 * CTEs `o` (the openings) and `s` (their store items: source = the opening's source, value = the prize
 * price) and the select of `{opening_id, store_item_id, nonce}`; `entryId` is the journal entry's id
 * as SQL (a parameter, or `e.id` inside the posting statement, where `from` names `e`).
 */
function openingsCtes(rows: OpeningInsert[], entryId: SQL, from: SQL) {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.userId}::int, ${r.boxId}::int, ${r.oddsVersion}::int, ${r.seedPairId}::bigint, ${r.nonce}::int, ${r.ticket}::int, ${r.itemId}::int, ${r.priceCents}::bigint, ${r.itemPriceCents}::bigint, ${r.source ?? 'box'}::text)`,
    ),
    sql`, `,
  );
  const ctes = sql`
    o as (
      insert into openings (user_id, box_id, odds_version, seed_pair_id, nonce, ticket, item_id, price_cents, item_price_cents, journal_entry_id, source)
      select v.user_id, v.box_id, v.odds_version, v.seed_pair_id, v.nonce, v.ticket, v.item_id, v.price_cents, v.item_price_cents, ${entryId}::bigint, v.source from ${from} (values ${values}) v(user_id, box_id, odds_version, seed_pair_id, nonce, ticket, item_id, price_cents, item_price_cents, source)
      returning id, user_id, item_id, item_price_cents, nonce, source
    ),
    s as (
      insert into store_items (user_id, item_id, opening_id, source, value_cents)
      select user_id, item_id, id, source, item_price_cents from o
      returning id, opening_id
    )`;
  return { ctes, select: sql`select o.id as opening_id, s.id as store_item_id, o.nonce from o join s on s.opening_id = o.id` };
}

function openedByNonce(rows: OpenedRow[]) {
  const out = new Map<number, { openingId: number; storeItemId: number }>();
  for (const r of rows) out.set(Number(r.nonce), { openingId: Number(r.opening_id), storeItemId: Number(r.store_item_id) });
  return out;
}

/**
 * The openings of a paid open as a tail of its journal posting (one statement, written only when the
 * entry is); read the result with `openedFromTail`.
 */
export function openingsPostingTail(rows: OpeningInsert[]): PostingTail {
  const { ctes, select } = openingsCtes(rows, sql`e.id`, sql`e,`);
  return { name: `openings_${rows.length}`, ctes, select };
}

/** nonce -> {openingId, storeItemId} from the rows of `openingsPostingTail`. */
export const openedFromTail = (rows: OpenedRow[]) => openedByNonce(rows);

/**
 * Inserts openings (of `entryId`, or none for a free open) and their store items in one statement;
 * returns nonce -> {openingId, storeItemId}.
 */
export async function insertOpeningsWithStoreItems(tx: Tx, rows: OpeningInsert[], entryId: number | null) {
  const { ctes, select } = openingsCtes(rows, sql`${entryId}`, sql``);
  const res = await executeNamed<OpenedRow>(tx, `insert_openings_${rows.length}`, sql`with ${ctes} ${select}`);
  return openedByNonce(res.rows);
}

/**
 * In ONE statement: locks the player's coin account row (`FOR UPDATE`, first, as every money path
 * does) and then reserves `count` consecutive nonces on the active seed pair of `seedType` (the
 * UPDATE locks that row). `pair` is null when the player has no active pair yet (nothing reserved).
 */
export async function lockAccountAndReserveNonces(tx: Tx, userId: number, seedType: number, count: number) {
  const { rows } = await executeNamed<{
    account_id: number;
    balance: number;
    pair_id: number | null;
    server_seed: string;
    server_seed_hashed: string;
    client_seed: string | null;
    nonce: number;
  }>(
    tx,
    'lock_account_reserve_nonces',
    sql`
      with a as (
        select id, balance from accounts where user_id = ${userId}::int and kind = 'user_coin' for update
      ),
      p as (
        update seed_pairs set nonce = nonce + ${count}::int
        where user_id = ${userId}::int and seed_type = ${seedType}::int and status = 'active' and exists (select 1 from a)
        returning id, server_seed, server_seed_hashed, client_seed, nonce
      )
      select a.id as account_id, a.balance, p.id as pair_id, p.server_seed, p.server_seed_hashed, p.client_seed, p.nonce from a left join p on true`,
  );
  const r = rows[0];
  if (!r) return { account: null, pair: null };
  const account = { id: Number(r.account_id), balance: Number(r.balance) };
  if (r.pair_id === null) return { account, pair: null };
  return {
    account,
    pair: {
      pairId: Number(r.pair_id),
      serverSeed: r.server_seed,
      serverSeedHashed: r.server_seed_hashed,
      clientSeed: r.client_seed!,
      nonce: r.nonce - count,
    },
  };
}

/** Box ids the player liked, among `boxIds` (all of them when omitted). */
export async function likedBoxIds(db: DbOrTx, userId: number, boxIds?: number[]): Promise<Set<number>> {
  const where = boxIds
    ? and(eq(boxLikes.userId, userId), inArray(boxLikes.boxId, boxIds.length ? boxIds : [0]))
    : eq(boxLikes.userId, userId);
  const rows = await db.select({ boxId: boxLikes.boxId }).from(boxLikes).where(where);
  return new Set(rows.map((r) => r.boxId));
}

export async function setLike(db: DbOrTx, userId: number, boxId: number, liked: boolean) {
  if (liked) await db.insert(boxLikes).values({ userId, boxId }).onConflictDoNothing();
  else await db.delete(boxLikes).where(and(eq(boxLikes.userId, userId), eq(boxLikes.boxId, boxId)));
}
