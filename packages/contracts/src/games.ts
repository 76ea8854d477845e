import { z } from 'zod';
import { CoinAmount, CoinAmountInput, paged } from './common.ts';

/**
 * The games of seed type 3 (architecture.md "Games"): mad miner, upgrade, treasure hunter, flip cards and the
 * double guess after a 1X opening. The Lucky Trial is a box opening (seed type 1), not a game round.
 */
export const GameKind = z.enum(['mines', 'upgrade', 'treasure', 'flip', 'double_guess', 'pirate', 'bingo', 'fancy']);
export type GameKind = z.infer<typeof GameKind>;

/** The fairness inputs every bet answers (docs/games.md, "Contracts"): the server seed only once revealed. */
export const GameSeedView = z.object({
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHashed: z.string(),
  serverSeed: z.string().nullable(),
});

/** POST /api/mines/bet: stake in coin units (2 decimals), mines 1-24 on the 5x5 board. */
export const MinesBetBody = z.object({ amount: CoinAmountInput, mines: z.number().int().min(1).max(24) });
export type MinesBetBody = z.infer<typeof MinesBetBody>;

/** POST /api/mines/{id}/reveal: a tile 0-24, numbered row by row. */
export const MinesRevealBody = z.object({ tile: z.number().int().min(0).max(24) });

/**
 * A mad miner round as the player sees it. `mines` (the sorted mine tiles) only once the round has ended;
 * multipliers as plain numbers (1.03 = 1.03x), from the ppm the server settles with.
 */
export const MinesRound = GameSeedView.extend({
  id: z.number().int(),
  status: z.enum(['open', 'settled']),
  outcome: z.enum(['win', 'lose', 'cashout']).nullable(),
  amount: CoinAmount,
  minesCount: z.number().int(),
  revealed: z.array(z.number().int()),
  /** the tile that ended the round on a mine */
  hitTile: z.number().int().nullable(),
  multiplier: z.number(),
  nextMultiplier: z.number().nullable(),
  /** what a cash-out pays now (coins) */
  cashOut: CoinAmount,
  payout: CoinAmount,
  mines: z.array(z.number().int()).nullable(),
  /** coin balance after this call (cents -> coins) */
  balance: CoinAmount.optional(),
  createdAt: z.string(),
});
export type MinesRound = z.infer<typeof MinesRound>;

/** GET /api/mines/config: bet limits and the house edge the multipliers include (operator settings). */
export const MinesConfig = z.object({
  minBet: CoinAmount,
  maxBet: CoinAmount,
  maxPayout: CoinAmount,
  edgePpm: z.number().int(),
  /** RTP in percent, e.g. 99 */
  rtp: z.number(),
  autoCashOutHours: z.number().int(),
});
export type MinesConfig = z.infer<typeof MinesConfig>;

/** One line of /user/game-history. */
export const GameHistoryItem = GameSeedView.extend({
  id: z.number().int(),
  game: GameKind,
  status: z.enum(['open', 'settled']),
  outcome: z.enum(['win', 'lose', 'cashout']).nullable(),
  /** what was staked: coins plus the value of staked prizes (upgrade, double guess), coin units */
  amount: CoinAmount,
  payout: CoinAmount,
  /** the game's own inputs and result (mines: minesCount, revealed, mines once ended) */
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /**
   * An open round: the page of our web app where the player finishes it (docs/games.md#open-rounds), e.g. /mad-miner;
   * null once settled
   */
  resumePath: z.string().nullable().optional(),
});
export type GameHistoryItem = z.infer<typeof GameHistoryItem>;
export const GameHistory = paged(GameHistoryItem);
export type GameHistory = z.infer<typeof GameHistory>;

/** GET /api/game/{id}/verify: a round's inputs for an outside check; the server seed once revealed. */
export const GameVerify = GameHistoryItem;
export type GameVerify = z.infer<typeof GameVerify>;

/** GET/POST /api/ops/games/mines (console, finance): the mines settings; money in coin units. */
export const OpsMinesSettings = z
  .object({
    /** house edge in ppm, 0 to 100,000 (10%) */
    edgePpm: z.number().int().min(0).max(100_000),
    minBet: z.number().min(0.01).max(1_000_000),
    maxBet: z.number().min(0.01).max(1_000_000),
    maxPayout: z.number().min(1).max(10_000_000),
    autoCashOutHours: z.number().int().min(1).max(168),
  })
  .refine((v) => v.minBet <= v.maxBet, { message: 'minBet must not exceed maxBet', path: ['minBet'] })
  .refine((v) => v.maxBet <= v.maxPayout, { message: 'maxBet must not exceed maxPayout', path: ['maxBet'] });
export type OpsMinesSettings = z.infer<typeof OpsMinesSettings>;
