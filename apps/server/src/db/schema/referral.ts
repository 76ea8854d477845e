import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Referral and distribution (apps/server/src/modules/referral/README.md). The referral itself (who invited whom) is `user_profiles.invited_by`;
 * `referrals` adds how it came (code, channel, device, address) and the self-referral review flag.
 */
export const referrals = pgTable(
  'referrals',
  {
    referredId: integer('referred_id')
      .primaryKey()
      .references(() => users.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    /** the code or short-link slug that brought the player */
    code: text('code').notNull(),
    channel: text('channel'),
    deviceId: text('device_id'),
    ip: text('ip'),
    /** true: same device id or address as the referrer (rule on the referral rules page); earns nothing while set */
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.createdAt)],
);

/** Where a player has been seen (sign-up, the Earn Money page): the self-referral check compares these. */
export const referralFootprints = pgTable(
  'referral_footprints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_footprints_uq').on(t.userId, sql`coalesce(${t.deviceId}, '')`, sql`coalesce(${t.ip}, '')`)],
);

/** Visits of /r/{code} and /ref/{code} (POST /api/sys/referral/click). */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    channel: text('channel'),
    deviceId: text('device_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_clicks_referrer_idx').on(t.referrerId, t.createdAt)],
);

/** Short links (POST /api/slink/create_slink): one per player and share channel. */
export const shortLinks = pgTable(
  'short_links',
  {
    slug: text('slug').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('short_links_user_channel_uq').on(t.userId, t.channel)],
);

/** Commission credited, one row per source event (idempotent); `entryId` is its journal entry. */
export const commissions = pgTable(
  'commissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceKey: text('source_key').notNull(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    referredId: integer('referred_id')
      .notNull()
      .references(() => users.id),
    baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('commissions_source_uq').on(t.sourceKey), index('commissions_referrer_idx').on(t.referrerId, t.referredId)],
);

/**
 * Crypto withdrawals of commission (docs/product/entities.md#withdrawals Withdraw). `status`: pending (held) -> approved (manual payout) -> paid,
 * or pending -> sending -> sent -> paid | failed (a payout provider, docs/payments.md#payouts), or pending ->
 * rejected / approved -> released (held amount returned). Amounts in cents; `coinAmount` a decimal string.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestKey: text('request_key').notNull(),
    chain: text('chain').notNull(),
    ccy: text('ccy').notNull(),
    currency: text('currency').notNull(),
    address: text('address').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    coinAmount: text('coin_amount').notNull(),
    price: text('price').notNull(),
    status: text('status').notNull().default('pending'),
    txHash: text('tx_hash'),
    rejectReason: text('reject_reason'),
    /** the payout provider an approval handed it to ('sandbox', 'nowpayments', 'manual') */
    payoutProvider: text('payout_provider'),
    /** the provider's id of the payout, recorded when it accepted the request */
    providerRef: text('provider_ref'),
    /** the provider's reason when the payout failed */
    failReason: text('fail_reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_request_uq').on(t.requestKey),
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

/** Distribution codes created by operators (docs/product/roles.md#player: claimed once per player). */
export const distributionCodes = pgTable(
  'distribution_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    /** 'coins' | 'box' */
    rewardType: text('reward_type').notNull(),
    rewardCents: bigint('reward_cents', { mode: 'number' }),
    rewardBoxId: integer('reward_box_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('distribution_codes_code_uq').on(sql`upper(${t.code})`)],
);

export const distributionClaims = pgTable(
  'distribution_claims',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => distributionCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] })],
);

/** Code attempts per player in a fixed window (docs/product/errors.md "too many attempts"). */
export const distributionAttempts = pgTable('distribution_attempts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
