import { bigint, boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { boxes } from './catalogue.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Images uploaded in the operator console (item and box artwork, banners, pops), re-encoded to WebP
 * (docs/architecture/console.md). Content-addressed: the same bytes are stored once. Served at `/api/media/{id}`.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  sha256: text('sha256').notNull().unique(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One published odds version of a box (docs/architecture/console.md): when, by whom, and its EV and RTP at publishing.
 * The ppm lines are `box_odds` rows of the same (box, version); a version is never edited.
 */
export const boxOddsVersions = pgTable(
  'box_odds_versions',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id),
    version: integer('version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** operator user id; null for the seeded catalogue */
    publishedBy: integer('published_by'),
    boxPriceCents: bigint('box_price_cents', { mode: 'number' }).notNull(),
    evCents: bigint('ev_cents', { mode: 'number' }).notNull(),
    /** RTP in basis points (9123 = 91.23 %) */
    rtpBp: integer('rtp_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.version] })],
);

/**
 * Home banners and pops (docs/product/entities.md#banners Banner, docs/product/states.md#banners banner visibility, popup priority "home pop list").
 * `placement` 'banner' (home carousel) or 'pop' (home pop list). A row with a `bannerKey` of a built-in
 * slide (unbox, free, topup, fair) is drawn by the web app with its own artwork and texts; any other
 * row shows its uploaded `img`.
 */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: serial('id').primaryKey(),
    placement: text('placement').notNull(),
    img: text('img').notNull().default(''),
    /** in-app path, external URL or empty (redirectType decides) */
    link: text('link').notNull().default(''),
    /** 'internal' | 'external' | 'topup' | 'none' */
    redirectType: text('redirect_type').notNull(),
    bannerKey: text('banner_key'),
    /** alt text / label of the image */
    title: text('title').notNull().default(''),
    typeKey: text('type_key').notNull().default('home'),
    /** 'no_limit' | 'interval' | 'no_close' */
    sendFrequency: text('send_frequency').notNull(),
    intervalHours: integer('interval_hours'),
    endTime: timestamp('end_time', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_banners_placement_idx').on(t.placement, t.sort)],
);
