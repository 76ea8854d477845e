import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Daily lottery draws (docs/games.md; fairness.md "Draws shared by many players"). One row per day, `draw_key`
 * `lottery-YYYY-MM-DD` (UTC date of `draw_at`). `status` 'open' (tickets sell; exactly one open draw),
 * 'closed' (entries, client seed, winners and prizes fixed by the draw job), 'drawn' (prizes credited, server
 * seed revealed). The terms of a draw (price, edge, guaranteed pool, prize table, limit) are copied from the
 * settings when it opens and never change while it sells. Purchases take this row FOR SHARE, the close FOR
 * UPDATE: every ticket committed before the close is in the draw, none after. Money in cents, shares in ppm.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawKey: text('draw_key').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    /** 64 hex characters; shown only once the draw is 'drawn' */
    serverSeed: text('server_seed').notNull(),
    serverSeedHashed: text('server_seed_hashed').notNull(),
    /** drawClientSeed over the entry ids, fixed at the close (null without entries) */
    clientSeed: text('client_seed'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    edgePpm: integer('edge_ppm').notNull(),
    guaranteedCents: bigint('guaranteed_cents', { mode: 'number' }).notNull(),
    /** prize shares in ppm, first prize first, summing to 1,000,000 */
    prizeTablePpm: jsonb('prize_table_ppm').notNull(),
    maxTickets: integer('max_tickets').notNull(),
    /** fixed at the close */
    ticketCount: integer('ticket_count'),
    salesCents: bigint('sales_cents', { mode: 'number' }),
    poolCents: bigint('pool_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_draws_key_uq').on(t.drawKey),
    uniqueIndex('lottery_draws_open_uq')
      .on(t.status)
      .where(sql`${t.status} = 'open'`),
    index('lottery_draws_at_idx').on(t.drawAt),
  ],
);

/**
 * One purchase or grant of tickets: coins (`source` 'coin', `idempotency_key` per player) or a quest reward
 * (`source` 'quest', `source_ref` `quest:{userId}:{questId}:{i}` unique: granted once).
 */
export const lotteryPurchases = pgTable(
  'lottery_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    count: integer('count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    sourceRef: text('source_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lottery_purchases_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('lottery_purchases_ref_uq').on(t.sourceRef),
    index('lottery_purchases_draw_user_idx').on(t.drawId, t.userId),
  ],
);

/** A ticket: one entry of a draw; its id is the entry id of drawClientSeed and lotteryWinners. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    purchaseId: bigint('purchase_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryPurchases.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** what the ticket cost (0 for a quest ticket), cents */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lottery_tickets_draw_idx').on(t.drawId, t.id), index('lottery_tickets_user_idx').on(t.userId, t.id)],
);

/** The prizes of a closed draw, rank 1 first; `entry_id` is the ledger entry once credited. */
export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    rank: integer('rank').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryTickets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizeCents: bigint('prize_cents', { mode: 'number' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.rank] }), check('lottery_winners_prize_nonneg', sql`${t.prizeCents} >= 0`)],
);
