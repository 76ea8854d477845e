import type { DbOrTx } from '../../db/client.ts';
import { attributions } from '../../db/schema/index.ts';

export type AttributionInsert = typeof attributions.$inferInsert;

/** Writes one attribution row per `sourceKey` (a repeat writes nothing); true when written now. */
export async function insertAttribution(db: DbOrTx, row: AttributionInsert): Promise<boolean> {
  const rows = await db
    .insert(attributions)
    .values(row)
    .onConflictDoNothing({ target: attributions.sourceKey })
    .returning({ id: attributions.id });
  return rows.length > 0;
}
