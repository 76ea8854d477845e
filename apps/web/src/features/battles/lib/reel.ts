import { presentationPrng as prng } from '@hapa/domain';
/**
 * Filler for a seat's reel: the outcome is decided by the server before the animation; the strip is
 * presentation only (box items weighted by odds from a small deterministic generator seeded with the
 * ticket), with the drawn item at LANDING.
 */
export interface ReelItem {
  id: number;
  image: string;
  name: string;
  skuLevel: number;
  ppm: number;
}

export const REEL_CARDS = 28;
export const LANDING = 24;

/** A reel of REEL_CARDS cards weighted by ppm with `won` at LANDING. Empty `items` gives a reel of `won` only. */
export function seatReel<T extends ReelItem>(items: readonly T[], won: T, seed: number): T[] {
  const rand = prng(seed);
  const total = items.reduce((s, i) => s + i.ppm, 0);
  return Array.from({ length: REEL_CARDS }, (_, i) => {
    if (i === LANDING || total <= 0) return won;
    let x = rand() * total;
    for (const it of items) {
      x -= it.ppm;
      if (x < 0) return it;
    }
    return items[items.length - 1]!;
  });
}
