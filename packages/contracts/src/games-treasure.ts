import { z } from 'zod';
import { CoinAmount, CoinAmountInput, Id, IdValue, paged } from './common.ts';
import { GameSeedView } from './games.ts';

/**
 * Treasure hunter (docs/games.md; docs/product/README.md treasure hunter, docs/product/routes.md#games /treasureh and /treasure, docs/product/entities.md#treasure, docs/product/endpoints.md#games
 * /treasureHunter/*; fairness.md "Treasure hunter"). A treasure is a catalogue item (its value is `orgPrice`);
 * a play buys `mapNumber` maps at `mapPrice` each (`realPrice` = mapPrice x the treasure's default map count);
 * map j of a play finds the treasure when win(j, p_ppm) with p_ppm = floor(mapPrice x (1e6 - edge) / value),
 * and EACH map that finds it wins one treasure (to the store). Money in coin units (2 decimals), chances in ppm.
 */

/** Treasure type (docs/product/entities.md#treasure): 1 gold coin, else (2) dollar; a badge on the card. */
export const TreasureType = z.union([z.literal(1), z.literal(2)]);

/** Play type (docs/product/entities.md#enums store default playType 2): 1 normal (maps opened one by one), 2 fast (all at once). */
export const TreasurePlayType = z.union([z.literal(1), z.literal(2)]);

/** A treasure as the player sees it (docs/product/entities.md#treasure). */
export const Treasure = z.object({
  id: z.number().int(),
  /** 1 gold coin, 2 dollar */
  type: z.number().int(),
  itemId: z.number().int(),
  skuImage: z.string(),
  skuName: z.string(),
  /** 1 = gold (rarest) .. 5 = common */
  skuLevel: z.number().int(),
  /** the treasure's value: the catalogue item's price */
  orgPrice: CoinAmount,
  /** the price of a play of `mapCount` maps: mapPrice x mapCount */
  realPrice: CoinAmount,
  /** the price of one map */
  mapPrice: CoinAmount,
  /** maps in a play by default (the store default mapNumber 4) */
  mapCount: z.number().int(),
  /** the chance one map finds the treasure, ppm (shown as chancePpm / 10,000 %) at the current edge */
  chancePpm: z.number().int(),
  minVipLevel: z.number().int(),
  /** the player's VIP level is below minVipLevel (false for a visitor: the level shows as a badge) */
  locked: z.boolean(),
  isHot: z.boolean(),
});
export type Treasure = z.infer<typeof Treasure>;

/** GET /api/treasureHunter/home `config`: the operator settings the page states (rules, RTP). */
export const TreasureConfig = z.object({
  edgePpm: z.number().int(),
  /** RTP in percent, e.g. 95 */
  rtp: z.number(),
  minMaps: z.number().int(),
  maxMaps: z.number().int(),
  /** docs/product/entities.md#treasure store default mapNumber */
  defaultMaps: z.number().int(),
  /** docs/product/entities.md#treasure store default playType (2 fast; docs/product/constants.md#games "treasure mode fast") */
  defaultPlayType: z.number().int(),
  /** an open normal play is opened for the player after this many hours */
  autoOpenHours: z.number().int(),
});
export type TreasureConfig = z.infer<typeof TreasureConfig>;

/** One map of a play: `found` only once the map is opened (null while it is hidden). */
export const TreasureMap = z.object({ index: z.number().int(), opened: z.boolean(), found: z.boolean().nullable() });
export type TreasureMap = z.infer<typeof TreasureMap>;

/** A treasure won by a map: the store prize it became. */
export const TreasurePrize = z.object({
  storeItemId: z.number().int(),
  itemId: z.number().int(),
  map: z.number().int(),
  name: z.string(),
  image: z.string(),
  value: CoinAmount,
});
export type TreasurePrize = z.infer<typeof TreasurePrize>;

/** The treasure a play was bought for, as it was at the pay (its value then). */
export const TreasurePlayTreasure = z.object({
  id: z.number().int(),
  type: z.number().int(),
  itemId: z.number().int(),
  skuName: z.string(),
  skuImage: z.string(),
  skuLevel: z.number().int(),
  orgPrice: CoinAmount,
});

/**
 * A treasure hunter play (one game round). While open (normal mode) only opened maps carry `found`;
 * `prizes` once settled. `payout` of the round is always 0 coins: what a play wins are store prizes.
 */
