import { centsToCoins } from '@hapa/domain';
import type { BattleGate } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BattleGate as GateCents } from '../vip/vip.service.ts';

/**
 * The battle gate (docs/product/validation.md#battle-join canBattle; docs/battles.md#battle-gate): the VIP level creating or joining a battle needs
 * (the operator setting of modules/vip, VIP1 by default), said in money terms, up front and in the refusal. A free
 * invite's friend seat is exempt (BattleInvites.receive).
 */
export class BattleGatekeeper {
  constructor(
    private readonly d: {
      /** the VIP module's gate (its table and setting), cents */
      gateOf: (userId: number | null) => Promise<GateCents>;
    },
  ) {}

  private cents(userId: number | null): Promise<GateCents> {
    return this.d.gateOf(userId);
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
