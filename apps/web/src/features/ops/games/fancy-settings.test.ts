import { describe, expect, it } from 'vitest';
import { parseFancyForm, type FancyForm } from './fancy-settings.tsx';

const rar = (c: string, r: string, e: string, l: string) => ({ common: c, rare: r, epic: e, legendary: l });
const form: FancyForm = {
  perPack: '3',
  welcome: '1',
  shards: rar('5', '12', '30', '80'),
  crafts: rar('25', '60', '150', '400'),
  packs: [
    { setId: 1, name: 'Neon Jungle', price: '0.50', prizeCoins: '6.00', prizeItemId: '' },
    { setId: 3, name: 'Sunken Treasure', price: '2', prizeCoins: '0', prizeItemId: '1405' },
  ],
};

/** The console's Fancy Cards form (small): what it sends and what it refuses before sending. */
describe('fancy settings form (small)', () => {
  it('parses coins, whole shard numbers and an optional prize item', () => {
    expect(parseFancyForm(form)).toEqual({
      cardsPerPack: 3,
      welcomeCredits: 1,
      shardValues: { common: 5, rare: 12, epic: 30, legendary: 80 },
      craftPrices: { common: 25, rare: 60, epic: 150, legendary: 400 },
      packs: [
        { setId: 1, price: 0.5, prizeCoins: 6, prizeItemId: null },
        { setId: 3, price: 2, prizeCoins: 0, prizeItemId: 1405 },
      ],
    });
  });

  it('refuses 3-decimal prices, fractional shards, a zero craft price and 0 cards a pack', () => {
    expect(parseFancyForm({ ...form, packs: [{ ...form.packs[0]!, price: '0.505' }] })).toBeNull();
    expect(parseFancyForm({ ...form, shards: { ...form.shards, rare: '1.5' } })).toBeNull();
    expect(parseFancyForm({ ...form, crafts: { ...form.crafts, epic: '0' } })).toBeNull();
    expect(parseFancyForm({ ...form, perPack: '0' })).toBeNull();
  });
});
