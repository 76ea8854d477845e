import { drawClientSeed, lotteryWinners, sha256Hex } from '@hapa/domain';
import type { LotteryDrawResult } from '@hapa/contracts';

/** What the browser recomputed for one draw (fairness.md "Draws shared by many players"). */
export interface DrawCheck {
  /** SHA-256 of the revealed server seed equals the hash shown while tickets sold */
  hashMatch: boolean;
  /** drawClientSeed(drawKey, entry ids ascending) */
  clientSeed: string;
  clientSeedMatch: boolean;
  /** winning ticket ids in prize order, by lotteryWinners(serverSeed, clientSeed, entries, prizes) */
  winners: number[];
  winnersMatch: boolean;
  /** all three hold */
  ok: boolean;
}

/**
 * Recomputes a closed draw from its revealed server seed and its entry ids with the same domain functions the
 * server uses: the server seed's hash, the draw's client seed and the winners, each compared with what was published.
 * @returns null while the draw's server seed is not revealed or it had no entries (nothing to check)
 */
export function verifyDraw(
  draw: Pick<LotteryDrawResult, 'drawKey' | 'serverSeed' | 'serverSeedHashed' | 'clientSeed' | 'prizeTablePpm' | 'winners'>,
  entries: readonly number[],
): DrawCheck | null {
  if (!draw.serverSeed || entries.length === 0) return null;
  const hashMatch = sha256Hex(draw.serverSeed) === draw.serverSeedHashed;
  const clientSeed = drawClientSeed(draw.drawKey, entries);
  const clientSeedMatch = clientSeed === draw.clientSeed;
  const winners = lotteryWinners(draw.serverSeed, clientSeed, entries, draw.prizeTablePpm.length);
  const published = [...draw.winners].sort((a, b) => a.rank - b.rank).map((w) => w.ticketId);
  const winnersMatch = winners.length === published.length && winners.every((id, i) => id === published[i]);
  return { hashMatch, clientSeed, clientSeedMatch, winners, winnersMatch, ok: hashMatch && clientSeedMatch && winnersMatch };
}
