import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Ledger accounts (architecture.md "Money"). User accounts keep their balance on the row, changed only
 * in the same transaction as their journal lines, and may never go below zero. System accounts
 * (house, payments clearing, bonuses ...) are not cached: their balance is the sum of their lines.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id),
    /** 'user_coin' | 'user_bean' | 'house' | 'payments_clearing' | 'bonus' | ... */
    kind: text('kind').notNull(),
    /** 'COIN' (cents) or 'BEAN' (HapaCoins) */
    currency: text('currency').notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('accounts_user_kind_uq')
      .on(t.userId, t.kind)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('accounts_system_kind_uq')
      .on(t.kind)
      .where(sql`${t.userId} is null`),
    check('accounts_balance_non_negative', sql`${t.isSystem} or ${t.balance} >= 0`),
  ],
);

/** One journal entry per money-moving action; its lines sum to zero; the idempotency key is unique. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id),
    refType: text('ref_type'),
    refId: text('ref_id'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_idem_uq').on(t.idempotencyKey),
    // an order's entries in the console's payment life (docs/how-to/operator-day.md#payments)
    index('journal_entries_ref_idx').on(t.refType, t.refId),
  ],
);

/**
 * `amount` is the signed change of the account's balance, in the account's minor unit. Indexed by
 * (account, id): a balance history page reads its account's newest lines in order without sorting the whole history.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  // an account's lines newest first with their amounts (the coin history's balance after a line sums the newer ones, an
  // index-only scan however deep the page: docs/architecture/money-and-ledger.md#history-pages)
  (t) => [index('journal_lines_account_id_amount_idx').on(t.accountId, t.id, t.amount), index('journal_lines_entry_idx').on(t.entryId)],
);

/**
 * Verified points of the ledger (docs/architecture/money-and-ledger.md#ledger-check): when `ledger:check` proved
 * every invariant over the lines with id <= `uptoLineId`, it stores that bound (and `ledger_account_totals` each
 * account's sum of those lines), so that the next check verifies only the lines after it. Only the newest is kept.
 * `uptoLineId` is read while no ledger write is in flight (a SHARE lock on journal_lines waits for them), so no line
 * below it can commit later.
 */
export const ledgerCheckpoints = pgTable('ledger_checkpoints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  uptoLineId: bigint('upto_line_id', { mode: 'number' }).notNull(),
  /** journal entries and lines at or below the bound */
  entries: bigint('entries', { mode: 'number' }).notNull(),
  lines: bigint('lines', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each account's sum of its lines up to the newest checkpoint's bound, minor units; an account with no line there has no
 * row. `ledger:check` adds the lines after that bound to the accounts they touch, in place (a full check rebuilds it), so
 * an hourly check writes the accounts that moved, not every account (docs/architecture/money-and-ledger.md#ledger-check).
 */
export const ledgerAccountTotals = pgTable('ledger_account_totals', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id),
  total: bigint('total', { mode: 'number' }).notNull(),
});
