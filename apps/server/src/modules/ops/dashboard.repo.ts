import { desc, sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/own-accounts.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ledgerChecks } from '../../db/schema/index.ts';
import { allSettledInTx } from '../../lib/settle.ts';

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
 * The dashboard's figures per UTC day over a range (docs/architecture/console.md#dashboard), cents: paid deposits
 * (`cents` = credited coin cents), box openings per box, battles (non-bot seats) and settled game rounds of real players
 * per game. Every row is one (day[, subject]): a day's rows over [from, to) are the day's closed figures when the range
 * covers the whole day.
 */
export interface DayFigures {
  deposits: { day: string; n: number; cents: number }[];
  boxes: { boxId: number; day: string; n: number; stakes: number; prizes: number }[];
  battles: { day: string; n: number; stakes: number; prizes: number }[];
  rounds: GameDayRow[];
}

/**
 * The raw per-day aggregates over [from, to) (ISO instants) from payment_orders (paid, by paid_at), openings (by
 * created_at), battles with their non-bot seats (by started_at) and game_rounds (settled, real players, by
 * settled_at): the one SQL that both the dashboard's raw edges and the closing of a day (daily-figures.service.ts)
 * use (docs/architecture/console.md#dashboard). Cents. Safe inside a transaction (statements side by side).
 */
export async function dayFigures(db: DbOrTx, from: string, to: string): Promise<DayFigures> {
  const [deposits, boxes, battles, rounds] = await allSettledInTx([
    db.execute(sql`select ${dayOf('paid_at')} as day, count(*) as n, coalesce(sum(coalesce(coin_cents, amount_cents)), 0) as cents
        from payment_orders where status = 'paid' and paid_at >= ${from}::timestamptz and paid_at < ${to}::timestamptz group by 1`),
    db.execute(sql`select o.box_id, ${dayOf('o.created_at')} as day, count(*) as n, coalesce(sum(o.price_cents), 0) as stakes,
        coalesce(sum(o.item_price_cents), 0) as prizes
        from openings o where o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz group by 1, 2`),
    db.execute(sql`select ${dayOf('b.started_at')} as day, count(distinct b.id) as n, coalesce(sum(p.paid_cents), 0) as stakes,
        coalesce(sum(p.won_cents), 0) as prizes
        from battles b join battle_players p on p.battle_id = b.id and not p.is_bot
        where b.started_at >= ${from}::timestamptz and b.started_at < ${to}::timestamptz group by 1`),
    db.execute(sql`select r.game, ${dayOf('r.settled_at')} as day, count(*) as n,
        coalesce(sum(r.stake_cents + r.item_stake_cents), 0) as stakes, coalesce(sum(r.payout_cents), 0) as prizes
      from game_rounds r join users u on u.id = r.user_id and not u.is_bot
      where r.status = 'settled' and r.settled_at >= ${from}::timestamptz and r.settled_at < ${to}::timestamptz
      group by 1, 2`),
  ] as const);
  const num = (v: unknown) => Number(v ?? 0);
  return {
    deposits: rowsOf<{ day: string; n: string; cents: string }>(deposits).map((r) => ({ day: r.day, n: num(r.n), cents: num(r.cents) })),
    boxes: rowsOf<{ box_id: number; day: string; n: string; stakes: string; prizes: string }>(boxes).map((r) => ({
      boxId: Number(r.box_id),
      day: r.day,
      n: num(r.n),
      stakes: num(r.stakes),
      prizes: num(r.prizes),
    })),
    battles: rowsOf<{ day: string; n: string; stakes: string; prizes: string }>(battles).map((r) => ({
      day: r.day,
      n: num(r.n),
      stakes: num(r.stakes),
      prizes: num(r.prizes),
    })),
    rounds: rowsOf<Raw>(rounds).map(toGameDay),
  };
}

/** The names of boxes `ids` (a box no longer in `boxes` is absent from the map). */
export async function boxNames(db: DbOrTx, ids: number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const res = await db.execute(sql`select id, name from boxes where id = any(${`{${ids.join(',')}}`}::int[])`);
  return new Map(rowsOf<{ id: number; name: string | null }>(res).map((r) => [Number(r.id), r.name]));
}

/**
 * The daily lottery over [from, to) by its draw day, one row per drawn draw (tickets, sales, prizes, cents): read raw
 * by the dashboard (a small table, docs/architecture/console.md#dashboard).
 */
export async function lotteryDays(db: DbOrTx, from: string, to: string): Promise<GameDayRow[]> {
  const lottery = await db.execute(sql`select 'lottery' as game, ${dayOf('d.drawn_at')} as day, coalesce(max(d.ticket_count), 0) as n,
        coalesce(max(d.sales_cents), 0) as stakes, coalesce((select sum(w.prize_cents) from lottery_winners w where w.draw_id = d.id), 0) as prizes
      from lottery_draws d
      where d.status = 'drawn' and d.drawn_at >= ${from}::timestamptz and d.drawn_at < ${to}::timestamptz
      group by d.id, 2`);
  return rowsOf<Raw>(lottery).map(toGameDay);
}

type Raw = { game: string; day: string; n: string; stakes: string; prizes: string };
const toGameDay = (r: Raw): GameDayRow => ({
  game: r.game,
  day: r.day,
  rounds: Number(r.n),
  stakesCents: Number(r.stakes),
  prizesCents: Number(r.prizes),
});

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
