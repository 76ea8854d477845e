/**
 * Draws shared by many players (fairness.md "Draws shared by many players"): the daily lottery, bingo and
 * contests. Each draw has its own server seed; when entries close its client seed is fixed over the entry ids.
 */
import { FairnessError, fairFloats, sha256Hex } from '../fairness.ts';
import { shufflePick } from './games.ts';

/**
 * drawClientSeed = SHA-256(drawId + ":" + e_1 + ":" + ... + ":" + e_n), lowercase hex, over the entry ids
 * (tickets, cards) in ASCENDING order (the ids are sorted here, whatever order they come in).
 * @throws FairnessError without entries or with an id that is not a non-negative integer
 */
export function drawClientSeed(drawId: string, entryIds: readonly number[]): string {
  if (entryIds.length === 0) throw new FairnessError('a draw needs at least one entry');
  for (const id of entryIds)
    if (!Number.isSafeInteger(id) || id < 0) throw new FairnessError(`entry ids must be non-negative integers, got ${String(id)}`);
  const sorted = [...entryIds].sort((a, b) => a - b);
  return sha256Hex([drawId, ...sorted].join(':'));
}

/**
 * Lottery winners: the shuffle rule over the entry ids in ascending order, count = number of prizes, nonce 0;
 * pick 1 wins the first prize, and so on.
 * @returns winning entry ids in prize order (fewer when there are fewer entries than prizes)
 */
export function lotteryWinners(serverSeed: string, drawSeed: string, entryIds: readonly number[], prizes: number): number[] {
  const sorted = [...entryIds].sort((a, b) => a - b);
  const count = Math.min(prizes, sorted.length);
  return shufflePick(fairFloats(serverSeed, drawSeed, 0, count), sorted.length, count).map((i) => sorted[i]);
}

/** Highest bingo number (75-ball bingo). */
export const BINGO_NUMBERS = 75;

/** Bingo call order: the shuffle rule over the numbers 1-75 in ascending order (count 75), nonce 0. */
export function bingoCalls(serverSeed: string, drawSeed: string): number[] {
  return shufflePick(fairFloats(serverSeed, drawSeed, 0, BINGO_NUMBERS), BINGO_NUMBERS, BINGO_NUMBERS).map((i) => i + 1);
}

/** A bingo card by column, top to bottom; N has 4 numbers (the centre is free). */
export interface BingoCard {
  B: number[];
  I: number[];
  N: number[];
  G: number[];
  O: number[];
}

/**
 * A bingo card from the buyer's own type 3 stream (24 floats of one nonce): B takes 5 picks from 1-15
 * (float_0-4), I 5 from 16-30 (float_5-9), N 4 from 31-45 (float_10-13), G 5 from 46-60 (float_14-18),
 * O 5 from 61-75 (float_19-23), each by the shuffle rule, top to bottom.
 */
export function bingoCardOf(serverSeed: string, clientSeed: string, nonce: number): BingoCard {
  const f = fairFloats(serverSeed, clientSeed, nonce, 24);
  const column = (from: number, count: number, first: number) => shufflePick(f.slice(from, from + count), 15, count).map((i) => first + i);
  return { B: column(0, 5, 1), I: column(5, 5, 16), N: column(10, 4, 31), G: column(14, 5, 46), O: column(19, 5, 61) };
}
