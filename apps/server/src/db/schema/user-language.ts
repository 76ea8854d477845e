import { pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A player's chosen language (docs/architecture/web-app.md): 'en' or 'pt-BR', set by `POST /api/user/update {language}` and
 * returned in base info and profile. No row = never chosen (the web app's other rules decide).
 */
export const userLanguages = pgTable('user_languages', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
