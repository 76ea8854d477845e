import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Seed pairs (fairness.md "Seeds"): per player and seed type one 'active' pair, one committed 'next'
 * server seed (client seed set when it becomes active) and any number of 'revealed' pairs.
 */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    seedType: integer('seed_type').notNull(),
    status: text('status').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHashed: text('server_seed_hashed').notNull(),
    clientSeed: text('client_seed'),
    /** the nonce the next bet will use */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    /** seed lock (docs/product/states.md#seed-lock, docs/product/endpoints.md#fairness /user/seed_info/lock): set while the player holds the active pair locked; rotation clears it */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seed_pairs_active_uq')
      .on(t.userId, t.seedType)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('seed_pairs_next_uq')
      .on(t.userId, t.seedType)
      .where(sql`${t.status} = 'next'`),
    index('seed_pairs_user_idx').on(t.userId, t.seedType, t.status),
  ],
);

/**
 * One box opened: the bet, its nonce and ticket, and the prize. A paid open's journal entry records
 * `{seedPairId, nonce, times}` in its metadata, so a replay finds its openings by the (seed pair,
 * nonce) unique index and `journal_entry_id` needs no index of its own.
 */
export const openings = pgTable(
  'openings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    boxId: integer('box_id').notNull(),
    oddsVersion: integer('odds_version').notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => seedPairs.id),
    nonce: integer('nonce').notNull(),
    ticket: integer('ticket').notNull(),
    itemId: integer('item_id').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    itemPriceCents: bigint('item_price_cents', { mode: 'number' }).notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    source: text('source').notNull().default('box'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('openings_seed_nonce_uq').on(t.seedPairId, t.nonce),
    index('openings_user_id_idx').on(t.userId, t.id),
    index('openings_box_id_idx').on(t.boxId, t.id),
    // the console's figures over a period (docs/architecture/console.md#dashboard)
    index('openings_created_at_idx').on(t.createdAt),
  ],
);
