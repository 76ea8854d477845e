import { NOTIFY_EVENT_TYPES, type NotifyEventType } from '../modules/notify/notify-templates.ts';
import { NOTIFY_CONSUMER, type NotifyService } from '../modules/notify/notify.service.ts';
import type { Reaction } from './reaction.ts';

/**
 * Player notifications (apps/server/src/modules/notify/README.md): the events players are told about are
 * `NOTIFY_EVENT_TYPES` (deposits, orders, battle wins, levels, quests, withdrawals, draws, contest prizes, ...), each
 * written once per player from its template, or later when the event says when to tell.
 */
export const NOTIFICATION_EVENTS = NOTIFY_EVENT_TYPES;

export function notificationsReaction(notify: NotifyService): Reaction<NotifyEventType> {
  return { consumer: NOTIFY_CONSUMER, types: NOTIFICATION_EVENTS, handle: (tx, e) => notify.deliver(tx, e) };
}
