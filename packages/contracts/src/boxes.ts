import { LevelInfo } from './vip.ts';
import { z } from 'zod';
import { CoinAmount, Id, IdValue, paged } from './common.ts';

export const BoxSort = z.enum(['recommend', 'opened', 'price_asc', 'price_desc', 'newest']);
export type BoxSort = z.infer<typeof BoxSort>;

/** GET /api/item/list query (docs/product/routes.md#home category picker, docs/product/validation.md#search, price filter and sort). */
export const BoxListQuery = z.object({
  keyword: z.string().max(100).optional(),
  /** ALL, FEATURED, NEWEST, MY_LIKE or a tag name */
  category: z.string().max(40).optional(),
  minPrice: z.coerce.number().min(0).max(999_999).optional(),
  maxPrice: z.coerce.number().min(0).max(999_999).optional(),
  sort: BoxSort.default('recommend'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BoxListQuery = z.infer<typeof BoxListQuery>;

/** Box (docs/product/entities.md#boxes): price in coin units. `boxInfo` is the route segment `<id>-<slug>`. */
export const BoxSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  boxInfo: z.string(),
  price: CoinAmount,
  image: z.string(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  openedCount: z.number().int(),
  topItemImage: z.string().nullable(),
  /** the signed-in player liked it (MY LIKE); false for visitors */
  isLiked: z.boolean(),
});
export type BoxSummary = z.infer<typeof BoxSummary>;
export const BoxList = paged(BoxSummary);
export type BoxList = z.infer<typeof BoxList>;

/** One prize in a box, with its odds (ppm) and ticket range (fairness.md "Box opening"). */
export const BoxItem = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  price: CoinAmount,
  image: z.string(),
  skuLevel: z.number().int(),
  ppm: z.number().int(),
  /** ppm / 10,000, e.g. 12.5 means 12.5 % */
  probability: z.number(),
  ticketFrom: z.number().int(),
  ticketTo: z.number().int(),
});
export type BoxItem = z.infer<typeof BoxItem>;

/** GET /api/item/{id}/detail: `ev` in coin units, `rtp` as a ratio (0.9 = 90 %). */
export const BoxDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  boxInfo: z.string(),
  description: z.string(),
  price: CoinAmount,
  image: z.string(),
  tags: z.array(z.string()),
  isFree: z.boolean(),
  ev: CoinAmount,
  rtp: z.number(),
  oddsVersion: z.number().int(),
  openedCount: z.number().int(),
  isLiked: z.boolean(),
  items: z.array(BoxItem),
});
export type BoxDetail = z.infer<typeof BoxDetail>;

export const OpenTimesParam = z.object({ id: Id, times: z.coerce.number().int() });

/** One opened box (fairness.md "Box opening"): `nonce` of the player's box seed pair. */
export const OpenResult = z.object({
  openId: z.number().int(),
  storeItemId: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  itemImage: z.string(),
  itemPrice: CoinAmount,
  skuLevel: z.number().int(),
  ticket: z.number().int(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHashed: z.string(),
});
export type OpenResult = z.infer<typeof OpenResult>;

/** POST /api/item/{id}/open/{times}: `balance` after the charge, coin units. */
/** `level`: what the stake did to the player's XP (docs/product/entities.md#levels Level info); null on a repeated request. */
export const OpenResponse = z.object({
  results: z.array(OpenResult),
  balance: CoinAmount,
  cost: CoinAmount,
  level: LevelInfo.nullable().optional(),
});
export type OpenResponse = z.infer<typeof OpenResponse>;

/** Live drop (docs/product/entities.md#boxes): a prize someone just won. `originalPrice` in coin units, probability in %. */
export const LiveDrop = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  itemSkuLevel: z.number().int(),
  originalPrice: CoinAmount,
  img: z.string(),
  probability: z.number(),
  boxId: z.number().int(),
  boxName: z.string(),
  boxInfo: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
});
export type LiveDrop = z.infer<typeof LiveDrop>;

export const Tag = z.object({ name: z.string(), count: z.number().int() });
export type Tag = z.infer<typeof Tag>;

/** POST /api/item/{id}/collect: like (default) or unlike a box. */
export const CollectBody = z.object({ like: z.boolean().default(true) });
export const CollectResult = z.object({ boxId: z.number().int(), isLiked: z.boolean() });
export type CollectResult = z.infer<typeof CollectResult>;

/** POST /api/item/search/recent: a search the player ran (recorded for the recent searches under the search box). */
export const RecentSearchBody = z.object({ keyword: z.string().max(100) });

/**
 * POST /api/reopen body ("Open again" on the result panel): the box and count the panel shows. The server
 * opens exactly that (1, 3 or 5 of a box the player opened before), never "the last paid opening".
 */
export const ReopenBody = z.object({ boxId: IdValue, times: z.number().int().min(1).max(5) });
export type ReopenBody = z.infer<typeof ReopenBody>;

/** POST /api/reopen: the opening, plus which box and how many were opened again. */
export const ReopenResponse = OpenResponse.extend({ boxId: z.number().int(), times: z.number().int() });
export type ReopenResponse = z.infer<typeof ReopenResponse>;
