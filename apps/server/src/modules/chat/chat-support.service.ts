import {
  CHAT_HISTORY_MAX,
  type ChatMessage,
  type OpsConversationDetail,
  type OpsConversationList,
  type OpsConversationQuery,
  type OpsMuteBody,
  type OpsReplyBody,
  SUPPORT_AGENT_TEXT_MAX,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { toOpsConversation } from './chat-rules.ts';
import type { ChatService } from './chat.service.ts';
import * as repo from './chat.repo.ts';

const INBOX_PAGE = 30;

/**
 * The console's support inbox (apps/server/src/modules/chat/README.md; role `support`, admin passes): conversations with unread counts and
 * assignment, history, replies (text 1..100, image), typing notices and chat room mutes. Every mutation writes
 * one audit row in its transaction; pushes go out after commit through the chat service.
 */
export class ChatSupportService {
  constructor(private readonly chat: ChatService) {}

  private get d() {
    return this.chat.d;
  }

  /** `GET /api/ops/support/conversations?filter=&page=`: newest activity first, 30 a page. */
  async list(op: OperatorContext, q: OpsConversationQuery): Promise<OpsConversationList> {
    const { rows, total } = await repo.inbox(this.d.db, q.filter, op.userId, (q.page - 1) * INBOX_PAGE, INBOX_PAGE);
    const now = this.d.clock.now();
    const list = await Promise.all(rows.map(async (r) => toOpsConversation(r, await this.d.vip.levelOf(Number(r.xp)), now)));
    return { list, total, page: q.page, pageSize: INBOX_PAGE };
  }

  private async conversation(id: number) {
    const conv = await repo.conversationById(this.d.db, id);
    if (!conv) throw new AppError('chat.error.not_found');
    return conv;
  }

  /** `GET /api/ops/support/conversations/{id}`: the conversation and its newest 100 messages, oldest first. @throws AppError chat.error.not_found */
  async detail(id: number): Promise<OpsConversationDetail> {
    await this.conversation(id);
    const { rows } = await repo.history(this.d.db, { conversationId: id }, 0, CHAT_HISTORY_MAX, CHAT_HISTORY_MAX);
    const conversation = await this.chat.inboxRow(id);
    if (!conversation) throw new AppError('chat.error.not_found');
    return { conversation, messages: (await this.chat.views(rows)).reverse() };
  }

  /** `POST /api/ops/support/conversations/{id}/read`: the agents have read it (unread 0 in the inbox). @throws AppError chat.error.not_found */
  async read(id: number): Promise<{ count: number }> {
    await this.conversation(id);
    await repo.markRead(this.d.db, id, 'agent');
    await this.chat.pushInbox(id);
    return { count: 0 };
  }

  /**
   * `POST /api/ops/support/conversations/{id}/reply`: an agent message (text 1..SUPPORT_AGENT_TEXT_MAX = 2,000 or an image the operator
   * uploaded), audited; pushed to the player (`chat:message`) and the agents. Replying reads the conversation.
   * @throws AppError chat.error.not_found | chat.error.empty | chat.error.too_long | chat.error.image_not_found
   */
  async reply(op: OperatorContext, id: number, body: OpsReplyBody): Promise<ChatMessage> {
    const conv = await this.conversation(id);
    const content = await this.chat.supportContent(op.userId, body.msgType, body, SUPPORT_AGENT_TEXT_MAX);
    const now = this.d.clock.now();
    const row = await this.d.db.transaction(async (tx) => {
      const r = await repo.insertMessage(tx, {
        room: 'support',
        conversationId: id,
        sender: 'agent',
        userId: op.userId,
        ...content,
        createdAt: now,
      });
      await repo.touchConversation(tx, id, now);
      await repo.markRead(tx, id, 'agent');
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: 'support.reply',
        targetType: 'chat_conversation',
        targetId: id,
        before: null,
        after: { messageId: r.id, msgType: r.msgType, text: r.text, image: r.image },
      });
      return r;
    });
    const msg = (await this.chat.views([row]))[0]!;
    await this.chat.pushSupport(conv.userId, id, msg);
    return msg;
  }

  /** `POST /api/ops/support/conversations/{id}/assign {assign}`: assign to me (true) or unassign (false), audited. */
  async assign(op: OperatorContext, id: number, assign: boolean) {
    const conv = await this.conversation(id);
    const to = assign ? op.userId : null;
    await this.d.db.transaction(async (tx) => {
      await repo.setAssignee(tx, id, to);
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: assign ? 'support.assign' : 'support.unassign',
        targetType: 'chat_conversation',
        targetId: id,
        before: { assignedTo: conv.assignedTo },
        after: { assignedTo: to },
      });
    });
    await this.chat.pushInbox(id);
    return (await this.chat.inboxRow(id))!;
  }

  /** `POST /api/ops/support/conversations/{id}/typing`: tells the player an agent is typing (`customer_tip:typing`). */
  async typing(id: number): Promise<{ ok: true }> {
    const conv = await this.conversation(id);
    this.d.publisher.toUser(conv.userId, 'customer_tip:typing', { conversationId: id, at: this.d.clock.now().toISOString() });
    return { ok: true };
  }

  /** `POST /api/ops/support/image` (multipart `file`): an image for an agent reply (checked as a player's), audited. */
  async uploadImage(op: OperatorContext, upload: Buffer): Promise<{ image: string }> {
    const r = await this.chat.uploadImage(op.userId, upload, { operator: true });
    await writeAudit(this.d.db, {
      operatorId: op.userId,
      ip: op.ip,
      action: 'support.image',
      targetType: 'chat_image',
      targetId: r.image,
      before: null,
      after: r,
    });
    return r;
  }

  /**
   * `POST /api/ops/support/mute {uid, until, reason}`: the player may not speak in the chat room before `until`
   * (null lifts the mute), audited.
   * @throws AppError user.error.not_exist (no such player)
   */
  async mute(op: OperatorContext, body: OpsMuteBody): Promise<{ uid: number; mutedUntil: string | null }> {
    if (!(await repo.people(this.d.db, [body.uid])).has(body.uid)) throw new AppError('user.error.not_exist');
    const until = body.until === null ? null : new Date(body.until);
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      const before = await repo.setMute(tx, body.uid, until, body.reason, op.userId, now);
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: until ? 'support.mute' : 'support.unmute',
        targetType: 'user',
        targetId: body.uid,
        before: { until: before?.toISOString() ?? null },
        after: { until: until?.toISOString() ?? null, reason: body.reason },
      });
    });
    return { uid: body.uid, mutedUntil: until && until.getTime() > now.getTime() ? until.toISOString() : null };
  }
}
