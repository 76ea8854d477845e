import { describe, expect, it } from 'vitest';
import type { FancyCard, FancyHome } from '@hapa/contracts';
import { canCraft, duplicatesOf, listRuns } from './fancy-format.ts';

const card = (id: number, rarity: FancyCard['rarity'], count: number): FancyCard => ({
  id,
  setId: 1,
  position: id % 100,
  name: `c${id}`,
  rarity,
  image: '',
  count,
});
const config: FancyHome['config'] = {
  cardsPerPack: 3,
  weights: { common: 6, rare: 3, epic: 2, legendary: 1 },
  shardValues: { common: 5, rare: 12, epic: 30, legendary: 80 },
  craftPrices: { common: 25, rare: 60, epic: 150, legendary: 400 },
};

/** Fancy Cards page helpers (small): duplicates and their shards, the list as runs, craftability. */
describe('fancy cards format (small)', () => {
  it('counts extra copies across sets and the shards they convert into', () => {
    const home = {
      config,
      me: null,
      sets: [{ cards: [card(101, 'common', 3), card(102, 'rare', 1), card(109, 'legendary', 2)] }, { cards: [card(201, 'epic', 0)] }],
    } as unknown as FancyHome;
    expect(duplicatesOf(home)).toEqual({ cards: 3, shards: 2 * 5 + 80 });
  });

  it('groups the published list into runs with 1-based positions', () => {
    expect(listRuns([101, 101, 101, 102, 103, 103])).toEqual([
      { from: 1, to: 3, cardId: 101 },
      { from: 4, to: 4, cardId: 102 },
      { from: 5, to: 6, cardId: 103 },
    ]);
    expect(listRuns([])).toEqual([]);
  });

  it('a card is craftable only when missing and affordable', () => {
    expect(canCraft(card(101, 'common', 0), 25, config.craftPrices)).toBe(true);
    expect(canCraft(card(101, 'common', 0), 24, config.craftPrices)).toBe(false);
    expect(canCraft(card(101, 'common', 1), 999, config.craftPrices)).toBe(false);
  });
});
