import { z } from 'zod';
import { CoinAmount, IdValue, paged } from './common.ts';
import { GameSeedView } from './games.ts';
import { StoreItemStatus } from './store.ts';

/** Cards on the flip board (3 x 3); the published prize list has exactly this many entries. */
export const FLIP_CARDS = 9;

/** One prize of the published flip list (docs/games.md, "Flip cards"); `index` is its place in the published order. */
export const FlipPrize = z.object({
  index: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** the item's value in coin units (what the store keeps) */
  price: CoinAmount,
  skuLevel: z.number().int(),
});
export type FlipPrize = z.infer<typeof FlipPrize>;

/**
 * A flip board (one game round of seed type 3, fairness.md "Flip cards"). The deal is fixed when the board is
 * dealt (`nonce`, `clientSeed`, `serverSeedHashed` are shown then) and stays hidden until a card is picked:
 * `deal` (list indices by position, `deal[p]` = index into `prizes`) is answered only once the round is settled.
 */
export const FlipRound = GameSeedView.extend({
  id: z.number().int(),
  status: z.enum(['open', 'settled']),
  outcome: z.enum(['win', 'lose', 'cashout']).nullable(),
  /** the prize list the board was dealt over, in its published order */
  prizes: z.array(FlipPrize),
  /** the position picked (0-8, row by row), null while the board is open */
  position: z.number().int().nullable(),
  /** the prize won, null while open */
  prize: FlipPrize.nullable(),
  /** the store item the prize went to (/user/cart) */
  storeItemId: z.number().int().nullable(),
  /** list indices by position, once settled */
  deal: z.array(z.number().int()).nullable(),
  /** true when the 24 h job picked position 0 for a board left open */
  autoPicked: z.boolean(),
  /** chances left after this call (deal / pick answers) */
  chances: z.number().int().optional(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type FlipRound = z.infer<typeof FlipRound>;

/** POST /api/flip/{id}/pick: a position 0-8 of the board, row by row. */
export const FlipPickBody = z.object({
  position: z
    .number()
    .int()
    .min(0)
    .max(FLIP_CARDS - 1),
});
export type FlipPickBody = z.infer<typeof FlipPickBody>;

/**
 * GET /api/flip/home (docs/product/routes.md#games /flip-card): the published prize list, the game's config and, for a signed-in
 * player, their chances and open board. Visitors get `chances` null.
 */
export const FlipHome = z.object({
  prizes: z.array(FlipPrize),
  config: z.object({
    cards: z.number().int(),
    /** the chance of each prize, ppm (1,000,000 / cards, rounded down) */
    prizeChancePpm: z.number().int(),
    /** expected value of one flip = the mean of the prize values (rounded to the cent), coin units */
    ev: CoinAmount,
    autoPickHours: z.number().int(),
  }),
  chances: z.object({ available: z.number().int(), granted: z.number().int() }).nullable(),
  active: FlipRound.nullable(),
});
export type FlipHome = z.infer<typeof FlipHome>;

/** GET /api/flip/history: the player's boards, newest first. */
export const FlipHistory = paged(FlipRound);
export type FlipHistory = z.infer<typeof FlipHistory>;

/** POST /api/open_double_guess (docs/product/endpoints.md#items): the prize of a 1X paid opening to bet double or nothing. */
export const OpenDoubleGuessBody = z.object({ storeItemId: IdValue });
export type OpenDoubleGuessBody = z.infer<typeof OpenDoubleGuessBody>;

/** POST /api/item/double_guess/choose (docs/product/endpoints.md#items): double (draw) or keep (unlock the prize). */
export const DoubleGuessChooseBody = z.object({ id: IdValue, choice: z.enum(['double', 'keep']) });
export type DoubleGuessChooseBody = z.infer<typeof DoubleGuessChooseBody>;

/**
 * A double guess round (fairness.md "Double guess": win(0, pPpm)). While open the prize is locked. `win` and
 * the payout once settled: a win keeps the prize AND pays its value in coins; a loss takes the prize.
 */
export const DoubleGuessRound = GameSeedView.extend({
  id: z.number().int(),
  status: z.enum(['open', 'settled']),
  outcome: z.enum(['win', 'lose', 'cashout']).nullable(),
  storeItemId: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  itemImage: z.string(),
  skuLevel: z.number().int(),
  /** the prize's value, coin units (the stake, and what a win pays on top) */
  value: CoinAmount,
  /** the chance, ppm; shown as pPpm / 10,000 % */
  pPpm: z.number().int(),
  choice: z.enum(['double', 'keep']).nullable(),
  win: z.boolean().nullable(),
  payout: CoinAmount,
  /** the prize's store status now ('locked' while open, 'stored' after a keep or a win, 'lost' after a loss) */
  itemStatus: StoreItemStatus,
  balance: CoinAmount.optional(),
  createdAt: z.string(),
});
export type DoubleGuessRound = z.infer<typeof DoubleGuessRound>;

/** GET /api/double_guess/config: the chance and its edge (operator setting), how long a prize can be doubled. */
export const DoubleGuessConfig = z.object({
  pPpm: z.number().int(),
  edgePpm: z.number().int(),
  /** RTP in percent = 2 x pPpm / 10,000 */
  rtp: z.number(),
  /** a prize can be doubled within this many minutes of its opening */
  windowMinutes: z.number().int(),
  /** an undecided guess keeps the prize after this many minutes */
  autoKeepMinutes: z.number().int(),
});
export type DoubleGuessConfig = z.infer<typeof DoubleGuessConfig>;

/** POST /api/ops/games/flip (console, finance): the flip prize list and the double guess settings. */
export const OpsFlipSettings = z.object({
  /** catalogue item ids in published order, exactly 9 */
  prizeItemIds: z.array(IdValue).length(FLIP_CARDS),
  autoPickHours: z.number().int().min(1).max(168),
  /** double guess house edge, ppm, 0 to 100,000 (10%) */
  doubleGuessEdgePpm: z.number().int().min(0).max(100_000),
  doubleGuessWindowMinutes: z.number().int().min(1).max(1_440),
  doubleGuessAutoKeepMinutes: z.number().int().min(1).max(1_440),
});
export type OpsFlipSettings = z.infer<typeof OpsFlipSettings>;

/** GET /api/ops/games/flip: the settings with the prizes they name and the double guess chance they give. */
export const OpsFlipView = OpsFlipSettings.extend({ prizes: z.array(FlipPrize), ev: CoinAmount, doubleGuessPpm: z.number().int() });
export type OpsFlipView = z.infer<typeof OpsFlipView>;
