import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { seedPairs } from './fairness.ts';

/**
 * One game bet of seed type 3 (architecture.md "Games"; fairness.md "Games"): the stake, the nonce it took,
 * what the player chose (`params`), how far a multi-step round got (`progress`) and, once settled, the payout.
 * `status` 'open' (a mines round being played) or 'settled'; `outcome` 'win' | 'lose' | 'cashout'.
 * A player has at most one open round per game (partial unique index).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    game: text('game').notNull(),
    status: text('status').notNull(),
    outcome: text('outcome'),
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).notNull().references(() => seedPairs.id),
    nonce: integer('nonce').notNull(),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull().default(0),
    params: jsonb('params').notNull(),
    progress: jsonb('progress').notNull(),
    idempotencyKey: text('idempotency_key'),
    stakeEntryId: bigint('stake_entry_id', { mode: 'number' }),
    payoutEntryId: bigint('payout_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_seed_nonce_uq').on(t.seedPairId, t.nonce),
    uniqueIndex('game_rounds_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('game_rounds_open_uq').on(t.userId, t.game).where(sql`${t.status} = 'open'`),
    index('game_rounds_user_idx').on(t.userId, t.id),
  ],
);
