import { sql } from 'drizzle-orm';
import type { OpsDraw, OpsDrawKind } from '@hapa/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../platform/own-accounts.ts';

type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

const LOTTERY = sql`select d.id, d.draw_key as key, d.status, d.draw_at as at, d.drawn_at as ended_at, d.price_cents, d.edge_ppm, d.pool_cents,
    d.server_seed, d.server_seed_hashed, d.client_seed, d.status = 'drawn' as revealed,
    (select count(*) from lottery_tickets t where t.draw_id = d.id) as entries,
    (select coalesce(sum(t.price_cents), 0) from lottery_tickets t where t.draw_id = d.id) as sold,
    (select count(*) from lottery_winners w where w.draw_id = d.id) as winners,
    (select coalesce(sum(w.prize_cents), 0) from lottery_winners w where w.draw_id = d.id) as paid
  from lottery_draws d`;
const BINGO = sql`select g.id, 'bingo-' || g.id as key, g.state as status, g.opens_at as at, g.ended_at, g.card_price_cents as price_cents,
    g.edge_ppm, g.pool_cents, g.server_seed, g.server_seed_hashed, g.draw_client_seed as client_seed, g.state = 'ended' as revealed,
    (select count(*) from bingo_cards c where c.game_id = g.id) as entries,
    (select count(*) from bingo_cards c where c.game_id = g.id) * g.card_price_cents as sold,
    (select count(*) filter (where c.line_prize_cents > 0) + count(*) filter (where c.full_prize_cents > 0) from bingo_cards c where c.game_id = g.id) as winners,
    (select coalesce(sum(c.line_prize_cents + c.full_prize_cents), 0) from bingo_cards c where c.game_id = g.id) as paid
  from bingo_games g`;

function toDraw(kind: OpsDrawKind, r: Raw): OpsDraw {
  return {
    kind,
    id: num(r.id),
    key: String(r.key),
    status: String(r.status),
    at: iso(r.at)!,
    endedAt: iso(r.ended_at),
    entries: num(r.entries),
    soldCents: num(r.sold),
    poolCents: r.pool_cents === null || r.pool_cents === undefined ? null : num(r.pool_cents),
    priceCents: num(r.price_cents),
    edgePpm: num(r.edge_ppm),
    serverSeedHashed: (r.server_seed_hashed as string | null) ?? null,
    // the server seed is secret until the draw is revealed (docs/fairness.md)
    serverSeed: r.revealed === true || r.revealed === 't' ? ((r.server_seed as string | null) ?? null) : null,
    clientSeed: (r.client_seed as string | null) ?? null,
    winners: num(r.winners),
    paidCents: num(r.paid),
  };
}

/** A page of draws of `kind`, newest first (lottery by draw time, bingo by id; both indexed), and the total. */
export async function drawPage(db: DbOrTx, kind: OpsDrawKind, offset: number, limit: number): Promise<{ list: OpsDraw[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.execute(
      kind === 'lottery'
        ? sql`${LOTTERY} order by d.draw_at desc, d.id desc limit ${limit} offset ${offset}`
        : sql`${BINGO} order by g.id desc limit ${limit} offset ${offset}`,
    ),
    db.execute(kind === 'lottery' ? sql`select count(*) as n from lottery_draws` : sql`select count(*) as n from bingo_games`),
  ]);
  return { list: rowsOf<Raw>(rows).map((r) => toDraw(kind, r)), total: num(rowsOf<Raw>(total)[0]?.n) };
}

/** One draw, or null. */
export async function drawOf(db: DbOrTx, kind: OpsDrawKind, id: number): Promise<OpsDraw | null> {
  const res = await db.execute(kind === 'lottery' ? sql`${LOTTERY} where d.id = ${id}` : sql`${BINGO} where g.id = ${id}`);
  const r = rowsOf<Raw>(res)[0];
  return r ? toDraw(kind, r) : null;
}

/** A draw's winners with their players' nicknames: the lottery by rank, bingo line prizes then full-card prizes. */
export async function winnersOf(db: DbOrTx, kind: OpsDrawKind, id: number) {
  const res = await db.execute(
    kind === 'lottery'
      ? sql`select w.rank::text as prize, w.user_id as uid, u.nickname, w.ticket_id as entry_id, w.prize_cents, w.entry_id is not null as paid
          from lottery_winners w join users u on u.id = w.user_id where w.draw_id = ${id} order by w.rank`
      : sql`select * from (
            select 'line' as prize, c.user_id as uid, u.nickname, c.id as entry_id, c.line_prize_cents as prize_cents, true as paid, 0 as o
              from bingo_cards c join users u on u.id = c.user_id where c.game_id = ${id} and c.line_prize_cents > 0
            union all
            select 'full', c.user_id, u.nickname, c.id, c.full_prize_cents, true, 1
              from bingo_cards c join users u on u.id = c.user_id where c.game_id = ${id} and c.full_prize_cents > 0) x
          order by o, entry_id`,
  );
  return rowsOf<Raw>(res).map((r) => ({
    prize: String(r.prize),
    uid: num(r.uid),
    nickname: String(r.nickname),
    entryId: num(r.entry_id),
    prizeCents: num(r.prize_cents),
    paid: r.paid === true || r.paid === 't',
  }));
}
