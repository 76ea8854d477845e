import { z } from 'zod';
import { CoinAmount, Id } from './common.ts';

/**
 * Bingo King (docs/games.md; docs/product/README.md bingo, docs/product/routes.md#games /bingo, docs/product/endpoints.md#games /bingo/*; fairness.md "Draws shared by many players").
 * Money in coin units (2 decimals) on the wire, cents in the server; shares and the edge in ppm.
 */

/** Game states: waiting to open, selling cards, calling numbers, ended (seed revealed). */
export const BingoState = z.enum(['scheduled', 'selling', 'calling', 'ended']);
export type BingoState = z.infer<typeof BingoState>;

/** Most cards one POST /api/bingo/multiple may buy is an operator setting; this is the hard ceiling. */
export const BINGO_MAX_CARDS_CEILING = 50;
/** Barrage: messages shown at once (docs/product/constants.md#lists-and-pages barrage 5) and the longest message. */
export const BINGO_BARRAGE_SHOWN = 5;
export const BINGO_BARRAGE_MAX_CHARS = 40;

/** A card's numbers by column, top to bottom; N has 4 (the centre is free). */
export const BingoCardNumbers = z.object({
  B: z.array(z.number().int()),
  I: z.array(z.number().int()),
  N: z.array(z.number().int()),
  G: z.array(z.number().int()),
  O: z.array(z.number().int()),
});
export type BingoCardNumbers = z.infer<typeof BingoCardNumbers>;

/** One winner of a prize: the card, the masked nickname and its share (coins). */
export const BingoWinner = z.object({ cardId: z.number().int(), name: z.string(), prize: CoinAmount });
export type BingoWinner = z.infer<typeof BingoWinner>;

/** A prize (line or full card): its amount from the pool, the call number it was won at and its winners. */
export const BingoPrize = z.object({ amount: CoinAmount, atCall: z.number().int().nullable(), winners: z.array(BingoWinner) });
export type BingoPrize = z.infer<typeof BingoPrize>;

/**
 * A game as everyone sees it. `called` is every number called so far, in order (a late joiner or a reconnect
 * daubs from it); `serverSeedHashed` from the opening, `serverSeed` and `drawClientSeed` as the fairness rule
 * allows (client seed at the close, server seed at the end).
 */
export const BingoGame = z.object({
  id: z.number().int(),
  state: BingoState,
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  callsStartedAt: z.string().nullable(),
  /** when the next number is due (null unless calling) */
  nextCallAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  callIntervalMs: z.number().int(),
  serverSeedHashed: z.string().nullable(),
  serverSeed: z.string().nullable(),
  drawClientSeed: z.string().nullable(),
  cardPrice: CoinAmount,
  cardsCount: z.number().int(),
  /** card sales x (1 - edge), coins */
  pool: CoinAmount,
  edgePpm: z.number().int(),
  lineSharePpm: z.number().int(),
  called: z.array(z.number().int()),
  line: BingoPrize,
  full: BingoPrize,
});
export type BingoGame = z.infer<typeof BingoGame>;

/** GET /api/bingo/home: the current (or next) game, my cards in it and the purchase limits. */
export const BingoHome = z.object({
  game: BingoGame,
  myCards: z.number().int(),
  maxCards: z.number().int(),
  points: z.number().int(),
  pointsPerCard: z.number().int(),
  /** the game that ended last (its winners and revealed seeds), if any */
  lastGame: BingoGame.nullable(),
});
export type BingoHome = z.infer<typeof BingoHome>;

/** A card of mine: its numbers, the daubed ones, the winning lines and its prizes (coins). */
export const BingoCard = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  roundId: z.number().int(),
  numbers: BingoCardNumbers,
  daubed: z.array(z.number().int()),
  /** completed lines: 'r0'-'r4' rows, 'c0'-'c4' columns, 'd0' / 'd1' diagonals */
  lines: z.array(z.string()),
  full: z.boolean(),
  linePrize: CoinAmount,
  fullPrize: CoinAmount,
});
export type BingoCard = z.infer<typeof BingoCard>;

/** GET /api/bingo/cards?gameId (default the current game). */
export const BingoCardsQuery = z.object({ gameId: Id.optional() });
export const BingoCards = z.object({ gameId: z.number().int(), list: z.array(BingoCard) });
export type BingoCards = z.infer<typeof BingoCards>;

/** POST /api/bingo/play (count 1) and /api/bingo/multiple (1..max): cards for `gameId` (Idempotency-Key header). */
export const BingoPlayBody = z.object({ gameId: Id, count: z.number().int().min(1).max(BINGO_MAX_CARDS_CEILING).default(1) });
export type BingoPlayBody = z.infer<typeof BingoPlayBody>;
export const BingoPlayResult = z.object({ cards: z.array(BingoCard), balance: CoinAmount, points: z.number().int() });
export type BingoPlayResult = z.infer<typeof BingoPlayResult>;

