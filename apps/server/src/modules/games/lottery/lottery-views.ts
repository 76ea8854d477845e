import { centsToCoins, maskName } from '@hapa/domain';
import type { LotteryDrawResult, LotteryPrize } from '@hapa/contracts';
import type * as repo from './lottery.repo.ts';
import { lotteryPrizeSplit } from './lottery.rules.ts';

/** An ISO timestamp of `d`. */
export const iso = (d: Date) => d.toISOString();

/** The prize table of a pool (docs/games.md): each rank with its ppm share and its prize in coin units (lotteryPrizeSplit). */
export function prizeTable(poolCents: number, tablePpm: number[]): LotteryPrize[] {
  const prizes = lotteryPrizeSplit(poolCents, tablePpm);
  return tablePpm.map((sharePpm, i) => ({ rank: i + 1, sharePpm, prize: centsToCoins(prizes[i]!) }));
}

/**
 * A draw as the history shows it (docs/fairness.md): the server seed only once 'drawn', the client seed once closed,
 * the winners of `winners` that belong to it (nicknames masked, prizes in coin units).
 */
export function resultView(d: repo.DrawRow, winners: repo.WinnerRow[]): LotteryDrawResult {
  return {
    drawId: d.id,
    drawKey: d.drawKey,
    drawAt: iso(d.drawAt),
    status: d.status as LotteryDrawResult['status'],
    serverSeedHashed: d.serverSeedHashed,
    serverSeed: d.status === 'drawn' ? d.serverSeed : null,
    clientSeed: d.clientSeed,
    ticketCount: d.ticketCount ?? 0,
    pool: centsToCoins(d.poolCents ?? 0),
    prizeTablePpm: d.prizeTablePpm as number[],
    winners: winners
      .filter((w) => w.drawId === d.id)
      .map((w) => ({ rank: w.rank, ticketId: w.ticketId, name: maskName(w.nickname), prize: centsToCoins(w.prizeCents) })),
  };
}
