import { centsToCoins } from '@hapa/domain';
import type { OpsContestLevel, OpsContestSettings } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import { coinInputCents } from '../../lib/coin-input.ts';
import type { Db } from '../../db/client.ts';
import type { ContestLevelBox } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/random.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { BattlesService } from '../battles/battles.service.ts';
import { CONTEST_SETTING, contestSettings, type ContestSettings } from './contest-rules.ts';
import * as repo from './contests.repo.ts';

/** The console's contests pages (apps/server/src/modules/contests/README.md): settings (finance) and levels (catalogue), audited. */
export class ContestsConsoleService {
  constructor(private readonly d: { db: Db; battles: BattlesService; settings: SettingsService; clock: Clock }) {}

  /** GET /api/ops/contests/settings (finance): the settings in coin units. */
  async opsSettings(): Promise<OpsContestSettings> {
    const s = await contestSettings(this.d.settings, this.d.db);
    return { periodDays: s.periodDays, prizes: s.prizesCents.map(centsToCoins), inviteHours: s.inviteHours };
  }

  /** POST /api/ops/contests/settings (finance): new settings (the next period uses the new length), audited in the same transaction. */
  async updateSettings(v: OpsContestSettings, op: OperatorContext): Promise<OpsContestSettings> {
    const next: ContestSettings = {
      periodDays: v.periodDays,
      prizesCents: v.prizes.map((p) => coinInputCents(p)),
      inviteHours: v.inviteHours,
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, CONTEST_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'contests.settings',
        targetType: 'setting',
        targetId: CONTEST_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(CONTEST_SETTING);
    return this.opsSettings();
  }

  /** GET /api/ops/contests/levels (catalogue): every level in order. */
  async opsLevels(): Promise<OpsContestLevel[]> {
    return (await repo.levels(this.d.db, false)).map((l) => ({
      id: l.id,
      position: l.position,
      name: l.name,
      boxes: l.boxes,
      points: l.points,
      isActive: l.isActive,
    }));
  }

  /**
   * POST /api/ops/contests/levels/{id} (catalogue): a level's name, line-up, points and switch, audited.
   * @throws AppError contest.error.level_not_found | battle.error.boxes | item.error.*
   */
  async updateLevel(
    id: number,
    v: { name: string; boxes: ContestLevelBox[]; points: number; isActive: boolean },
    op: OperatorContext,
  ): Promise<OpsContestLevel> {
    await this.d.battles.roundsOf(v.boxes);
    const row = await this.d.db.transaction(async (tx) => {
      const before = await repo.levelById(tx, id);
      if (!before) throw new AppError('contest.error.level_not_found');
      const after = (await repo.updateLevel(tx, id, { ...v, updatedAt: this.d.clock.now() }))!;
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'contests.level',
        targetType: 'contest_level',
        targetId: id,
        before,
        after,
        ip: op.ip,
      });
      return after;
    });
    return { id: row.id, position: row.position, name: row.name, boxes: row.boxes, points: row.points, isActive: row.isActive };
  }
}
