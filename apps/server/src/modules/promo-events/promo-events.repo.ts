import { and, asc, count, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { items, openings, promoEvents, promoEventScores, users } from '../../db/schema/index.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

export type PromoEventRow = typeof promoEvents.$inferSelect;
export type PromoEventScoreRow = typeof promoEventScores.$inferSelect;
export type LeaderboardBy = 'multiplier' | 'profit';

/** Inserts the event unless its slug exists (an operator's later edits are never overwritten). */
export async function insertIfMissing(db: DbOrTx, row: typeof promoEvents.$inferInsert): Promise<boolean> {
  const r = await db.insert(promoEvents).values(row).onConflictDoNothing({ target: promoEvents.slug }).returning({ id: promoEvents.id });
  return r.length > 0;
}

/** The event named `slug` (active or not), or null. */
export async function bySlug(db: DbOrTx, slug: string): Promise<PromoEventRow | null> {
  const [r] = await db.select().from(promoEvents).where(eq(promoEvents.slug, slug));
  return r ?? null;
}

/** Event `id`, optionally locked FOR UPDATE (the console's edit), or null. */
export async function byId(db: DbOrTx, id: number, lock = false): Promise<PromoEventRow | null> {
  const q = db.select().from(promoEvents).where(eq(promoEvents.id, id));
  const [r] = lock ? await q.for('update') : await q;
  return r ?? null;
}

/** Active events that have started and whose end + `recencyMs` is still ahead of `now`, ending soonest first. */
export async function visible(db: DbOrTx, now: Date, recencyMs: number): Promise<PromoEventRow[]> {
  const since = new Date(now.getTime() - recencyMs);
  return db
    .select()
    .from(promoEvents)
    .where(and(eq(promoEvents.isActive, true), lte(promoEvents.startsAt, now), gt(promoEvents.endsAt, since)))
    .orderBy(asc(promoEvents.endsAt), asc(promoEvents.id));
}

/** Every event, latest start first (the console list). */
export async function all(db: DbOrTx): Promise<PromoEventRow[]> {
  return db.select().from(promoEvents).orderBy(desc(promoEvents.startsAt), desc(promoEvents.id));
}

/** Inserts a new event in `tx`; null when its slug is taken (the unique index decides, so racing creates take one). */
export async function insertEvent(tx: Tx, row: typeof promoEvents.$inferInsert): Promise<PromoEventRow | null> {
  const [r] = await tx.insert(promoEvents).values(row).onConflictDoNothing({ target: promoEvents.slug }).returning();
  return r ?? null;
}

/** One player's best drop from some boxes in a window (an event page's leaderboard). */
export interface BestDrop {
  userId: number;
  nickname: string;
  itemName: string;
  itemImage: string;
  valueCents: number;
  at: Date;
}

/**
 * The `limit` players with the best single drop (item value) opened from `boxIds` in [from, to), best first (ties:
 * earlier first). Paid openings only (source 'box'): what a player opened with coins during the event.
 */
export async function bestDrops(db: DbOrTx, boxIds: number[], from: Date, to: Date, limit: number): Promise<BestDrop[]> {
  if (!boxIds.length || to.getTime() <= from.getTime()) return [];
  const ids = sql.join(
    boxIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = await db.execute(sql`
    select * from (
      select distinct on (o.user_id) o.user_id, u.nickname, i.name as item_name, i.image as item_image,
        o.item_price_cents as value_cents, o.created_at as at, o.id
      from ${openings} o
      join ${users} u on u.id = o.user_id
      join ${items} i on i.id = o.item_id
      where o.box_id in (${ids}) and o.source = 'box'
        and o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz
      order by o.user_id, o.item_price_cents desc, o.id
    ) best
    order by value_cents desc, at asc, id asc
    limit ${limit}`);
  return rowsOf<{
    user_id: number;
    nickname: string;
    item_name: string;
    item_image: string;
    value_cents: string | number;
    at: string | Date;
  }>(res).map((r) => ({
    userId: Number(r.user_id),
    nickname: r.nickname,
    itemName: r.item_name,
    itemImage: r.item_image,
    valueCents: Number(r.value_cents),
    at: new Date(r.at),
  }));
}

/** Writes `set` on event `id` in `tx`; returns the row after. */
export async function update(tx: Tx, id: number, set: Partial<typeof promoEvents.$inferInsert>): Promise<PromoEventRow> {
  const [r] = await tx.update(promoEvents).set(set).where(eq(promoEvents.id, id)).returning();
  return r!;
}

/**
 * Adds one settled round to the player's standing (upsert on (event, player)): totals grow; the best
 * multiplier (and its payout and time) is replaced when the new one is higher, or equal with a larger payout.
 * `multiplierPpm` 0 for a round that does not count for the best (a loss or a 1x return).
 */
export async function recordScore(
  tx: Tx,
  s: { eventId: number; userId: number; stakeCents: number; payoutCents: number; multiplierPpm: number; at: Date },
): Promise<void> {
  const best = s.multiplierPpm > 0;
  const t = promoEventScores;
  const better = sql`(excluded.best_multiplier_ppm > ${t.bestMultiplierPpm} or (excluded.best_multiplier_ppm = ${t.bestMultiplierPpm} and excluded.best_payout_cents > ${t.bestPayoutCents}))`;
  await tx
    .insert(t)
    .values({
      eventId: s.eventId,
      userId: s.userId,
      rounds: 1,
      stakeCents: s.stakeCents,
      payoutCents: s.payoutCents,
      profitCents: s.payoutCents - s.stakeCents,
      bestMultiplierPpm: best ? s.multiplierPpm : 0,
      bestPayoutCents: best ? s.payoutCents : 0,
      bestAt: best ? s.at : null,
      updatedAt: s.at,
    })
    .onConflictDoUpdate({
      target: [t.eventId, t.userId],
      set: {
        rounds: sql`${t.rounds} + 1`,
        stakeCents: sql`${t.stakeCents} + excluded.stake_cents`,
        payoutCents: sql`${t.payoutCents} + excluded.payout_cents`,
        profitCents: sql`${t.profitCents} + excluded.profit_cents`,
        bestMultiplierPpm: sql`case when ${better} then excluded.best_multiplier_ppm else ${t.bestMultiplierPpm} end`,
        bestPayoutCents: sql`case when ${better} then excluded.best_payout_cents else ${t.bestPayoutCents} end`,
        bestAt: sql`case when ${better} then excluded.best_at else ${t.bestAt} end`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export interface ScoreLine {
  userId: number;
  nickname: string;
  rounds: number;
  bestMultiplierPpm: number;
  bestPayoutCents: number;
  profitCents: number;
  bestAt: Date | null;
}

const lineCols = {
  userId: promoEventScores.userId,
  nickname: users.nickname,
  rounds: promoEventScores.rounds,
  bestMultiplierPpm: promoEventScores.bestMultiplierPpm,
  bestPayoutCents: promoEventScores.bestPayoutCents,
  profitCents: promoEventScores.profitCents,
  bestAt: promoEventScores.bestAt,
};

/** Ranking order: by best multiplier (then larger payout, earlier, lower id) or by profit (then lower id). */
function order(by: LeaderboardBy) {
  const t = promoEventScores;
  return by === 'multiplier'
    ? [desc(t.bestMultiplierPpm), desc(t.bestPayoutCents), asc(t.bestAt), asc(t.userId)]
    : [desc(t.profitCents), asc(t.userId)];
}
/** Only players with a paying round rank by multiplier; everyone who played ranks by profit. */
const ranked = (eventId: number, by: LeaderboardBy) =>
  by === 'multiplier'
    ? and(eq(promoEventScores.eventId, eventId), gt(promoEventScores.bestMultiplierPpm, 0))
    : eq(promoEventScores.eventId, eventId);

/** The top `limit` lines of event `eventId`. */
export async function top(db: DbOrTx, eventId: number, by: LeaderboardBy, limit: number): Promise<ScoreLine[]> {
  return db
    .select(lineCols)
    .from(promoEventScores)
    .innerJoin(users, eq(users.id, promoEventScores.userId))
    .where(ranked(eventId, by))
    .orderBy(...order(by))
    .limit(limit);
}

/** The player's line and rank (null when they have no line or do not rank on this board). */
export async function standing(
  db: DbOrTx,
  eventId: number,
  userId: number,
  by: LeaderboardBy,
): Promise<{ line: ScoreLine; rank: number | null } | null> {
  const [line] = await db
    .select(lineCols)
    .from(promoEventScores)
    .innerJoin(users, eq(users.id, promoEventScores.userId))
    .where(and(eq(promoEventScores.eventId, eventId), eq(promoEventScores.userId, userId)));
  if (!line) return null;
  if (by === 'multiplier' && line.bestMultiplierPpm <= 0) return { line, rank: null };
  const t = promoEventScores;
  const at = sql`${(line.bestAt ?? new Date(0)).toISOString()}::timestamptz`;
  const ahead =
    by === 'multiplier'
      ? or(
          gt(t.bestMultiplierPpm, line.bestMultiplierPpm),
          and(eq(t.bestMultiplierPpm, line.bestMultiplierPpm), gt(t.bestPayoutCents, line.bestPayoutCents)),
          and(eq(t.bestMultiplierPpm, line.bestMultiplierPpm), eq(t.bestPayoutCents, line.bestPayoutCents), sql`${t.bestAt} < ${at}`),
          and(
            eq(t.bestMultiplierPpm, line.bestMultiplierPpm),
            eq(t.bestPayoutCents, line.bestPayoutCents),
            sql`${t.bestAt} = ${at}`,
            sql`${t.userId} < ${userId}`,
          ),
        )
      : or(gt(t.profitCents, line.profitCents), and(eq(t.profitCents, line.profitCents), sql`${t.userId} < ${userId}`));
  const [{ n }] = await db
    .select({ n: count() })
    .from(t)
    .where(and(ranked(eventId, by), ahead));
  return { line, rank: Number(n) + 1 };
}
