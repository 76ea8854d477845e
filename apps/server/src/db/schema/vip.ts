import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The VIP table (docs/product/README.md VIP levels, apps/server/src/modules/vip/README.md): one row per level with its XP threshold and perks.
 * Operator data, seeded at start with DEFAULT_VIP_TABLE (packages/domain/src/progression.ts) when empty.
 */
export const vipLevels = pgTable('vip_levels', {
  level: integer('level').primaryKey(),
  xp: bigint('xp', { mode: 'number' }).notNull(),
  rakebackPpm: integer('rakeback_ppm').notNull().default(0),
  cashbackPpm: integer('cashback_ppm').notNull().default(0),
  freeBoxId: integer('free_box_id'),
  exclusiveBox: boolean('exclusive_box').notNull().default(false),
  supportChat: boolean('support_chat').notNull().default(false),
  vipChat: boolean('vip_chat').notNull().default(false),
  supportService: boolean('support_service').notNull().default(false),
  withdrawalPerk: text('withdrawal_perk'),
  levelUpItemId: integer('level_up_item_id'),
  /** the level's exclusive box (docs/product/constants.md#vip-and-progression "VIP4 exclusive box"): opened only by players at or above the lowest level naming it */
  exclusiveBoxId: integer('exclusive_box_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Operator settings of the progression features (key -> JSON value), seeded at start when missing:
 * `battle_min_vip`, `quest_boost_beans`, `lucky_wheel`, `birthday_wheel`, `birthday`, `spin_unit_cents`.
 */
export const vipSettings = pgTable('vip_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per-player VIP state kept on the server (apps/server/src/modules/vip/README.md docs/product/states.md#level-up level-up sequence): the last level the player has been
 * shown (`POST /api/user/vip/level_seen`). A player without a row has seen their current level; the row is
 * created at the first level-up with the level before it.
 */
export const vipPlayers = pgTable('vip_players', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  levelSeen: integer('level_seen').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Level-up rewards handed out: once per player and level (the store item it created). */
export const vipLevelRewards = pgTable(
  'vip_level_rewards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    level: integer('level').notNull(),
    itemId: integer('item_id'),
    storeItemId: bigint('store_item_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.level] })],
);

/**
 * Wheel draws (fairness.md "Wheels that draw", seed type 3): lucky-wheel spins (one per earned spin of a
 * deposit's `wheel_spin` reward: `orderNo` + `spinIndex` unique) and birthday draws (`orderNo` null).
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'lucky' | 'birthday' */
    wheel: text('wheel').notNull(),
    orderNo: text('order_no'),
    spinIndex: integer('spin_index'),
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    ticket: integer('ticket').notNull(),
    segment: integer('segment').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    /** the segments as drawn (published order, weights and rates), for verification */
    segments: jsonb('segments').notNull(),
    baseCents: bigint('base_cents', { mode: 'number' }).notNull().default(0),
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull().default(0),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wheel_spins_order_spin_uq').on(t.orderNo, t.spinIndex), index('wheel_spins_user_idx').on(t.userId, t.createdAt)],
);

/** Birthday gifts (docs/product/entities.md#birthday, docs/product/states.md#birthday birthday pop): one per player and year; drawn, then claimed. */
export const birthdayGifts = pgTable(
  'birthday_gifts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    year: integer('year').notNull(),
    spinId: bigint('spin_id', { mode: 'number' }).notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** deposits credited before this get the birthday bonus rate */
    bonusUntil: timestamp('bonus_until', { withTimezone: true }),
    freeItemId: integer('free_item_id'),
    storeItemId: bigint('store_item_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year] })],
);

/**
 * Glory Road quests (docs/product/routes.md#vip /glory-road, docs/product/entities.md#quests Quest): operator data. `tasks` is a JSON list of
 * {taskId, kind, target, name}; kinds deposit_cents | opens | battles_won | games_played | level.
 * `rewards` is a JSON list of {type: 'coin' (cents) | 'bean' (HapaCoins) | 'item' (item id), amount}.
 * A quest with `unlockAfter` opens when that quest is claimed (or boosted past).
 */
export const quests = pgTable('quests', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull(),
  name: text('name').notNull(),
  tasks: jsonb('tasks').notNull(),
  rewards: jsonb('rewards').notNull(),
  durationHours: integer('duration_hours').notNull(),
  unlockAfter: integer('unlock_after'),
  isActive: boolean('is_active').notNull().default(true),
});

/** A player's run of a quest: progress per task, its end time, completion, claim and boost. */
export const questProgress = pgTable(
  'quest_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    questId: integer('quest_id').notNull(),
    progress: jsonb('progress').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    boostedAt: timestamp('boosted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questId] })],
);

/**
 * Console XP / VIP level changes (docs/how-to/operator-day.md#players): requested by one operator with a reason,
 * applied only when a DIFFERENT operator approves. `status` 'awaiting' | 'applied' | 'rejected'. `fromXp` is the XP
 * at the request; on approval the player's XP becomes `toXp` (a level change sets the level's threshold).
 */
export const vipXpChanges = pgTable(
  'vip_xp_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fromXp: bigint('from_xp', { mode: 'number' }).notNull(),
    toXp: bigint('to_xp', { mode: 'number' }).notNull(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('vip_xp_changes_user_idx').on(t.userId, t.createdAt), index('vip_xp_changes_status_idx').on(t.status, t.id)],
);
