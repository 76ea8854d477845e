import { z } from 'zod';
import { CoinAmount, CoinAmountInput } from './common.ts';
import { GameSeedView } from './games.ts';
import { PromoEvent } from './promo-events.ts';

/** Chests on each level of the pirate tower (fairness.md "Pirate chests"). */
export const PIRATE_CHESTS = 3;

/** POST /api/pirate/bet: stake in coin units (2 decimals). */
export const PirateBetBody = z.object({ amount: CoinAmountInput });
export type PirateBetBody = z.infer<typeof PirateBetBody>;

/** POST /api/pirate/{id}/pick: the chest 0-2 of the current level, left to right. */
export const PiratePickBody = z.object({
  chest: z
    .number()
    .int()
    .min(0)
    .max(PIRATE_CHESTS - 1),
});

/**
 * A Pirate 2024 round as the player sees it (docs/games.md). Levels count from 0 at the bottom; `picks[L]` is the
 * chest opened on level L (all safe); `hitChest` the skull that ended a lost round (on level `picks.length`).
 * `skulls[L]` (the skull's chest on every level) only once the round has ended. Multipliers as plain numbers
 * (1.485 = 1.485x) from the ppm the server settles with; `ladder[i]` is the multiplier after i + 1 levels.
 */
export const PirateRound = GameSeedView.extend({
  id: z.number().int(),
  status: z.enum(['open', 'settled']),
  outcome: z.enum(['win', 'lose', 'cashout']).nullable(),
  amount: CoinAmount,
  levels: z.number().int(),
  chests: z.number().int(),
  picks: z.array(z.number().int()),
  hitChest: z.number().int().nullable(),
  multiplier: z.number(),
  nextMultiplier: z.number().nullable(),
  ladder: z.array(z.number()),
  /** what a cash-out pays now (coins; 0 before the first level) */
  cashOut: CoinAmount,
  payout: CoinAmount,
  skulls: z.array(z.number().int()).nullable(),
  /** coin balance after this call */
  balance: CoinAmount.optional(),
  createdAt: z.string(),
});
export type PirateRound = z.infer<typeof PirateRound>;

/** GET /api/pirate/config: limits, edge, the multiplier ladder and the event's dates (operator settings). */
export const PirateConfig = z.object({
  minBet: CoinAmount,
  maxBet: CoinAmount,
  maxPayout: CoinAmount,
  edgePpm: z.number().int(),
  /** RTP in percent, e.g. 99 */
  rtp: z.number(),
  levels: z.number().int(),
  chests: z.number().int(),
  ladder: z.array(z.number()),
  autoCashOutHours: z.number().int(),
  event: PromoEvent,
});
export type PirateConfig = z.infer<typeof PirateConfig>;

/** GET /api/pirate/leaderboard?by=multiplier|profit */
export const PirateLeaderboardQuery = z.object({ by: z.enum(['multiplier', 'profit']).default('multiplier') });

/** One line of the event leaderboard (nickname masked). */
export const PirateLeaderboardEntry = z.object({
  rank: z.number().int(),
  name: z.string(),
  /** best cash-out multiplier (1.485 = 1.485x) */
  multiplier: z.number(),
  bestPayout: CoinAmount,
  profit: CoinAmount,
  rounds: z.number().int(),
});
export type PirateLeaderboardEntry = z.infer<typeof PirateLeaderboardEntry>;

/**
 * The top 20 of the event (by best multiplier: ties by the larger payout, then who got it first; by profit:
 * ties by user id) and, for a signed-in player, their own line (`rank` null while they are not ranked).
 */
export const PirateLeaderboard = z.object({
  by: z.enum(['multiplier', 'profit']),
  state: z.enum(['upcoming', 'live', 'ended']),
  list: z.array(PirateLeaderboardEntry),
  me: PirateLeaderboardEntry.extend({ rank: z.number().int().nullable() }).nullable(),
});
export type PirateLeaderboard = z.infer<typeof PirateLeaderboard>;

/** GET/POST /api/ops/games/pirate (console, finance): the pirate settings; money in coin units. */
export const OpsPirateSettings = z
  .object({
    /** house edge in ppm, 0 to 100,000 (10%) */
    edgePpm: z.number().int().min(0).max(100_000),
    minBet: z.number().min(0.01).max(1_000_000),
    maxBet: z.number().min(0.01).max(1_000_000),
    maxPayout: z.number().min(1).max(10_000_000),
    levels: z.number().int().min(1).max(20),
    autoCashOutHours: z.number().int().min(1).max(168),
  })
  .refine((v) => v.minBet <= v.maxBet, { message: 'minBet must not exceed maxBet', path: ['minBet'] })
  .refine((v) => v.maxBet <= v.maxPayout, { message: 'maxBet must not exceed maxPayout', path: ['maxBet'] });
export type OpsPirateSettings = z.infer<typeof OpsPirateSettings>;
