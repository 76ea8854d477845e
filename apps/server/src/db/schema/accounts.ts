import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Mails kept when no SMTP server is configured (development, `npm start`): shown at /dev/mailbox
 * outside production. `links` are the hrefs of the HTML body, in order.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.id)],
);

/**
 * One-time email codes (docs/product/validation.md#accounts email and reset rules): `purpose` 'confirm' (sign-up confirmation) or
 * 'reset' (forgot password). Only the SHA-256 of the code is stored; a code is used at most once
 * (`usedAt` set by a conditional update) and dies after `expiresAt` or too many wrong tries.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * Profile facts beside the users row (docs/product/routes.md#user-area profile): email confirmation, birthday (once; used by the
 * birthday gift), the friend code a player entered (once), deletion time.
 */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** YYYY-MM-DD */
  birthday: text('birthday'),
  /** when the birthday was saved: its gift opens `birthday.waitDays` later (docs/spec-notes.md#birthday-wait) */
  birthdaySetAt: timestamp('birthday_set_at', { withTimezone: true }),
  /** uid of the player whose friend code was entered */
  invitedBy: integer('invited_by').references(() => users.id),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** Uploaded avatars, re-encoded to 256x256 WebP without metadata (the bytes are ours, never the upload). */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  version: integer('version').notNull().default(1),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shipping addresses (docs/product/entities.md#orders-and-addresses Shipping address plus recipient name and phone); at most 10 per player. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    countryCode: text('country_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('user_addresses_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
