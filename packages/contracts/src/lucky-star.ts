import { z } from 'zod';

/** Where a lucky star win came from (docs/product/endpoints.md#realtime realtime `lucky_star`). */
export const LuckyStarSource = z.enum([
  'box',
  'battle',
  'mines',
  'upgrade',
  'treasure',
  'flip',
  'pirate',
  'double_guess',
  'lottery',
  'bingo',
  'fancy',
  'contest',
  'game',
]);
export type LuckyStarSource = z.infer<typeof LuckyStarSource>;

/**
 * A big win broadcast on the `lucky_star` channel and listed by `GET /api/sys/lucky_star` (apps/server/src/modules/lucky-star/README.md):
 * the winner's nickname masked ("a***z"), the payout in coin units, the multiplier over the stake
 * (null for a free stake or a shared draw), and the page where it happened.
 */
export const LuckyStarWin = z.object({
  id: z.number().int(),
  nickname: z.string(),
  source: LuckyStarSource,
  /** a box's or game's display name when there is one (a box name), else null: the browser names the game */
  title: z.string().nullable(),
  amount: z.number(),
  multiplier: z.number().nullable(),
  link: z.string(),
  at: z.string(),
});
export type LuckyStarWin = z.infer<typeof LuckyStarWin>;

/** Console: which wins are broadcast (coin units; a win qualifies by its amount or by its multiplier). */
export const OpsLuckyStarSettings = z.object({
  /** every payout at or above this is broadcast */
  minPayout: z.number().min(0).max(1_000_000),
  /** a payout of at least `minMultiplier` x its stake is broadcast when it is at least `minMultiplierPayout` */
  minMultiplier: z.number().int().min(2).max(1_000_000),
  minMultiplierPayout: z.number().min(0).max(1_000_000),
  enabled: z.boolean(),
});
export type OpsLuckyStarSettings = z.infer<typeof OpsLuckyStarSettings>;
