import { z } from 'zod';
import { CoinAmount, IdValue, paged } from './common.ts';

/** Largest number of tickets one purchase may ask for (the per-draw limit is an operator setting). */
export const LOTTERY_MAX_BUY = 1_000;

/** POST /api/lottery/buy (header Idempotency-Key): `count` tickets in the open draw; `drawId` refuses a purchase that would land in another draw. */
export const LotteryBuyBody = z.object({ count: z.number().int().min(1).max(LOTTERY_MAX_BUY), drawId: IdValue.optional() });
export type LotteryBuyBody = z.infer<typeof LotteryBuyBody>;

/** One line of a draw's prize table: `sharePpm` of the pool (ppm), `prize` in coins (the remainder cents go to rank 1). */
export const LotteryPrize = z.object({ rank: z.number().int(), sharePpm: z.number().int(), prize: CoinAmount });
export type LotteryPrize = z.infer<typeof LotteryPrize>;

/** A drawn ticket: its prize rank and prize (coins); `name` is the owner's masked nickname. */
export const LotteryWinner = z.object({ rank: z.number().int(), ticketId: z.number().int(), name: z.string(), prize: CoinAmount });
export type LotteryWinner = z.infer<typeof LotteryWinner>;

const DrawStatus = z.enum(['open', 'closed', 'drawn']);

/**
 * The open draw as GET /api/lottery/home shows it (docs/product/routes.md#games /daily-lottery): the server seed's hash while
 * tickets sell, ticket price and current pool (coins: sales x (1 - edge), at least the guaranteed pool), the
 * prize table for that pool, and the signed-in player's ticket ids in it (empty when signed out).
 */
export const LotteryOpenDraw = z.object({
  id: z.number().int(),
  drawKey: z.string(),
  drawAt: z.string(),
  status: DrawStatus,
  serverSeedHashed: z.string(),
  price: CoinAmount,
  edgePpm: z.number().int(),
  guaranteedPool: CoinAmount,
  pool: CoinAmount,
  ticketCount: z.number().int(),
  maxTickets: z.number().int(),
  prizes: z.array(LotteryPrize),
  myTicketIds: z.array(z.number().int()),
  /** coin tickets the player may still buy in this draw */
  myRemaining: z.number().int(),
});
export type LotteryOpenDraw = z.infer<typeof LotteryOpenDraw>;

/**
 * A closed draw (GET /api/lottery/history; GET /api/lottery/{drawId} answers one draw in any status, an open one
 * with its live ticket count and pool; fairness.md "Draws shared by many players"): `clientSeed` =
 * drawClientSeed(drawKey, entry ids ascending) (null when nobody entered), `serverSeed` once the draw is
 * 'drawn' (prizes credited), winners by lotteryWinners(serverSeed, clientSeed, entries, prizes) in rank order.
 */
export const LotteryDrawResult = z.object({
  drawId: z.number().int(),
  drawKey: z.string(),
  drawAt: z.string(),
  status: DrawStatus,
  serverSeedHashed: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  ticketCount: z.number().int(),
  pool: CoinAmount,
  prizeTablePpm: z.array(z.number().int()),
  winners: z.array(LotteryWinner),
});
export type LotteryDrawResult = z.infer<typeof LotteryDrawResult>;

/** GET /api/lottery/home: the open draw, the last closed draw's result (null before the first draw) and the server's time (ISO, for the countdown). */
export const LotteryHome = z.object({ open: LotteryOpenDraw, last: LotteryDrawResult.nullable(), now: z.string() });
export type LotteryHome = z.infer<typeof LotteryHome>;

/** POST /api/lottery/buy answer: the new ticket ids (the first purchase's on a repeated Idempotency-Key) and the coin balance. */
export const LotteryBuyResult = z.object({
  drawId: z.number().int(),
  drawKey: z.string(),
  ticketIds: z.array(z.number().int()),
  cost: CoinAmount,
  balance: CoinAmount,
});
export type LotteryBuyResult = z.infer<typeof LotteryBuyResult>;

/** GET /api/lottery/history (paged, newest first). */
export const LotteryHistory = paged(LotteryDrawResult);
export type LotteryHistory = z.infer<typeof LotteryHistory>;

/** GET /api/lottery/{drawId}/entries: every ticket id of a draw, ascending (so anyone can recompute drawClientSeed). */
export const LotteryEntries = z.object({
  drawId: z.number().int(),
  drawKey: z.string(),
  status: DrawStatus,
  entries: z.array(z.number().int()),
});
export type LotteryEntries = z.infer<typeof LotteryEntries>;

/** One of the player's tickets (GET /api/lottery/tickets, newest first); `rank`/`prize` once its draw closed and it won. */
export const LotteryTicket = z.object({
  id: z.number().int(),
  drawId: z.number().int(),
  drawKey: z.string(),
  drawAt: z.string(),
  drawStatus: DrawStatus,
  source: z.enum(['coin', 'quest']),
  price: CoinAmount,
  rank: z.number().int().nullable(),
  prize: CoinAmount.nullable(),
  createdAt: z.string(),
});
export type LotteryTicket = z.infer<typeof LotteryTicket>;
export const LotteryTickets = paged(LotteryTicket);
export type LotteryTickets = z.infer<typeof LotteryTickets>;

/**
 * GET/POST /api/ops/games/lottery (console, finance): money in coin units, `drawTime` "HH:MM" UTC, edge and prize
 * shares in ppm (the shares sum to 1,000,000, first prize first). A change applies from the next draw that opens.
 */
export const OpsLotterySettings = z.object({
  price: z.number().min(0.01).max(10_000),
  drawTime: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'HH:MM (UTC)'),
  edgePpm: z.number().int().min(0).max(500_000),
  guaranteedPool: z.number().min(0).max(1_000_000),
  prizeTablePpm: z
    .array(z.number().int().min(1).max(1_000_000))
    .min(1)
    .max(10)
    .refine((a) => a.reduce((s, x) => s + x, 0) === 1_000_000, { message: 'The prize shares must add up to 1,000,000 ppm (100%)' }),
  maxTickets: z.number().int().min(1).max(LOTTERY_MAX_BUY),
});
export type OpsLotterySettings = z.infer<typeof OpsLotterySettings>;
