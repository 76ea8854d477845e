import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Big wins broadcast on the `lucky_star` channel (apps/server/src/modules/lucky-star/README.md), one row per qualifying payout, written by the
 * `lucky_star` domain-event consumer (`source_ref` = the event and seat/round it came from, unique, so a
 * retried delivery writes once). Money in cents; `stake_cents` 0 for a free stake or a shared draw. A row is listed
 * and broadcast from `visible_at` on.
 */
export const luckyStarWins = pgTable(
  'lucky_star_wins',
  {
    id: serial('id').primaryKey(),
    sourceRef: text('source_ref').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    title: text('title'),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** when the win may be shown: a battle's win only once the battle has ended (its rounds are revealed over time) */
    visibleAt: timestamp('visible_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('lucky_star_wins_ref_uq').on(t.sourceRef), index('lucky_star_wins_visible_idx').on(t.visibleAt)],
);
