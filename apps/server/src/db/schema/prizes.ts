import {
  bigint,
  bigserial,
  boolean,
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
 * Shipping orders (docs/product/entities.md#orders-and-addresses Order, docs/product/states.md#prize-orders order status steps 54 S1, 55 S2, 56 S3, 60 S4, 200 S5, other S1).
 * The address is copied at send time (a later edit or delete of the address does not move a parcel).
 * `feeCents` was charged in coins at send (ledger key `ship_fee:{userId}:{key}`), refunded on cancel.
 */
export const shippingOrders = pgTable(
  'shipping_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: integer('status').notNull().default(54),
    address: jsonb('address').notNull(),
    countryCode: text('country_code').notNull(),
    itemsValueCents: bigint('items_value_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    trackingNo: text('tracking_no'),
    carrier: text('carrier'),
    idempotencyKey: text('idempotency_key').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_orders_idem_uq').on(t.idempotencyKey),
    index('shipping_orders_user_idx').on(t.userId, t.id),
    index('shipping_orders_status_idx').on(t.status, t.id),
  ],
);

/** The prizes of an order (a store item is in at most one order that is not cancelled: its status says so). */
export const shippingOrderItems = pgTable(
  'shipping_order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => shippingOrders.id),
    storeItemId: bigint('store_item_id', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.storeItemId] })],
);

/** The order's timeline (docs/product/entities.md#orders-and-addresses Order logList): one row per status change or note. */
export const shippingOrderLogs = pgTable(
  'shipping_order_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shippingOrders.id),
    status: integer('status').notNull(),
    /** 'created' | 'status' | 'tracking' | 'received' | 'abandoned' | 'cancelled' */
    event: text('event').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_order_logs_order_idx').on(t.orderId, t.id)],
);

/**
 * Vouchers (docs/product/entities.md#enums voucher kinds Free 0, Charge 1, LuckyTrial 2). Free: one free opening of `boxId`.
 * Charge: `amountCents` bonus coins with the next paid deposit of at least `minDepositCents`.
 * LuckyTrial: one opening of `boxId` at the trial price (modules/trial). `sourceRef` is unique, so a reward is issued once.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: integer('kind').notNull(),
    boxId: integer('box_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    minDepositCents: bigint('min_deposit_cents', { mode: 'number' }).notNull().default(0),
    /** 'available' | 'used' (expiry is read from expiresAt) */
    status: text('status').notNull().default('available'),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    usedRef: text('used_ref'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vouchers_source_ref_uq').on(t.sourceRef), index('vouchers_user_idx').on(t.userId, t.status, t.kind)],
);

/** Mall offers (docs/product/routes.md#prizes /mall, docs/product/endpoints.md#distribution-and-mall /mall/v2/exchange_list): a catalogue item priced in HapaCoins. `stock` null = unlimited. */
export const mallItems = pgTable('mall_items', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull(),
  priceBean: bigint('price_bean', { mode: 'number' }).notNull(),
  stock: integer('stock'),
  sold: integer('sold').notNull().default(0),
  perUserLimit: integer('per_user_limit'),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** One mall purchase (POST /mall/exchange): the ledger entry that paid it and the store items it made. */
export const mallPurchases = pgTable(
  'mall_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mallItemId: integer('mall_item_id')
      .notNull()
      .references(() => mallItems.id),
    quantity: integer('quantity').notNull(),
    beans: bigint('beans', { mode: 'number' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mall_purchases_user_idx').on(t.userId, t.mallItemId)],
);
