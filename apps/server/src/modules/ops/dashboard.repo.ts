import { desc, sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/own-accounts.ts';
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

const dayOf = (col: string) => sql.raw(`to_char(date_trunc('day', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`);

/** One game's figures on one UTC day: settled rounds, stakes (coins + staked prizes' value) and payouts, cents. */
export interface GameDayRow {
  game: string;
  day: string;
  rounds: number;
  stakesCents: number;
  prizesCents: number;
}

/**
 * Settled game rounds of real players over [from, to) by game and UTC day of settlement (index
 * `game_rounds_settled_idx`), plus the daily lottery by its draw day (sales - prizes). Cents.
 */
export async function gameDays(db: DbOrTx, from: string, to: string): Promise<GameDayRow[]> {
  const [rounds, lottery] = await Promise.all([
    db.execute(sql`select r.game, ${dayOf('r.settled_at')} as day, count(*) as n,
        coalesce(sum(r.stake_cents + r.item_stake_cents), 0) as stakes, coalesce(sum(r.payout_cents), 0) as prizes
      from game_rounds r join users u on u.id = r.user_id and not u.is_bot
      where r.status = 'settled' and r.settled_at >= ${from}::timestamptz and r.settled_at < ${to}::timestamptz
      group by 1, 2`),
    db.execute(sql`select 'lottery' as game, ${dayOf('d.drawn_at')} as day, coalesce(max(d.ticket_count), 0) as n,
        coalesce(max(d.sales_cents), 0) as stakes, coalesce((select sum(w.prize_cents) from lottery_winners w where w.draw_id = d.id), 0) as prizes
      from lottery_draws d
      where d.status = 'drawn' and d.drawn_at >= ${from}::timestamptz and d.drawn_at < ${to}::timestamptz
      group by d.id, 2`),
  ]);
  return [...rowsOf<Raw>(rounds), ...rowsOf<Raw>(lottery)].map((r) => ({
    game: r.game,
    day: r.day,
    rounds: Number(r.n),
    stakesCents: Number(r.stakes),
    prizesCents: Number(r.prizes),
  }));
}
type Raw = { game: string; day: string; n: string; stakes: string; prizes: string };

/**
 * The configured (promised) RTP per subject over the UTC days [fromDay, toDay]: the `transparency_rtp` rollup's expected
 * return over its stakes (boxes by their odds version, mines, pirate, upgrade), and the edge of the pooled draws (lottery
 * by sales, bingo by cards sold). Keys 'box:<id>' and 'game:<name>'; a ratio (0.95 = 95 %).
 */
export async function configuredRtp(db: DbOrTx, from: string, to: string): Promise<Map<string, number>> {
  const [rollup, lottery, bingo] = await Promise.all([
    db.execute(sql`select subject_kind as kind, subject, sum(expected_cents) as expected, sum(stake_cents) as stakes from rtp_daily
      where day >= ${from.slice(0, 10)} and day <= ${new Date(new Date(to).getTime() - 1).toISOString().slice(0, 10)} group by 1, 2`),
    db.execute(sql`select sum(sales_cents * (1000000 - edge_ppm)) / 1000000.0 as expected, sum(sales_cents) as stakes from lottery_draws
      where status = 'drawn' and drawn_at >= ${from}::timestamptz and drawn_at < ${to}::timestamptz`),
    db.execute(sql`select sum(cards_count * card_price_cents * (1000000 - edge_ppm)) / 1000000.0 as expected, sum(cards_count * card_price_cents) as stakes
      from bingo_games where ended_at >= ${from}::timestamptz and ended_at < ${to}::timestamptz`),
  ]);
  const out = new Map<string, number>();
  for (const r of rowsOf<{ kind: string; subject: string; expected: string; stakes: string }>(rollup))
    if (Number(r.stakes) > 0) out.set(`${r.kind}:${r.subject}`, Number(r.expected) / Number(r.stakes));
  for (const [game, res] of [
    ['lottery', lottery],
    ['bingo', bingo],
  ] as const) {
    const r = rowsOf<{ expected: string | null; stakes: string | null }>(res)[0];
    if (r && Number(r.stakes) > 0) out.set(`game:${game}`, Number(r.expected) / Number(r.stakes));
  }
  return out;
}
