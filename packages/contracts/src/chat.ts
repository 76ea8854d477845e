import { z } from 'zod';
import { Id, IdValue } from './common.ts';

/**
 * Chats (docs/product/README.md notifications and chat, docs/product/entities.md#notifications-and-chat Chat message, docs/product/validation.md#chat chat rules, docs/product/roles.md, docs/product/endpoints.md#notify-and-chat Notify/chat calls, docs/product/constants.md#lists-and-pages chat
 * history 100; apps/server/src/modules/chat/README.md): the support chat (player <-> support agents, VIP 2+ by the VIP table's `supportChat`),
 * the VIP chat (a shared room, VIP 3+ by `vipChat`) and the public chat room (a total credited deposit of 1 USD).
 * Realtime: support messages `chat:message` to the player's private room and to the support agents; chat room
 * messages `chat:room` on channel `chat`; VIP messages `chat_vip:message` on channel `chat_vip`; agent typing
 * `customer_tip:typing` to the player.
 */

/** Longest support chat text (docs/product/validation.md#chat: 100 characters). */
export const SUPPORT_TEXT_MAX = 100;
/**
 * Longest support reply an operator sends (docs/how-to/operator-day.md#messages): a full answer, not the player's 100;
 * longer is refused `chat.error.too_long` with the limit.
 */
export const SUPPORT_AGENT_TEXT_MAX = 2_000;
/** Longest VIP chat text (docs/product/validation.md#chat: 500 characters). */
export const VIP_TEXT_MAX = 500;
/** Longest chat room text. */
export const ROOM_TEXT_MAX = 100;
/** History kept visible (docs/product/constants.md#lists-and-pages: chat history 100): the newest 100 messages. */
export const CHAT_HISTORY_MAX = 100;
/** Total credited deposit the chat room needs (docs/product/validation.md#server-rules: 1 USD), cents. */
export const CHAT_ROOM_MIN_DEPOSIT_CENTS = 100;
/** Largest chat image upload, bytes. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const ChatRoom = z.enum(['support', 'vip', 'room']);
export type ChatRoom = z.infer<typeof ChatRoom>;

/** msgType (docs/product/entities.md#notifications-and-chat): 1 text, 2 image, 3 order card. */
export const ChatMsgType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ChatMsgType = z.infer<typeof ChatMsgType>;

/** The shipping order shown in a msgType 3 bubble (a snapshot taken when sent). */
export const ChatOrderCard = z.object({
  orderId: z.number().int(),
  status: z.number().int(),
  step: z.number().int(),
  createdAt: z.string(),
  items: z.array(z.object({ name: z.string(), img: z.string() })),
});
export type ChatOrderCard = z.infer<typeof ChatOrderCard>;

/** The quoted message of a VIP chat message (docs/product/entities.md#notifications-and-chat referChatVipMessage). */
export const ChatQuote = z.object({ id: z.number().int(), nickname: z.string(), text: z.string() });

/**
 * One chat message (docs/product/entities.md#notifications-and-chat: id, type, text, msgType, gmtCreated, userId, shippingOrderId, referChatVipMessage).
 * `type` is who wrote it: `player` or `agent` (support replies). `nickname` is masked in the VIP chat and the
 * chat room ("a***z"), the agent's display name ("Support") on agent messages, '' on the player's own support
 * messages. `gmtCreated` is ISO 8601 UTC. `image` is an in-app path.
 */
