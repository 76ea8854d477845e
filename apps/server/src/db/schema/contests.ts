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
import { battles } from './battles.ts';

/** A contest level's line-up: a box and how many rounds of it (in order). */
export interface ContestLevelBox {
  boxId: number;
  count: number;
}

/**
 * Contest levels (docs/product/routes.md#battles /battles/contest, docs/product/endpoints.md#battles /contest/*): level `position` (1..n) is a 1v1 battle
 * against the house bot over `boxes`; beating the bot scores `points` once per period and unlocks the
 * next level. Operators edit them (catalogue role).
 */
export const contestLevels = pgTable(
  'contest_levels',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    boxes: jsonb('boxes').$type<ContestLevelBox[]>().notNull(),
    points: integer('points').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contest_levels_position_uq').on(t.position)],
);

/** Contest periods (weekly by default): contiguous [startsAt, endsAt); 'open' until the end job pays the prizes ('paid'). */
export const contestPeriods = pgTable(
  'contest_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('contest_periods_starts_uq').on(t.startsAt), index('contest_periods_ends_idx').on(t.endsAt)],
);

/** One contest battle of a player: the level played, the battle, whether the player beat the bot and the points it scored. */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => contestPeriods.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    levelId: integer('level_id')
      .notNull()
      .references(() => contestLevels.id),
    position: integer('position').notNull(),
    battleId: bigint('battle_id', { mode: 'number' })
      .notNull()
      .references(() => battles.id),
    won: boolean('won').notNull(),
    points: integer('points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contest_entries_battle_uq').on(t.battleId), index('contest_entries_period_user_idx').on(t.periodId, t.userId)],
);

/** Prizes paid at a period's end, one row per rank (cents). */
export const contestPrizes = pgTable(
  'contest_prizes',
  {
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => contestPeriods.id),
    rank: integer('rank').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    prizeCents: bigint('prize_cents', { mode: 'number' }).notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.rank] })],
);
