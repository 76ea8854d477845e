import type { OpsMessage, OpsMessageAudience, OpsMessageAudienceQuery, OpsMessageCreate, OpsMessagePage } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { NotifyService } from '../notify/notify.service.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import * as repo from './messages.repo.ts';

/** The durable job that writes one batch of a message's notifications and schedules the next. */
export const MESSAGE_FANOUT_JOB = 'messages.fanout';
/** Players a fan-out batch writes in one transaction. */
export const MESSAGE_BATCH = 500;

/** The console shape of a stored message. */
function toApi(r: repo.MessageRow): OpsMessage {
  return {
    id: r.id,
    audience: r.audience as OpsMessageAudience,
    titleEn: r.titleEn,
    bodyEn: r.bodyEn,
    titlePt: r.titlePt,
    bodyPt: r.bodyPt,
    link: r.link,
    sendAt: r.sendAt.toISOString(),
    status: r.status as OpsMessage['status'],
    delivered: r.delivered,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
  };
}

/**
 * Operator messages (docs/how-to/operator-day.md#messages). `create` stores the message 'scheduled' and a durable
 * job due at its time; the job (`messages.fanout`) locks the message, writes the next MESSAGE_BATCH players' notifications
 * (kind `operator`, key `operator_message`, both languages as parameters, dedupe key `message:<id>:<uid>` so a player
 * gets it once whatever retries), moves the cursor and schedules the next batch until the audience is exhausted
 * ('sent'). `cancel` refuses once the first batch ran. Each mutation writes one audit row in its transaction.
 */
export class MessagesService {
  constructor(private readonly d: { db: Db; jobs: JobsService; notify: NotifyService; clock: Clock }) {
    d.jobs.register(MESSAGE_FANOUT_JOB, (tx, payload: { messageId: number }) => this.fanOut(tx, payload.messageId));
  }

  /**
   * `POST /api/ops/messages`: stores and schedules a message (now when `sendAt` is absent or past).
   * @throws AppError ops.error.message_player (404, no such player) | ops.error.message_vip_range (400)
   */
  async create(ctx: OperatorContext, body: OpsMessageCreate): Promise<OpsMessage> {
    const a = body.audience;
    if (a.kind === 'vip' && a.minLevel > a.maxLevel) throw new AppError('ops.error.message_vip_range');
    if (a.kind === 'player' && !(await repo.playerExists(this.d.db, a.uid))) throw new AppError('ops.error.message_player');
    const now = this.d.clock.now();
    const at = body.sendAt ? new Date(body.sendAt) : now;
    const sendAt = at.getTime() > now.getTime() ? at : now;
    const row = await this.d.db.transaction(async (tx) => {
      const r = await repo.insertMessage(tx, {
        audience: a,
        titleEn: body.titleEn,
        bodyEn: body.bodyEn,
        titlePt: body.titlePt,
        bodyPt: body.bodyPt,
        link: body.link,
        sendAt,
        status: 'scheduled',
        createdBy: ctx.userId,
        createdAt: now,
      });
      await this.d.jobs.schedule(tx, {
        kind: MESSAGE_FANOUT_JOB,
        dedupeKey: `${MESSAGE_FANOUT_JOB}:${r.id}:0`,
        payload: { messageId: r.id },
        dueAt: sendAt,
      });
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'message.create',
        targetType: 'message',
        targetId: r.id,
        before: null,
        after: { audience: a, sendAt: sendAt.toISOString(), titleEn: body.titleEn, titlePt: body.titlePt },
        ip: ctx.ip,
      });
      return r;
    });
    return toApi(row);
  }

  /**
   * `POST /api/ops/messages/{id}/cancel`: cancels a message that has not started sending.
   * @throws AppError ops.error.message_not_found (404) | ops.error.message_not_cancellable (409, sending, sent or cancelled)
   */
  async cancel(ctx: OperatorContext, id: number): Promise<OpsMessage> {
    const row = await this.d.db.transaction(async (tx) => {
      const r = await repo.lockMessage(tx, id);
      if (!r) throw new AppError('ops.error.message_not_found');
      if (r.status !== 'scheduled') throw new AppError('ops.error.message_not_cancellable');
      const after = await repo.updateMessage(tx, id, { status: 'cancelled', cancelledAt: this.d.clock.now() });
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'message.cancel',
        targetType: 'message',
        targetId: id,
        before: { status: r.status },
        after: { status: 'cancelled' },
        ip: ctx.ip,
      });
      return after;
    });
    return toApi(row);
  }

  /**
   * `GET /api/ops/messages/audience`: how many players the audience reaches now, before sending.
   * @throws AppError error.invalid_parameter (a field its kind needs is missing) | ops.error.message_vip_range (400)
   */
  async audienceSize(q: OpsMessageAudienceQuery): Promise<{ players: number }> {
    const need = <T>(v: T | undefined): T => {
      if (v === undefined) throw new AppError('error.invalid_parameter');
      return v;
    };
    const a: OpsMessageAudience =
      q.kind === 'player'
        ? { kind: 'player', uid: need(q.uid) }
        : q.kind === 'vip'
          ? { kind: 'vip', minLevel: need(q.minLevel), maxLevel: need(q.maxLevel) }
          : q.kind === 'country'
            ? { kind: 'country', country: need(q.country) }
            : q.kind === 'language'
              ? { kind: 'language', language: need(q.language) }
              : { kind: 'all' };
    if (a.kind === 'vip' && a.minLevel > a.maxLevel) throw new AppError('ops.error.message_vip_range');
    return { players: await repo.audienceSize(this.d.db, a) };
  }

  /** `GET /api/ops/messages`: newest first. */
  async list(page: number, pageSize: number): Promise<OpsMessagePage> {
    const { rows, total } = await repo.pageOf(this.d.db, (page - 1) * pageSize, pageSize);
    return { list: rows.map(toApi), total };
  }

  /** One fan-out batch (the job's transaction); returns the notifications' push to run after commit. */
  private async fanOut(tx: Tx, id: number) {
    const m = await repo.lockMessage(tx, id);
    if (!m || m.status === 'cancelled' || m.status === 'sent') return;
    const ids = await repo.audienceBatch(tx, m.audience as OpsMessageAudience, m.cursorUserId, MESSAGE_BATCH);
    const after = ids.length
      ? await this.d.notify.writeInTx(
          tx,
          ids.map((userId) => ({
            userId,
            kind: 'operator' as const,
            key: 'operator_message' as const,
            params: { titleEn: m.titleEn, contentEn: m.bodyEn, titlePt: m.titlePt, contentPt: m.bodyPt },
            link: m.link,
          })),
          (d) => `message:${id}:${d.userId}`,
        )
      : undefined;
    const done = ids.length < MESSAGE_BATCH;
    const cursor = ids.length ? ids[ids.length - 1]! : m.cursorUserId;
    const now = this.d.clock.now();
    await repo.updateMessage(tx, id, {
      status: done ? 'sent' : 'sending',
      cursorUserId: cursor,
      delivered: m.delivered + ids.length,
      ...(done ? { sentAt: now } : {}),
    });
    if (!done)
      await this.d.jobs.schedule(tx, {
        kind: MESSAGE_FANOUT_JOB,
        dedupeKey: `${MESSAGE_FANOUT_JOB}:${id}:${cursor}`,
        payload: { messageId: id },
        dueAt: now,
      });
    return after ?? undefined;
  }
}
