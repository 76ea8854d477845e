/**
 * Provably fair: the one algorithm (shared/design/fairness.md).
 *
 * Pure TS on top of `@noble/hashes`, so the server and the browser verifier run the same code.
 * Every random outcome in the product comes from `fairFloat`/`fairFloats` and nothing else.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Highest box ticket; tickets run 1..MAX_TICKET (fairness.md "Box opening"). */
export const MAX_TICKET = 1_000_000;

/** Seed types: one active seed pair per type per player (fairness.md "Seeds"). */
export const SEED_TYPE = { box: 1, battle: 2, game: 3 } as const;

/** The client seed of a demo opening (docs/product/states.md#demo-mode): a fresh server seed per opening, nonce 0. */
export const DEMO_CLIENT_SEED = 'demo';

/** One of the values of {@link SEED_TYPE}. */
export type SeedType = (typeof SEED_TYPE)[keyof typeof SEED_TYPE];

/** Floats per HMAC round: 32 bytes / 4 bytes per float. */
const FLOATS_PER_ROUND = 8;

/** Thrown for an argument the algorithm cannot use (bad nonce, index, count or float). */
export class FairnessError extends Error {
  override readonly name = 'FairnessError';
  constructor(message: string) {
    super(message);
  }
}

function assertNonNegativeInt(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new FairnessError(`${what} must be a non-negative safe integer, got ${String(value)}`);
  }
}

function assertUnitFloat(value: number, what: string): void {
  if (typeof value !== 'number' || !(value >= 0 && value < 1)) {
    throw new FairnessError(`${what} must be a number in [0, 1), got ${String(value)}`);
  }
}

/**
 * SHA-256 of UTF-8 text as lowercase hex (64 chars).
 * Used for `serverSeedHashed` and the battle client seed (fairness.md "Seeds", "Battles").
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * HMAC-SHA256 with a UTF-8 text key and UTF-8 text message; returns the 32 raw bytes.
 * The server seed is passed as its 64-char hex text, not decoded (fairness.md "Floats").
 */
export function hmacSha256(key: string, message: string): Uint8Array {
  return hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));
}

/** Float from 4 bytes at offset i: b[i]/256 + b[i+1]/256^2 + b[i+2]/256^3 + b[i+3]/256^4 (exact). */
function floatAt(bytes: Uint8Array, i: number): number {
  return (bytes[i] * 2 ** 24 + bytes[i + 1] * 2 ** 16 + bytes[i + 2] * 2 ** 8 + bytes[i + 3]) / 2 ** 32;
}

function roundBytes(serverSeed: string, clientSeed: string, nonce: number, round: number): Uint8Array {
  return hmacSha256(serverSeed, `${clientSeed}:${nonce}:${round}`);
}

/**
 * float_k in [0, 1) for a seed pair and nonce (fairness.md "Floats"):
 * round = floor(k/8), bytes = HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`),
 * float_k = 4 bytes at offset 4*(k mod 8) read as base-256 fraction.
 * @param serverSeed key, used as text (normally 64 lowercase hex)
 * @param clientSeed player's client seed (text)
 * @param nonce integer >= 0
 * @param k float index, integer >= 0
 * @throws FairnessError if nonce or k is not a non-negative safe integer
 */
export function fairFloat(serverSeed: string, clientSeed: string, nonce: number, k: number): number {
  assertNonNegativeInt(nonce, 'nonce');
  assertNonNegativeInt(k, 'float index k');
  const bytes = roundBytes(serverSeed, clientSeed, nonce, Math.floor(k / FLOATS_PER_ROUND));
  return floatAt(bytes, 4 * (k % FLOATS_PER_ROUND));
}

/**
 * float_0 .. float_{count-1} for a seed pair and nonce, computing each HMAC round once
 * (fairness.md "Floats"). `fairFloats(s, c, n, count)[k] === fairFloat(s, c, n, k)`.
 * @param count number of floats, integer >= 0
 * @throws FairnessError if nonce or count is not a non-negative safe integer
 */
export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  assertNonNegativeInt(nonce, 'nonce');
  assertNonNegativeInt(count, 'count');
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const bytes = roundBytes(serverSeed, clientSeed, nonce, round);
    for (let j = 0; j < FLOATS_PER_ROUND && out.length < count; j++) out.push(floatAt(bytes, 4 * j));
  }
  return out;
}

/**
 * Ticket 1..1,000,000 from a float: floor(f * 1,000,000) + 1 (fairness.md "Box opening").
 * @throws FairnessError if f is not in [0, 1)
 */
export function ticketFromFloat(f: number): number {
  assertUnitFloat(f, 'float');
  return Math.floor(f * MAX_TICKET) + 1;
}