/** GET /api/bingo/rank: top players by bingo winnings over the last 7 days (nicknames masked). */
export const BingoRankEntry = z.object({ rank: z.number().int(), name: z.string(), won: CoinAmount, cards: z.number().int() });
export const BingoRank = z.object({ days: z.number().int(), list: z.array(BingoRankEntry) });
export type BingoRank = z.infer<typeof BingoRank>;

/**
 * GET /api/bingo/history: ended games with everything needed to recompute the draw; GET /api/bingo/games/{id}
 * answers one game in any state the same way (`serverSeed` null until it ended, `drawClientSeed` null until the close).
 */
export const BingoHistoryItem = BingoGame.extend({ cardIds: z.array(z.number().int()) });
export type BingoHistoryItem = z.infer<typeof BingoHistoryItem>;
export const BingoHistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const BingoHistory = z.object({ list: z.array(BingoHistoryItem) });
export type BingoHistory = z.infer<typeof BingoHistory>;

/** Barrage (docs/product/constants.md#lists-and-pages): the last 5 messages; POST a message of 1-40 characters (signed in, rate limited). */
export const BingoBarrageMessage = z.object({ id: z.number().int(), name: z.string(), text: z.string(), createdAt: z.string() });
export type BingoBarrageMessage = z.infer<typeof BingoBarrageMessage>;
export const BingoBarrage = z.object({ list: z.array(BingoBarrageMessage) });
export type BingoBarrage = z.infer<typeof BingoBarrage>;
export const BingoBarrageBody = z.object({ text: z.string().trim().min(1).max(BINGO_BARRAGE_MAX_CHARS) });

/** Exchange: bingo points for catalogue items (into the player's store). */
export const BingoExchangeOffer = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  image: z.string(),
  value: CoinAmount,
  points: z.number().int(),
});
export type BingoExchangeOffer = z.infer<typeof BingoExchangeOffer>;
export const BingoExchange = z.object({ points: z.number().int(), list: z.array(BingoExchangeOffer) });
export type BingoExchange = z.infer<typeof BingoExchange>;
export const BingoExchangeBody = z.object({ id: Id });
export const BingoExchangeResult = z.object({ points: z.number().int(), storeItemId: z.number().int() });
export type BingoExchangeResult = z.infer<typeof BingoExchangeResult>;

/** Realtime `bingo_call:*` payloads (channel bingo_call). */
export const BingoCallEvent = z.object({
  gameId: z.number().int(),
  index: z.number().int(),
  number: z.number().int(),
  called: z.array(z.number().int()),
  nextCallAt: z.string().nullable(),
});
export type BingoCallEvent = z.infer<typeof BingoCallEvent>;
export const BingoWinEvent = z.object({
  gameId: z.number().int(),
  prize: z.enum(['line', 'full']),
  atCall: z.number().int(),
  winners: z.array(BingoWinner),
});
export type BingoWinEvent = z.infer<typeof BingoWinEvent>;

/** GET/POST /api/ops/games/bingo (console, finance): money in coin units, timings in seconds / ms. */
export const OpsBingoSettings = z.object({
  cardPrice: z.number().min(0.01).max(10_000),
  maxCards: z.number().int().min(1).max(BINGO_MAX_CARDS_CEILING),
  salesSeconds: z.number().int().min(5).max(86_400),
  callIntervalMs: z.number().int().min(200).max(60_000),
  gapSeconds: z.number().int().min(1).max(86_400),
  /** house edge in ppm, 0 to 500,000 (50%) */
  edgePpm: z.number().int().min(0).max(500_000),
  /** the line prize's share of the pool in ppm (the full card takes the rest) */
  lineSharePpm: z.number().int().min(0).max(1_000_000),
  pointsPerCard: z.number().int().min(0).max(100_000),
});
export type OpsBingoSettings = z.infer<typeof OpsBingoSettings>;

/** Console (role catalogue): the exchange offers. */
export const OpsBingoOffer = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  sort: z.number().int(),
  isActive: z.boolean(),
});
export type OpsBingoOffer = z.infer<typeof OpsBingoOffer>;
export const OpsBingoOffers = z.object({ list: z.array(OpsBingoOffer) });
export type OpsBingoOffers = z.infer<typeof OpsBingoOffers>;
export const OpsBingoOfferBody = z.object({
  itemId: Id,
  points: z.number().int().min(1).max(100_000_000),
  sort: z.number().int().min(0).max(1_000_000).default(0),
  isActive: z.boolean().default(true),
});
export type OpsBingoOfferBody = z.infer<typeof OpsBingoOfferBody>;
