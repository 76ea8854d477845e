import { z } from 'zod';
import { CoinAmount, IdValue, paged } from './common.ts';
import { GameSeedView } from './games.ts';

/** Card rarities, commonest first (docs/games.md, "Fancy cards"). */
export const FancyRarity = z.enum(['common', 'rare', 'epic', 'legendary']);
export type FancyRarity = z.infer<typeof FancyRarity>;

/** One card of a set; `count` is how many the player holds (0 for a visitor; above 1: duplicates). */
export const FancyCard = z.object({
  id: z.number().int(),
  setId: z.number().int(),
  /** place in the set's published order, from 0 */
  position: z.number().int(),
  name: z.string(),
  rarity: FancyRarity,
  image: z.string(),
  count: z.number().int(),
});
export type FancyCard = z.infer<typeof FancyCard>;

/** A per-rarity table of whole numbers (shard values, craft prices, list weights). */
export const FancyRarityTable = z.object({
  common: z.number().int(),
  rare: z.number().int(),
  epic: z.number().int(),
  legendary: z.number().int(),
});
export type FancyRarityTable = z.infer<typeof FancyRarityTable>;

/**
 * A set with its pack and the player's progress (docs/product/routes.md#games /fancy-cards). The pack's published list is `pack.list`
 * (card ids, each card repeated by its rarity weight, in set order): a pack is the first `cardsPerPack` picks of
 * the shuffle rule over it (fairness.md "Flip cards, fancy-card packs"). `expectedPacks` is the mean number of
 * packs to own every card without crafting; `rtp` = prize value / (expectedPacks x price), percent.
 */
export const FancySet = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  hue: z.number().int(),
  cards: z.array(FancyCard),
  owned: z.number().int(),
  complete: z.boolean(),
  claimed: z.boolean(),
  prize: z.object({
    /** coins paid by the claim (0 when the prize is an item) */
    coins: CoinAmount,
    itemId: z.number().int().nullable(),
    itemName: z.string().nullable(),
    itemImage: z.string().nullable(),
    /** what the prize is worth, coin units */
    value: CoinAmount,
  }),
  pack: z.object({
    /** the pack id (= the set id) */
    id: z.number().int(),
    price: CoinAmount,
    list: z.array(z.number().int()),
    expectedPacks: z.number(),
    expectedCost: CoinAmount,
    rtp: z.number(),
  }),
});
export type FancySet = z.infer<typeof FancySet>;

/** GET /api/fancy/home: every set with the player's progress, the rules' numbers and the player's shards and credits. */
export const FancyHome = z.object({
  sets: z.array(FancySet),
  config: z.object({
    cardsPerPack: z.number().int(),
    /** list entries per card by rarity (rarer: fewer) */
    weights: FancyRarityTable,
    /** shards one duplicate converts into */
    shardValues: FancyRarityTable,
    /** shards one missing card costs to craft */
    craftPrices: FancyRarityTable,
  }),
  /** null for a visitor */
  me: z.object({ shards: z.number().int(), credits: z.number().int(), creditsGranted: z.number().int() }).nullable(),
});
export type FancyHome = z.infer<typeof FancyHome>;

/** POST /api/fancy/pack/open: a pack bought with coins (its price) or opened with an earned pack credit. */
export const FancyPackOpenBody = z.object({ packId: IdValue, payWith: z.enum(['coins', 'credit']) });
export type FancyPackOpenBody = z.infer<typeof FancyPackOpenBody>;

/** A card a pack dealt: its list position (`listIndex`) and whether the player already held one before. */
export const FancyDealtCard = z.object({
  listIndex: z.number().int(),
  cardId: z.number().int(),
  name: z.string(),
  rarity: FancyRarity,
  image: z.string(),
  duplicate: z.boolean(),
});

/** One opened pack (a settled game round of seed type 3, game `fancy`). */
export const FancyPackRound = GameSeedView.extend({
  id: z.number().int(),
  packId: z.number().int(),
  setName: z.string(),
  paidWith: z.enum(['coins', 'credit']),
  /** coins paid, 0 for a credit */
  stake: CoinAmount,
  /** the list the pack was dealt over (card ids, published order) */
  list: z.array(z.number().int()),
  /** list indices by position: the first cardsPerPack picks of the shuffle rule */
  deal: z.array(z.number().int()),
  cards: z.array(FancyDealtCard),
  createdAt: z.string(),
  /** after the call: coin balance, shards and credits */
  balance: CoinAmount.optional(),
  credits: z.number().int().optional(),
});
export type FancyPackRound = z.infer<typeof FancyPackRound>;

export const FancyHistory = paged(FancyPackRound);
export type FancyHistory = z.infer<typeof FancyHistory>;

/** POST /api/fancy/convert: every duplicate (count above 1) converted to shards at its rarity's value. */
export const FancyConvertResult = z.object({ cards: z.number().int(), gained: z.number().int(), shards: z.number().int() });
export type FancyConvertResult = z.infer<typeof FancyConvertResult>;

/** POST /api/fancy/craft: a missing card made from shards at its rarity's craft price. */
export const FancyCraftBody = z.object({ cardId: IdValue });
export const FancyCraftResult = z.object({ card: FancyCard, spent: z.number().int(), shards: z.number().int() });
export type FancyCraftResult = z.infer<typeof FancyCraftResult>;

/** POST /api/fancy/set/{id}/claim: the set's prize, once (coins credited or the item in the store). */
export const FancyClaimResult = z.object({
  setId: z.number().int(),
  coins: CoinAmount,
  itemId: z.number().int().nullable(),
  storeItemId: z.number().int().nullable(),
  balance: CoinAmount,
});
export type FancyClaimResult = z.infer<typeof FancyClaimResult>;

const Shards = z.number().int().min(0).max(1_000_000);

/** Console (finance): one pack's price and its set's prize (coins, or a catalogue item id with prizeCoins 0). */
export const OpsFancyPack = z.object({
  setId: IdValue,
  price: z.number().min(0.01).max(100_000),
  prizeCoins: z.number().min(0).max(1_000_000),
  prizeItemId: IdValue.nullable(),
});

/** POST /api/ops/games/fancy (finance, audited): cards per pack, shard values, craft prices, pack prices and set prizes. */
export const OpsFancySettings = z.object({
  cardsPerPack: z.number().int().min(1).max(6),
  welcomeCredits: z.number().int().min(0).max(10),
  shardValues: z.object({ common: Shards, rare: Shards, epic: Shards, legendary: Shards }),
  craftPrices: z.object({ common: Shards.min(1), rare: Shards.min(1), epic: Shards.min(1), legendary: Shards.min(1) }),
  packs: z.array(OpsFancyPack).min(1).max(50),
});
export type OpsFancySettings = z.infer<typeof OpsFancySettings>;

/** GET /api/ops/games/fancy: the settings with each set's name and its maths. */
export const OpsFancyView = OpsFancySettings.extend({
  sets: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      cards: z.number().int(),
      expectedPacks: z.number(),
      rtp: z.number(),
      prizeValue: CoinAmount,
    }),
  ),
});
export type OpsFancyView = z.infer<typeof OpsFancyView>;
