import type { OpsXpChange, OpsXpChangePage } from '@hapa/contracts';
import { vipLevelForXp } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { isOwnPlayerAccount } from '../../platform/own-accounts.ts';
import type { EventsService } from '../events/events.service.ts';
import type { VipService } from './vip.service.ts';
import * as repo from './xp-changes.repo.ts';

/**
 * Console XP / VIP level changes (docs/how-to/operator-day.md#players): one operator asks (exact XP, or a level whose
 * threshold becomes the XP) with a reason; nothing changes until a DIFFERENT operator approves. Approval sets the XP
 * in one transaction: a raise goes through `VipService.awardXp` (level-up rewards once per level, `level.reached`),
 * a lowering sets it directly; the perks (rakeback, cashback, boxes, chats, battle gate) read the level from XP, so
 * they follow at once; the player is notified (`vip.changed`). At most one change awaits per player. Never on the
 * operator's own player account. Every step writes one audit row.
 */
export class XpChangesService {
  constructor(private readonly d: { db: Db; vip: VipService; clock: Clock; events: EventsService }) {}

  /**
   * Records a change awaiting a second operator.
   * @throws AppError ops.error.xp_or_level (both or neither) | error.not_found | error.invalid_parameter (a level outside the VIP table) | ops.error.xp_same |
   *   ops.error.xp_pending | ops.error.own_account
   */
  async request(ctx: OperatorContext, uid: number, input: { xp?: number; level?: number; reason: string }): Promise<OpsXpChange> {
    const reason = input.reason.trim();
    if (!reason) throw new AppError('ops.error.reason_required');
    if ((input.xp === undefined) === (input.level === undefined)) throw new AppError('ops.error.xp_or_level');
    const id = await this.d.db.transaction(async (tx) => {
      const player = await repo.lockPlayer(tx, uid);
      if (!player || player.isBot) throw new AppError('error.not_found');
      if (await isOwnPlayerAccount(tx, ctx.userId, uid)) throw new AppError('ops.error.own_account');
      const thresholds = await this.d.vip.thresholds(tx);
      let toXp: number;
      if (input.level !== undefined) {
        if (input.level < 0 || input.level >= thresholds.length) throw new AppError('error.invalid_parameter');
        toXp = thresholds[input.level]!;
      } else toXp = input.xp!;
      const fromLevel = vipLevelForXp(player.xp, thresholds);
      const toLevel = vipLevelForXp(toXp, thresholds);
      if (toXp === player.xp) throw new AppError('ops.error.xp_same');
      if (await repo.awaitingFor(tx, uid)) throw new AppError('ops.error.xp_pending');
      const row = await repo.insertChange(tx, {
        userId: uid,
        fromXp: player.xp,
        toXp,
        fromLevel,
        toLevel,
        reason,
        status: 'awaiting',
        requestedBy: ctx.userId,
        createdAt: this.d.clock.now(),
      });
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'player.xp_request',
        targetType: 'user',
        targetId: uid,
        before: { xp: player.xp, level: fromLevel },
        after: { changeId: row.id, xp: toXp, level: toLevel, reason, status: 'awaiting' },
        ip: ctx.ip,
      });
      return row.id;
    });
    return this.get(id);
  }

  /**
   * Approves (applies the XP) or rejects an awaiting change; the requester cannot decide their own. The change row
   * lock serialises racing decisions (the later ones read `ops.error.nothing_awaiting`).
   * @throws AppError error.not_found | ops.error.nothing_awaiting | ops.error.own_approval | ops.error.own_account
   */
  async decide(ctx: OperatorContext, id: number, approve: boolean): Promise<OpsXpChange> {
    await this.d.db.transaction(async (tx) => {
      const c = await repo.lockChange(tx, id);
      if (!c) throw new AppError('error.not_found');
      if (c.status !== 'awaiting') throw new AppError('ops.error.nothing_awaiting');
      if (c.requestedBy === ctx.userId) throw new AppError('ops.error.own_approval');
      if (await isOwnPlayerAccount(tx, ctx.userId, c.userId)) throw new AppError('ops.error.own_account');
      const now = this.d.clock.now();
      let applied: { fromXp: number; xp: number; beforeLevel: number; level: number } | null = null;
      if (approve) applied = await this.apply(tx, c.userId, c.toXp);
      await repo.updateChange(tx, id, { status: approve ? 'applied' : 'rejected', decidedBy: ctx.userId, decidedAt: now });
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: approve ? 'player.xp_approve' : 'player.xp_reject',
        targetType: 'user',
        targetId: c.userId,
        before: { changeId: id, xp: applied?.fromXp ?? c.fromXp, requestedBy: c.requestedBy },
        after: applied ? { xp: applied.xp, level: applied.level } : { status: 'rejected' },
        ip: ctx.ip,
      });
    });
    return this.get(id);
  }

  /** Changes newest first (status and player filters). */
  async list(f: { status?: string; uid?: number }, page: number, pageSize: number): Promise<OpsXpChangePage> {
    const { rows, total } = await repo.listChanges(this.d.db, f, pageSize, (page - 1) * pageSize);
    return { total, list: rows.map((r) => toView(r.c, r.nickname, r.requesterEmail)) };
  }

  private async get(id: number): Promise<OpsXpChange> {
    const { rows } = await repo.listChanges(this.d.db, { id }, 1, 0);
    const r = rows[0];
    if (!r) throw new AppError('error.not_found');
    return toView(r.c, r.nickname, r.requesterEmail);
  }

  /** Sets the player's XP to `toXp` (player row locked): up through awardXp (rewards once), down directly. */
  private async apply(tx: Tx, uid: number, toXp: number) {
    const player = await repo.lockPlayer(tx, uid);
    if (!player) throw new AppError('error.not_found');
    const thresholds = await this.d.vip.thresholds(tx);
    const beforeLevel = vipLevelForXp(player.xp, thresholds);
    if (toXp > player.xp) await this.d.vip.awardXp(tx, uid, toXp - player.xp);
    else await repo.setXp(tx, uid, toXp);
    const level = vipLevelForXp(toXp, thresholds);
    // a raise already told the player through level.reached (awardXp); a lowering (or a raise within the level) here
    if (!(toXp > player.xp && level > beforeLevel))
      await this.d.events.append(tx, 'vip.changed', uid, { userId: uid, fromXp: player.xp, xp: toXp, beforeLevel, level });
    return { fromXp: player.xp, xp: toXp, beforeLevel, level };
  }
}

function toView(c: repo.XpChangeRow, nickname: string, requesterEmail: string | null): OpsXpChange {
  return {
    id: c.id,
    uid: c.userId,
    nickname,
    fromXp: c.fromXp,
    toXp: c.toXp,
    fromLevel: c.fromLevel,
    toLevel: c.toLevel,
    reason: c.reason,
    status: c.status as OpsXpChange['status'],
    requestedBy: c.requestedBy,
    requestedByEmail: requesterEmail,
    decidedBy: c.decidedBy,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
  };
}
