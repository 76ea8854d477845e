import { z } from 'zod';
import { Id } from './common.ts';

/**
 * Player notifications (spec §1, §2 /notification, §3 Notification, §7 Notify calls, §9; issue 16).
 * The server writes them in English from its template table when real events happen and pushes each new one
 * on the `notify` channel as `notify:message`.
 */

/** What a notification is about (the server's template table has one entry per kind). */
export const NotificationKind = z.enum([
  'deposit',
  'order',
  'battle_won',
  'level_up',
  'quest',
  'withdrawal',
  'lottery',
  'bingo',
  'contest',
  'fancy',
  'system',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/**
 * How the toast card of a kind behaves (spec §4 "notification card closes at full bar (150 ticks success,
 * 100 others)"): `success` for money that arrived as the player expected (deposit credited, withdrawal paid),
 * `info` for everything else. The web maps the tone to the card's bar and lifetime.
 */
export const NotificationTone = z.enum(['success', 'info']);
export type NotificationTone = z.infer<typeof NotificationTone>;

const SUCCESS_KINDS: ReadonlySet<NotificationKind> = new Set(['deposit', 'withdrawal']);

/** The card tone of a kind (see {@link NotificationTone}). */
export function notificationTone(kind: NotificationKind): NotificationTone {
  return SUCCESS_KINDS.has(kind) ? 'success' : 'info';
}

/**
 * One notification (spec §3: messageId, id, title, content, gmtCreated, hasRead). `messageId` is the message
 * the notification carries; every message here goes to one player, so it equals `id`. `gmtCreated` is ISO 8601 UTC.
 * `link` is an in-app path ('' = none).
 */
export const Notification = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  kind: NotificationKind,
  tone: NotificationTone,
  title: z.string(),
  content: z.string(),
  link: z.string(),
  gmtCreated: z.string(),
  hasRead: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** Notifications a page (spec §9: notification page 10). */
export const NOTIFICATION_PAGE_SIZE = 10;

/** `GET /api/notify/message_page_list?page=`: 1-based page of 10, newest first. */
export const NotificationPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export type NotificationPageQuery = z.infer<typeof NotificationPageQuery>;

/** A page of notifications with the total count and the player's unread count. */
export const NotificationPage = z.object({
  list: z.array(Notification),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

/** `GET /api/notify/unread` and the answer of the read routes: the player's unread count. */
export const NotificationUnread = z.object({ count: z.number().int() });
export type NotificationUnread = z.infer<typeof NotificationUnread>;

/** Path of `POST /api/notify/message/{id}/read`. */
export const NotificationIdParam = z.object({ id: Id });

/** The `notify:message` realtime payload: the new notification and the player's unread count after it. */
export const NotificationPush = z.object({ message: Notification, unread: z.number().int() });
export type NotificationPush = z.infer<typeof NotificationPush>;

/** Dev-only `POST /api/dev/notify` (not served in production): writes `count` system notifications for the caller. */
export const DevNotifyBody = z.object({ count: z.number().int().min(1).max(200) });
