import { centsToCoins } from '@hapa/domain';
import type { OpsLotterySettings } from '@hapa/contracts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { LOTTERY_SETTING, type LotteryDeps, type LotterySettings, lotterySettings } from './lottery.rules.ts';

/** GET /api/ops/games/lottery (docs/games.md): the settings in coin units for the console. */
export async function opsLotterySettings(d: LotteryDeps): Promise<OpsLotterySettings> {
  const s = await lotterySettings(d);
  return {
    price: centsToCoins(s.priceCents),
    drawTime: s.drawTime,
    edgePpm: s.edgePpm,
    guaranteedPool: centsToCoins(s.guaranteedPoolCents),
    prizeTablePpm: s.prizeTablePpm,
    maxTickets: s.maxTickets,
  };
}

/**
 * POST /api/ops/games/lottery (docs/games.md): new settings for the draws that open from now on (the open draw keeps
 * the terms it was published with), with the audit row in the same transaction. Answers the settings as saved.
 * @throws AppError validation.amount for an amount with more than 2 decimals
 */
export async function updateLotterySettings(d: LotteryDeps, v: OpsLotterySettings, op: OperatorContext): Promise<OpsLotterySettings> {
  const next: LotterySettings = {
    priceCents: coinInputCents(v.price),
    drawTime: v.drawTime,
    edgePpm: v.edgePpm,
    guaranteedPoolCents: coinInputCents(v.guaranteedPool),
    prizeTablePpm: v.prizeTablePpm,
    maxTickets: v.maxTickets,
  };
  await d.db.transaction(async (tx) => {
    const before = await d.settings.set(tx, LOTTERY_SETTING, next, op.userId);
    await writeAudit(tx, {
      operatorId: op.userId,
      action: 'games.lottery_settings',
      targetType: 'setting',
      targetId: LOTTERY_SETTING,
      before,
      after: next,
      ip: op.ip,
    });
  });
  d.settings.forget(LOTTERY_SETTING);
  return opsLotterySettings(d);
}
