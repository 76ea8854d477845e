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
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    // the console's player search by a fragment of an email or nickname (docs/architecture/console.md#player-search):
    // trigram indexes (pg_trgm) serve `lower(x) like '%q%'`
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_nickname_trgm_idx').using('gin', sql`lower(${t.nickname}) gin_trgm_ops`),
  ],
);

/**
 * Session tokens: only the SHA-256 of the token is stored; revocable. Each records where it was opened and when it was
 * last used (docs/security.md#sessions-and-devices): `lastUsedAt` moves at most once per 5 minutes, `ip` is the
 * request's address (TRUST_PROXY aware), `userAgent` at most 300 characters, `deviceId` the app's `X-Device-Id`.
 */
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
    /** when a request last used the session; updated at most once per SESSION_TOUCH_MS (5 minutes) */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** the client address that opened the session (`req.ip`), null when unknown */
    ip: text('ip'),
    /** the opening request's User-Agent, cut to 300 characters */
    userAgent: text('user_agent'),
    /** the app's device id (`X-Device-Id`, docs/product/endpoints.md#conventions), null when not sent */
    deviceId: text('device_id'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Login attempts per account (apps/server/src/modules/users/README.md): one row per SHA-256 of the lower-cased email (known or not, so
 * the throttle tells nothing), counting attempts in a fixed window that starts at the first attempt.
 * Shared by every instance because it lives in the database.
 */
export const loginAttempts = pgTable('login_attempts', {
  emailHash: text('email_hash').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
