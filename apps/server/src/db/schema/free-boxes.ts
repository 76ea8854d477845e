import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { boxes } from './catalogue.ts';

/**
 * The rule of each free box (docs/free-boxes.md): which kind it is and what a player needs to open it. A box is
 * free when `boxes.is_free` is set; this row says when. Kinds: `daily` (anyone, once per cooldown), `vip` (players
 * at VIP level `min_vip_level` or above), `level` (players with at least `min_xp` EXP), `topup` (players who
 * deposited `min_top_up_cents` within `top_up_window_hours`), `limited` (anyone until `ends_at`). Every kind may
 * carry `starts_at` (before it: a countdown) and `ends_at` (from it: expired). `cooldown_hours` 0 = once per player.
 * A free box without a row opens as `daily` with a 24 h cooldown (the seeded box 109 before this table existed).
 */
export const freeBoxes = pgTable(
  'free_boxes',
  {
    boxId: integer('box_id')
      .primaryKey()
      .references(() => boxes.id),
    kind: text('kind').notNull(),
    minVipLevel: integer('min_vip_level').notNull().default(0),
    minXp: bigint('min_xp', { mode: 'number' }).notNull().default(0),
    minTopUpCents: bigint('min_top_up_cents', { mode: 'number' }).notNull().default(0),
    topUpWindowHours: integer('top_up_window_hours').notNull().default(24),
    cooldownHours: integer('cooldown_hours').notNull().default(24),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('free_boxes_kind', sql`${t.kind} in ('daily', 'vip', 'level', 'topup', 'limited')`),
    check('free_boxes_dates', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
