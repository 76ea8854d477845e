/**
 * mulberry32, a tiny deterministic PRNG returning floats in [0, 1).
 * For presentation (reel filler cards) and for generating seed data ONLY: never for an outcome, which
 * comes from the provably-fair stream (fairness.ts) and nothing else.
 */
export function presentationPrng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
