import { randomBytes } from 'node:crypto';
import {
  CHAT_HISTORY_MAX,
  CHAT_ROOM_MIN_DEPOSIT_CENTS,
  ROOM_TEXT_MAX,
  SUPPORT_TEXT_MAX,
  VIP_TEXT_MAX,
  type ChatAccess,
  type ChatMessage,
  type ChatOrderCard,
  type ChatPage,
  type ChatPageQuery,
  type ChatSendBody,
} from '@hapa/contracts';
import type { VipLevelRow } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { Order } from '@hapa/contracts';
import {
  chatImageKey,
  chatImagePath,
  chatText,
  levelHas,
  minLevelWith,
  processChatImage,
  RATE_WINDOW_MS,
  ROOM_GAP_MS,
  SEND_LIMIT,
  toChatMessage,
  toOpsConversation,
} from './chat-rules.ts';
import * as repo from './chat.repo.ts';

/** What the chat service needs of others (through their services). */
export interface ChatDeps {
  db: Db;
  clock: Clock;
  publisher: Publisher;
  /** the VIP table and levels (vip service) */
  vip: { levels(db?: DbOrTx): Promise<VipLevelRow[]>; levelOf(xp: number, db?: DbOrTx): Promise<number> };
  /** one shipping order of the player (shipping service); throws when it is not theirs */
  orders: { track(userId: number, orderId: number): Promise<Order> };
}

/**
 * Chats (docs/product/README.md, docs/product/entities.md#notifications-and-chat Chat message, docs/product/validation.md#chat chat rules, docs/product/roles.md, docs/product/endpoints.md#notify-and-chat Notify/chat calls, docs/product/constants.md#lists-and-pages chat history 100; apps/server/src/modules/chat/README.md):
 * the player side of the support chat, the VIP chat and the chat room. Every message is stored in its own
 * transaction and pushed after commit: support messages `chat:message` to the player's private room and to every
 * support agent's room (plus `chat:conversation` with the inbox row), VIP chat `chat_vip:message` on `chat_vip`,
 * chat room `chat:room` on `chat`. The console side (inbox, replies, mute) is `ChatSupportService`.
 */
export class ChatService {
  constructor(readonly d: ChatDeps) {}

  /** The player's VIP level and the VIP table (cached by the vip service). */
  async levelOf(userId: number, db: DbOrTx = this.d.db): Promise<{ level: number; levels: VipLevelRow[] }> {
    const [levels, xp] = await Promise.all([this.d.vip.levels(), repo.userXp(db, userId)]);
    return { level: await this.d.vip.levelOf(xp), levels };
  }

  /**
   * The support chat gate (docs/product/validation.md#chat, docs/product/roles.md#vip-levels): the player's level row must have `supportChat` (default VIP 2+).
   * @throws AppError chat.error.vip_required "VIP {n} Required." (n: the lowest level with it) details {level}
   */
  async assertSupport(userId: number): Promise<void> {
    const { level, levels } = await this.levelOf(userId);
    if (levelHas(levels, level, 'supportChat')) return;
    const need = minLevelWith(levels, 'supportChat');
    throw new AppError('chat.error.vip_required', `VIP ${need} Required.`, { level: need });
  }

  /**
   * The VIP chat gate (docs/product/validation.md#chat, docs/product/roles.md#vip-levels): the level row must have `vipChat` (default VIP 3+).
   * @throws AppError chat.error.vip_chat_level "You need to reach VIP{n} to use this function" details {level}
   */
  async assertVipChat(userId: number): Promise<void> {
    const { level, levels } = await this.levelOf(userId);
    if (levelHas(levels, level, 'vipChat')) return;
    const need = minLevelWith(levels, 'vipChat');
    throw new AppError('chat.error.vip_chat_level', `You need to reach VIP${need} to use this function`, { level: need });
  }

