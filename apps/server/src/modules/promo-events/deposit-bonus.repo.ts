import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { depositBonusGrants, depositBonusTotals } from '../../db/schema/index.ts';

export type DepositBonusTotalRow = typeof depositBonusTotals.$inferSelect;

/** The player's totals row of event `eventId`, made if missing and locked FOR UPDATE (the cap's serialisation point). */
export async function lockTotals(tx: Tx, eventId: number, userId: number, now: Date): Promise<DepositBonusTotalRow> {
  await tx.insert(depositBonusTotals).values({ eventId, userId, bonusCents: 0, deposits: 0, updatedAt: now }).onConflictDoNothing();
  const [r] = await tx
    .select()
    .from(depositBonusTotals)
    .where(and(eq(depositBonusTotals.eventId, eventId), eq(depositBonusTotals.userId, userId)))
    .for('update');
  return r!;
}

/** The player's totals of event `eventId`, or null. */
export async function totals(db: DbOrTx, eventId: number, userId: number): Promise<DepositBonusTotalRow | null> {
  const [r] = await db
    .select()
    .from(depositBonusTotals)
    .where(and(eq(depositBonusTotals.eventId, eventId), eq(depositBonusTotals.userId, userId)));
  return r ?? null;
}

/** True when order `orderNo` already has its event bonus row. */
export async function hasGrant(db: DbOrTx, orderNo: string): Promise<boolean> {
  const [r] = await db
    .select({ orderNo: depositBonusGrants.orderNo })
    .from(depositBonusGrants)
    .where(eq(depositBonusGrants.orderNo, orderNo));
  return Boolean(r);
}

/** Records the order's bonus and adds it to the player's totals (caller holds the totals row lock). */
export async function recordGrant(
  tx: Tx,
  g: { orderNo: string; eventId: number; userId: number; depositCents: number; bonusCents: number; at: Date },
  before: DepositBonusTotalRow,
): Promise<void> {
  await tx.insert(depositBonusGrants).values({
    orderNo: g.orderNo,
    eventId: g.eventId,
    userId: g.userId,
    depositCents: g.depositCents,
    bonusCents: g.bonusCents,
    createdAt: g.at,
  });
  await tx
    .update(depositBonusTotals)
    .set({ bonusCents: before.bonusCents + g.bonusCents, deposits: before.deposits + 1, updatedAt: g.at })
    .where(and(eq(depositBonusTotals.eventId, g.eventId), eq(depositBonusTotals.userId, g.userId)));
}
