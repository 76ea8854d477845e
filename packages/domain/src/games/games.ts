/**
 * Game outcomes of seed type 3 (fairness.md "Games"): pure functions over the one float stream, shared by
 * the server (which draws and settles) and the browser verifier (which recomputes from the revealed seed).
 * Chances are integer parts per million (ppm), never floats; money is integer cents.
 */
import { FairnessError, fairFloat, fairFloats } from '../fairness.ts';
import { PPM_TOTAL as PPM } from '../odds.ts';

function assertPpm(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > PPM)
    throw new FairnessError(`${what} must be an integer ppm in 0..1,000,000, got ${String(value)}`);
}

function assertPositiveInt(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new FairnessError(`${what} must be an integer >= 1, got ${String(value)}`);
}

/**
 * `win(k, p_ppm)` of fairness.md "Games": floor(float_k * 1,000,000) < pPpm.
 * @param float float_k in [0, 1)
 * @param pPpm chance in ppm, 0..1,000,000 (0 never wins, 1,000,000 always wins)
 * @throws FairnessError on a float outside [0, 1) or a chance outside 0..1,000,000
 */
export function isWinPpm(float: number, pPpm: number): boolean {
  if (typeof float !== 'number' || !(float >= 0 && float < 1)) throw new FairnessError(`float must be in [0, 1), got ${String(float)}`);
  assertPpm(pPpm, 'pPpm');
  return Math.floor(float * PPM) < pPpm;
}

/**
 * The one shuffle rule (fairness.md "Games"): picks `count` entries of an ordered list of `length` without
 * replacement; pick k takes index floor(float_k * remaining) out of what remains, in order.
 * Returns the picked list indices in pick order.
 * @param floats float_0 .. float_{count-1}
 * @throws FairnessError if count > length, too few floats, or a float outside [0, 1)
 */
export function shufflePick(floats: readonly number[], length: number, count: number): number[] {
  if (!Number.isSafeInteger(length) || length < 0) throw new FairnessError(`length must be an integer >= 0, got ${String(length)}`);
  if (!Number.isSafeInteger(count) || count < 0 || count > length)
    throw new FairnessError(`count must be 0..${length}, got ${String(count)}`);
  if (floats.length < count) throw new FairnessError(`shufflePick needs ${count} floats, got ${floats.length}`);
  const pool = Array.from({ length }, (_, i) => i);
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    const f = floats[k];
    if (typeof f !== 'number' || !(f >= 0 && f < 1)) throw new FairnessError(`floats[${k}] must be in [0, 1), got ${String(f)}`);
    out.push(pool.splice(Math.floor(f * pool.length), 1)[0]);
  }
  return out;
}

/**
 * Upgrade chance (fairness.md "Upgrade"): p_ppm = min(cap_ppm, floor(S * (1,000,000 - e_ppm) / T)).
 * @param stakeCents S, the value staked (prizes and/or coins), cents >= 1
 * @param targetCents T, the target item's value, cents >= 1
 * @param edgePpm house edge e, ppm
 * @param capPpm highest chance offered, ppm (default operator setting 750,000 = 75%)
 * @returns the chance in ppm (the page shows p_ppm / 10,000 %)
 * @throws FairnessError on a non-positive stake or target, or an edge/cap outside 0..1,000,000
 */
export function upgradeChancePpm(stakeCents: number, targetCents: number, edgePpm: number, capPpm: number): number {
  assertPositiveInt(stakeCents, 'stakeCents');
  assertPositiveInt(targetCents, 'targetCents');
  assertPpm(edgePpm, 'edgePpm');
  assertPpm(capPpm, 'capPpm');
  // exact in integers: S * (1e6 - e) stays below 2^53 for any stake under $90 million
  return Math.min(capPpm, Math.floor((stakeCents * (PPM - edgePpm)) / targetCents));
}

/** Tiles of the mad miner board (5 x 5, numbered 0-24 row by row). */
export const MINES_TILES = 25;

/**
 * Mad miner mines (fairness.md "Mad miner"): the first `mines` picks of the shuffle rule over [0..24],
 * from float_0.. of the bet's nonce.
 * @param mines 1..24
 * @returns `picks` in pick order and `tiles` sorted ascending
 * @throws FairnessError on a mine count outside 1..24 or a bad nonce
 */
