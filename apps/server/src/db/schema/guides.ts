import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { contentBanners } from './catalogue-ops.ts';

/**
 * A player's guide state (apps/server/src/modules/guides/README.md, docs/product/states.md#guides): `status` 0..4 (0 home guide due, 1 free-box guide, 2 box-opening
 * guide, 3 top-up guide, 4 done) and `download_status` (0 never closed, 1 app installed, 4 closed before) only
 * move forward; `code_guide_done` the referral-code guide; the free drop's acknowledgement and the last start
 * (`POST /api/user/active/box`).
 */
export const guidePlayers = pgTable('guide_players', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  status: integer('status').notNull().default(0),
  downloadStatus: integer('download_status').notNull().default(0),
  codeGuideDone: boolean('code_guide_done').notNull().default(false),
  /** when the player last closed the "free drop" pop (null = never) */
  dropSeenAt: timestamp('drop_seen_at', { withTimezone: true }),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When a player last closed (or tapped) a pop of `content_banners` (docs/product/states.md#banners banner visibility, applied by pop_v2). */
export const popViews = pgTable(
  'pop_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    popId: integer('pop_id')
      .notNull()
      .references(() => contentBanners.id, { onDelete: 'cascade' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.popId] })],
);

/** Taps per pop (POST /api/sys/pop/click), one counter row per pop, shown in the console. */
export const popClicks = pgTable('pop_clicks', {
  popId: integer('pop_id')
    .primaryKey()
    .references(() => contentBanners.id, { onDelete: 'cascade' }),
  clicks: integer('clicks').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Client analytics rows (POST /api/user/event_log: kind 'event'; POST /api/sys/data: kind 'data'). Bounded: the
 * service keeps the newest CLIENT_LOG_MAX_ROWS and each row's data is a small flat object.
 */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    userId: integer('user_id'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('client_logs_name_idx').on(t.kind, t.name, t.createdAt)],
);
