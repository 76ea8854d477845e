import { bigint, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { promoEvents } from './promo-events.ts';
import { users } from './users.ts';

/**
 * The /deposit-bonus event (docs/product/routes.md#events event pages; docs/events.md): what each player has received in one event, so the
 * per-player cap holds. The row is locked FOR UPDATE by the deposit's crediting transaction (after the player's
 * coin account), so two deposits raced by one player never pass the cap together. Cents.
 */
export const depositBonusTotals = pgTable(
  'deposit_bonus_totals',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => promoEvents.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull().default(0),
    deposits: integer('deposits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * One credited deposit's event bonus (unique per order: a replayed webhook pays once; ledger key
 * `event_bonus:{slug}:{orderNo}`). `bonus_cents` may be 0 when the cap was already reached.
 */
export const depositBonusGrants = pgTable(
  'deposit_bonus_grants',
  {
    orderNo: text('order_no').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => promoEvents.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull(),
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('deposit_bonus_grants_order_uq').on(t.orderNo)],
);
