import type { FancyCard, FancyHome, FancyRarity } from '@hapa/contracts';

/** The site's rarity colour (item skuLevel) of a card rarity: legendary gold, epic purple, rare blue, common grey. */
export const RARITY_LEVEL: Record<FancyRarity, number> = { legendary: 1, epic: 3, rare: 4, common: 5 };

/** Extra copies held across every set (what "Convert duplicates" turns into shards) and the shards they give. */
export function duplicatesOf(home: FancyHome): { cards: number; shards: number } {
  let cards = 0;
  let shards = 0;
  for (const s of home.sets)
    for (const c of s.cards)
      if (c.count > 1) {
        cards += c.count - 1;
        shards += (c.count - 1) * home.config.shardValues[c.rarity];
      }
  return { cards, shards };
}

/**
 * The published list as runs of the same card, with 1-based list positions: [101, 101, 102] ->
 * [{from: 1, to: 2, card: 101}, {from: 3, to: 3, card: 102}].
 */
export function listRuns(list: readonly number[]): { from: number; to: number; cardId: number }[] {
  const out: { from: number; to: number; cardId: number }[] = [];
  list.forEach((cardId, i) => {
    const last = out[out.length - 1];
    if (last && last.cardId === cardId && last.to === i) last.to = i + 1;
    else out.push({ from: i + 1, to: i + 1, cardId });
  });
  return out;
}

/** Whether `card` can be crafted now: not held and enough shards for its rarity's price. */
export function canCraft(card: FancyCard, shards: number, prices: FancyHome['config']['craftPrices']): boolean {
  return card.count === 0 && shards >= prices[card.rarity];
}
