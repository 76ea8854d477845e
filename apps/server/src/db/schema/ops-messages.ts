import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Operator messages (docs/how-to/operator-day.md#messages): a notification written by an operator in English and
 * Portuguese for one player or a segment (`audience`: all, a VIP level range, a country, a language), sent now or at
 * `sendAt`. `status` 'scheduled' (cancellable) -> 'sending' (the fan-out job walks the players by id in batches,
 * `cursorUserId` the last id written) -> 'sent'; or 'cancelled' before it fired. Each player gets it once: the
 * notification's dedupe key is `message:<id>:<userId>`.
 */
export const opsMessages = pgTable(
  'ops_messages',
  {
    id: serial('id').primaryKey(),
    audience: jsonb('audience').notNull(),
    titleEn: text('title_en').notNull(),
    bodyEn: text('body_en').notNull(),
    titlePt: text('title_pt').notNull(),
    bodyPt: text('body_pt').notNull(),
    link: text('link').notNull().default(''),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    cursorUserId: integer('cursor_user_id').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('ops_messages_created_idx').on(t.id)],
);
