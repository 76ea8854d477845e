import type { StoreItemSource } from '@hapa/contracts';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Prizes a player holds (docs/product/routes.md#user-area /user/cart). `valueCents` is what recovery pays. */
export const storeItems = pgTable(
  'store_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id').notNull(),
    openingId: bigint('opening_id', { mode: 'number' }),
    /** where the prize came from (docs/architecture/web-app.md#server-built-texts) */
    source: text('source').$type<StoreItemSource>().notNull(),
    /** 'stored' | 'recovered' | 'shipping' | 'shipped' */
    status: text('status').notNull().default('stored'),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    recoveryEntryId: bigint('recovery_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // My Prizes pages, newest first, all or one status (docs/architecture/money-and-ledger.md#history-pages); the value
  // in the status index too, so the page's "stored value" sum reads the index only
  (t) => [
    index('store_items_user_id_idx').on(t.userId, t.id),
    index('store_items_user_status_value_idx').on(t.userId, t.status, t.id, t.valueCents),
  ],
);
