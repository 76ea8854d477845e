/**
 * Fancy Cards packs (fairness.md "Flip cards, fancy-card packs and any deal of N prizes"): a pack's published
 * card list repeats each card of its set by the card's rarity weight (rarer cards appear fewer times), in the
 * set's card order; a pack of K cards is the first K picks of the shuffle rule over that list (`dealOf`).
 * Pure functions shared by the server (which deals) and the browser (which verifies and states the maths).
 */
import { FairnessError } from '../fairness.ts';
import { dealOf } from './games.ts';

/** Card rarities, commonest first. */
export const FANCY_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type FancyRarity = (typeof FANCY_RARITIES)[number];

/** How many times a card of each rarity appears in its pack's published list. */
export const FANCY_RARITY_WEIGHTS: Readonly<Record<FancyRarity, number>> = { common: 6, rare: 3, epic: 2, legendary: 1 };

/**
 * The published list of a pack: the set's cards in their set order, each repeated `weight(rarity)` times
 * (e.g. cards [a common, b legendary] -> [a, a, a, a, a, a, b]).
 * @param cards the set's cards in their published order
 * @returns card ids, list position 0 first
 */
export function fancyPackList(
  cards: readonly { id: number; rarity: FancyRarity }[],
  weights: Readonly<Record<FancyRarity, number>> = FANCY_RARITY_WEIGHTS,
): number[] {
  const out: number[] = [];
  for (const c of cards) for (let i = 0; i < weights[c.rarity]; i++) out.push(c.id);
  return out;
}

/**
 * The cards of one pack: the first `count` picks of the shuffle rule over `list` (float_0 .. float_{count-1}
 * of the round's nonce), position i holding the i-th pick.
 * @returns `deal` (list indices by position) and `cardIds` (list[deal[i]])
 * @throws FairnessError when count is outside 1..list.length
 */
export function fancyPackDeal(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  list: readonly number[],
  count: number,
): { deal: number[]; cardIds: number[] } {
  if (!Number.isSafeInteger(count) || count < 1 || count > list.length)
    throw new FairnessError(`count must be 1..${list.length}, got ${String(count)}`);
  const deal = dealOf(serverSeed, clientSeed, nonce, count, list.length);
  return { deal, cardIds: deal.map((i) => list[i]!) };
}

/** C(n, k) as a float (exact for the small lists of a pack). */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/**
 * Expected number of packs to own every card of a set, buying packs only (no shards, no crafting): by
 * inclusion-exclusion over the sets S of cards, E = sum over non-empty S of (-1)^(|S|+1) / (1 - q_S), where
 * q_S = C(L - w_S, K) / C(L, K) is the chance one pack holds none of S (L list length, w_S the list entries
 * of S, K cards per pack).
 * @param weights list entries per card (the card's rarity weight), at most 16 cards
 * @param perPack K, 1..L
 * @throws FairnessError on more than 16 cards, a weight below 1 or K outside 1..L
 */
export function fancyExpectedPacks(weights: readonly number[], perPack: number): number {
  const n = weights.length;
  const total = weights.reduce((s, w) => s + w, 0);
  if (n < 1 || n > 16 || weights.some((w) => !Number.isSafeInteger(w) || w < 1))
    throw new FairnessError('weights must be 1..16 integers >= 1');
  if (!Number.isSafeInteger(perPack) || perPack < 1 || perPack > total) throw new FairnessError(`perPack must be 1..${total}`);
  const all = choose(total, perPack);
  let e = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    let w = 0;
    let size = 0;
    for (let i = 0; i < n; i++)
      if (mask & (1 << i)) {
        w += weights[i]!;
        size++;
      }
    const q = choose(total - w, perPack) / all;
    e += (size % 2 === 1 ? 1 : -1) / (1 - q);
  }
  return e;
}
