import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RtpSums } from '@hapa/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { boxes, boxOdds, gameRounds, items, rtpDaily } from '../../db/schema/index.ts';

export type RtpDailyRow = typeof rtpDaily.$inferSelect;

/** Adds `sums` to the row of (kind, subject, day), creating it. */
export async function addDaily(tx: Tx, kind: 'box' | 'game', subject: string, day: string, s: RtpSums): Promise<void> {
  await tx
    .insert(rtpDaily)
    .values({ subjectKind: kind, subject, day, ...s })
    .onConflictDoUpdate({
      target: [rtpDaily.subjectKind, rtpDaily.subject, rtpDaily.day],
      set: {
        samples: sql`${rtpDaily.samples} + excluded.samples`,
        stakeCents: sql`${rtpDaily.stakeCents} + excluded.stake_cents`,
        payoutCents: sql`${rtpDaily.payoutCents} + excluded.payout_cents`,
        expectedCents: sql`${rtpDaily.expectedCents} + excluded.expected_cents`,
        varianceCents2: sql`${rtpDaily.varianceCents2} + excluded.variance_cents2`,
        stakeSq: sql`${rtpDaily.stakeSq} + excluded.stake_sq`,
        payoutSq: sql`${rtpDaily.payoutSq} + excluded.payout_sq`,
        stakePayout: sql`${rtpDaily.stakePayout} + excluded.stake_payout`,
      },
    });
}

/** The odds of a box at a version with each item's value (cents), in the box's order. */
export async function oddsWithValues(db: DbOrTx, boxId: number, version: number): Promise<{ ppm: number; valueCents: number }[]> {
  return db
    .select({ ppm: boxOdds.ppm, valueCents: items.priceCents })
    .from(boxOdds)
    .innerJoin(items, eq(items.id, boxOdds.itemId))
    .where(and(eq(boxOdds.boxId, boxId), eq(boxOdds.version, version)))
    .orderBy(asc(boxOdds.position));
}

/** A settled game round's stake, payout and parameters. */
export async function roundOf(db: DbOrTx, id: number) {
  const [r] = await db
    .select({
      game: gameRounds.game,
      stakeCents: gameRounds.stakeCents,
      itemStakeCents: gameRounds.itemStakeCents,
      payoutCents: gameRounds.payoutCents,
      params: gameRounds.params,
      progress: gameRounds.progress,
    })
    .from(gameRounds)
    .where(eq(gameRounds.id, id));
  return r ?? null;
}

/** Sums per subject over every day (all-time) or over one day. */
export async function sums(db: DbOrTx, day?: string): Promise<(RtpSums & { kind: string; subject: string })[]> {
  const rows = await db
    .select({
      kind: rtpDaily.subjectKind,
      subject: rtpDaily.subject,
      samples: sql<string>`sum(${rtpDaily.samples})`,
      stakeCents: sql<string>`sum(${rtpDaily.stakeCents})`,
      payoutCents: sql<string>`sum(${rtpDaily.payoutCents})`,
      expectedCents: sql<string>`sum(${rtpDaily.expectedCents})`,
      varianceCents2: sql<string>`sum(${rtpDaily.varianceCents2})`,
      stakeSq: sql<string>`sum(${rtpDaily.stakeSq})`,
      payoutSq: sql<string>`sum(${rtpDaily.payoutSq})`,
      stakePayout: sql<string>`sum(${rtpDaily.stakePayout})`,
    })
    .from(rtpDaily)
    .where(day ? eq(rtpDaily.day, day) : undefined)
    .groupBy(rtpDaily.subjectKind, rtpDaily.subject);
  return rows.map((r) => ({
    kind: r.kind,
    subject: r.subject,
    samples: Number(r.samples),
    stakeCents: Number(r.stakeCents),
    payoutCents: Number(r.payoutCents),
    expectedCents: Number(r.expectedCents),
    varianceCents2: Number(r.varianceCents2),
    stakeSq: Number(r.stakeSq),
    payoutSq: Number(r.payoutSq),
    stakePayout: Number(r.stakePayout),
  }));
}

/** Box names by id. */
export async function boxNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: boxes.id, name: boxes.name }).from(boxes).where(inArray(boxes.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
