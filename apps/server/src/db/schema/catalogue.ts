import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const items = pgTable('items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  category: text('category').notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  /** 1 = gold (rarest) .. 5 = common */
  skuLevel: integer('sku_level').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
});

export const boxes = pgTable(
  'boxes',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    tags: text('tags').array().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    oddsVersion: integer('odds_version').notNull().default(1),
    openedCount: bigint('opened_count', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('boxes_created_idx').on(t.createdAt)],
);

/** Versioned odds (fairness.md): an opening records the version it used. Tickets [ticketFrom, ticketTo]. */
export const boxOdds = pgTable(
  'box_odds',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id),
    version: integer('version').notNull(),
    position: integer('position').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    ppm: integer('ppm').notNull(),
    ticketFrom: integer('ticket_from').notNull(),
    ticketTo: integer('ticket_to').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.version, t.position] })],
);

/** Boxes a player liked (docs/product/routes.md#home category MY LIKE, docs/product/endpoints.md#items /item/{id}/collect). */
export const boxLikes = pgTable(
  'box_likes',
  {
    userId: integer('user_id').notNull(),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boxId] })],
);
