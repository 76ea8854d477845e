import { centsToCoins } from '@hapa/domain';
import type { OpsBingoSettings } from '@hapa/contracts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { writeAudit } from '../../../platform/audit.ts';
import * as repo from './bingo.repo.ts';
import { BINGO_CLOSE_JOB, BINGO_SETTING, type BingoDeps, type BingoSettings, bingoSettings } from './bingo.settings.ts';

/** GET /api/ops/games/bingo (docs/games.md): the settings in coin units and seconds. */
export async function opsBingoSettings(d: BingoDeps): Promise<OpsBingoSettings> {
  const s = await bingoSettings(d);
  return {
    cardPrice: centsToCoins(s.cardPriceCents),
    maxCards: s.maxCards,
    salesSeconds: s.salesSeconds,
    callIntervalMs: s.callIntervalMs,
    gapSeconds: s.gapSeconds,
    edgePpm: s.edgePpm,
    lineSharePpm: s.lineSharePpm,
    pointsPerCard: s.pointsPerCard,
  };
}

/**
 * POST /api/ops/games/bingo (docs/games.md): new settings with the audit row in the same transaction. Price, edge and
 * split apply from the next opening; the call interval from the next close; a shorter sales time also moves the
 * selling game's close earlier (never later); the rest at once. Answers the settings as saved.
 * @throws AppError validation.amount for a price with more than 2 decimals
 */
export async function updateBingoSettings(d: BingoDeps, v: OpsBingoSettings, op: OperatorContext): Promise<OpsBingoSettings> {
  const next: BingoSettings = {
    cardPriceCents: coinInputCents(v.cardPrice),
    maxCards: v.maxCards,
    salesSeconds: v.salesSeconds,
    callIntervalMs: v.callIntervalMs,
    gapSeconds: v.gapSeconds,
    edgePpm: v.edgePpm,
    lineSharePpm: v.lineSharePpm,
    pointsPerCard: v.pointsPerCard,
  };
  await d.db.transaction(async (tx) => {
    const before = await d.settings.set(tx, BINGO_SETTING, next, op.userId);
    await writeAudit(tx, {
      operatorId: op.userId,
      action: 'games.bingo_settings',
      targetType: 'setting',
      targetId: BINGO_SETTING,
      before,
      after: next,
      ip: op.ip,
    });
    // a shorter sales time also cuts the selling game's sales (never lengthens them): its close moves earlier
    const live = await repo.liveGame(tx, 'update');
    const closesAt = new Date(d.clock.now().getTime() + next.salesSeconds * 1000);
    if (live?.state === 'selling' && live.closesAt && closesAt < live.closesAt) {
      await repo.updateGame(tx, live.id, { closesAt });
      await d.jobs.schedule(tx, {
        kind: BINGO_CLOSE_JOB,
        dedupeKey: `bingo:close:${live.id}:${closesAt.getTime()}`,
        payload: { gameId: live.id },
        dueAt: closesAt,
      });
    }
  });
  d.settings.forget(BINGO_SETTING);
  return opsBingoSettings(d);
}
