import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
 * Operators (docs/architecture/console.md): a `users` row plus this row. `roles` holds OpsRole values; `totpSecret` is the
 * enrolled TOTP secret, AES-256-GCM encrypted with OPS_TOTP_KEY (modules/ops/totp.ts) and never returned
 * by any route; `totpPendingSecret` is the secret offered at first sign-in until a code confirms it.
 */
export const operators = pgTable('operators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  roles: text('roles').array().notNull(),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
  /** last accepted TOTP time step: a code is accepted once (replay refused) */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  /**
   * TOTP codes tried in the window that starts at `totpFailuresSince` (from any address; a right code resets it);
   * at OPS_TOTP_MAX_FAILURES the operator is locked until the window ends (docs/security.md#operator-sign-in)
   */
  totpFailures: integer('totp_failures').notNull().default(0),
  totpFailuresSince: timestamp('totp_failures_since', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in challenges between the password and the TOTP step (5 minutes, 5 codes). Only the token's SHA-256 is stored. */
export const opsChallenges = pgTable('ops_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Sessions that completed the second factor: the only sessions `opsAuth` accepts (12 hours). */
export const opsSessions = pgTable('ops_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The audit log: one row per operator action (who, what, target, before/after, when, from where).
 * Append-only: code only inserts (modules/ops/audit.ts), never updates or deletes.
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ops_audit_created_idx').on(t.createdAt),
    index('ops_audit_operator_idx').on(t.operatorId, t.createdAt),
    index('ops_audit_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * Settings operators tune (architecture.md "Growing the product"): one JSON value per key, defaults
 * seeded at start by code (modules/ops/settings.ts), never a constant that needs a deploy.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/**
 * Money corrections (goodwill credit or correction): a signed amount in cents for one player, posted as
 * a journal entry against the `goodwill` system account. Above the approval threshold a correction waits
 * `pending` for a second operator; it posts once, on approval. `idempotencyKey` is unique.
 */
export const opsCorrections = pgTable(
  'ops_corrections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** signed cents: > 0 credits the player, < 0 takes from the player */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** the reason the player is told (notification and coin history line, docs/payments.md#corrections) */
    reason: text('reason').notNull(),
    /** the operators' internal note (console and audit only, never shown to the player) */
    note: text('note').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    /** 'pending' | 'posted' | 'rejected' */
    status: text('status').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ops_corrections_idem_uq').on(t.idempotencyKey),
    index('ops_corrections_status_idx').on(t.status, t.createdAt),
    index('ops_corrections_user_idx').on(t.userId, t.createdAt),
    check('ops_corrections_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Results of the ledger check (the `ledger:check` invariants), run by a durable job; the dashboard shows the last. */
export const ledgerChecks = pgTable('ledger_checks', {
  id: serial('id').primaryKey(),
  ok: boolean('ok').notNull(),
  report: jsonb('report').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Console money actions (docs/security.md#console-money-rules): one row per action and target (a correction, a
 * withdrawal's approval, an order's refund) for one player, written in the action's transaction by
 * platform/money-guard.ts. `status` 'done' with `approvedBy` null moved money on one operator's say-so: the rolling
 * window sums of those rows (per operator and in total, per player and action) decide whether the next one needs a
 * second operator. 'awaiting' waits for a different operator; 'rejected' ended without moving money.
 */
export const opsMoneyActions = pgTable(
  'ops_money_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'correction' | 'withdrawal' | 'refund' */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => users.id),
    /** absolute cents moved */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    /** 'awaiting' | 'done' | 'rejected' */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ops_money_actions_target_uq').on(t.action, t.targetType, t.targetId),
    index('ops_money_actions_window_idx').on(t.playerId, t.action, t.createdAt),
    check('ops_money_actions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The console's figures per closed UTC day (docs/architecture/console.md#dashboard): once a day is over, a job sums
 * its deposits, box openings (per box), battles and game rounds (per game) into rows here, so that a report over a
 * year reads about 365 x (boxes + games) rows instead of every opening. `kind`: 'deposits' | 'box' | 'battles' |
 * 'game'; `subject`: the box id or game name ('' for deposits and battles); `n` the count; cents as the dashboard
 * sums them (deposits: credited coin cents in `stakeCents`).
 */
export const opsDailyFigures = pgTable(
  'ops_daily_figures',
  {
    /** YYYY-MM-DD, UTC */
    day: text('day').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull().default(''),
    n: bigint('n', { mode: 'number' }).notNull(),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    prizeCents: bigint('prize_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.subject] })],
);

/** The UTC days whose figures are in ops_daily_figures (written in the same transaction as the day's rows). */
export const opsClosedDays = pgTable('ops_closed_days', {
  day: text('day').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});