export function minesOf(serverSeed: string, clientSeed: string, nonce: number, mines: number): { picks: number[]; tiles: number[] } {
  if (!Number.isSafeInteger(mines) || mines < 1 || mines > MINES_TILES - 1)
    throw new FairnessError(`mines must be 1..24, got ${String(mines)}`);
  const picks = shufflePick(fairFloats(serverSeed, clientSeed, nonce, mines), MINES_TILES, mines);
  return { picks, tiles: [...picks].sort((a, b) => a - b) };
}

/**
 * Mad miner payout multiplier after `safe` safe reveals with `mines` mines, in ppm of the bet:
 * the fair multiplier C(25, safe) / C(25 - mines, safe) times (1 - edge), rounded down. 1,000,000 = 1x.
 * With e_ppm the house edge, every cash-out point has RTP 1 - e (the chance of reaching it is the inverse
 * of the fair multiplier).
 * @param safe safe tiles revealed, 0..25 - mines
 * @throws FairnessError on counts outside their ranges
 */
export function minesMultiplierPpm(mines: number, safe: number, edgePpm: number): number {
  if (!Number.isSafeInteger(mines) || mines < 1 || mines > MINES_TILES - 1)
    throw new FairnessError(`mines must be 1..24, got ${String(mines)}`);
  if (!Number.isSafeInteger(safe) || safe < 0 || safe > MINES_TILES - mines)
    throw new FairnessError(`safe must be 0..${MINES_TILES - mines}, got ${String(safe)}`);
  assertPpm(edgePpm, 'edgePpm');
  if (safe === 0) return PPM;
  // product of (25 - i) / (25 - mines - i) for i < safe, kept as an exact integer fraction
  let num = 1n;
  let den = 1n;
  for (let i = 0; i < safe; i++) {
    num *= BigInt(MINES_TILES - i);
    den *= BigInt(MINES_TILES - mines - i);
  }
  return Number((num * BigInt(PPM - edgePpm)) / den);
}

/**
 * A deal of N prizes (flip cards, fancy-card packs; fairness.md "Flip cards"): the shuffle rule over the
 * prize list in its published order, count = N; position i of the deal holds the i-th pick.
 * @param listLength prizes in the published list, >= count
 * @returns list indices by position
 */
export function dealOf(serverSeed: string, clientSeed: string, nonce: number, count: number, listLength = count): number[] {
  return shufflePick(fairFloats(serverSeed, clientSeed, nonce, count), listLength, count);
}

/**
 * Treasure hunter map chance (fairness.md "Treasure hunter"): p_ppm = floor(mapPrice * (1e6 - e) / treasureValue),
 * at most 1,000,000.
 * @throws FairnessError on non-positive prices or an edge outside 0..1,000,000
 */
export function treasureMapChancePpm(mapPriceCents: number, treasureValueCents: number, edgePpm: number): number {
  assertPositiveInt(mapPriceCents, 'mapPriceCents');
  assertPositiveInt(treasureValueCents, 'treasureValueCents');
  assertPpm(edgePpm, 'edgePpm');
  return Math.min(PPM, Math.floor((mapPriceCents * (PPM - edgePpm)) / treasureValueCents));
}

/**
 * Treasure hunter play: map j (0 .. maps-1) finds the treasure when win(j, p_ppm).
 * @returns one boolean per map
 */
export function treasureMapsFound(serverSeed: string, clientSeed: string, nonce: number, maps: number, pPpm: number): boolean[] {
  assertPositiveInt(maps, 'maps');
  return fairFloats(serverSeed, clientSeed, nonce, maps).map((f) => isWinPpm(f, pPpm));
}

/**
 * Pirate chests (tower; fairness.md "Pirate chests"): level L (from 0) hides the skull behind chest
 * floor(float_L * chests).
 * @returns the skull's chest index per level 0..levels-1
 */
export function pirateSkulls(serverSeed: string, clientSeed: string, nonce: number, chests: number, levels: number): number[] {
  assertPositiveInt(chests, 'chests');
  assertPositiveInt(levels, 'levels');
  return fairFloats(serverSeed, clientSeed, nonce, levels).map((f) => Math.floor(f * chests));
}

/**
 * Double guess and other yes/no bets (fairness.md): win(0, p_ppm) with the chance the page showed.
 */
export function isYesNoWin(serverSeed: string, clientSeed: string, nonce: number, pPpm: number): boolean {
  return isWinPpm(fairFloat(serverSeed, clientSeed, nonce, 0), pPpm);
}
