import { centsToCoins } from '@hapa/domain';
import type { BossOdds, CreateBattleResponse } from '@hapa/contracts';
import type { Db } from '../../db/client.ts';
import type { BattlesService } from '../battles/battles.service.ts';
import { bossOdds } from './boss-odds.ts';

/**
 * Challenges (apps/server/src/modules/contests/README.md): a 1v1 against the boss (the boss wins ties, its exact odds
 * published beside it) or against a bot on the player's boxes (a fair tie draw), both started at once on the battle
 * path (BattlesService.startAgainstBot; docs/battles.md).
 */
export class ChallengesService {
  constructor(
    private readonly db: Db,
    private readonly battles: BattlesService,
  ) {}

  /**
   * GET /api/battle/v2/challenge/boss/odds: exact odds of a boss battle on `count` rounds of box `boxId` at its
   * current odds version. @throws AppError item.error.not_found | item.error.off_sale | item.error.free_box | battle.error.exclusive_box
   */
  async bossOdds(boxId: number, count: number): Promise<BossOdds> {
    const rounds = await this.battles.roundsOf([{ boxId, count }]);
    const r = rounds[0]!;
    const rows = await this.battles.catalogue.oddsRows(boxId, r.oddsVersion, this.db);
    const cost = r.priceCents * count;
    const o = bossOdds(
      rows.map((x) => ({ valueCents: x.priceCents, ppm: x.ticketTo - x.ticketFrom + 1 })),
      count,
      cost,
    );
    return {
      box: this.battles.catalogue.box(boxId),
      count,
      cost: centsToCoins(cost),
      winPpm: o.winPpm,
      tiePpm: o.tiePpm,
      losePpm: o.losePpm,
      rtpPpm: o.rtpPpm,
      winExact: { num: o.winNum.toString(), den: o.den.toString() },
    };
  }

  /** POST /api/battle/v2/challenge/boss: a 1v1 against the boss (same boxes, the boss wins ties), started at once. */
  challengeBoss(userId: number, boxId: number, count: number, idempotencyKey?: string): Promise<CreateBattleResponse> {
    return this.battles.startAgainstBot(userId, {
      picks: [{ boxId, count }],
      mode: 'normal',
      purpose: 'boss',
      tieRule: 'boss',
      idempotencyKey,
    });
  }

  /** POST /api/battle/v2/challenge/bot: a 1v1 against a bot on the chosen boxes, started at once (fair tie draw). */
  challengeBot(
    userId: number,
    picks: { boxId: number; count: number }[],
    mode: 'normal' | 'demon',
    idempotencyKey?: string,
  ): Promise<CreateBattleResponse> {
    return this.battles.startAgainstBot(userId, { picks, mode, purpose: 'challenge', tieRule: 'draw', idempotencyKey });
  }
}
