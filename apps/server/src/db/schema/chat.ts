import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * One support conversation per player (docs/product/README.md chat, docs/product/roles.md#vip-levels support chat VIP 2+; apps/server/src/modules/chat/README.md). `player_read_id` /
 * `agent_read_id` are the newest message id each side has read: unread = the other side's messages above it.
 * `assigned_to` is the support operator (user id) who took the conversation, or null.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    assignedTo: integer('assigned_to').references(() => users.id),
    playerReadId: bigint('player_read_id', { mode: 'number' }).notNull().default(0),
    agentReadId: bigint('agent_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('chat_conversations_user_uq').on(t.userId), index('chat_conversations_last_idx').on(t.lastMessageAt)],
);

/**
 * Chat messages of the three rooms (docs/product/entities.md#notifications-and-chat Chat message): `support` (conversation_id set; sender `player` or
 * `agent`), `vip` (the shared VIP 3+ room) and `room` (the public chat room). msg_type 1 text, 2 image
 * (`image` = a /api/chat/image/{key} path), 3 order card (`shipping_order_id` + `order_card` snapshot).
 * `user_id` is the author for player messages and the operator for agent messages.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    room: text('room').notNull(),
    conversationId: integer('conversation_id').references(() => chatConversations.id),
    sender: text('sender').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    msgType: smallint('msg_type').notNull(),
    text: text('text').notNull().default(''),
    image: text('image'),
    shippingOrderId: integer('shipping_order_id'),
    orderCard: jsonb('order_card'),
    referId: bigint('refer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_messages_conversation_idx')
      .on(t.conversationId, t.id)
      .where(sql`${t.conversationId} is not null`),
    index('chat_messages_room_idx').on(t.room, t.id),
    index('chat_messages_author_idx').on(t.userId, t.room, t.createdAt),
  ],
);

/** Images sent in chats (checked by content, re-encoded to WebP). Served at `/api/chat/image/{key}` (random key). */
export const chatImages = pgTable('chat_images', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Chat room mutes set by support operators: a player may not speak in the chat room before `until`. */
export const chatMutes = pgTable('chat_mutes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  mutedBy: integer('muted_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
