import { PPM_TOTAL } from '@hapa/domain';
import { PIRATE_CHESTS } from '@hapa/contracts';

/** Pirate 2024's ladder maths (docs/fairness.md#pirate): multipliers in ppm, payouts in cents, exact in integers. */

/**
 * The multiplier after clearing `cleared` levels of `chests` chests with one skull each, in ppm:
 * floor((chests / (chests - 1))^cleared x (1,000,000 - edgePpm)), exact in integers (BigInt); 1x (1,000,000)
 * before the first level. Each level is survived with chance (chests - 1) / chests, so every cash-out point
 * returns (1,000,000 - edgePpm) / 1,000,000 of the stake on average (RTP 99% at the default 1% edge).
 * @throws RangeError for cleared < 0, chests < 2 or an edge outside 0..1,000,000
 */
export function pirateMultiplierPpm(cleared: number, edgePpm: number, chests = PIRATE_CHESTS): number {
  if (!Number.isSafeInteger(cleared) || cleared < 0) throw new RangeError(`cleared must be >= 0, got ${cleared}`);
  if (!Number.isSafeInteger(chests) || chests < 2) throw new RangeError(`chests must be >= 2, got ${chests}`);
  if (!Number.isSafeInteger(edgePpm) || edgePpm < 0 || edgePpm > PPM_TOTAL)
    throw new RangeError(`edgePpm must be 0..1,000,000, got ${edgePpm}`);
  if (cleared === 0) return PPM_TOTAL;
  const num = BigInt(chests) ** BigInt(cleared) * BigInt(PPM_TOTAL - edgePpm);
  const den = BigInt(chests - 1) ** BigInt(cleared);
  return Number(num / den);
}

/** What cashing out after `cleared` levels pays: stake x multiplier, rounded down to the cent, at most the cap. */
export function pirateCashOutCents(
  stakeCents: number,
  cleared: number,
  edgePpm: number,
  maxPayoutCents: number,
  chests = PIRATE_CHESTS,
): number {
  const mult = pirateMultiplierPpm(cleared, edgePpm, chests);
  return Math.min(maxPayoutCents, Number((BigInt(stakeCents) * BigInt(mult)) / BigInt(PPM_TOTAL)));
}

/** A ppm multiplier as a number (1,000,000 ppm = 1x). */
export const ppmToMultiplier = (ppm: number) => ppm / PPM_TOTAL;
/** The multipliers of levels 1..`levels` (the ladder the page shows). */
export const ladderOf = (levels: number, edgePpm: number, chests: number) =>
  Array.from({ length: levels }, (_, i) => ppmToMultiplier(pirateMultiplierPpm(i + 1, edgePpm, chests)));
