import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Player notifications (spec §1 notifications, §2 /notification, §3 Notification; issue 16). One row per
 * message, written by the `notify` domain-event consumer in the delivery job's transaction (modules/notify),
 * so a notification exists only when the action that caused it committed. `dedupe_key` is
 * `<consumer>:<event id>[:<sub key>]`: a retried delivery never writes twice. `kind` picks the English
 * template (title/content) from `params` (JSON: amounts in cents, names); `link` is the page it opens.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    params: jsonb('params').notNull().default({}),
    /** in-app path the notification opens ('' = none) */
    link: text('link').notNull().default(''),
    hasRead: boolean('has_read').notNull().default(false),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_uq').on(t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.hasRead}`),
  ],
);
