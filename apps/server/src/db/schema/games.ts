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
import { seedPairs } from './fairness.ts';

/**
 * One game bet of seed type 3 (architecture.md "Games"; fairness.md "Games"): the stake, the nonce it took,
 * what the player chose (`params`), how far a multi-step round got (`progress`) and, once settled, the payout.
 * `status` 'open' (a mines round being played) or 'settled'; `outcome` 'win' | 'lose' | 'cashout'.
 * A player has at most one open round per game (partial unique index), bingo excepted (one open round per card).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    game: text('game').notNull(),
    status: text('status').notNull(),
    outcome: text('outcome'),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => seedPairs.id),
    nonce: integer('nonce').notNull(),
    /** coins staked (posted to the ledger); 0 for a free play (flip chance) or a prize-only stake */
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    /** value of the store prizes staked (upgrade, double guess), cents; prizes are not ledger money */
    itemStakeCents: bigint('item_stake_cents', { mode: 'number' }).notNull().default(0),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull().default(0),
    params: jsonb('params').notNull(),
    progress: jsonb('progress').notNull(),
    idempotencyKey: text('idempotency_key'),
    stakeEntryId: bigint('stake_entry_id', { mode: 'number' }),
    payoutEntryId: bigint('payout_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_seed_nonce_uq').on(t.seedPairId, t.nonce),
    uniqueIndex('game_rounds_idem_uq').on(t.userId, t.idempotencyKey),
    // bingo cards are rounds that stay open together until their game ends (many per player)
    uniqueIndex('game_rounds_open_uq')
      .on(t.userId, t.game)
      .where(sql`${t.status} = 'open' and ${t.game} <> 'bingo'`),
    index('game_rounds_user_idx').on(t.userId, t.id),
    // the console's revenue per game and UTC day (docs/how-to/operator-day.md#revenue)
    index('game_rounds_settled_idx').on(t.settledAt),
  ],
);

/**
 * Treasure hunter treasures (docs/product/entities.md#treasure: id, type 1 gold coin else dollar, skuImage, skuName, orgPrice,
 * realPrice, mapCount; docs/games.md). The prize is catalogue item `itemId` (orgPrice is its value); one map costs
 * `mapPriceCents`; a play buys `mapCount` maps (store default mapNumber 4). `minVipLevel` gates the treasure
 * (`treasure_hunter.error.level`). Operators edit these rows in the console.
 */
export const treasures = pgTable(
  'treasures',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').notNull(),
    /** 1 gold coin, 2 dollar */
    type: integer('type').notNull(),
    mapPriceCents: bigint('map_price_cents', { mode: 'number' }).notNull(),
    mapCount: integer('map_count').notNull().default(4),
    minVipLevel: integer('min_vip_level').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isHot: boolean('is_hot').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('treasures_active_idx').on(t.isActive, t.sort)],
);

/**
 * Flip card chances a player holds (docs/games.md, "Flip cards"): granted by deposits (hasExtraFlipChance) and
 * quests, one spent per flip round, never below zero. Locked FOR UPDATE when spent.
 */
export const flipChances = pgTable(
  'flip_chances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    available: integer('available').notNull().default(0),
    granted: integer('granted').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('flip_chances_available_nonneg', sql`${t.available} >= 0`)],
);

/** Each grant of flip chances, once per `sourceRef` (e.g. `deposit:{orderNo}`, `quest:{id}`). */
export const flipChanceGrants = pgTable(
  'flip_chance_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    chances: integer('chances').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('flip_chance_grants_ref_uq').on(t.sourceRef), index('flip_chance_grants_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Lucky Trial boosts (docs/games.md, "90%-off lucky trial"; docs/product/errors.md#90-off-lucky-trial boost rules): a friend (VIP 1+, not the sharer)
 * helps the sharer of `shareNo`; a helper boosts at most once per 24 h and once per share.
 */
export const trialBoosts = pgTable(
  'trial_boosts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shareNo: text('share_no').notNull(),
    sharerUserId: integer('sharer_user_id')
      .notNull()
      .references(() => users.id),
    helperUserId: integer('helper_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trial_boosts_share_helper_uq').on(t.shareNo, t.helperUserId),
    index('trial_boosts_helper_idx').on(t.helperUserId, t.createdAt),
    index('trial_boosts_sharer_idx').on(t.sharerUserId, t.createdAt),
  ],
);