  /**
   * The chat room gate (docs/product/validation.md#server-rules: a total credited deposit of 1 USD) and the operator mute.
   * @throws AppError chat.error.deposit_required details {minDepositCents, depositedCents} | chat.error.muted details {until}
   */
  async assertRoom(userId: number, db: DbOrTx = this.d.db): Promise<void> {
    const [deposited, muted] = await Promise.all([repo.depositedCents(db, userId), repo.muteOf(db, userId)]);
    if (deposited < CHAT_ROOM_MIN_DEPOSIT_CENTS)
      throw new AppError('chat.error.deposit_required', undefined, {
        minDepositCents: CHAT_ROOM_MIN_DEPOSIT_CENTS,
        depositedCents: deposited,
      });
    if (muted && muted.getTime() > this.d.clock.now().getTime())
      throw new AppError('chat.error.muted', undefined, { until: muted.toISOString() });
  }

  /** `GET /api/notify/chat/access`: which chats the player may use and what each needs (for the gate texts). */
  async access(userId: number): Promise<ChatAccess> {
    const [{ level, levels }, deposited, muted] = await Promise.all([
      this.levelOf(userId),
      repo.depositedCents(this.d.db, userId),
      repo.muteOf(this.d.db, userId),
    ]);
    const mutedUntil = muted && muted.getTime() > this.d.clock.now().getTime() ? muted.toISOString() : null;
    return {
      level,
      support: { allowed: levelHas(levels, level, 'supportChat'), level: minLevelWith(levels, 'supportChat') },
      vip: { allowed: levelHas(levels, level, 'vipChat'), level: minLevelWith(levels, 'vipChat') },
      room: {
        allowed: deposited >= CHAT_ROOM_MIN_DEPOSIT_CENTS && !mutedUntil,
        minDepositCents: CHAT_ROOM_MIN_DEPOSIT_CENTS,
        depositedCents: deposited,
        mutedUntil,
      },
    };
  }

  /** Refuses more than SEND_LIMIT player messages in `room` within RATE_WINDOW_MS. @throws AppError chat.error.rate_limited */
  private async assertRate(db: DbOrTx, userId: number, room: string, limit = SEND_LIMIT, windowMs = RATE_WINDOW_MS): Promise<void> {
    if ((await repo.sentSince(db, userId, room, new Date(this.d.clock.now().getTime() - windowMs))) >= limit)
      throw new AppError('chat.error.rate_limited');
  }

  /**
   * `POST /api/notify/chat/send` (docs/product/endpoints.md#notify-and-chat). Support chat (room `support`, default): msgType 1 text (1..100),
   * 2 image (a path from `uploadImage` of this player), 3 order card (the player's own shipping order; its
   * number, status and items are kept with the message). `room: 'vip'`: the VIP chat (text 1..500, may quote).
   * @throws AppError chat.error.vip_required | chat.error.vip_chat_level (403), chat.error.empty |
   *   chat.error.too_long | chat.error.image_not_found (400), chat.error.order_not_found | chat.error.quote_not_found
   *   (404), chat.error.rate_limited (429: more than 10 sends in 10 s)
   */
  async send(userId: number, body: ChatSendBody): Promise<ChatMessage> {
    if (body.room === 'vip') return this.sendVip(userId, body);
    await this.assertSupport(userId);
    const content = await this.supportContent(userId, body.msgType, body);
    const now = this.d.clock.now();
    const row = await this.d.db.transaction(async (tx) => {
      const conv = await repo.ensureConversation(tx, userId, now);
      await repo.lockConversation(tx, conv.id); // one send at a time per player: the rate count is exact
      await this.assertRate(tx, userId, 'support');
      const r = await repo.insertMessage(tx, {
        room: 'support',
        conversationId: conv.id,
        sender: 'player',
        userId,
        ...content,
        createdAt: now,
      });
      await repo.touchConversation(tx, conv.id, now);
      return r;
    });
    const msg = toChatMessage(row, new Map());
    await this.pushSupport(userId, row.conversationId!, msg);
    return msg;
  }

