import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { boxes, openings, searchHistory } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../wallet/wallet.service.ts';
import type { BoxRow } from './boxes.repo.ts';

/** Recent searches kept per player. */
export const RECENT_SEARCHES = 10;

/** Active, paid boxes by ids, in the order of `ids`. */
export async function boxesByIds(db: DbOrTx, ids: number[]): Promise<BoxRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(boxes)
    .where(and(inArray(boxes.id, ids), eq(boxes.isActive, true), eq(boxes.isFree, false)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is BoxRow => r !== undefined);
}

/** Best sellers: active paid boxes by times opened, then id. */
export async function bestSellers(db: DbOrTx, limit: number): Promise<BoxRow[]> {
  return db
    .select()
    .from(boxes)
    .where(and(eq(boxes.isActive, true), eq(boxes.isFree, false)))
    .orderBy(desc(boxes.openedCount), boxes.id)
    .limit(limit);
}

/**
 * Box ids for a player by what they opened (1 per opening) and liked (3 per like): each box scores the
 * weights of the tags it shares with those boxes; ties by times opened. Empty when the player has neither.
 */
export async function recommendedIds(db: DbOrTx, userId: number, limit: number): Promise<number[]> {
  const res = await db.execute(sql`
    with mine as (
      select box_id, count(*)::int as w from openings where user_id = ${userId} and source = 'box' group by box_id
      union all
      select box_id, 3 as w from box_likes where user_id = ${userId}
    ), tag_weights as (
      select t.tag, sum(m.w)::int as w from mine m join boxes b on b.id = m.box_id cross join lateral unnest(b.tags) as t(tag) group by t.tag
    )
    select b.id, sum(tw.w)::int as score
    from boxes b join tag_weights tw on tw.tag = any(b.tags)
    where b.is_active and not b.is_free
    group by b.id, b.opened_count
    order by score desc, b.opened_count desc, b.id
    limit ${limit}`);
  return rowsOf<{ id: number | string }>(res).map((r) => Number(r.id));
}

/** Whether the player has opened this box before, paid or not (coins, a Free voucher, a distribution code, the free box). */
export async function hasOpened(db: DbOrTx, userId: number, boxId: number): Promise<boolean> {
  const rows = await db
    .select({ id: openings.id })
    .from(openings)
    .where(and(eq(openings.userId, userId), eq(openings.boxId, boxId)))
    .limit(1);
  return rows.length > 0;
}

/** Records a search (newest first; one row per keyword) and keeps the newest RECENT_SEARCHES. */
export async function recordSearch(db: DbOrTx, userId: number, keyword: string, now: Date) {
  await db
    .insert(searchHistory)
    .values({ userId, keyword, searchedAt: now })
    .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.keyword], set: { searchedAt: now } });
  await db.execute(sql`
    delete from search_history where user_id = ${userId} and keyword not in (
      select keyword from search_history where user_id = ${userId} order by searched_at desc, keyword limit ${RECENT_SEARCHES})`);
}

export async function recentSearches(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt), searchHistory.keyword)
    .limit(RECENT_SEARCHES);
  return rows.map((r) => r.keyword);
}

export async function clearSearches(db: DbOrTx, userId: number) {
  await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
}
