import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Player limits (player protection): `kind` 'deposit' or 'loss', `period` 'day' | 'week' | 'month'.
 * `amountCents` is in force; a raise (or removal) waits in `pendingCents` (null = no limit) until
 * `pendingFrom` (24 h after it was asked for). A lower limit replaces `amountCents` at once.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** cents; null = no limit in force */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    pendingCents: bigint('pending_cents', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

/** Cool-offs (24 h to 6 weeks) and self-exclusions (6 months to 5 years); active while `until` is ahead. */
export const playerExclusions = pgTable(
  'player_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_exclusions_user_idx').on(t.userId, t.until)],
);

/** Reality check interval in minutes of play (null = off). */
export const playerSettings = pgTable('player_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  realityCheckMinutes: integer('reality_check_minutes'),
});
