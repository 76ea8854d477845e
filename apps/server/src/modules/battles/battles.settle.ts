import {
  battleClientSeed,
  battleSeatTicket,
  itemIndexForTicket,
  seatCount,
  settleBattle,
  tieWinnerIndex,
  type BattleMode,
  type BattleSettlement,
  type BattleType,
} from '@hapa/domain';
import type { BattleDrawRow } from '../../db/schema/index.ts';
import type { CatalogueSnapshot } from './battles.catalogue.ts';
import type { BattleRow, SeatRow } from './battles.repo.ts';

/** The whole outcome of a full battle, before anything is written. */
export interface DrawnBattle {
  /** SHA-256(uuid:s_1:...:s_n) (fairness.md "Battles") */
  clientSeed: string;
  /** draws[round][seat - 1] */
  draws: BattleDrawRow[][];
  seatTotalsCents: number[];
  settlement: BattleSettlement;
}

/**
 * Draws every round for every seat of a full battle and settles it (fairness.md "Battles"):
 * battle client seed from the seats' recorded seeds in seat order, round r seat k ticket
 * `battleSeatTicket(serverSeed, clientSeed, r, k)` mapped on the round's box odds at its recorded
 * version, then `settleBattle` with `tieWinnerIndex(serverSeed, clientSeed, totalRounds, n)` for ties
 * (or, with tie rule 'boss', the last tied side: the boss seat).
 * Deterministic: the same battle and seats always give the same outcome.
 * @throws Error when a seat is missing or the odds were not preloaded
 */
export function drawBattle(b: BattleRow, seats: SeatRow[], cat: CatalogueSnapshot): DrawnBattle {
  const n = seatCount(b.type as BattleType);
  const bySeat = [...seats].sort((x, y) => x.seat - y.seat);
  if (bySeat.length !== n || bySeat.some((s, i) => s.seat !== i + 1)) throw new Error(`battle ${b.uuid} is not full`);
  const clientSeed = battleClientSeed(
    b.uuid,
    bySeat.map((s) => s.clientSeed),
  );
  const draws = b.rounds.map((r, round) => {
    const odds = cat.odds(r.boxId, r.oddsVersion);
    return bySeat.map((s) => {
      const ticket = battleSeatTicket(b.serverSeed, clientSeed, round, s.seat);
      const item = odds.items[itemIndexForTicket(odds.ranges, ticket)]!;
      return { ticket, itemId: item.id, valueCents: item.priceCents };
    });
  });
  const seatTotalsCents = bySeat.map((_, i) => draws.reduce((sum, round) => sum + round[i]!.valueCents, 0));
  const settlement = settleBattle({
    type: b.type as BattleType,
    mode: b.mode as BattleMode,
    seatTotalsCents,
    // the boss rule (challenge-boss, published on its page): the boss sits in the last seat and wins ties
    drawTie: (count) => (b.tieRule === 'boss' ? count - 1 : tieWinnerIndex(b.serverSeed, clientSeed, b.totalRounds, count)),
  });
  return { clientSeed, draws, seatTotalsCents, settlement };
}

/** What a seat receives in cents: every item's value for the item winner, else its coin payout. */
export function wonCentsOf(s: BattleSettlement, seat: number): number {
  if (s.itemsToSeat !== null) return s.itemsToSeat === seat ? s.prizeCents : 0;
  return s.payoutCents[seat - 1] ?? 0;
}
