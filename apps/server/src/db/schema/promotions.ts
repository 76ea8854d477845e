import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Operator-configured top-up promotions (docs/product/constants.md#top-up-and-deposits "Random discounts up to $10 off"). One row per promotion,
 * made and changed by finance in the console (`/api/ops/promotions`). Off by default: migration 0020 removes
 * (or, once drawn from, switches off) the `random-discount` row 0009 seeded; outside production the server
 * start seeds it active (PromotionsService.seedDemo). Amounts in cents.
 */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** 'random_discount': each player draws an amount once, credited with their next paid deposit */
  kind: text('kind').notNull().default('random_discount'),
  title: text('title').notNull(),
  minDiscountCents: integer('min_discount_cents').notNull(),
  maxDiscountCents: integer('max_discount_cents').notNull(),
  /** the deposit (coin cents) that earns the discount */
  minDepositCents: integer('min_deposit_cents').notNull(),
  active: boolean('active').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/**
 * A player's drawn discount of a promotion: unique per (promotion, player), so it is drawn and paid at most
 * once; 'offered' until a paid deposit pays it ('paid', with the order and the ledger key
 * `promotion:{promotionId}:user:{userId}`).
 */
export const promotionAwards = pgTable(
  'promotion_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('offered'),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_awards_uq').on(t.promotionId, t.userId),
    index('promotion_awards_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'offered'`),
  ],
);

/** A player's recent searches (docs/product/endpoints.md#items /item/search/clear), one row per keyword, newest `searchedAt` first. */
export const searchHistory = pgTable(
  'search_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_history_uq').on(t.userId, t.keyword), index('search_history_recent_idx').on(t.userId, t.searchedAt)],
);