/**
 * Box-opening ticket: ticketFromFloat(float_0) for (serverSeed, clientSeed, nonce)
 * (fairness.md "Box opening"; opening N boxes uses N consecutive nonces).
 * @throws FairnessError on a bad nonce
 */
export function boxTicket(serverSeed: string, clientSeed: string, nonce: number): number {
  return ticketFromFloat(fairFloat(serverSeed, clientSeed, nonce, 0));
}

/**
 * Battle client seed: SHA-256(uuid + ":" + s_1 + ":" + ... + ":" + s_n) as lowercase hex,
 * seat seeds in seat order, the text `bot` for a bot seat (fairness.md "Battles").
 * @throws FairnessError if there are no seats
 */
export function battleClientSeed(uuid: string, seatSeeds: string[]): string {
  if (seatSeeds.length === 0) throw new FairnessError('a battle needs at least one seat seed');
  return sha256Hex([uuid, ...seatSeeds].join(':'));
}

/**
 * Ticket of seat `seat` (from 1) in round `round` (from 0) of a battle: nonce = round,
 * float index seat - 1, ticket = ticketFromFloat(float) (fairness.md "Battles").
 * @throws FairnessError if round < 0 or seat < 1 or either is not an integer
 */
export function battleSeatTicket(serverSeed: string, battleClientSeed: string, round: number, seat: number): number {
  assertNonNegativeInt(round, 'round');
  if (!Number.isSafeInteger(seat) || seat < 1) throw new FairnessError(`seat must be an integer >= 1, got ${String(seat)}`);
  return ticketFromFloat(fairFloat(serverSeed, battleClientSeed, round, seat - 1));
}

/**
 * Tie-break after the last round: nonce = totalRounds, float_0; winner index (0-based, into the
 * tied sides in ascending seat/team order) = floor(float_0 * tiedCount) (fairness.md "Battles").
 * @throws FairnessError if totalRounds < 0 or tiedCount < 1 or either is not an integer
 */
export function tieWinnerIndex(serverSeed: string, battleClientSeed: string, totalRounds: number, tiedCount: number): number {
  assertNonNegativeInt(totalRounds, 'totalRounds');
  if (!Number.isSafeInteger(tiedCount) || tiedCount < 1) {
    throw new FairnessError(`tiedCount must be an integer >= 1, got ${String(tiedCount)}`);
  }
  return Math.floor(fairFloat(serverSeed, battleClientSeed, totalRounds, 0) * tiedCount);
}

/**
 * Fair shuffle / draw without replacement (fairness.md "Upgrade and other games"):
 * pool = [0..n-1]; pick k (k = 0, 1, ...) takes pool index floor(floats[k] * remaining) and
 * removes it. Returns the n drawn indices in draw order (a permutation of 0..n-1).
 * The last pick has one candidate left and consumes no float, so n - 1 floats suffice
 * (extra floats are ignored).
 * @throws FairnessError if n is not a non-negative integer, too few floats, or a float not in [0, 1)
 */
export function fairShuffle(floats: number[], n: number): number[] {
  assertNonNegativeInt(n, 'n');
  if (floats.length < n - 1) throw new FairnessError(`fairShuffle needs ${n - 1} floats, got ${floats.length}`);
  const pool = Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  for (let k = 0; pool.length > 0; k++) {
    let idx = 0;
    if (pool.length > 1) {
      assertUnitFloat(floats[k], `floats[${k}]`);
      idx = Math.floor(floats[k] * pool.length);
    }
    out.push(pool.splice(idx, 1)[0]);
  }
  return out;
}

/**
 * Upgrade outcome: win when float_0 < chance, where chance is exactly the probability the page
 * showed, in [0, 1] (fairness.md "Upgrade and other games").
 * @throws FairnessError if float0 is not in [0, 1) or chance is not in [0, 1]
 */
export function isUpgradeWin(float0: number, chance: number): boolean {
  assertUnitFloat(float0, 'float0');
  if (typeof chance !== 'number' || !(chance >= 0 && chance <= 1)) {
    throw new FairnessError(`chance must be a number in [0, 1], got ${String(chance)}`);
  }
  return float0 < chance;
}

/** Client seed rule: 1 to 64 printable ASCII characters (0x20-0x7E) (fairness.md "Seeds"). */
export function isValidClientSeed(s: string): boolean {
  return typeof s === 'string' && /^[\x20-\x7E]{1,64}$/.test(s);
}

/** Server seed rule: exactly 64 lowercase hex characters (fairness.md "Seeds"). */
export function isValidServerSeed(s: string): boolean {
  return typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);
}
