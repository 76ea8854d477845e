import { centsToCoins, depositCentsForXp, MIN_TOP_UP_CENTS, vipLevelForXp, VIP_LEVEL_XP, xpToLevel } from '@hapa/domain';
import type { BattleGate } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { BattleGate as GateCents } from '../vip/vip.service.ts';
import * as repo from './battles.repo.ts';

/**
 * The battle gate (docs/product/validation.md#battle-join canBattle; docs/battles.md#battle-gate): the VIP level creating or joining a battle needs
 * (the operator setting of modules/vip, VIP1 by default), said in money terms, up front and in the refusal. A free
 * invite's friend seat is exempt (BattlesService.receive).
 */
export class BattleGatekeeper {
  constructor(
    private readonly d: {
      db: Db;
      /** the VIP module's gate (its table and setting); absent: the default table and `minVipLevel` */
      gateOf?: (userId: number | null) => Promise<GateCents>;
      minVipLevel: number;
    },
  ) {}

  private async cents(userId: number | null): Promise<GateCents> {
    if (this.d.gateOf) return this.d.gateOf(userId);
    const xp = userId === null ? 0 : ((await repo.userXp(this.d.db, userId)) ?? 0);
    const level = Math.min(this.d.minVipLevel, VIP_LEVEL_XP.length - 1);
    const missingXp = vipLevelForXp(xp) >= level ? 0 : xpToLevel(xp, level);
    return { minLevel: level, unlocked: missingXp === 0, missingXp, topUpCents: depositCentsForXp(missingXp, MIN_TOP_UP_CENTS) };
  }

  /** GET /api/battle/v2/gate: the gate for `userId` (null: a visitor, counted as a new player). */
  async gate(userId: number | null): Promise<BattleGate> {
    const g = await this.cents(userId);
    return { minLevel: g.minLevel, unlocked: g.unlocked, missingXp: g.missingXp, topUpAmount: centsToCoins(g.topUpCents) };
  }

  /**
   * Refuses a player below the gate.
   * @throws AppError battle.error.vip_required with details {level, diffXp, topUp} (topUp: the missing deposit, coin units)
   */
  async assert(userId: number): Promise<void> {
    const g = await this.cents(userId);
    if (g.unlocked) return;
    throw new AppError('battle.error.vip_required', `NEED VIP${g.minLevel} TO CREATE/JOIN BATTLE`, {
      level: g.minLevel,
      diffXp: g.missingXp,
      topUp: centsToCoins(g.topUpCents),
    });
  }
}
