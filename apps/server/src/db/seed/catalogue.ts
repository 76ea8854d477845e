/**
 * HapaBox seeded catalogue: items and boxes as pure data (the DB seeder inserts them).
 * docs/product/routes.md#home (home sections: FEATURED, NEWEST, tags), docs/product/entities.md#boxes (Box, Live drop itemSkuLevel),
 * fairness.md "Box opening" (odds in ppm summing to 1,000,000, box detail shows EV and RTP).
 *
 * - SEED_ITEMS: >= 320 items, ids from 1001 (a block of 100 ids per category), prices in USD cents.
 * - SEED_BOXES: ids 101.. contiguous; items most valuable first; every paid box's RTP is in 0.87..0.93.
 * - FREE_BOX_ID (109): the free box, price 0, tag 'free', coins of 0.01..1 and stickers; FREE_BOX_IDS: every free
 *   box (109 and 144..147, one per free-box kind).
 */
import { FREE_BOX_ID } from '@hapa/domain';
import { SEED_ITEMS } from './items.ts';
import { buildBoxes } from './boxes.ts';
import type { SeedBox } from './types.ts';

export type { ItemCategory, SeedBox, SeedItem, SkuLevel } from './types.ts';
export { SEED_ITEMS } from './items.ts';

export const SEED_BOXES: SeedBox[] = buildBoxes(SEED_ITEMS);

/** The seeded daily free box (docs/free-boxes.md; the constant lives in @hapa/domain). */
export { FREE_BOX_ID } from '@hapa/domain';
/** The other seeded free boxes, one per kind of docs/free-boxes.md (their rules: modules/boxes/free-boxes.service.ts). */
export const VIP_FREE_BOX_ID = 144;
export const LEVEL_FREE_BOX_ID = 145;
export const TOPUP_FREE_BOX_ID = 146;
export const LIMITED_FREE_BOX_ID = 147;
/** Every seeded free box (tag 'free', price 0): never sold, opened through the free-box rules. */
export const FREE_BOX_IDS: readonly number[] = [FREE_BOX_ID, VIP_FREE_BOX_ID, LEVEL_FREE_BOX_ID, TOPUP_FREE_BOX_ID, LIMITED_FREE_BOX_ID];

/** Box tags for the home category picker (docs/product/routes.md#home), in display order; 'free' marks the free box. */
export const SEED_TAGS: string[] = [
  'Hot',
  'Apple',
  'Tech',
  'Gaming',
  'Sneakers',
  'Fashion',
  'Luxury',
  'Jewellery',
  'Gift Cards',
  'Budget',
  'free',
];

/** Expected value of one opening in cents (may be fractional): sum(priceCents * ppm) / 1,000,000. */
export function expectedValueCents(box: SeedBox, itemsById: ReadonlyMap<number, { priceCents: number }>): number {
  let sum = 0;
  for (const { itemId, ppm } of box.items) sum += (itemsById.get(itemId)?.priceCents ?? 0) * ppm;
  return sum / 1_000_000;
}
