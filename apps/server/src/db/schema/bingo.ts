import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { gameRounds } from './games.ts';

/**
 * Bingo King games (docs/games.md; docs/product/README.md bingo; fairness.md "Draws shared by many players"). One row per scheduled
 * game: 'scheduled' (waiting for `opensAt`) -> 'selling' (its own server seed drawn, hash shown, cards sold until
 * `closesAt`) -> 'calling' (client seed fixed over the card ids, `calls` is the full call order, one number due at
 * `callsStartedAt + i x callIntervalMs`, `calledCount` advanced by exactly one per call job) -> 'ended' (seed
 * revealed). At most one game is not ended (partial unique index), so two instances cannot schedule two.
 * Money in cents, shares in ppm; the settings a game runs with are copied onto its row.
 */
export const bingoGames = pgTable(
  'bingo_games',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    serverSeed: text('server_seed'),
    serverSeedHashed: text('server_seed_hashed'),
    drawClientSeed: text('draw_client_seed'),
    /** the full call order (secret until called: only the first `calledCount` are ever shown) */
    calls: jsonb('calls').$type<number[]>(),
    calledCount: integer('called_count').notNull().default(0),
    cardPriceCents: bigint('card_price_cents', { mode: 'number' }).notNull(),
    edgePpm: integer('edge_ppm').notNull(),
    lineSharePpm: integer('line_share_ppm').notNull(),
    callIntervalMs: integer('call_interval_ms').notNull(),
    cardsCount: integer('cards_count').notNull().default(0),
    poolCents: bigint('pool_cents', { mode: 'number' }).notNull().default(0),
    /** how many calls it took to the first line / full card (null until won) */
    lineAtCall: integer('line_at_call'),
    fullAtCall: integer('full_at_call'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    callsStartedAt: timestamp('calls_started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bingo_games_one_live_uq')
      .on(sql`(true)`)
      .where(sql`${t.state} <> 'ended'`),
    index('bingo_games_state_idx').on(t.state, t.id),
  ],
);

/**
 * A bingo card (an entry of its game's draw): bought with coins through the game core (one round per card,
 * `roundId`), its numbers drawn from the buyer's own type 3 stream at purchase (`bingoCardOf`). The prizes it
 * won, in cents (credited in the winning call's transaction).
 */
export const bingoCards = pgTable(
  'bingo_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => bingoGames.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => gameRounds.id),
    /** { B, I, N, G, O } columns top to bottom; N has 4 numbers (the centre is free) */
    numbers: jsonb('numbers').notNull(),
    linePrizeCents: bigint('line_prize_cents', { mode: 'number' }).notNull().default(0),
    fullPrizeCents: bigint('full_prize_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bingo_cards_round_uq').on(t.roundId),
    index('bingo_cards_game_idx').on(t.gameId, t.id),
    index('bingo_cards_user_idx').on(t.userId, t.gameId),
  ],
);

/** Bingo points moves (earned per card bought, spent in the exchange), one row per move, idempotent by key. */
export const bingoPointMoves = pgTable(
  'bingo_point_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    /** 'card' (earned by buying card `refId`) or 'exchange' (spent; `refId` is the store item it bought) */
    reason: text('reason').notNull(),
    refId: bigint('ref_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bingo_point_moves_key_uq').on(t.userId, t.idempotencyKey)],
);

/** A player's bingo points balance (the sum of their moves), never negative; locked FOR UPDATE when spent. */
export const bingoPointBalances = pgTable(
  'bingo_point_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bingo_point_balances_nonneg', sql`${t.balance} >= 0`)],
);

/** What bingo points buy (console, role catalogue): catalogue item `itemId` into the player's store for `points`. */
export const bingoExchangeOffers = pgTable('bingo_exchange_offers', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull(),
  points: integer('points').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Barrage: short live messages on the bingo page (docs/product/constants.md#lists-and-pages barrage 5), signed-in players only. */
export const bingoBarrage = pgTable(
  'bingo_barrage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bingo_barrage_user_idx').on(t.userId, t.createdAt)],
);
