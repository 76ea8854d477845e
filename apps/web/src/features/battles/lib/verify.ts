/**
 * In-browser verification of a battle (fairness.md "Battles"), with the same @hapa/domain code the
 * server draws with: the server seed against its hash, the battle client seed against the seats'
 * recorded seeds, and every revealed round's ticket and item.
 */
import type { BattleDetail, BoxDetail } from '@hapa/contracts';
import { battleClientSeed, battleSeatTicket, itemIndexForTicket, sha256Hex, tieWinnerIndex } from '@hapa/domain';

export interface DrawCheck {
  number: number;
  ticket: number;
  /** recomputed ticket; null until the server seed is revealed */
  expected: number | null;
  /** item mapped from the recomputed ticket matches; null when not checkable (seed hidden, odds changed) */
  itemOk: boolean | null;
}

export interface BattleCheck {
  /** SHA-256(serverSeed) equals serverSeedHashed; null while hidden */
  hashOk: boolean | null;
  /** battle client seed equals SHA-256(uuid:s_1:...:s_n); null before the last seat filled */
  clientSeedOk: boolean | null;
  /** the tie winner index recomputes; null when there was no tie or the seed is hidden */
  tieOk: boolean | null;
  rounds: { round: number; draws: DrawCheck[] }[];
}

/**
 * Checks a battle. `boxes` gives each round box's current odds; a round whose recorded odds version
 * differs is checked for its ticket only.
 */
export function verifyBattle(d: BattleDetail, boxes: Map<number, BoxDetail>): BattleCheck {
  const seeds = d.players.map((p) => p.clientSeed);
  const clientSeedOk =
    d.clientSeed && seeds.every((s): s is string => s !== null) ? battleClientSeed(d.uuid, seeds) === d.clientSeed : null;
  const serverSeed = d.serverSeed;
  const hashOk = serverSeed ? sha256Hex(serverSeed) === d.serverSeedHashed : null;
  const rounds = d.rounds.map((r) => {
    const box = boxes.get(r.box.id);
    const ranges = box && box.oddsVersion === r.oddsVersion ? box.items.map((i) => ({ from: i.ticketFrom, to: i.ticketTo })) : null;
    return {
      round: r.round,
      draws: r.draws.map((draw) => {
        const expected = serverSeed && d.clientSeed ? battleSeatTicket(serverSeed, d.clientSeed, r.round, draw.number) : null;
        const itemOk = expected !== null && ranges && box ? box.items[itemIndexForTicket(ranges, expected)]?.id === draw.itemId : null;
        return { number: draw.number, ticket: draw.ticket, expected, itemOk };
      }),
    };
  });
  const tieOk =
    d.tie && serverSeed && d.clientSeed
      ? tieWinnerIndex(serverSeed, d.clientSeed, d.totalRound, d.tie.sides.length) === d.tie.winnerIndex
      : null;
  return { hashOk, clientSeedOk, tieOk, rounds };
}

/** True when every check that can run passed (and at least the seeds were checkable). */
export function isBattleVerified(c: BattleCheck): boolean {
  if (c.hashOk !== true || c.clientSeedOk !== true || c.tieOk === false) return false;
  return c.rounds.every((r) => r.draws.every((x) => x.expected === x.ticket && x.itemOk !== false));
}
