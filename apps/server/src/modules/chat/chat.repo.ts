import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chatConversations, chatImages, chatMessages, chatMutes, operators, users } from '../../db/schema/index.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = typeof chatMessages.$inferInsert;

/** The player's support conversation, made on first use (one per player: unique user_id). */
export async function ensureConversation(tx: DbOrTx, userId: number, now: Date): Promise<ConversationRow> {
  await tx
    .insert(chatConversations)
    .values({ userId, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing({ target: chatConversations.userId });
  return (await tx.select().from(chatConversations).where(eq(chatConversations.userId, userId)))[0]!;
}

export async function conversationOfUser(db: DbOrTx, userId: number): Promise<ConversationRow | null> {
  return (await db.select().from(chatConversations).where(eq(chatConversations.userId, userId)))[0] ?? null;
}

export async function conversationById(db: DbOrTx, id: number): Promise<ConversationRow | null> {
  return (await db.select().from(chatConversations).where(eq(chatConversations.id, id)))[0] ?? null;
}

export async function insertMessage(tx: DbOrTx, row: NewMessage): Promise<MessageRow> {
  return (await tx.insert(chatMessages).values(row).returning())[0]!;
}

export async function touchConversation(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(chatConversations).set({ lastMessageAt: at }).where(eq(chatConversations.id, id));
}

/** Where a history reads from: one support conversation or a shared room. */
export type HistoryOf = { conversationId: number } | { room: 'vip' | 'room' };
const whereOf = (h: HistoryOf) =>
  'conversationId' in h ? eq(chatMessages.conversationId, h.conversationId) : eq(chatMessages.room, h.room);

/** Messages newest first, `offset`/`limit` inside the newest `cap`; and the total (at most `cap`). */
export async function history(
  db: DbOrTx,
  h: HistoryOf,
  offset: number,
  limit: number,
  cap: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const take = Math.max(0, Math.min(limit, cap - offset));
  const [rows, [t]] = await Promise.all([
    take
      ? db.select().from(chatMessages).where(whereOf(h)).orderBy(desc(chatMessages.id)).limit(take).offset(offset)
      : Promise.resolve([] as MessageRow[]),
    db.select({ n: count() }).from(chatMessages).where(whereOf(h)),
  ]);
  return { rows, total: Math.min(cap, Number(t?.n ?? 0)) };
}

export async function messageById(db: DbOrTx, id: number): Promise<MessageRow | null> {
  return (await db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0] ?? null;
}

export async function messagesByIds(db: DbOrTx, ids: number[]): Promise<MessageRow[]> {
  return ids.length ? db.select().from(chatMessages).where(inArray(chatMessages.id, ids)) : [];
}

/** How many messages the player wrote in `room` since `since` (the rate limit; works across instances). */
export async function sentSince(db: DbOrTx, userId: number, room: string, since: Date): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.room, room),
        eq(chatMessages.sender, 'player'),
        gt(chatMessages.createdAt, since),
      ),
    );
  return Number(r?.n ?? 0);
}

/** Messages of `sender` in the conversation with an id above `afterId` (the other side's unread). */
export async function unreadOf(db: DbOrTx, conversationId: number, sender: 'player' | 'agent', afterId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.sender, sender), gt(chatMessages.id, afterId)));
  return Number(r?.n ?? 0);
}

/** Moves a side's read marker up to the conversation's newest message (never down). */
export async function markRead(db: DbOrTx, conversationId: number, side: 'player' | 'agent'): Promise<void> {
  const col = side === 'player' ? chatConversations.playerReadId : chatConversations.agentReadId;
  await db
    .update(chatConversations)
    .set({
      [side === 'player' ? 'playerReadId' : 'agentReadId']:
        sql`greatest(${col}, coalesce((select max(id) from chat_messages where conversation_id = ${conversationId}), 0))`,
    })
    .where(eq(chatConversations.id, conversationId));
}

export async function setAssignee(db: DbOrTx, conversationId: number, operatorId: number | null): Promise<void> {
  await db.update(chatConversations).set({ assignedTo: operatorId }).where(eq(chatConversations.id, conversationId));
}

export interface InboxRow {
  id: number;
  user_id: number;
  nickname: string;
  email: string;
  xp: number;
  assigned_to: number | null;
  assigned_name: string | null;
  unread: number;
  last_text: string | null;
  last_type: number | null;
  last_message_at: string | Date;
  muted_until: string | Date | null;
}

/**
 * The support inbox, conversations with their newest message first. `filter`: all, unread (player messages
 * above the agents' read marker), mine (assigned to `operatorId`), unassigned. Only conversations with a message.
 */
