/**
 * Box battles: seats, teams, round timing and settlement maths (docs/product/entities.md#battles Battle, docs/product/states.md#battles battle state,
 * docs/product/constants.md#timings; shared/design/fairness.md "Battles"). Pure: the draw itself lives in fairness.ts
 * (`battleSeatTicket`, `tieWinnerIndex`); this module decides who wins and how the prize splits.
 * Money is integer cents throughout.
 */

/** Battle types (docs/product/entities.md#battles): singled 2 seats, trio 3, quad 4, team 2v2 (4 seats). */
export const BATTLE_TYPES = ['singled', 'trio', 'quad', 'team'] as const;
export type BattleType = (typeof BATTLE_TYPES)[number];

/** Modes (docs/product/entities.md#battles, docs/product/states.md#battles): normal highest total wins, demon lowest total wins, share everyone splits. */
export const BATTLE_MODES = ['normal', 'demon', 'share'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];

/** Invite modes (docs/product/entities.md#battles): only `none` battles are listed publicly; the others join by invite link. */
export const BATTLE_INVITE_MODES = ['none', 'free', 'normal', 'other'] as const;
export type BattleInviteMode = (typeof BATTLE_INVITE_MODES)[number];

/** Battle states (docs/product/states.md#battles): 10 waiting, 20 in progress, 30 ended. */
export const BATTLE_STATE = { waiting: 10, running: 20, ended: 30 } as const;
export type BattleState = (typeof BATTLE_STATE)[keyof typeof BATTLE_STATE];

/** Seats per type (docs/product/constants.md#battles "Seats: team 4, blue 1-2, red 3-4"). */
export const BATTLE_SEATS: Readonly<Record<BattleType, number>> = { singled: 2, trio: 3, quad: 4, team: 4 };

/** Teams of a team battle: 1 blue (seats 1-2), 2 red (seats 3-4). */
export const TEAM = { blue: 1, red: 2 } as const;

/** Most rounds (boxes) in one battle. */
export const BATTLE_MAX_ROUNDS = 50;
/** How long one round's reels spin, in ms: normal and fast mode. */
export const BATTLE_ROUND_MS = 3500;
export const BATTLE_FAST_ROUND_MS = 1200;
/** The tie roulette after the last round, in ms (only when there is a tie). */
export const BATTLE_TIE_MS = 4000;
/** List timings (docs/product/states.md#battles, docs/product/constants.md#timings): a finished battle shows as finished after 7 s, its card goes 10 s after the last round. */
export const BATTLE_FINISH_SHOW_MS = 7000;
export const BATTLE_CARD_REMOVE_MS = 10_000;

/** Seat result after the end: 0 undecided (still playing), 1 win, 2 lose. */
export const SEAT_RESULT = { pending: 0, win: 1, lose: 2 } as const;

/** Thrown for arguments the battle maths cannot use. */
export class BattleError extends Error {
  override readonly name = 'BattleError';
  constructor(message: string) {
    super(message);
  }
}

/** Number of seats of a battle type. */
export function seatCount(type: BattleType): number {
  return BATTLE_SEATS[type];
}

/**
 * Team of a seat: team battles put seats 1-2 in blue (1) and 3-4 in red (2); other types have no
 * teams (0). @throws BattleError for a seat outside 1..seatCount(type)
 */
export function teamOfSeat(type: BattleType, seat: number): 0 | 1 | 2 {
  if (!Number.isSafeInteger(seat) || seat < 1 || seat > seatCount(type)) throw new BattleError(`seat ${seat} is not in a ${type} battle`);
  if (type !== 'team') return 0;
  return seat <= 2 ? TEAM.blue : TEAM.red;
}

/** Round length in ms for a battle (fast mode spins shorter). */
export function roundMsFor(fastMode: boolean): number {
  return fastMode ? BATTLE_FAST_ROUND_MS : BATTLE_ROUND_MS;
}

/**
 * Rounds visible at `nowMs` of a battle that started at `startedAtMs`: round r (from 0) is revealed
 * at startedAt + r * roundMs, so 0 before the start and `totalRounds` from the last reveal on.
 * All times in ms since the epoch.
 */
export function revealedRounds(nowMs: number, startedAtMs: number, roundMs: number, totalRounds: number): number {
  if (nowMs < startedAtMs) return 0;
  return Math.min(totalRounds, Math.floor((nowMs - startedAtMs) / roundMs) + 1);
}

/** When round `round` (from 0) is revealed, ms since the epoch. */
export function roundRevealAt(startedAtMs: number, roundMs: number, round: number): number {
  return startedAtMs + round * roundMs;
}

/**
 * When the battle ends (state 20 -> 30), ms since the epoch: after the last round has spun, plus
 * the tie roulette when there is a tie.
 */
export function battleEndsAt(startedAtMs: number, roundMs: number, totalRounds: number, hasTie: boolean): number {
  return startedAtMs + totalRounds * roundMs + (hasTie ? BATTLE_TIE_MS : 0);
}

/**
 * Splits `totalCents` equally over `n` winners: each gets floor(total / n); the remainder's cents go
 * one each to the first winners in ascending seat order. Sums to exactly `totalCents`.
 * @throws BattleError if totalCents is not a non-negative integer or n < 1
 */
export function splitEvenly(totalCents: number, n: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new BattleError(`totalCents must be a non-negative integer, got ${totalCents}`);
  if (!Number.isSafeInteger(n) || n < 1) throw new BattleError(`n must be an integer >= 1, got ${n}`);
  const base = Math.floor(totalCents / n);
  const remainder = totalCents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < remainder ? 1 : 0));
}

