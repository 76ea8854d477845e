import { presentationPrng as mulberry32 } from '@hapa/domain';
/**
 * Reel layout for the opening animation. The outcome is decided by the server BEFORE the
 * animation (fairness.md); the reel is only presentation: filler items drawn by odds from a
 * deterministic generator seeded with the opening id, with the won item placed at the landing
 * index, so the strip always stops exactly on the prize the server returned.
 */

/** Cards in one reel. */
export const REEL_LENGTH = 64;
/** Index of the card the reel stops on (cards remain to its right). */
export const LANDING_INDEX = 54;

/** What the reel needs to know about an item. */
export interface ReelItem {
  id: number;
  ppm: number;
}

/** Picks an item weighted by ppm for a uniform `u` in [0, 1). */
export function pickWeighted<T extends ReelItem>(items: readonly T[], u: number): T {
  const total = items.reduce((s, it) => s + Math.max(0, it.ppm), 0);
  if (total <= 0) return items[Math.floor(u * items.length) % items.length];
  let x = u * total;
  for (const it of items) {
    x -= Math.max(0, it.ppm);
    if (x < 0) return it;
  }
  return items[items.length - 1];
}

/**
 * Builds one reel: `length` cards weighted by odds, with `won` at `landingIndex`.
 * Rare items are shown a little more often than their odds near the landing, as teasers,
 * without ever changing the landing card.
 * @throws RangeError if `items` is empty or landingIndex is outside the reel
 */
export function buildReel<T extends ReelItem>(
  items: readonly T[],
  won: T,
  seed: number,
  length = REEL_LENGTH,
  landingIndex = LANDING_INDEX,
): T[] {
  if (items.length === 0) throw new RangeError('a reel needs items');
  if (landingIndex < 0 || landingIndex >= length) throw new RangeError(`landing index ${landingIndex} is outside 0..${length - 1}`);
  const rand = mulberry32(seed);
  const rarest = [...items].sort((a, b) => a.ppm - b.ppm)[0];
  const reel: T[] = [];
  for (let i = 0; i < length; i++) {
    if (i === landingIndex) reel.push(won);
    else if (Math.abs(i - landingIndex) === 1 + Math.floor(rand() * 3) && rand() < 0.5) reel.push(rarest);
    else reel.push(pickWeighted(items, rand()));
  }
  return reel;
}

/**
 * translateX (px, negative) that puts the point `jitter` (-0.5..0.5 of a card) of the landing
 * card under the centre marker of a viewport `viewportWidth` wide.
 */
export function landingOffset(landingIndex: number, cardWidth: number, gap: number, viewportWidth: number, jitter = 0): number {
  const cardCenter = landingIndex * (cardWidth + gap) + cardWidth / 2 + jitter * cardWidth;
  return -(cardCenter - viewportWidth / 2);
}

/** Deterministic jitter in [-0.35, 0.35] for an opening, so reels do not always stop dead centre. */
export function landingJitter(seed: number): number {
  return (mulberry32(seed ^ 0x9e3779b9)() - 0.5) * 0.7;
}