  /**
   * The stored content of a support message of `msgType` (player or agent). A text is 1..`maxText` characters
   * (a player SUPPORT_TEXT_MAX, an agent SUPPORT_AGENT_TEXT_MAX: docs/how-to/operator-day.md#messages).
   */
  async supportContent(
    userId: number,
    msgType: 1 | 2 | 3,
    body: { text?: string; image?: string; shippingOrderId?: number },
    maxText = SUPPORT_TEXT_MAX,
  ) {
    if (msgType === 1) return { msgType, text: chatText(body.text, maxText) };
    if (msgType === 2) {
      const key = chatImageKey(body.image ?? '');
      const img = key ? await repo.imageByKey(this.d.db, key) : null;
      if (!img || img.userId !== userId) throw new AppError('chat.error.image_not_found');
      return { msgType, image: chatImagePath(img.key) };
    }
    if (!body.shippingOrderId) throw new AppError('chat.error.order_not_found');
    const order = await this.d.orders.track(userId, body.shippingOrderId).catch(() => null);
    if (!order) throw new AppError('chat.error.order_not_found');
    const card: ChatOrderCard = {
      orderId: order.id,
      status: order.status,
      step: order.step,
      createdAt: order.createdAt,
      items: order.items.slice(0, 6).map((i) => ({ name: i.name, img: i.image })),
    };
    return { msgType, shippingOrderId: order.id, orderCard: card };
  }

  /** Pushes a support message after commit: the player's room, every support agent's room (with the inbox row). */
  async pushSupport(userId: number, conversationId: number, msg: ChatMessage): Promise<void> {
    this.d.publisher.toUser(userId, 'chat:message', msg);
    const [agents, conv] = await Promise.all([repo.supportAgentIds(this.d.db), this.inboxRow(conversationId)]);
    for (const a of agents) {
      if (a === userId) continue;
      this.d.publisher.toUser(a, 'chat:message', msg);
      if (conv) this.d.publisher.toUser(a, 'chat:conversation', conv);
    }
  }

  /** One conversation as the support inbox shows it, or null. */
  async inboxRow(conversationId: number) {
    const { rows } = await repo.inbox(this.d.db, 'all', 0, 0, 1, [conversationId]);
    const r = rows[0];
    return r ? toOpsConversation(r, await this.d.vip.levelOf(Number(r.xp)), this.d.clock.now()) : null;
  }

  private async sendVip(userId: number, body: ChatSendBody): Promise<ChatMessage> {
    await this.assertVipChat(userId);
    if (body.msgType !== 1) throw new AppError('error.invalid_parameter', 'The VIP chat takes text messages only');
    const text = chatText(body.text, VIP_TEXT_MAX);
    const quote = body.referChatVipMessage ? await repo.messageById(this.d.db, body.referChatVipMessage) : null;
    if (body.referChatVipMessage && (!quote || quote.room !== 'vip')) throw new AppError('chat.error.quote_not_found');
    await this.assertRate(this.d.db, userId, 'vip');
    const row = await repo.insertMessage(this.d.db, {
      room: 'vip',
      sender: 'player',
      userId,
      msgType: 1,
      text,
      referId: quote?.id ?? null,
      createdAt: this.d.clock.now(),
    });
    const msg = (await this.views([row]))[0]!;
    this.d.publisher.toChannel('chat_vip', 'chat_vip:message', msg);
    return msg;
  }

  /** API views of stored messages with authors' nicknames and quoted messages. */
  async views(rows: repo.MessageRow[]): Promise<ChatMessage[]> {
    const quotes = new Map(
      (await repo.messagesByIds(this.d.db, [...new Set(rows.map((r) => r.referId).filter((x): x is number => x !== null))])).map((q) => [
        q.id,
        q,
      ]),
    );
    const people = await repo.people(this.d.db, [...new Set([...rows.map((r) => r.userId), ...[...quotes.values()].map((q) => q.userId)])]);
    return rows.map((r) => toChatMessage(r, people, quotes));
  }

  /**
   * `GET /api/notify/chat_page_list?room=&page=&pageSize=` (docs/product/constants.md#lists-and-pages: history 100): the newest 100 messages,
   * newest first, paged; with the player's unread support count. Same gates as sending.
   * @throws AppError chat.error.vip_required | chat.error.vip_chat_level
   */
  async page(userId: number, q: ChatPageQuery): Promise<ChatPage> {
    const offset = (q.page - 1) * q.pageSize;
    if (q.room === 'vip') {
      await this.assertVipChat(userId);
      const { rows, total } = await repo.history(this.d.db, { room: 'vip' }, offset, q.pageSize, CHAT_HISTORY_MAX);
      return { list: await this.views(rows), total, page: q.page, pageSize: q.pageSize, unread: (await this.unread(userId)).count };
    }
    await this.assertSupport(userId);
    const conv = await repo.conversationOfUser(this.d.db, userId);
    if (!conv) return { list: [], total: 0, page: q.page, pageSize: q.pageSize, unread: 0 };
    const { rows, total } = await repo.history(this.d.db, { conversationId: conv.id }, offset, q.pageSize, CHAT_HISTORY_MAX);
    return {
      list: await this.views(rows),
      total,
      page: q.page,
      pageSize: q.pageSize,
      unread: await repo.unreadOf(this.d.db, conv.id, 'agent', conv.playerReadId),
    };
  }

