import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Deposit orders (spec §3 Prepay result, §4 payment after prepay). Amounts in cents. */
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
    /** Deposit-tier bonus (spec §9 bonus tiers), cents; `bonusCents` is the pay method's bonus. */
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
  (t) => [uniqueIndex('payment_orders_no_uq').on(t.orderNo), index('payment_orders_user_idx').on(t.userId, t.createdAt)],
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
  (t) => [uniqueIndex('payment_events_uq').on(t.provider, t.eventId)],
);
