import { eq } from 'drizzle-orm';
import { media } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Stores an image once per content (`sha256`): returns the new row's id and size, or the existing row's for that content. */
export async function insertMedia(db: DbOrTx, row: typeof media.$inferInsert) {
  const inserted = await db
    .insert(media)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: media.id, width: media.width, height: media.height });
  if (inserted[0]) return inserted[0];
  return (await db.select({ id: media.id, width: media.width, height: media.height }).from(media).where(eq(media.sha256, row.sha256)))[0]!;
}

/** The stored bytes and MIME type of image `id`, or null. */
export async function findMedia(db: DbOrTx, id: number) {
  return (await db.select({ bytes: media.bytes, mime: media.mime }).from(media).where(eq(media.id, id)))[0] ?? null;
}

/** True when image `id` is stored. */
export async function mediaExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: media.id }).from(media).where(eq(media.id, id))).length > 0;
}