export const TreasurePlay = GameSeedView.extend({
  id: z.number().int(),
  status: z.enum(['open', 'settled']),
  outcome: z.enum(['win', 'lose']).nullable(),
  playType: z.number().int(),
  treasure: TreasurePlayTreasure,
  mapNumber: z.number().int(),
  mapPrice: CoinAmount,
  /** coins staked: mapPrice x mapNumber */
  amount: CoinAmount,
  chancePpm: z.number().int(),
  edgePpm: z.number().int(),
  maps: z.array(TreasureMap),
  /** maps opened that found the treasure */
  foundCount: z.number().int(),
  prizes: z.array(TreasurePrize),
  /** value of the treasures won (coins) */
  wonValue: CoinAmount,
  /** coin balance after this call */
  balance: CoinAmount.optional(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TreasurePlay = z.infer<typeof TreasurePlay>;

/** GET /api/treasureHunter/home: the treasures, the hot list, the player's open play and the config. */
export const TreasureHome = z.object({
  treasures: z.array(Treasure),
  hot: z.array(Treasure),
  /** the signed-in player's open normal-mode play (to resume), else null */
  active: TreasurePlay.nullable(),
  config: TreasureConfig,
  /** the signed-in player's VIP level, null for a visitor */
  vipLevel: z.number().int().nullable(),
});
export type TreasureHome = z.infer<typeof TreasureHome>;

/** POST /api/treasureHunter/pay and /fast/open: a play of `mapNumber` maps of treasure `treasureId`. */
export const TreasurePayBody = z.object({ treasureId: IdValue, mapNumber: z.number().int().min(1).max(100) });
export type TreasurePayBody = z.infer<typeof TreasurePayBody>;

/** POST /api/treasureHunter/open: opens map `map` (0 .. mapNumber-1) of the player's open play `id`. */
export const TreasureOpenBody = z.object({ id: IdValue, map: z.number().int().min(0).max(99) });
export type TreasureOpenBody = z.infer<typeof TreasureOpenBody>;

/** GET /api/treasureHunter/price?treasureId&mapNumber (mapNumber defaults to the treasure's map count). */
export const TreasurePriceQuery = z.object({ treasureId: Id, mapNumber: z.coerce.number().int().min(1).max(100).optional() });

/** The price of a play and its chances, for the play page. */
export const TreasurePrice = z.object({
  treasure: Treasure,
  mapNumber: z.number().int(),
  /** mapPrice x mapNumber (coins) */
  price: CoinAmount,
  chancePpm: z.number().int(),
  /** the chance at least one of the maps finds the treasure: 1 - (1 - p)^n, ppm rounded down */
  anyChancePpm: z.number().int(),
});
export type TreasurePrice = z.infer<typeof TreasurePrice>;

export const TreasureHistory = paged(TreasurePlay);
export type TreasureHistory = z.infer<typeof TreasureHistory>;

/** GET /api/treasureHunter/brilliant/history: recent wins of all players, nickname masked. */
export const TreasureBrilliant = z.object({
  id: z.number().int(),
  nickname: z.string(),
  treasureId: z.number().int(),
  skuName: z.string(),
  skuImage: z.string(),
  skuLevel: z.number().int(),
  /** maps of the play that found the treasure */
  found: z.number().int(),
  mapNumber: z.number().int(),
  /** the value won: found x the treasure's value (coins) */
  value: CoinAmount,
  createdAt: z.string(),
});
export type TreasureBrilliant = z.infer<typeof TreasureBrilliant>;

/** GET/POST /api/ops/games/treasure settings (console, finance). */
export const OpsTreasureSettings = z
  .object({
    /** house edge in ppm, 0 to 200,000 (20%) */
    edgePpm: z.number().int().min(0).max(200_000),
    minMaps: z.number().int().min(1).max(10),
    maxMaps: z.number().int().min(1).max(10),
    autoOpenHours: z.number().int().min(1).max(168),
  })
  .refine((v) => v.minMaps <= v.maxMaps, { message: 'minMaps must not exceed maxMaps', path: ['minMaps'] });
export type OpsTreasureSettings = z.infer<typeof OpsTreasureSettings>;

/** A treasure row in the console. */
export const OpsTreasure = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  itemImage: z.string(),
  /** the item's value (coins) */
  value: CoinAmount,
  type: z.number().int(),
  mapPrice: CoinAmount,
  mapCount: z.number().int(),
  minVipLevel: z.number().int(),
  sort: z.number().int(),
  isActive: z.boolean(),
  isHot: z.boolean(),
  /** chance per map at the current edge, ppm */
  chancePpm: z.number().int(),
  /** plays so far */
  plays: z.number().int(),
});
export type OpsTreasure = z.infer<typeof OpsTreasure>;

/** GET /api/ops/games/treasure: the settings and every treasure row. */
export const OpsTreasureView = z.object({ settings: OpsTreasureSettings, treasures: z.array(OpsTreasure) });
export type OpsTreasureView = z.infer<typeof OpsTreasureView>;

/** POST /api/ops/games/treasure/treasures: a new treasure. */
export const OpsTreasureCreateBody = z.object({
  itemId: IdValue,
  type: TreasureType,
  mapPrice: CoinAmountInput,
  mapCount: z.number().int().min(1).max(10).default(4),
  minVipLevel: z.number().int().min(0).max(10).default(0),
  sort: z.number().int().min(-10_000).max(10_000).default(0),
  isActive: z.boolean().default(true),
  isHot: z.boolean().default(false),
});
export type OpsTreasureCreateBody = z.infer<typeof OpsTreasureCreateBody>;

/** POST /api/ops/games/treasure/treasures/{id}: changes some fields of a treasure (the item stays). */
export const OpsTreasureUpdateBody = z.object({
  type: TreasureType.optional(),
  mapPrice: CoinAmountInput.optional(),
  mapCount: z.number().int().min(1).max(10).optional(),
  minVipLevel: z.number().int().min(0).max(10).optional(),
  sort: z.number().int().min(-10_000).max(10_000).optional(),
  isActive: z.boolean().optional(),
  isHot: z.boolean().optional(),
});
export type OpsTreasureUpdateBody = z.infer<typeof OpsTreasureUpdateBody>;
