import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Deposit orders (docs/product/entities.md#deposits Prepay result, docs/product/states.md#payments payment after prepay). Amounts in cents. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    payType: text('pay_type').notNull(),
    orderType: integer('order_type').notNull().default(1),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** 'pending' | 'paid' | 'failed' | 'expired'; paid is final */
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Who handles the order: 'sandbox' or the real provider key (null on rows older than this column: pay_type). */
    provider: text('provider'),
    /** 'deposit' | 'gift_bag' */
    orderKind: text('order_kind').notNull().default('deposit'),
    /** Coin cents credited for `amountCents` (differs when the order currency is not USD, e.g. KES); null = amountCents. */
    coinCents: bigint('coin_cents', { mode: 'number' }),
    /** Deposit-tier bonus (docs/product/constants.md#top-up-and-deposits bonus tiers), cents; `bonusCents` is the pay method's bonus. */
    tierBonusCents: bigint('tier_bonus_cents', { mode: 'number' }).notNull().default(0),
    /** First-top-up bonus, cents; zeroed at payment if the player's first top-up bonus was already paid. */
    firstBonusCents: bigint('first_bonus_cents', { mode: 'number' }).notNull().default(0),
    /** Gift-bag gift, cents (order_kind 'gift_bag'). */
    giftCents: bigint('gift_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The other parts of the deposit (docs/payments.md#deposit-parts), cents: quoted at prepay, then what was really
     * credited once paid (like every part above): the random-discount promotion, a Charge voucher, the Deposit Bonus
     * event, the birthday bonus.
     */
    promotionCents: bigint('promotion_cents', { mode: 'number' }).notNull().default(0),
    voucherBonusCents: bigint('voucher_bonus_cents', { mode: 'number' }).notNull().default(0),
    eventBonusCents: bigint('event_bonus_cents', { mode: 'number' }).notNull().default(0),
    birthdayBonusCents: bigint('birthday_bonus_cents', { mode: 'number' }).notNull().default(0),
    giftSendLogId: bigint('gift_send_log_id', { mode: 'number' }),
    siteCode: text('site_code'),
    /** Runs on the sandbox (no real money). */
    isTest: boolean('is_test').notNull().default(false),
    /** What the payer sees: crypto address and amount, deep links, QR content, masked phone, card end ... */
    details: jsonb('details'),
  },
  (t) => [
    uniqueIndex('payment_orders_no_uq').on(t.orderNo),
    // the deposit history's order (created_at desc, id desc), so a page's ids come from the index alone
    index('payment_orders_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    // console payments lookup (docs/how-to/operator-day.md#payments): by provider reference, by exact amount
    index('payment_orders_provider_ref_idx').on(t.providerRef),
    index('payment_orders_amount_idx').on(t.amountCents, t.createdAt),
    // the console's deposits over a period (docs/architecture/console.md#dashboard)
    index('payment_orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
  ],
);

/** Every webhook delivery we accepted, unique by provider event id (idempotency). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderNo: text('order_no').notNull(),
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_uq').on(t.provider, t.eventId), index('payment_events_order_idx').on(t.orderNo)],
);

/**
 * Refunds of paid orders from the console (docs/payments.md#refunds): at most ONE per order (unique `order_no`).
 * `mode` 'provider' goes through the provider's refund API, 'manual' records a refund the operator made outside it.
 * `status`: 'awaiting' (a second operator must approve, docs/security.md#console-money-rules), 'processing' (the
 * ledger reversal is posted and the provider is being asked), 'refunded' (final), 'failed' (the provider refused:
 * the reversal was undone, a new request retries with `attempt` + 1), 'rejected' (the second operator said no).
 * Amounts: `amountCents` in the order's currency (what goes back to the payer), `coinCents` + `bonusCents` the
 * coin cents taken back from the player (the deposit's coins part and every bonus part it credited).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mode: text('mode').notNull(),
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    coinCents: bigint('coin_cents', { mode: 'number' }).notNull(),
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    attempt: integer('attempt').notNull().default(1),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_refunds_order_uq').on(t.orderNo), index('payment_refunds_user_idx').on(t.userId, t.createdAt)],
);
