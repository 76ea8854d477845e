/** Seed item lists: gift cards (price = face value) and coin prizes (price = face value, 1 coin = $1). */
import type { RawItem } from './types.ts';

/** Gift card brands and the face values (USD) seeded for each. */
const GIFT_CARD_FACES: readonly (readonly [brand: string, faces: readonly number[]])[] = [
  ['Amazon', [1, 2, 5, 10, 25, 50, 100, 250]],
  ['Steam', [5, 20, 50, 100]],
  ['Apple', [10, 25, 50, 100]],
  ['Google Play', [5, 10, 25]],
  ['PlayStation Store', [10, 25, 50]],
  ['Xbox', [10, 25]],
  ['Nintendo eShop', [20, 50]],
  ['Roblox', [10, 25]],
  ['Netflix', [25]],
  ['Spotify', [10]],
  ['Uber', [25]],
  ['DoorDash', [25]],
  ['Starbucks', [5, 10]],
  ['Sephora', [25]],
  ['Nike', [50]],
  ['Visa Prepaid', [50, 100, 500]],
];

export const GIFT_CARDS: readonly RawItem[] = [
  ...GIFT_CARD_FACES.flatMap(([brand, faces]) => faces.map((usd): RawItem => [`${brand} $${usd} Gift Card`, usd, brand])),
  ['Fortnite 1,000 V-Bucks Card', 8.99, 'Epic Games'],
];

/** Coin prize face values in coins (= USD). */
const COIN_FACES: readonly number[] = [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 25, 50, 100, 250, 500, 1000, 5000];

/** "0.05 Coins", "1 Coin", "1,000 Coins". */
export function coinPrizeName(coins: number): string {
  if (coins === 1) return '1 Coin';
  const text = coins < 1 ? coins.toFixed(2) : coins.toLocaleString('en-US');
  return `${text} Coins`;
}

export const COINS: readonly RawItem[] = COIN_FACES.map((coins): RawItem => [coinPrizeName(coins), coins, 'HapaBox']);
