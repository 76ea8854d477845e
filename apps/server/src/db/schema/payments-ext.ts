import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Gift bags offered to a player (docs/product/entities.md#gift-bag, docs/product/states.md#gift-bag gift-bag wheel): EXCLUSIVE GIFT BAG (type 1, new
 * players) or WELCOME BACK (type 2, returning players), valid 1 h. At most one open offer per player.
 * Amounts in cents.
 */
export const giftSendLogs = pgTable(
  'gift_send_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 = EXCLUSIVE GIFT BAG (new player), 2 = WELCOME BACK (returning player) */
    type: integer('type').notNull(),
    payCents: bigint('pay_cents', { mode: 'number' }).notNull(),
    giftCents: bigint('gift_cents', { mode: 'number' }).notNull(),
    businessNo: text('business_no').notNull(),
    /** 'offered' | 'expired' | 'claimed' (the gift was credited with a paid order) */
    status: text('status').notNull().default('offered'),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_send_logs_business_uq').on(t.businessNo),
    uniqueIndex('gift_send_logs_open_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'offered'`),
    index('gift_send_logs_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Rewards a paid deposit earned besides coins (docs/product/constants.md#top-up-and-deposits "Rewards floor(amount / unit); extra gift 1 per 100
 * from amount 100"; "each $50 top-up one spin, each $100 by crypto or Binance one extra"):
 * kind 'box_voucher' (free-box vouchers, voucher kind 1 = Charge, for `boxId`) or 'wheel_spin'.
 * One row per order and kind; `status` 'available' until a feature consumes it: box vouchers become 'issued' when
 * modules/vouchers issues them as Free vouchers (docs/payments.md).
 */
export const depositRewards = pgTable(
  'deposit_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderNo: text('order_no').notNull(),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    boxId: integer('box_id'),
    voucherKind: integer('voucher_kind'),
    status: text('status').notNull().default('available'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deposit_rewards_order_kind_uq').on(t.orderNo, t.kind), index('deposit_rewards_user_idx').on(t.userId, t.status)],
);
