import { z } from 'zod';
import { Id } from './common.ts';

/**
 * Player notifications (docs/product/README.md, docs/product/routes.md#user-area /notification, docs/product/entities.md#notifications-and-chat Notification, docs/product/endpoints.md#notify-and-chat Notify calls, docs/product/constants.md#lists-and-pages).
 * The server writes them as a catalogue key with parameters when real events happen and pushes each new one on
 * the `notify` channel as `notify:message`; the web app says them in the reader's language
 * (docs/architecture/web-app.md#server-built-texts).
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
  /** an operator's balance correction, with the reason the player is told (docs/payments.md#corrections) */
  'correction',
  'system',
  /** a top-up was refunded from the console (docs/payments.md#refunds) */
  'refund',
  /** an operator changed the player's XP / VIP level (docs/how-to/operator-day.md#players) */
  'vip_change',
  /** an operator's message to a player or a segment, in both languages (docs/how-to/operator-day.md#messages) */
  'operator',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/**
 * The catalogue keys a notification of each kind may carry (web catalogue `notify.<key>.title` and `.content`).
 * The server's writers are typed with these; the server-texts check walks every kind and key.
 */
export const NOTIFICATION_KEYS = {
  deposit: ['deposit', 'deposit_bonus'],
  order: ['order_status', 'order_cancelled'],
  battle_won: ['battle_won_items', 'battle_won_coins'],
  level_up: ['level_up'],
  quest: ['quest'],
  withdrawal: ['withdrawal'],
  lottery: ['lottery'],
  bingo: ['bingo_line', 'bingo_full'],
  contest: ['contest'],
  fancy: ['fancy'],
  correction: ['correction_credit', 'correction_debit'],
  system: ['system_text', 'system_test'],
  refund: ['refund'],
  vip_change: ['vip_change'],
  operator: ['operator_message'],
} as const satisfies Record<NotificationKind, readonly string[]>;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[NotificationKind][number];

/**
 * The `{{placeholders}}` each key's texts may use, as the web formats them from the stored parameters: `amount` and
 * `bonus` from `amountCents` / `bonusCents` (money helpers), `status` from the order status code, `quest` from the
 * quest's name (its catalogue name when `questNameKey` is set), `set` from `name`; the others as stored.
 */
export const NOTIFICATION_PLACEHOLDERS: Record<NotificationKey, readonly string[]> = {
  deposit: ['amount'],
  deposit_bonus: ['amount', 'bonus'],
  order_status: ['orderId', 'status'],
  order_cancelled: ['orderId'],
  battle_won_items: ['amount'],
  battle_won_coins: ['amount'],
  level_up: ['level'],
  quest: ['quest'],
  withdrawal: ['amount'],
  lottery: ['amount', 'rank'],
  bingo_line: ['amount'],
  bingo_full: ['amount'],
  contest: ['amount', 'rank'],
  fancy: ['amount', 'set'],
  correction_credit: ['amount', 'reason'],
  correction_debit: ['amount', 'reason'],
  system_text: ['text'],
  refund: ['amount', 'orderNo'],
  vip_change: ['level'],
  system_test: ['n', 'count'],
  // the operator's own texts: the English catalogue says titleEn / contentEn, the Portuguese one titlePt / contentPt
  operator_message: ['titleEn', 'contentEn', 'titlePt', 'contentPt'],
};

/** Parameters stored with a notification: amounts in integer cents, ids, levels, names, an operator's reason. */
export const NotificationParams = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type NotificationParams = z.infer<typeof NotificationParams>;

/**
 * How the toast card of a kind behaves (docs/product/states.md#notifications "notification card closes at full bar (150 ticks success,
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
 * One notification (docs/product/entities.md#notifications-and-chat: messageId, id, gmtCreated, hasRead; its title and content are the web catalogue's
 * `notify.<key>.title` / `.content` with `params`, in the reader's language). `messageId` is the message the
 * notification carries; every message here goes to one player, so it equals `id`. `gmtCreated` is ISO 8601 UTC.
 * `link` is an in-app path ('' = none).
 */
export const Notification = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  kind: NotificationKind,
  tone: NotificationTone,
  /** one of NOTIFICATION_KEYS[kind] */
  key: z.string(),
  params: NotificationParams,
  link: z.string(),
  gmtCreated: z.string(),
  hasRead: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** Notifications a page (docs/product/constants.md#lists-and-pages: notification page 10). */
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
