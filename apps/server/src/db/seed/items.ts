/**
 * Builds SEED_ITEMS from the category lists: ids, integer cents, rarity (skuLevel) and descriptions.
 * Ids are allocated in one block of 100 per category (phones 1001.., consoles 1101.., ...), so adding
 * an item to one list never renumbers another category.
 */
import { coinsToCents } from '@hapa/domain';
import type { ItemCategory, RawItem, SeedItem, SkuLevel } from './types.ts';
import { CONSOLES, GADGETS, PHONES } from './items-tech.ts';
import { FASHION, JEWELLERY, SNEAKERS, WATCHES } from './items-style.ts';
import { AUDIO, GAMING, HOME } from './items-play.ts';
import { COINS, GIFT_CARDS } from './items-money.ts';

/** Category lists in id-block order: block k starts at id 1001 + 100 * k. */
const CATEGORY_LISTS: readonly (readonly [ItemCategory, readonly RawItem[]])[] = [
  ['phones', PHONES],
  ['consoles', CONSOLES],
  ['sneakers', SNEAKERS],
  ['watches', WATCHES],
  ['gift-cards', GIFT_CARDS],
  ['jewellery', JEWELLERY],
  ['gadgets', GADGETS],
  ['coins', COINS],
  ['fashion', FASHION],
  ['home', HOME],
  ['gaming', GAMING],
  ['audio', AUDIO],
];

const BLOCK = 100;
const FIRST_ITEM_ID = 1001;

/** Rarity from value (cents): gold >= $1,000, red >= $300, purple >= $75, blue >= $15, else grey. */
export function skuLevelFor(priceCents: number): SkuLevel {
  if (priceCents >= 100_000) return 1;
  if (priceCents >= 30_000) return 2;
  if (priceCents >= 7_500) return 3;
  if (priceCents >= 1_500) return 4;
  return 5;
}

const TEMPLATES: Record<ItemCategory, (name: string, brand: string) => string> = {
  phones: (n) => `${n}. Brand new and factory sealed, with the full manufacturer warranty.`,
  consoles: (n) => `${n}. Brand new in the retail box with all included accessories.`,
  sneakers: (n) => `${n}. Authenticated, deadstock condition, shipped double-boxed in your size.`,
  watches: (n) => `${n}. Authenticated timepiece with box and papers where issued.`,
  'gift-cards': (n, b) => `${n}. Digital code delivered by email, redeemable at ${b} (US region).`,
  jewellery: (n) => `${n}. Authenticated piece shipped insured in a gift box.`,
  gadgets: (n) => `${n}. Brand new and sealed, with the full manufacturer warranty.`,
  coins: (n) => `${n} credited straight to your HapaBox balance. Use them to open more boxes.`,
  fashion: (n) => `${n}. Authentic and brand new with tags, shipped in your size.`,
  home: (n) => `${n}. Brand new in the original packaging.`,
  gaming: (n) => `${n}. Brand new; digital titles and memberships are delivered as codes.`,
  audio: (n) => `${n}. Brand new and sealed, with the full manufacturer warranty.`,
};

function toItem(category: ItemCategory, raw: RawItem, id: number): SeedItem {
  const [name, usd, brand, detail] = raw;
  const priceCents = coinsToCents(usd);
  const base = TEMPLATES[category](name, brand);
  return {
    id,
    name,
    priceCents,
    category,
    skuLevel: skuLevelFor(priceCents),
    brand,
    description: detail ? `${base} ${detail}.` : base,
  };
}

function buildItems(): SeedItem[] {
  const items: SeedItem[] = [];
  CATEGORY_LISTS.forEach(([category, list], block) => {
    if (list.length >= BLOCK) throw new Error(`category ${category} overflows its id block`);
    list.forEach((raw, i) => items.push(toItem(category, raw, FIRST_ITEM_ID + block * BLOCK + i)));
  });
  return items;
}

export const SEED_ITEMS: SeedItem[] = buildItems();