export const ChatMessage = z.object({
  id: z.number().int(),
  room: ChatRoom,
  type: z.enum(['player', 'agent']),
  userId: z.number().int(),
  nickname: z.string(),
  msgType: ChatMsgType,
  text: z.string(),
  image: z.string().nullable(),
  shippingOrderId: z.number().int().nullable(),
  orderCard: ChatOrderCard.nullable(),
  referChatVipMessage: ChatQuote.nullable(),
  gmtCreated: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * `POST /api/notify/chat/send` (docs/product/endpoints.md#notify-and-chat): `{text?, image?, msgType, shippingOrderId?}` to the support chat;
 * with `room: 'vip'` to the VIP chat (text only, up to 500, may quote `referChatVipMessage`). The text limits
 * are checked by the server with the spec's texts (an empty text is a 400, never sent).
 */
export const ChatSendBody = z.object({
  room: z.enum(['support', 'vip']).default('support'),
  msgType: ChatMsgType,
  text: z.string().max(2_000).optional(),
  /** a path returned by POST /api/notify/chat/image */
  image: z.string().max(200).optional(),
  shippingOrderId: IdValue.optional(),
  referChatVipMessage: IdValue.optional(),
});
export type ChatSendBody = z.infer<typeof ChatSendBody>;

/** `GET /api/notify/chat_page_list?room=&page=&pageSize=`: the newest 100 messages, newest first, paged. */
export const ChatPageQuery = z.object({
  room: z.enum(['support', 'vip']).default('support'),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(CHAT_HISTORY_MAX).default(20),
});
export type ChatPageQuery = z.infer<typeof ChatPageQuery>;

/** A page of chat history (`total` counts at most the newest 100) and the player's unread support count. */
export const ChatPage = z.object({
  list: z.array(ChatMessage),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int(),
});
export type ChatPage = z.infer<typeof ChatPage>;

/** Unread support messages (agent replies the player has not read). */
export const ChatUnread = z.object({ count: z.number().int() });
export type ChatUnread = z.infer<typeof ChatUnread>;

/** `POST /api/notify/chat/image` (multipart `file`): the stored image's path for a msgType 2 send. */
export const ChatImageUpload = z.object({ image: z.string() });
export type ChatImageUpload = z.infer<typeof ChatImageUpload>;
export const ChatImageParam = z.object({ key: z.string().regex(/^[0-9a-f]{32}$/) });

/**
 * `GET /api/notify/chat/access`: which chats the player may use, with the level each needs (from the VIP
 * table), so the web shows the gate text instead of a dead button.
 */
export const ChatAccess = z.object({
  level: z.number().int(),
  support: z.object({ allowed: z.boolean(), level: z.number().int() }),
  vip: z.object({ allowed: z.boolean(), level: z.number().int() }),
  room: z.object({
    allowed: z.boolean(),
    minDepositCents: z.number().int(),
    depositedCents: z.number().int(),
    mutedUntil: z.string().nullable(),
  }),
});
export type ChatAccess = z.infer<typeof ChatAccess>;

/** `POST /api/chat_room/speak {text}` (docs/product/endpoints.md#notify-and-chat): 1..100 characters. */
export const ChatRoomSpeakBody = z.object({ text: z.string().max(2_000) });
export type ChatRoomSpeakBody = z.infer<typeof ChatRoomSpeakBody>;
/** `GET /api/chat_room/list`: the newest 100 chat room messages, newest first. */
export const ChatRoomList = z.object({ list: z.array(ChatMessage) });
export type ChatRoomList = z.infer<typeof ChatRoomList>;

/** Agent typing in a support conversation (`customer_tip:typing`, to the player). */
export const ChatTyping = z.object({ conversationId: z.number().int(), at: z.string() });
export type ChatTyping = z.infer<typeof ChatTyping>;

// ---- operator console, support inbox (role `support`) ----

/** One conversation in the support inbox. `unread` = player messages no agent has read. */
export const OpsConversation = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  level: z.number().int(),
  assignedTo: z.number().int().nullable(),
  assignedName: z.string().nullable(),
  unread: z.number().int(),
  lastText: z.string(),
  lastMessageAt: z.string(),
  mutedUntil: z.string().nullable(),
});
export type OpsConversation = z.infer<typeof OpsConversation>;

export const OpsConversationQuery = z.object({
  filter: z.enum(['all', 'unread', 'mine', 'unassigned']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OpsConversationQuery = z.infer<typeof OpsConversationQuery>;
export const OpsConversationList = z.object({
  list: z.array(OpsConversation),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OpsConversationList = z.infer<typeof OpsConversationList>;
export const OpsConversationParam = z.object({ id: Id });
/** POST /api/ops/support/conversations/:id/typing: the typing signal went out. */
export const OpsTypingAck = z.object({ ok: z.literal(true) });

/** A conversation with its newest 100 messages (oldest first, for display). */
export const OpsConversationDetail = z.object({ conversation: OpsConversation, messages: z.array(ChatMessage) });
export type OpsConversationDetail = z.infer<typeof OpsConversationDetail>;

/**
 * `POST /api/ops/support/conversations/{id}/reply`: text (1..SUPPORT_AGENT_TEXT_MAX characters, checked by the service
 * so a longer one is refused `chat.error.too_long`) or an uploaded image.
 */
export const OpsReplyBody = z.object({
  msgType: z.union([z.literal(1), z.literal(2)]),
  text: z.string().max(8_000).optional(),
  image: z.string().max(200).optional(),
});
export type OpsReplyBody = z.infer<typeof OpsReplyBody>;
export const OpsAssignBody = z.object({ assign: z.boolean() });
/** `POST /api/ops/support/mute`: mute a player in the chat room until `until` (ISO time; null lifts it). */
export const OpsMuteBody = z.object({ uid: IdValue, until: z.string().datetime().nullable(), reason: z.string().max(200).default('') });
export type OpsMuteBody = z.infer<typeof OpsMuteBody>;
export const OpsMuteResult = z.object({ uid: z.number().int(), mutedUntil: z.string().nullable() });
