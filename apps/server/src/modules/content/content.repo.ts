import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { contentBanners, settings } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

export type BannerRow = typeof contentBanners.$inferSelect;
export type BannerInsert = typeof contentBanners.$inferInsert;

/** Active rows of a placement not past their end time, in display order. */
export async function liveBanners(db: DbOrTx, placement: string, now: Date): Promise<BannerRow[]> {
  return db
    .select()
    .from(contentBanners)
    .where(
      and(
        eq(contentBanners.placement, placement),
        eq(contentBanners.isActive, true),
        or(isNull(contentBanners.endTime), gt(contentBanners.endTime, now)),
      ),
    )
    .orderBy(asc(contentBanners.sort), asc(contentBanners.id));
}

export async function allBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db.select().from(contentBanners).orderBy(asc(contentBanners.placement), asc(contentBanners.sort), asc(contentBanners.id));
}

export async function findBanner(db: DbOrTx, id: number, lock = false): Promise<BannerRow | null> {
  const q = db.select().from(contentBanners).where(eq(contentBanners.id, id));
  return (lock ? await q.for('update') : await q)[0] ?? null;
}

export async function insertBanners(db: DbOrTx, rows: BannerInsert[]): Promise<BannerRow[]> {
  return db.insert(contentBanners).values(rows).returning();
}

export async function updateBanner(tx: Tx, id: number, set: Partial<BannerInsert>): Promise<BannerRow> {
  return (await tx.update(contentBanners).set(set).where(eq(contentBanners.id, id)).returning())[0]!;
}

export async function deleteBanner(tx: Tx, id: number): Promise<void> {
  await tx.delete(contentBanners).where(eq(contentBanners.id, id));
}

/** Inserts the marker setting `key`; true only the first time (the caller then seeds its defaults). */
export async function claimSeedMarker(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx.insert(settings).values({ key, value: true }).onConflictDoNothing().returning({ key: settings.key });
  return rows.length > 0;
}
