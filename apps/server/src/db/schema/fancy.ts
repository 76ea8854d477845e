import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Fancy Cards sets (docs/games.md; docs/product/routes.md#games /fancy-cards): a collectible set of cards with a prize a player claims once
 * when they own every card. Seeded from `modules/games/fancy/fancy-seed.ts` (fixed ids); a set's pack has the
 * set's id. Prices and prizes are operator settings (`games.fancy`).
 */
export const fancySets = pgTable('fancy_sets', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** the set's colour (hue 0-359) for its art and album */
  hue: integer('hue').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The cards of a set in their published order (`position` from 0); rarity 'common' | 'rare' | 'epic' | 'legendary'. */
export const fancyCards = pgTable(
  'fancy_cards',
  {
    id: integer('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => fancySets.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    rarity: text('rarity').notNull(),
  },
  (t) => [uniqueIndex('fancy_cards_set_pos_uq').on(t.setId, t.position)],
);

/** How many of each card a player holds (a count above 1 is duplicates, which convert to shards). */
export const fancyCollection = pgTable(
  'fancy_collection',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => fancyCards.id),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] }), check('fancy_collection_count_nonneg', sql`${t.count} >= 0`)],
);

/** A player's shards and earned pack credits (never below zero). */
export const fancyWallets = pgTable(
  'fancy_wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    shards: integer('shards').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    creditsGranted: integer('credits_granted').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('fancy_wallets_shards_nonneg', sql`${t.shards} >= 0`), check('fancy_wallets_credits_nonneg', sql`${t.credits} >= 0`)],
);

/** Each grant of pack credits, once per `sourceRef` (`welcome:{userId}`, `quest:{userId}:{questId}:{i}`). */
export const fancyCreditGrants = pgTable(
  'fancy_credit_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    credits: integer('credits').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fancy_credit_grants_ref_uq').on(t.sourceRef), index('fancy_credit_grants_user_idx').on(t.userId, t.createdAt)],
);

/** A set's prize claimed by a player: once per player and set (unique); coins (ledger entry) or a store item. */
export const fancySetClaims = pgTable(
  'fancy_set_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    setId: integer('set_id')
      .notNull()
      .references(() => fancySets.id),
    prizeCents: bigint('prize_cents', { mode: 'number' }).notNull(),
    prizeItemId: integer('prize_item_id'),
    storeItemId: bigint('store_item_id', { mode: 'number' }),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fancy_set_claims_user_set_uq').on(t.userId, t.setId)],
);
