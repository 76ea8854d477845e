import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
 * Time-limited events with their own page (docs/events.md, "event framework"; docs/product/routes.md#games /pirate-2024, /deposit-bonus,
 * "other event pages"; docs/product/constants.md#home-and-events event recency 48 hours). An event is live from `starts_at` (inclusive) to `ends_at`
 * (exclusive) and stays listed, as ended, for 48 hours after its end. `slug` names the page (`/{slug}`).
 * `config` holds the event's own JSON (e.g. `{ "game": "pirate" }`). Operators edit dates, banner and
 * `is_active` in the console. Not to be confused with `domain_events` (the transactional outbox).
 */
export const promoEvents = pgTable(
  'promo_events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** media path of the banner image ('' = the page's built-in art) */
    bannerImg: text('banner_img').notNull().default(''),
    bannerText: text('banner_text').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    config: jsonb('config').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_events_slug_uq').on(t.slug), check('promo_events_dates', sql`${t.endsAt} > ${t.startsAt}`)],
);

/**
 * One player's standing in an event (its leaderboard): written in the same transaction as each of the
 * player's event rounds settles. Money in cents; `best_multiplier_ppm` is the best cash-out multiplier
 * (1,000,000 = 1x; 0 until a round paid above its stake), `best_payout_cents` that round's payout.
 */
export const promoEventScores = pgTable(
  'promo_event_scores',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => promoEvents.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rounds: integer('rounds').notNull().default(0),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull().default(0),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull().default(0),
    /** payout - stake over the settled rounds (may be negative) */
    profitCents: bigint('profit_cents', { mode: 'number' }).notNull().default(0),
    bestMultiplierPpm: bigint('best_multiplier_ppm', { mode: 'number' }).notNull().default(0),
    bestPayoutCents: bigint('best_payout_cents', { mode: 'number' }).notNull().default(0),
    bestAt: timestamp('best_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('promo_event_scores_best_idx').on(t.eventId, t.bestMultiplierPpm, t.bestPayoutCents),
    index('promo_event_scores_profit_idx').on(t.eventId, t.profitCents),
  ],
);
