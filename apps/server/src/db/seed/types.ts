/**
 * Shapes of the seeded catalogue (pure data; the DB layer inserts it).
 * Prices are integer USD cents; odds are integer parts per million (fairness.md "Box opening").
 */

export type ItemCategory =
  | 'phones'
  | 'consoles'
  | 'sneakers'
  | 'watches'
  | 'gift-cards'
  | 'jewellery'
  | 'gadgets'
  | 'coins'
  | 'fashion'
  | 'home'
  | 'gaming'
  | 'audio';

/** Rarity tier shown on items and live drops: 1 = gold (rarest, most valuable) .. 5 = common. */
export type SkuLevel = 1 | 2 | 3 | 4 | 5;

export interface SeedItem {
  id: number;
  name: string;
  /** Retail / resale value in USD cents; coin prizes: face value (1 coin = 100 cents). */
  priceCents: number;
  category: ItemCategory;
  skuLevel: SkuLevel;
  brand: string;
  description: string;
}

export interface SeedBox {
  id: number;
  name: string;
  /** Price of one opening in USD cents (0 for the free box). */
  priceCents: number;
  tags: string[];
  isFeatured: boolean;
  /** Age of the box at seeding time in days (0..120); the seeder sets created_at = now - days. */
  createdDaysAgo: number;
  description: string;
  /** The box's fixed item order: most valuable first; ppm positive integers summing to 1,000,000. */
  items: { itemId: number; ppm: number }[];
}

/**
 * Raw item row as written in the category lists:
 * [name, price in USD (up to 2 decimals), brand, optional detail sentence].
 */
export type RawItem = readonly [name: string, usd: number, brand: string, detail?: string];
