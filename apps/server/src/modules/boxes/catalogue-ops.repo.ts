import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { boxes, boxOdds, boxOddsVersions, items } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

export type ItemRow = typeof items.$inferSelect;
export type BoxRow = typeof boxes.$inferSelect;

const like = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The next free id of `items` or `boxes` (their ids are plain integers, seeded explicitly). Takes a
 * transaction-scoped advisory lock first, so two creates never pick the same id.
 */
export async function nextId(tx: Tx, table: 'items' | 'boxes'): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue_ids:${table}`}))`);
  const t = table === 'items' ? items : boxes;
  const rows = await tx.select({ n: sql<number>`coalesce(max(${t.id}), 0)::int + 1` }).from(t);
  return rows[0]!.n;
}

export async function listItems(db: DbOrTx, keyword: string | undefined, limit: number, offset: number) {
  const where = keyword
    ? or(ilike(items.name, like(keyword)), ilike(items.category, like(keyword)), ilike(items.brand, like(keyword)))
    : undefined;
  const [rows, count] = await Promise.all([
    db.select().from(items).where(where).orderBy(desc(items.id)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function findItem(db: DbOrTx, id: number, lock = false): Promise<ItemRow | null> {
  const q = db.select().from(items).where(eq(items.id, id));
  return (lock ? await q.for('update') : await q)[0] ?? null;
}

export async function itemsByIds(db: DbOrTx, ids: number[]): Promise<ItemRow[]> {
  return ids.length ? db.select().from(items).where(inArray(items.id, ids)) : [];
}

export async function insertItem(tx: Tx, row: typeof items.$inferInsert): Promise<ItemRow> {
  return (await tx.insert(items).values(row).returning())[0]!;
}

export async function updateItem(tx: Tx, id: number, set: Partial<typeof items.$inferInsert>): Promise<ItemRow> {
  return (await tx.update(items).set(set).where(eq(items.id, id)).returning())[0]!;
}

/** On-sale paid boxes whose CURRENT odds hold `itemId`, with every line of those odds priced (for the RTP guardrail). */
export async function activeBoxesUsingItem(db: DbOrTx, itemId: number) {
  const res = await db.execute<{
    box_id: number;
    box_name: string;
    box_price_cents: number;
    item_id: number;
    ppm: number;
    price_cents: number;
  }>(sql`
    select b.id as box_id, b.name as box_name, b.price_cents as box_price_cents, o.item_id, o.ppm, i.price_cents
    from boxes b
    join box_odds o on o.box_id = b.id and o.version = b.odds_version
    join items i on i.id = o.item_id
    where b.is_active and not b.is_free and exists (
      select 1 from box_odds x where x.box_id = b.id and x.version = b.odds_version and x.item_id = ${itemId}::int
    )
    order by b.id, o.position`);
  return rowsOf<{ box_id: number; box_name: string; box_price_cents: number; item_id: number; ppm: number; price_cents: number }>(res).map(
    (r) => ({
      boxId: Number(r.box_id),
      boxName: r.box_name,
      boxPriceCents: Number(r.box_price_cents),
      itemId: Number(r.item_id),
      ppm: Number(r.ppm),
      priceCents: Number(r.price_cents),
    }),
  );
}

export async function listBoxes(db: DbOrTx, keyword: string | undefined, limit: number, offset: number) {
  const where = keyword ? ilike(boxes.name, like(keyword)) : undefined;
  const [rows, count] = await Promise.all([
    db.select().from(boxes).where(where).orderBy(desc(boxes.id)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(boxes)
      .where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function findBox(db: DbOrTx, id: number, lock = false): Promise<BoxRow | null> {
  const q = db.select().from(boxes).where(eq(boxes.id, id));
  return (lock ? await q.for('update') : await q)[0] ?? null;
}

export async function insertBox(tx: Tx, row: typeof boxes.$inferInsert): Promise<BoxRow> {
  return (await tx.insert(boxes).values(row).returning())[0]!;
}

export async function updateBox(tx: Tx, id: number, set: Partial<typeof boxes.$inferInsert>): Promise<BoxRow> {
  return (await tx.update(boxes).set(set).where(eq(boxes.id, id)).returning())[0]!;
}

/** The odds lines of (box, version) with their items, in box order (the player side's query). */
export { boxItems as oddsLines } from './boxes.repo.ts';

export async function insertOddsVersion(
  tx: Tx,
  version: typeof boxOddsVersions.$inferInsert,
  lines: { itemId: number; ppm: number; ticketFrom: number; ticketTo: number }[],
) {
  await tx.insert(boxOddsVersions).values(version);
  await tx.insert(boxOdds).values(lines.map((l, position) => ({ boxId: version.boxId, version: version.version, position, ...l })));
}

/** The highest odds version ever written for a box (0 when none). */
export async function maxOddsVersion(tx: DbOrTx, boxId: number): Promise<number> {
  const rows = await tx
    .select({ v: sql<number>`coalesce(max(${boxOdds.version}), 0)::int` })
    .from(boxOdds)
    .where(eq(boxOdds.boxId, boxId));
  return rows[0]!.v;
}

export async function oddsVersions(db: DbOrTx, boxId: number) {
  return db.select().from(boxOddsVersions).where(eq(boxOddsVersions.boxId, boxId)).orderBy(desc(boxOddsVersions.version));
}

/**
 * Gives every (box, version) of `box_odds` without a `box_odds_versions` row one (the seeded catalogue:
 * published when the box was created, by nobody), with its EV and RTP at the current prices. Idempotent.
 */
export async function backfillOddsVersions(db: DbOrTx) {
  await db.execute(sql`
    insert into box_odds_versions (box_id, version, published_at, published_by, box_price_cents, ev_cents, rtp_bp)
    select o.box_id, o.version, b.created_at, null, b.price_cents,
      round(sum(o.ppm::numeric * i.price_cents) / 1000000)::bigint,
      case when b.price_cents > 0 then round(sum(o.ppm::numeric * i.price_cents) * 10000 / (1000000::numeric * b.price_cents))::int else 0 end
    from box_odds o join boxes b on b.id = o.box_id join items i on i.id = o.item_id
    where not exists (select 1 from box_odds_versions v where v.box_id = o.box_id and v.version = o.version)
    group by o.box_id, o.version, b.created_at, b.price_cents
    on conflict do nothing`);
}
