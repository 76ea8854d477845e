import { z } from 'zod';
import { CoinAmount, CoinAmountInput, IdValue, paged } from './common.ts';
import { GameSeedView } from './games.ts';

/** Most store prizes one upgrade can stake (docs/games.md, "Upgrade"). */
export const UPGRADE_MAX_ITEMS = 10;
/** The multiplier chips of /upgrade (docs/games.md: 1.5x to 10x); docs/product/constants.md#games "Upgrade multiplier 2" is the default. */
export const UPGRADE_MULTIPLIERS = [1.5, 2, 3, 5, 10] as const;
export const UPGRADE_DEFAULT_MULTIPLIER = 2;

/**
 * GET /api/upgrade/config: the chance formula's inputs (operator settings) and the page's choices.
 * p_ppm = min(capPpm, floor(S x (1,000,000 - edgePpm) / T)) with S the stake and T the target in cents
 * (fairness.md "Upgrade"); a bet needs p_ppm >= minChancePpm.
 */
export const UpgradeConfig = z.object({
  edgePpm: z.number().int(),
  capPpm: z.number().int(),
  minChancePpm: z.number().int(),
  /** RTP in percent, e.g. 97 */
  rtp: z.number(),
  multipliers: z.array(z.number()),
  defaultMultiplier: z.number(),
  maxItems: z.number().int(),
  /** coin part of a stake (coin units); 0 coins is allowed when prizes are staked */
  minCoin: CoinAmount,
  maxCoin: CoinAmount,
});
export type UpgradeConfig = z.infer<typeof UpgradeConfig>;

/**
 * GET /api/upgrade/targets: catalogue items a stake of `stake` coins can be upgraded into (worth more than the
 * stake, at least the minimum chance). With `multiplier` the items nearest stake x multiplier come first,
 * else the cheapest first. Without a stake every item is listed (no chance).
 */
export const UpgradeTargetsQuery = z.object({
  stake: z.coerce.number().min(0).max(10_000_000).default(0),
  multiplier: z.coerce.number().min(1.01).max(1_000).optional(),
  keyword: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(24),
});
export type UpgradeTargetsQuery = z.infer<typeof UpgradeTargetsQuery>;

/** A catalogue item as an upgrade target; `pPpm` and `chance` (percent) for the queried stake, null without one. */
export const UpgradeTarget = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  price: CoinAmount,
  skuLevel: z.number().int(),
  pPpm: z.number().int().nullable(),
  chance: z.number().nullable(),
  /** target price / stake, null without a stake */
  multiplier: z.number().nullable(),
});
export type UpgradeTarget = z.infer<typeof UpgradeTarget>;
export const UpgradeTargets = paged(UpgradeTarget).extend({ stake: CoinAmount });
export type UpgradeTargets = z.infer<typeof UpgradeTargets>;

/**
 * POST /api/upgrade/bet (header Idempotency-Key): stake up to 10 of the player's stored prizes and/or `amount`
 * coins on `targetItemId`. `expectedPpm`, when sent, is the chance the page showed: a bet whose chance has
 * changed since (new operator settings) is refused with `upgrade.error.chance_changed` instead of rolled.
 */
export const UpgradeBetBody = z.object({
  storeItemIds: z.array(IdValue).max(50).default([]),
  amount: CoinAmountInput.default(0),
  targetItemId: IdValue,
  expectedPpm: z.number().int().min(0).max(1_000_000).optional(),
});
export type UpgradeBetBody = z.input<typeof UpgradeBetBody>;

/** An item as shown in an upgrade round (the target, a staked prize). */
export const UpgradeItemView = z.object({ id: z.number().int(), name: z.string(), image: z.string(), price: CoinAmount });
export type UpgradeItemView = z.infer<typeof UpgradeItemView>;

/**
 * One upgrade round (fairness.md "Upgrade"): `roll` = floor(float_0 x 1,000,000) of the round's nonce,
 * `win` iff roll < pPpm; `chance` = pPpm / 10,000 (percent). `wonStoreItemId` is the prize added to the
 * store on a win. `balance` (coins) after the bet, on the bet's answer only.
 */
export const UpgradeRound = GameSeedView.extend({
  id: z.number().int(),
  pPpm: z.number().int(),
  chance: z.number(),
  roll: z.number().int(),
  win: z.boolean(),
  target: UpgradeItemView,
  /** coins staked (coin units) */
  amount: CoinAmount,
  /** value of the staked prizes (coin units) */
  itemsValue: CoinAmount,
  /** amount + itemsValue */
  stakeValue: CoinAmount,
  stakedItems: z.array(UpgradeItemView.extend({ storeItemId: z.number().int() })),
  wonStoreItemId: z.number().int().nullable(),
  edgePpm: z.number().int(),
  capPpm: z.number().int(),
  balance: CoinAmount.optional(),
  createdAt: z.string(),
});
export type UpgradeRound = z.infer<typeof UpgradeRound>;

/** GET /api/upgrade/history: the player's upgrades, newest first. */
export const UpgradeHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const UpgradeHistory = paged(UpgradeRound);
export type UpgradeHistory = z.infer<typeof UpgradeHistory>;

/** GET/POST /api/ops/games/upgrade (console, finance): the upgrade settings; money in coin units. */
export const OpsUpgradeSettings = z
  .object({
    /** house edge in ppm, 0 to 100,000 (10%) */
    edgePpm: z.number().int().min(0).max(100_000),
    /** highest chance offered, ppm: 10,000 (1%) to 950,000 (95%) */
    capPpm: z.number().int().min(10_000).max(950_000),
    /** lowest chance a bet may have, ppm: 1 to 500,000 (50%) */
    minChancePpm: z.number().int().min(1).max(500_000),
    minCoin: z.number().min(0.01).max(1_000_000),
    maxCoin: z.number().min(0.01).max(1_000_000),
  })
  .refine((v) => v.minCoin <= v.maxCoin, { message: 'minCoin must not exceed maxCoin', path: ['minCoin'] })
  .refine((v) => v.minChancePpm <= v.capPpm, { message: 'minChancePpm must not exceed capPpm', path: ['minChancePpm'] });
export type OpsUpgradeSettings = z.infer<typeof OpsUpgradeSettings>;