export async function inbox(
  db: DbOrTx,
  filter: 'all' | 'unread' | 'mine' | 'unassigned',
  operatorId: number,
  offset: number,
  limit: number,
  ids?: number[],
): Promise<{ rows: InboxRow[]; total: number }> {
  const conds = [sql`exists (select 1 from chat_messages m where m.conversation_id = c.id)`];
  if (filter === 'mine') conds.push(sql`c.assigned_to = ${operatorId}`);
  if (filter === 'unassigned') conds.push(sql`c.assigned_to is null`);
  if (filter === 'unread')
    conds.push(
      sql`exists (select 1 from chat_messages m where m.conversation_id = c.id and m.sender = 'player' and m.id > c.agent_read_id)`,
    );
  if (ids)
    conds.push(
      ids.length
        ? sql`c.id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  const where = sql.join(conds, sql` and `);
  const [rows, totals] = await Promise.all([
    db.execute(sql`
      select c.id, c.user_id, u.nickname, u.email, u.xp, c.assigned_to, a.nickname as assigned_name, c.last_message_at,
        (select count(*)::int from chat_messages m where m.conversation_id = c.id and m.sender = 'player' and m.id > c.agent_read_id) as unread,
        l.text as last_text, l.msg_type as last_type, mu.until as muted_until
      from chat_conversations c
      join users u on u.id = c.user_id
      left join users a on a.id = c.assigned_to
      left join chat_mutes mu on mu.user_id = c.user_id
      left join lateral (select m.text, m.msg_type from chat_messages m where m.conversation_id = c.id order by m.id desc limit 1) l on true
      where ${where}
      order by c.last_message_at desc, c.id desc
      limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from chat_conversations c where ${where}`),
  ]);
  return { rows: rowsOf<InboxRow>(rows), total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0) };
}

/** Nickname and XP of players (message authors). */
export async function people(db: DbOrTx, ids: number[]): Promise<Map<number, { nickname: string; xp: number }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname, xp: users.xp }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { nickname: r.nickname, xp: r.xp }]));
}

export async function userXp(db: DbOrTx, userId: number): Promise<number> {
  return (await db.select({ xp: users.xp }).from(users).where(eq(users.id, userId)))[0]?.xp ?? 0;
}

/**
 * Total credited deposits of the player, cents: the sum of the player's coin-account lines of `deposit`
 * journal entries (the ledger is the source of truth; refunds and bonuses are other kinds).
 */
export async function depositedCents(db: DbOrTx, userId: number): Promise<number> {
  const res = await db.execute(sql`
    select coalesce(sum(l.amount), 0)::bigint as n
    from journal_lines l
    join accounts a on a.id = l.account_id
    join journal_entries e on e.id = l.entry_id
    where a.user_id = ${userId} and a.kind = 'user_coin' and e.kind = 'deposit' and e.user_id = ${userId}`);
  return Number(rowsOf<{ n: string | number }>(res)[0]?.n ?? 0);
}

/** User ids of enabled operators who answer support (role `support` or `admin`). */
export async function supportAgentIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: operators.userId })
    .from(operators)
    .where(and(eq(operators.disabled, false), sql`${operators.roles} && array['support','admin']::text[]`));
  return rows.map((r) => r.id);
}

export async function insertImage(db: DbOrTx, row: typeof chatImages.$inferInsert): Promise<void> {
  await db.insert(chatImages).values(row);
}

export async function imageByKey(db: DbOrTx, key: string) {
  return (await db.select().from(chatImages).where(eq(chatImages.key, key)))[0] ?? null;
}

export async function muteOf(db: DbOrTx, userId: number): Promise<Date | null> {
  return (await db.select({ until: chatMutes.until }).from(chatMutes).where(eq(chatMutes.userId, userId)))[0]?.until ?? null;
}

/** Sets (or with `until` null lifts) a player's chat room mute; returns the mute before. */
export async function setMute(tx: DbOrTx, userId: number, until: Date | null, reason: string, by: number, now: Date): Promise<Date | null> {
  const before = await muteOf(tx, userId);
  if (until === null) await tx.delete(chatMutes).where(eq(chatMutes.userId, userId));
  else
    await tx
      .insert(chatMutes)
      .values({ userId, until, reason, mutedBy: by, createdAt: now })
      .onConflictDoUpdate({ target: chatMutes.userId, set: { until, reason, mutedBy: by, createdAt: now } });
  return before;
}

/** Locks a conversation row for the rest of the transaction (sends of one player one at a time). */
export async function lockConversation(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.id, id)).for('update');
}
