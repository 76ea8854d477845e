import { desc } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ledgerChecks } from '../../db/schema/index.ts';

/** A stored ledger check: its outcome, the report (wallet checkLedger's `LedgerReport`) and when it ran. */
export type LedgerCheckRow = typeof ledgerChecks.$inferSelect;

/** Records a ledger check run at `checkedAt` (`report`: the LedgerReport as JSON). */
export async function insertLedgerCheck(tx: Tx, row: { ok: boolean; report: unknown; checkedAt: Date }): Promise<void> {
  await tx.insert(ledgerChecks).values(row);
}

/** The last recorded ledger check, or null before the first. */
export async function lastLedgerCheck(db: DbOrTx): Promise<LedgerCheckRow | null> {
  const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.id)).limit(1);
  return row ?? null;
}
