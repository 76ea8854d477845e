import { assertVipTable, type VipLevelRow } from '@hapa/domain';
import type { OpsVipSettings, OpsVipView } from '@hapa/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import * as repo from './vip.repo.ts';
import { publishVipTable } from './vip-levels.ts';
import { birthdayWaitDays } from './birthday-wait.ts';
import { DEFAULT_VIP_SETTINGS, type VipSettings } from './vip.settings.ts';

/** What the console edits of the VIP table need: the database, the clock and the cache to forget after a save. */
export interface VipConsoleDeps {
  db: Db;
  clock: Clock;
  /** forgets the VIP service's cached table and settings (VipService.invalidate) */
  invalidate: () => void;
}

/** GET /api/ops/vip (apps/server/src/modules/vip/README.md): the stored VIP table and the settings, as the console edits them. */
export async function opsVipView(d: Pick<VipConsoleDeps, 'db'>): Promise<OpsVipView> {
  const [levels, raw] = await Promise.all([repo.listLevels(d.db), repo.allSettings(d.db)]);
  const s = { ...DEFAULT_VIP_SETTINGS, ...Object.fromEntries(raw) } as unknown as VipSettings;
  return {
    levels,
    settings: {
      battleMinVip: s.battle_min_vip,
      questBoostBeans: s.quest_boost_beans,
      birthdayWindowHours: s.birthday.windowHours,
      birthdayFreeItemId: s.birthday.freeItemId,
      birthdayWaitDays: birthdayWaitDays(s),
      spinUnitCents: s.spin_unit_cents,
    },
  };
}

/**
 * POST /api/ops/vip/levels (apps/server/src/modules/vip/README.md): replaces the VIP table, with its audit row in the same
 * transaction; answers the console view as saved.
 * @throws AppError vip.error.table when levels are not 0..n with XP strictly increasing from 0
 */
export async function replaceVipTable(d: VipConsoleDeps, rows: VipLevelRow[], op: OperatorContext): Promise<OpsVipView> {
  try {
    assertVipTable(rows);
  } catch (e) {
    throw new AppError('vip.error.table', e instanceof Error ? e.message : undefined);
  }
  await d.db.transaction(async (tx) => {
    const before = await repo.listLevels(tx);
    await repo.replaceLevels(tx, rows, d.clock.now());
    await writeAudit(tx, {
      operatorId: op.userId,
      action: 'vip.table',
      targetType: 'setting',
      targetId: 'vip_levels',
      before,
      after: rows,
      ip: op.ip,
    });
  });
  d.invalidate();
  publishVipTable(rows);
  return opsVipView(d);
}

/** POST /api/ops/vip/settings (apps/server/src/modules/vip/README.md): the progression settings, with their audit row in the same transaction. */
export async function updateVipSettings(d: VipConsoleDeps, v: OpsVipSettings, op: OperatorContext): Promise<OpsVipView> {
  const before = (await opsVipView(d)).settings;
  const now = d.clock.now();
  await d.db.transaction(async (tx) => {
    await repo.putSetting(tx, 'battle_min_vip', v.battleMinVip, now);
    await repo.putSetting(tx, 'quest_boost_beans', v.questBoostBeans, now);
    const waitDays = v.birthdayWaitDays ?? before.birthdayWaitDays;
    await repo.putSetting(tx, 'birthday', { windowHours: v.birthdayWindowHours, freeItemId: v.birthdayFreeItemId, waitDays }, now);
    await repo.putSetting(tx, 'spin_unit_cents', v.spinUnitCents, now);
    await writeAudit(tx, {
      operatorId: op.userId,
      action: 'vip.settings',
      targetType: 'setting',
      targetId: 'vip_settings',
      before,
      after: v,
      ip: op.ip,
    });
  });
  d.invalidate();
  return opsVipView(d);
}
