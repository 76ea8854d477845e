/**
 * Odds generator for seeded boxes (seed data only; live odds are stored, versioned rows).
 * Deterministic: a fixed-seed mulberry32 PRNG adds per-item variety, then the odds are solved so the
 * box's expected value hits a target RTP (fairness.md "Box opening": integer ppm summing to 1,000,000).
 */

import { presentationPrng as mulberry32 } from '@hapa/domain';

export { mulberry32 };
export const PPM_TOTAL = 1_000_000;

export interface OddsInput {
  /** Item prices in cents, in the box's order (descending). */
  pricesCents: number[];
  /** Target expected value of one opening, in cents. */
  targetEvCents: number;
  /** Optional fixed ppm per index (e.g. "1% iPhone": the phone fixed at 10,000 ppm). */
  fixedPpm?: Map<number, number>;
  /** Seed for the per-item weight jitter. */
  seed: number;
}

/**
 * Solves integer ppm odds: weight_i = jitter_i * price_i^-alpha over the free items, alpha found by
 * bisection so the expected value matches the target, then rounded (each item at least 1 ppm, sum
 * exactly 1,000,000) and the remaining EV error removed by moving ppm between the cheapest item and
 * the next item up whose price differs.
 * @returns ppm per item in input order
 * @throws Error if the target EV cannot be reached with these items
 */
export function solveOdds({ pricesCents, targetEvCents, fixedPpm = new Map(), seed }: OddsInput): number[] {
  const n = pricesCents.length;
  const rng = mulberry32(seed);
  const jitter = pricesCents.map(() => 0.7 + 0.6 * rng());
  const free = pricesCents.map((_, i) => i).filter((i) => !fixedPpm.has(i));
  let fixedMass = 0;
  let fixedEv = 0;
  for (const [i, ppm] of fixedPpm) {
    fixedMass += ppm;
    fixedEv += ppm * pricesCents[i];
  }
  const mass = PPM_TOTAL - fixedMass;
  const targetSum = targetEvCents * PPM_TOTAL - fixedEv; // cent-ppm the free items must carry
  const freeMean = (alpha: number): number => {
    const logs = free.map((i) => Math.log(jitter[i]) - alpha * Math.log(Math.max(pricesCents[i], 1)));
    const top = Math.max(...logs);
    let w = 0;
    let wp = 0;
    free.forEach((i, k) => {
      const e = Math.exp(logs[k] - top);
      w += e;
      wp += e * pricesCents[i];
    });
    return wp / w;
  };
  const want = targetSum / mass; // mean price the free items need
  let lo = 0;
  let hi = 40;
  if (freeMean(lo) < want || freeMean(hi) > want) {
    throw new Error(`target EV ${targetEvCents} out of reach (free mean ${freeMean(lo)}..${freeMean(hi)})`);
  }
  for (let it = 0; it < 200; it++) {
    const mid = (lo + hi) / 2;
    if (freeMean(mid) > want) lo = mid;
    else hi = mid;
  }
  const alpha = (lo + hi) / 2;
  const raw = free.map((i) => jitter[i] * Math.pow(Math.max(pricesCents[i], 1), -alpha));
  const total = raw.reduce((a, b) => a + b, 0);
  const ppm = new Array<number>(n).fill(0);
  for (const [i, p] of fixedPpm) ppm[i] = p;
  free.forEach((i, k) => (ppm[i] = Math.max(1, Math.floor((mass * raw[k]) / total))));
  // Exact sum: the cheapest free item absorbs the rounding remainder.
  const cheapest = free[free.length - 1];
  ppm[cheapest] += PPM_TOTAL - ppm.reduce((a, b) => a + b, 0);
  if (ppm[cheapest] < 1) throw new Error('rounding left the cheapest item without odds');
  // Exact EV: move k ppm between the cheapest item and the next pricier free item j.
  const err = targetSum + fixedEv - ppm.reduce((s, p, i) => s + p * pricesCents[i], 0);
  for (let k = free.length - 2; k >= 0; k--) {
    const j = free[k];
    const step = pricesCents[j] - pricesCents[cheapest];
    if (step <= 0) continue;
    const move = Math.round(err / step);
    if (ppm[cheapest] - move >= 1 && ppm[j] + move >= 1) {
      ppm[cheapest] -= move;
      ppm[j] += move;
      break;
    }
  }
  return ppm;
}
