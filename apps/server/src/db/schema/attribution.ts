import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Attribution (docs/product/endpoints.md#conventions request headers, docs/architecture/web-app.md): the well-formed docs/product/endpoints.md#conventions header values a request carried,
 * recorded once per new account (`source_key` `signup:{uid}`) and once per deposit order
 * (`deposit:{orderNo}`). Values are bounded by `@hapa/contracts` ATTRIBUTION_FIELDS; a request carrying
 * none of them writes no row.
 */
export const attributions = pgTable(
  'attributions',
  {
    id: serial('id').primaryKey(),
    sourceKey: text('source_key').notNull(),
    /** 'signup' | 'deposit' */
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** the deposit order's number (kind deposit) */
    orderNo: text('order_no'),
    referChannel: text('refer_channel'),
    shareChannel: text('share_channel'),
    referLink: text('refer_link'),
    fbp: text('fbp'),
    fbc: text('fbc'),
    pixel: text('pixel'),
    siteCode: text('site_code'),
    fbCode: text('fb_code'),
    fromPage: text('from_page'),
    browser: text('browser'),
    os: text('os'),
    platform: text('platform'),
    deviceId: text('device_id'),
    deviceSize: text('device_size'),
    deviceRatio: text('device_ratio'),
    deviceModel: text('device_model'),
    appVersion: text('app_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('attributions_source_uq').on(t.sourceKey), index('attributions_user_idx').on(t.userId)],
);