/** What `settleBattle` needs: seat totals in cents (index = seat - 1). */
export interface SettleInput {
  type: BattleType;
  mode: BattleMode;
  /** each seat's total unboxed value in cents, index seat - 1 */
  seatTotalsCents: number[];
  /**
   * Tie-break: index (0-based) of the winner among `tiedCount` tied sides in ascending seat/team
   * order; the server passes `tieWinnerIndex(serverSeed, battleClientSeed, totalRounds, count)`.
   */
  drawTie: (tiedCount: number) => number;
}

/** Who won and what each seat receives. Seats are 1-based; arrays are indexed seat - 1. */
export interface BattleSettlement {
  /** side of each seat: the seat number itself, or the team number (1 blue, 2 red) in team battles */
  sideOfSeat: number[];
  /** total per side in cents, keyed by side number */
  sideTotalsCents: Map<number, number>;
  /** the tie after the last round, null when there was none (share mode never ties) */
  tie: { sides: number[]; winnerIndex: number } | null;
  /** the winning side, null in share mode (everyone wins) */
  winnerSide: number | null;
  /** seats that win, ascending */
  winnerSeats: number[];
  /** normal/demon non-team: the seat that takes every item; null when the prize is paid as coins */
  itemsToSeat: number | null;
  /** share and team: coins per seat in cents (0 for losers); sums to prizeCents. All 0 otherwise. */
  payoutCents: number[];
  /** value of every unboxed item, cents */
  prizeCents: number;
  /** 1 = gold, 2 = silver, 3 = copper, ...: by total in the mode's direction, the winner first */
  rankOfSeat: number[];
}

/**
 * Settles a battle after its last round (docs/product/states.md#battles; fairness.md "Battles"):
 * - sides are seats, or teams (seats 1-2 blue, 3-4 red) in team battles; a side's total is the sum
 *   of its seats' totals;
 * - normal: the highest side total wins; demon: the lowest; a tie goes to `drawTie` over the tied
 *   sides in ascending order;
 * - normal/demon with single seats: the winner takes every item (`itemsToSeat`);
 * - team battles: the winning team splits the value of all unboxed items as coins;
 * - share: every seat wins and the value of all items is split equally as coins.
 * Splits use {@link splitEvenly} over the winning seats in ascending seat order.
 * @throws BattleError on a wrong number of seats, a bad total, or a drawTie index out of range
 */
export function settleBattle(input: SettleInput): BattleSettlement {
  const { type, mode, seatTotalsCents } = input;
  const seats = seatCount(type);
  if (seatTotalsCents.length !== seats) throw new BattleError(`a ${type} battle has ${seats} seats, got ${seatTotalsCents.length} totals`);
  for (const t of seatTotalsCents) {
    if (!Number.isSafeInteger(t) || t < 0) throw new BattleError(`seat totals must be non-negative integers, got ${t}`);
  }
  const seatNumbers = Array.from({ length: seats }, (_, i) => i + 1);
  const sideOfSeat = seatNumbers.map((s) => (type === 'team' ? teamOfSeat(type, s) : s));
  const sideTotalsCents = new Map<number, number>();
  sideOfSeat.forEach((side, i) => sideTotalsCents.set(side, (sideTotalsCents.get(side) ?? 0) + seatTotalsCents[i]));
  const prizeCents = seatTotalsCents.reduce((a, b) => a + b, 0);
  const sides = [...sideTotalsCents.keys()].sort((a, b) => a - b);
  const better = (a: number, b: number) => (mode === 'demon' ? a < b : a > b);

  let tie: BattleSettlement['tie'] = null;
  let winnerSide: number | null = null;
  if (mode !== 'share') {
    let best = sideTotalsCents.get(sides[0])!;
    for (const side of sides) if (better(sideTotalsCents.get(side)!, best)) best = sideTotalsCents.get(side)!;
    const tied = sides.filter((side) => sideTotalsCents.get(side) === best);
    if (tied.length > 1) {
      const winnerIndex = input.drawTie(tied.length);
      if (!Number.isSafeInteger(winnerIndex) || winnerIndex < 0 || winnerIndex >= tied.length)
        throw new BattleError(`tie winner index ${winnerIndex} out of 0..${tied.length - 1}`);
      tie = { sides: tied, winnerIndex };
      winnerSide = tied[winnerIndex];
    } else {
      winnerSide = tied[0];
    }
  }

  const winnerSeats = seatNumbers.filter((s) => winnerSide === null || sideOfSeat[s - 1] === winnerSide);
  const payoutCents = seatNumbers.map(() => 0);
  const paysCoins = mode === 'share' || type === 'team';
  if (paysCoins) splitEvenly(prizeCents, winnerSeats.length).forEach((c, i) => (payoutCents[winnerSeats[i] - 1] = c));

  // ranks: the winning side first, then the others by total in the mode's direction (ascending side on equal totals)
  const order = [...sides].sort((a, b) => {
    if (a === winnerSide) return -1;
    if (b === winnerSide) return 1;
    const ta = sideTotalsCents.get(a)!;
    const tb = sideTotalsCents.get(b)!;
    if (ta !== tb) return mode === 'demon' ? ta - tb : tb - ta;
    return a - b;
  });
  const rankOfSeat = sideOfSeat.map((side) => order.indexOf(side) + 1);

  return {
    sideOfSeat,
    sideTotalsCents,
    tie,
    winnerSide,
    winnerSeats,
    itemsToSeat: paysCoins ? null : winnerSeats[0],
    payoutCents,
    prizeCents,
    rankOfSeat,
  };
}