  /** `GET /api/notify/chat/unread`: agent replies the player has not read (0 without a conversation). */
  async unread(userId: number): Promise<{ count: number }> {
    const conv = await repo.conversationOfUser(this.d.db, userId);
    return { count: conv ? await repo.unreadOf(this.d.db, conv.id, 'agent', conv.playerReadId) : 0 };
  }

  /** `POST /api/notify/chat/read` (docs/product/endpoints.md#notify-and-chat "/read"): the player has read the support chat; unread after (0). */
  async read(userId: number): Promise<{ count: number }> {
    const conv = await repo.conversationOfUser(this.d.db, userId);
    if (conv) {
      await repo.markRead(this.d.db, conv.id, 'player');
      await this.pushInbox(conv.id);
    }
    return this.unread(userId);
  }

  /** Tells the support agents a conversation's inbox row changed (after commit). */
  async pushInbox(conversationId: number): Promise<void> {
    const [agents, conv] = await Promise.all([repo.supportAgentIds(this.d.db), this.inboxRow(conversationId)]);
    if (conv) for (const a of agents) this.d.publisher.toUser(a, 'chat:conversation', conv);
  }

  /**
   * `POST /api/notify/chat/image` (multipart `file`) and the console's upload: checks and re-encodes the image
   * (PNG, JPEG; SVG rasterised) and stores it under a random key. Players need the support chat.
   * @throws AppError chat.error.vip_required | chat.error.image_type | chat.error.image_size
   */
  async uploadImage(userId: number, upload: Buffer, opts: { operator?: boolean } = {}): Promise<{ image: string }> {
    if (!opts.operator) await this.assertSupport(userId);
    const bytes = await processChatImage(upload);
    const key = randomBytes(16).toString('hex');
    await repo.insertImage(this.d.db, { key, userId, mime: 'image/webp', bytes, createdAt: this.d.clock.now() });
    return { image: chatImagePath(key) };
  }

  /** `GET /api/chat/image/{key}`: a stored chat image (unguessable key), or null. */
  async image(key: string) {
    return repo.imageByKey(this.d.db, key);
  }

  /**
   * `POST /api/chat_room/speak {text}` (docs/product/validation.md#chat, docs/product/endpoints.md#notify-and-chat): the chat room needs a total credited deposit of 1 USD and
   * no mute; 1..100 characters; one message every 3 s. Broadcast `chat:room` on `chat` after commit.
   * @throws AppError chat.error.deposit_required | chat.error.muted (403), chat.error.empty | chat.error.too_long
   *   (400), chat.error.rate_limited (429)
   */
  async speak(userId: number, text: string): Promise<ChatMessage> {
    const t = chatText(text, ROOM_TEXT_MAX);
    await this.assertRoom(userId);
    await this.assertRate(this.d.db, userId, 'room', 1, ROOM_GAP_MS);
    const row = await repo.insertMessage(this.d.db, {
      room: 'room',
      sender: 'player',
      userId,
      msgType: 1,
      text: t,
      createdAt: this.d.clock.now(),
    });
    const msg = (await this.views([row]))[0]!;
    this.d.publisher.toChannel('chat', 'chat:room', msg);
    return msg;
  }

  /** `GET /api/chat_room/list`: the newest 100 chat room messages, newest first (nicknames masked). */
  async roomList(): Promise<{ list: ChatMessage[] }> {
    const { rows } = await repo.history(this.d.db, { room: 'room' }, 0, CHAT_HISTORY_MAX, CHAT_HISTORY_MAX);
    return { list: await this.views(rows) };
  }
}
