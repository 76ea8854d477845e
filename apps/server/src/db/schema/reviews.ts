import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Player reviews (docs/product/routes.md#home home "reviews (max 10)"; apps/server/src/modules/reviews/README.md). A player who has opened at least one box (or had
 * a shipping order delivered) writes one review per 30 days: rating 1-5, text 10-500 characters, optional item
 * link. Every review starts `pending`; the console (support, catalogue) moves it to `approved`, `rejected` or
 * `hidden` (audited). Home shows the 10 newest `approved` ones. No review is ever seeded.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    /** items.id the review talks about (optional) */
    itemId: integer('item_id'),
    /** pending | approved | rejected | hidden */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by'),
  },
  (t) => [
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'hidden')`),
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
  ],
);
