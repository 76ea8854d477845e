import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** false for an account made by a social sign-in until a password is set (its hash is then a random one) */
    hasPassword: boolean('has_password').notNull().default(true),
    nickname: text('nickname').notNull(),
    headImg: text('head_img').notNull(),
    xp: bigint('xp', { mode: 'number' }).notNull().default(0),
    isDisabled: boolean('is_disabled').notNull().default(false),
    canCharge: boolean('can_charge').notNull().default(true),
    isBot: boolean('is_bot').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

/** Session tokens: only the SHA-256 of the token is stored; revocable. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    channelType: text('channel_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Login attempts per account (issue 7): one row per SHA-256 of the lower-cased email (known or not, so
 * the throttle tells nothing), counting attempts in a fixed window that starts at the first attempt.
 * Shared by every instance because it lives in the database.
 */
export const loginAttempts = pgTable('login_attempts', {
  emailHash: text('email_hash').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
