import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { boxes, boxOdds, items, mallItems, mallPurchases, storeItems } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type MallRow = typeof mallItems.$inferSelect;

/**
 * Seeds the mall once (fixed ids, so concurrent starts insert once): 8 catalogue items worth $5-$150 outside
 * coin prizes and gift cards, one per $20 price band from the cheapest up, priced at 120 % of their value in
 * HapaCoins (1 cent = 1 HapaCoin); the first with stock 1 (a limited drop), the next three with stock 20 and a
 * limit of 2 per player.
 */
export async function seedMall(db: DbOrTx): Promise<void> {
  const existing = await db.select({ id: mallItems.id }).from(mallItems).limit(1);
  if (existing.length) return;
  const all = await db
    .select({ id: items.id, priceCents: items.priceCents })
    .from(items)
    .where(and(gte(items.priceCents, 5_00), lte(items.priceCents, 150_00), ne(items.category, 'coins'), ne(items.category, 'gift-cards')))
    .orderBy(asc(items.priceCents), asc(items.id));
  const bands = new Map<number, { id: number; priceCents: number }>();
  for (const it of all) if (!bands.has(Math.floor(it.priceCents / 20_00))) bands.set(Math.floor(it.priceCents / 20_00), it);
  const picks = [...bands.values()].slice(0, 8);
  if (!picks.length) return;
  await db
    .insert(mallItems)
    .values(
      picks.map((p, i) => ({
        id: i + 1,
        itemId: p.id,
        priceBean: Math.ceil(p.priceCents * 1.2),
        stock: i === 0 ? 1 : i < 4 ? 20 : null,
        perUserLimit: i > 0 && i < 4 ? 2 : null,
        sort: i,
      })),
    )
    .onConflictDoNothing();
  await db.execute(sql`select setval(pg_get_serial_sequence('mall_items', 'id'), greatest((select max(id) from mall_items), 1))`);
}

/** Active offers with their item, in display order. */
export async function listMall(db: DbOrTx) {
  return db
    .select({ m: mallItems, name: items.name, image: items.image, skuLevel: items.skuLevel, priceCents: items.priceCents })
    .from(mallItems)
    .innerJoin(items, eq(items.id, mallItems.itemId))
    .where(eq(mallItems.isActive, true))
    .orderBy(asc(mallItems.sort), asc(mallItems.id));
}

/** Quantity the player bought of each offer. */
export async function boughtBy(db: DbOrTx, userId: number, mallItemIds?: number[]): Promise<Map<number, number>> {
  const conds = [eq(mallPurchases.userId, userId)];
  if (mallItemIds) conds.push(inArray(mallPurchases.mallItemId, mallItemIds));
  const rows = await db
    .select({ id: mallPurchases.mallItemId, n: sql<number>`sum(${mallPurchases.quantity})::int` })
    .from(mallPurchases)
    .where(and(...conds))
    .groupBy(mallPurchases.mallItemId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Locks one offer (`FOR UPDATE`): stock and the per-player count are checked under it. */
export async function lockMallItem(tx: Tx, id: number) {
  const rows = await tx
    .select({ m: mallItems, priceCents: items.priceCents })
    .from(mallItems)
    .innerJoin(items, eq(items.id, mallItems.itemId))
    .where(eq(mallItems.id, id))
    .for('update', { of: mallItems });
  return rows[0] ?? null;
}

export async function addSold(tx: Tx, id: number, n: number) {
  await tx
    .update(mallItems)
    .set({ sold: sql`${mallItems.sold} + ${n}` })
    .where(eq(mallItems.id, id));
}

export async function insertPurchase(tx: Tx, v: typeof mallPurchases.$inferInsert) {
  await tx.insert(mallPurchases).values(v);
}

/** Store items (source 'mall', not sellable) for a purchase; returns their ids. */
export async function insertMallStoreItems(
  tx: Tx,
  userId: number,
  itemId: number,
  valueCents: number,
  n: number,
  at: Date,
): Promise<number[]> {
  const rows = await tx
    .insert(storeItems)
    .values(
      Array.from({ length: n }, () => ({
        userId,
        itemId,
        source: 'mall' as const,
        status: 'stored',
        valueCents,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: storeItems.id });
  return rows.map((r) => r.id);
}

export async function findItem(db: DbOrTx, id: number) {
  const rows = await db.select().from(items).where(eq(items.id, id));
  return rows[0] ?? null;
}

/** Active boxes holding the item at their current odds version, with its ppm, likeliest first. */
export async function boxesHolding(db: DbOrTx, itemId: number) {
  return db
    .select({ id: boxes.id, name: boxes.name, image: boxes.image, priceCents: boxes.priceCents, ppm: boxOdds.ppm })
    .from(boxOdds)
    .innerJoin(boxes, and(eq(boxes.id, boxOdds.boxId), eq(boxes.oddsVersion, boxOdds.version)))
    .where(and(eq(boxOdds.itemId, itemId), eq(boxes.isActive, true)))
    .orderBy(sql`${boxOdds.ppm} desc`, asc(boxes.id))
    .limit(24);
}

export async function mallOfferFor(db: DbOrTx, itemId: number) {
  const rows = await db
    .select()
    .from(mallItems)
    .where(and(eq(mallItems.itemId, itemId), eq(mallItems.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Every offer (on and off sale) with its item, in display order (the console's Mall page). */
export async function listAllOffers(db: DbOrTx) {
  return db
    .select({ m: mallItems, name: items.name, image: items.image, priceCents: items.priceCents })
    .from(mallItems)
    .innerJoin(items, eq(items.id, mallItems.itemId))
    .orderBy(asc(mallItems.sort), asc(mallItems.id));
}

export async function insertOffer(tx: Tx, v: typeof mallItems.$inferInsert): Promise<MallRow> {
  const rows = await tx.insert(mallItems).values(v).returning();
  return rows[0]!;
}

export async function updateOffer(tx: Tx, id: number, v: Partial<typeof mallItems.$inferInsert>): Promise<void> {
  await tx.update(mallItems).set(v).where(eq(mallItems.id, id));
}
