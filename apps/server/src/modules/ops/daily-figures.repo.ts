import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { opsClosedDays, opsDailyFigures } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/own-accounts.ts';
import type { DayFigures } from './dashboard.repo.ts';

/** The closed UTC days (YYYY-MM-DD) in [fromDay, toDay], ascending (docs/architecture/console.md#dashboard). */
export async function closedDaysBetween(db: DbOrTx, fromDay: string, toDay: string): Promise<string[]> {
  const rows = await db
    .select({ day: opsClosedDays.day })
    .from(opsClosedDays)
    .where(and(gte(opsClosedDays.day, fromDay), lte(opsClosedDays.day, toDay)))
    .orderBy(asc(opsClosedDays.day));
  return rows.map((r) => r.day);
}

/** The stored figures of exactly the closed days `days` (ops_daily_figures), in the dashboard's per-day shape. Cents. */
export async function readClosedFigures(db: DbOrTx, days: string[]): Promise<DayFigures> {
  const out: DayFigures = { deposits: [], boxes: [], battles: [], rounds: [] };
  if (!days.length) return out;
  const rows = await db.select().from(opsDailyFigures).where(inArray(opsDailyFigures.day, days));
  for (const r of rows) {
    const n = Number(r.n);
    const stakes = Number(r.stakeCents);
    const prizes = Number(r.prizeCents);
    if (r.kind === 'deposits') out.deposits.push({ day: r.day, n, cents: stakes });
    else if (r.kind === 'box') out.boxes.push({ boxId: Number(r.subject), day: r.day, n, stakes, prizes });
    else if (r.kind === 'battles') out.battles.push({ day: r.day, n, stakes, prizes });
    else if (r.kind === 'game') out.rounds.push({ game: r.subject, day: r.day, rounds: n, stakesCents: stakes, prizesCents: prizes });
  }
  return out;
}

/**
 * Replaces day `day`'s stored figures with `figures` (the day's rows of dashboard.repo `dayFigures`) and marks it
 * closed at `closedAt`. Run it inside a transaction: the rows and the closed-day row go together.
 */
export async function replaceDay(tx: DbOrTx, day: string, figures: DayFigures, closedAt: Date): Promise<void> {
  await tx.delete(opsDailyFigures).where(eq(opsDailyFigures.day, day));
  const rows = [
    ...figures.deposits.map((r) => ({ kind: 'deposits', subject: '', n: r.n, stakeCents: r.cents, prizeCents: 0 })),
    ...figures.boxes.map((r) => ({ kind: 'box', subject: String(r.boxId), n: r.n, stakeCents: r.stakes, prizeCents: r.prizes })),
    ...figures.battles.map((r) => ({ kind: 'battles', subject: '', n: r.n, stakeCents: r.stakes, prizeCents: r.prizes })),
    ...figures.rounds.map((r) => ({ kind: 'game', subject: r.game, n: r.rounds, stakeCents: r.stakesCents, prizeCents: r.prizesCents })),
  ].map((r) => ({ ...r, day }));
  if (rows.length) await tx.insert(opsDailyFigures).values(rows);
  await tx.insert(opsClosedDays).values({ day, closedAt }).onConflictDoUpdate({ target: opsClosedDays.day, set: { closedAt } });
}

/**
 * The UTC day (YYYY-MM-DD) of the earliest figure the dashboard counts (a paid deposit, an opening, a battle's start, a
 * settled game round; each read from its time index), or null when there is none.
 */
export async function earliestDataDay(db: DbOrTx): Promise<string | null> {
  const res = await db.execute(sql`select to_char(least(
      (select min(paid_at) from payment_orders where status = 'paid'),
      (select min(created_at) from openings),
      (select min(started_at) from battles),
      (select min(settled_at) from game_rounds where status = 'settled')
    ) at time zone 'UTC', 'YYYY-MM-DD') as day`);
  return rowsOf<{ day: string | null }>(res)[0]?.day ?? null;
}
