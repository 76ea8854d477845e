import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Player notifications (docs/product/README.md notifications, docs/product/routes.md#user-area /notification, docs/product/entities.md#notifications-and-chat Notification; apps/server/src/modules/notify/README.md). One row per
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
    /**
     * the catalogue key the web app says in the reader's language with `params` (docs/architecture/web-app.md#server-built-texts);
     * null on rows written before keys were stored (their key is chosen from kind and params when read)
     */
    key: text('key'),
    /** English title and content of rows written before keys were stored; new rows leave them null */
    title: text('title'),
    content: text('content'),
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
