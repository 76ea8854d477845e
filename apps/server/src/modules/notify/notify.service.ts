import { randomUUID } from 'node:crypto';
import { NOTIFICATION_PAGE_SIZE, notificationTone, type Notification, type NotificationKind, type NotificationPage } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { DomainEvent, EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { draftsOf, keyOf, NOTIFY_EVENT_TYPES, tellAt, type NotificationDraft, type NotifyEventType } from './notify-templates.ts';
import * as repo from './notify.repo.ts';

/** The consumer name: part of every delivery's job kind and of every notification's dedupe key. */
export const NOTIFY_CONSUMER = 'notify';
/** Durable job that writes an event's notifications at the time they may be told (a battle's end). */
const DEFERRED_JOB = 'notify_deferred';

/**
 * The API shape of a stored notification (docs/product/entities.md#notifications-and-chat): its catalogue key and parameters, which the web app says in the
 * reader's language (docs/architecture/web-app.md#server-built-texts). A row written before keys were stored gets
 * the key its kind and parameters choose (`keyOf`), so it never shows as raw text.
 */
export function toNotification(r: repo.NotificationRow): Notification {
  const kind = r.kind as NotificationKind;
  const params = (r.params ?? {}) as Notification['params'];
  return {
    id: r.id,
    messageId: r.id,
    kind,
    tone: notificationTone(kind),
    key: keyOf(kind, params, r.key),
    params,
    link: r.link,
    gmtCreated: r.createdAt.toISOString(),
    hasRead: r.hasRead,
  };
}

/**
 * Player notifications (docs/product/README.md, docs/product/routes.md#user-area /notification, docs/product/entities.md#notifications-and-chat Notification, docs/product/endpoints.md#notify-and-chat Notify calls, docs/product/constants.md#lists-and-pages).
 *
 * Written by the `notify` domain-event consumer: the event is appended in its action's transaction and
 * delivered once by the job worker, in whose transaction the notifications are inserted (an action rolled
 * back leaves no event and so no notification; a retried delivery writes nothing twice: dedupe key
 * `notify:<event id>:<user id>`). After that transaction commits, each new notification is pushed to the
 * player's sockets as `notify:message` with the unread count. A battle's winners are told at its end: the
 * delivery schedules a durable job for then (`notify_deferred`, deduplicated per event) that writes them.
 */
export class NotifyService {
  constructor(private readonly d: { db: Db; clock: Clock; publisher: Publisher; events: EventsService; jobs: JobsService }) {
    d.jobs.register(DEFERRED_JOB, (tx, e) => this.writeFor(tx, e as DomainEvent<NotifyEventType>));
  }

  /**
   * Writes the notifications of one event (consumer `notify`, in the delivery job's transaction) and returns
   * the after-commit push, or nothing when nothing new was written (a retried delivery).
   */
  async deliver(tx: DbOrTx, e: DomainEvent<NotifyEventType>): Promise<void | (() => Promise<void>)> {
    const at = tellAt(e);
    if (at && at.getTime() > this.d.clock.now().getTime()) {
      await this.d.jobs.schedule(tx, { kind: DEFERRED_JOB, dedupeKey: `${DEFERRED_JOB}:${e.id}`, payload: e, dueAt: at });
      return;
    }
    return this.writeFor(tx, e);
  }

  private writeFor(tx: DbOrTx, e: DomainEvent<NotifyEventType>) {
    return this.write(tx, draftsOf(e), (d) => `${NOTIFY_CONSUMER}:${e.id}:${d.userId}`);
  }

  /**
   * Writes notifications in the caller's transaction (another module's action telling its player, e.g. a balance
   * correction, docs/payments.md#corrections) and returns the push to run after that transaction commits, or
   * nothing when every dedupe key was already written. Each row stores the draft's catalogue key and parameters,
   * never a sentence (docs/architecture/web-app.md#server-built-texts).
   */
  async writeInTx(
    tx: DbOrTx,
    drafts: NotificationDraft[],
    dedupeKeyOf: (d: NotificationDraft, i: number) => string,
  ): Promise<void | (() => Promise<void>)> {
    return this.write(tx, drafts, dedupeKeyOf);
  }

  private async write(tx: DbOrTx, drafts: NotificationDraft[], dedupeKeyOf: (d: NotificationDraft, i: number) => string) {
    const createdAt = this.d.clock.now();
    const rows = await repo.insertMany(
      tx,
      drafts.map((d, i) => ({
        userId: d.userId,
        kind: d.kind,
        key: d.key,
        params: d.params,
        link: d.link,
        dedupeKey: dedupeKeyOf(d, i),
        createdAt,
      })),
    );
    if (rows.length === 0) return;
    return () => this.push(rows);
  }

  /** Pushes each player's newest written notification with their unread count (after commit). */
  private async push(rows: repo.NotificationRow[]): Promise<void> {
    const newest = new Map<number, repo.NotificationRow>();
    for (const r of rows) if ((newest.get(r.userId)?.id ?? 0) < r.id) newest.set(r.userId, r);
    for (const [userId, r] of newest)
      this.d.publisher.toUser(userId, 'notify:message', { message: toNotification(r), unread: await repo.unreadCount(this.d.db, userId) });
  }

  /**
   * `GET /api/notify/message_page_list?page=` (docs/product/constants.md#lists-and-pages: 10 a page): the player's notifications, newest first,
   * with the total and the unread count. A page past the end is empty.
   */
  async page(userId: number, page: number): Promise<NotificationPage> {
    const [{ rows, total }, unread] = await Promise.all([
      repo.pageOf(this.d.db, userId, (page - 1) * NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE),
      repo.unreadCount(this.d.db, userId),
    ]);
    return { list: rows.map(toNotification), total, page, pageSize: NOTIFICATION_PAGE_SIZE, unread };
  }

  /** `GET /api/notify/unread`: how many of the player's notifications are unread. */
  async unread(userId: number): Promise<{ count: number }> {
    return { count: await repo.unreadCount(this.d.db, userId) };
  }

  /**
   * `POST /api/notify/message/{id}/read`: marks one of the player's notifications read (idempotent).
   * Returns the unread count after. @throws AppError notify.error.not_found (no such notification of this player)
   */
  async read(userId: number, id: number): Promise<{ count: number }> {
    if (!(await repo.markRead(this.d.db, userId, id))) throw new AppError('notify.error.not_found');
    return this.unread(userId);
  }

  /** `POST /api/notify/all/read`: marks all the player's notifications read (idempotent); the unread count after (0). */
  async readAll(userId: number): Promise<{ count: number }> {
    await repo.markAllRead(this.d.db, userId);
    return this.unread(userId);
  }

  /**
   * Dev-only (`POST /api/dev/notify`, never served in production): writes `count` system notifications for
   * the player at once and pushes the newest. Returns the unread count after.
   */
  async devCreate(userId: number, count: number): Promise<{ count: number }> {
    const batch = randomUUID();
    const drafts = Array.from({ length: count }, (_, i): NotificationDraft => ({
      userId,
      kind: 'system',
      key: 'system_test',
      params: { n: i + 1, count },
      link: '',
    }));
    const after = await this.d.db.transaction((tx) => this.write(tx, drafts, (_d, i) => `dev:${batch}:${i}`));
    await after?.();
    return this.unread(userId);
  }
}
