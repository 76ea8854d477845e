import { sql } from 'drizzle-orm';
import { artPath, DAY_MS, slugifyName, ticketRanges } from '@hapa/domain';
import { boxes, boxOdds, items } from './schema/index.ts';
import { openDatabase, type Db, type DbHandle } from './client.ts';
import type { Config } from '../config.ts';
import { FREE_BOX_IDS, SEED_BOXES, SEED_ITEMS } from './seed/catalogue.ts';

/**
 * Inserts the seeded catalogue (items, boxes, odds version 1 with ticket ranges) when the box table
 * is empty. Idempotent: an existing catalogue is left as it is.
 */
export async function seedCatalogue(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(boxes);
  if ((existing[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (let i = 0; i < SEED_ITEMS.length; i += 200) {
      await tx.insert(items).values(
        SEED_ITEMS.slice(i, i + 200).map((it) => ({
          id: it.id,
          name: it.name,
          brand: it.brand,
          category: it.category,
          priceCents: it.priceCents,
          skuLevel: it.skuLevel,
          description: it.description,
          image: artPath('item', it.id),
        })),
      );
    }
    for (const b of SEED_BOXES) {
      await tx.insert(boxes).values({
        id: b.id,
        name: b.name,
        slug: slugifyName(b.name),
        priceCents: b.priceCents,
        description: b.description,
        image: artPath('box', b.id),
        tags: b.tags,
        isFeatured: b.isFeatured,
        isFree: FREE_BOX_IDS.includes(b.id),
        createdAt: new Date(now.getTime() - b.createdDaysAgo * DAY_MS),
      });
      const ranges = ticketRanges(b.items.map((x) => x.ppm));
      await tx.insert(boxOdds).values(
        b.items.map((x, position) => ({
          boxId: b.id,
          version: 1,
          position,
          itemId: x.itemId,
          ppm: x.ppm,
          ticketFrom: ranges[position]!.from,
          ticketTo: ranges[position]!.to,
        })),
      );
    }
  });
  return true;
}

/**
 * A catalogue seeded at `seededAt` (the build's PGlite template) made as if seeded at `now`: every box's
 * `created_at` moves forward by the template's age, so "newest" (NEW_BOX_DAYS) reads as a start-time seed would.
 * Only for a database just copied from the template (it holds the seeded rows and nothing else).
 */
export async function rebaseSeededCatalogue(db: Db, seededAt: Date, now: Date): Promise<void> {
  const shiftMs = now.getTime() - seededAt.getTime();
  if (shiftMs <= 0) return;
  await db.update(boxes).set({ createdAt: sql`${boxes.createdAt} + make_interval(secs => ${shiftMs / 1000})` });
}

/**
 * Opens the configured database as a server start does: `DATABASE_URL` (PostgreSQL pool of `DB_POOL_SIZE`) or the
 * PGlite `DATA_DIR`, where an empty folder starts as a copy of the build's migrated + seeded template (with
 * `SEED_CATALOGUE`; `PGLITE_TEMPLATE` says where) and its catalogue dates are moved to `now`
 * (rebaseSeededCatalogue). Migrations run in every case. Used by the server (container.ts) and by
 * `ops:create-admin`, so whichever opens a new folder first leaves it as the other expects.
 */
export async function openConfiguredDatabase(config: Config, now: Date): Promise<DbHandle> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    seededTemplate: config.SEED_CATALOGUE === 'true',
    templateDir: config.PGLITE_TEMPLATE,
  });
  if (handle.template) await rebaseSeededCatalogue(handle.db, new Date(handle.template.builtAt), now);
  return handle;
}
