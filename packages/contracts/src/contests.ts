import { z } from 'zod';
import { CoinAmount, IdValue, paged } from './common.ts';
import { BattleBox, BattleDetail, BattleSummary } from './battles.ts';

/**
 * Contests (docs/product/routes.md#battles /battles/contest, docs/product/endpoints.md#battles /contest/*): levels of 1v1 battles against the house bot; beating
 * the bot scores the level's points once per period and unlocks the next level; a leaderboard per period
 * with prizes per rank paid at the period end. Amounts are coin units; times ISO strings.
 */

/** A level's state for the asking player: locked (beat the previous level first), open, beaten (this period). */
export const ContestLevelState = z.enum(['locked', 'open', 'beaten']);

export const ContestLevel = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  boxes: z.array(z.object({ box: BattleBox, count: z.number().int() })),
  rounds: z.number().int(),
  /** seat cost: the sum of the rounds' box prices */
  cost: CoinAmount,
  points: z.number().int(),
  state: ContestLevelState,
  /** my battles of this level this period */
  attempts: z.number().int(),
});
export type ContestLevel = z.infer<typeof ContestLevel>;

export const ContestPeriod = z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string(), state: z.enum(['open', 'paid']) });
export type ContestPeriod = z.infer<typeof ContestPeriod>;

/** A prize per rank (rank 1 first). */
export const ContestPrize = z.object({ rank: z.number().int(), prize: CoinAmount });

/** GET /api/contest/home: the period, levels with my progress, my points and rank, prizes. */
export const ContestHome = z.object({
  period: ContestPeriod,
  levels: z.array(ContestLevel),
  myPoints: z.number().int(),
  myRank: z.number().int().nullable(),
  prizes: z.array(ContestPrize),
  serverTime: z.string(),
});
export type ContestHome = z.infer<typeof ContestHome>;

/** GET /api/contest/banner: what the banner shows. */
export const ContestBanner = z.object({
  periodId: z.number().int(),
  endsAt: z.string(),
  levels: z.number().int(),
  topPrize: CoinAmount,
  players: z.number().int(),
});
export type ContestBanner = z.infer<typeof ContestBanner>;

export const ContestLevelParam = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

/** GET /api/contest/level/{id}: a level with its boxes and my attempts this period. */
export const ContestLevelDetail = ContestLevel.extend({
  myBattles: z.array(z.object({ uuid: z.string(), won: z.boolean(), points: z.number().int(), createdAt: z.string() })),
});
export type ContestLevelDetail = z.infer<typeof ContestLevelDetail>;

/** POST /api/contest/open (header Idempotency-Key): start a level's battle against the house bot. */
export const ContestOpenBody = z.object({ levelId: IdValue });
export const ContestOpenResponse = z.object({ uuid: z.string(), levelId: z.number().int(), balance: CoinAmount, cost: CoinAmount });
export type ContestOpenResponse = z.infer<typeof ContestOpenResponse>;

/** A contest battle of mine: the entry (level, won, points) and the battle card. */
export const ContestEntry = z.object({
  id: z.number().int(),
  periodId: z.number().int(),
  levelId: z.number().int(),
  position: z.number().int(),
  won: z.boolean(),
  points: z.number().int(),
  createdAt: z.string(),
  battle: BattleSummary,
});
export type ContestEntry = z.infer<typeof ContestEntry>;

/** GET /api/contest/battle: my latest contest battle still in progress (null when none). */
export const ContestCurrent = ContestEntry.nullable();

/** GET /api/contest/history: my contest battles, newest first. */
export const ContestHistory = paged(ContestEntry);
export type ContestHistory = z.infer<typeof ContestHistory>;

export const ContestUuidQuery = z.object({ uuid: z.string().uuid() });

/** GET /api/contest/detail?uuid=: a contest battle with the entry and the full battle detail. */
export const ContestDetail = ContestEntry.omit({ battle: true }).extend({ battle: BattleDetail });
export type ContestDetail = z.infer<typeof ContestDetail>;

/**
 * GET /api/contest/verify?uuid=: a contest battle's fairness inputs (fairness.md "Battles", seed type 2):
 * the server seed hash from creation, the server seed once ended, each seat's recorded client seed,
 * the battle client seed and every round's tickets (nonce = round, float index = seat - 1).
 */
export const ContestVerify = z.object({
  uuid: z.string(),
  serverSeedHashed: z.string(),
  serverSeed: z.string().nullable(),
  seatSeeds: z.array(z.object({ number: z.number().int(), clientSeed: z.string().nullable() })),
  clientSeed: z.string().nullable(),
  rounds: z.array(
    z.object({ round: z.number().int(), boxId: z.number().int(), oddsVersion: z.number().int(), tickets: z.array(z.number().int()) }),
  ),
  tieRule: z.enum(['draw', 'boss']),
});
export type ContestVerify = z.infer<typeof ContestVerify>;

export const ContestLeaderboardQuery = z.object({
  periodId: z.coerce.number().int().min(1).max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A leaderboard line: nickname masked ("a***z"), points, the prize of the rank (0 beyond the prizes). */
export const ContestRankLine = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  points: z.number().int(),
  prize: CoinAmount,
  isMe: z.boolean(),
});
export const ContestLeaderboard = z.object({
  period: ContestPeriod,
  list: z.array(ContestRankLine),
  me: z.object({ rank: z.number().int().nullable(), points: z.number().int() }).nullable(),
  prizes: z.array(ContestPrize),
});
export type ContestLeaderboard = z.infer<typeof ContestLeaderboard>;

/** Console: contest settings (finance): period length in days, prize per rank in coin units. */
export const OpsContestSettings = z.object({
  periodDays: z.number().int().min(1).max(31),
  prizes: z.array(CoinAmount.pipe(z.number().min(0).max(1_000_000))).max(20),
  /** hours a free/other invite link stays valid */
  inviteHours: z.number().int().min(1).max(168),
});
export type OpsContestSettings = z.infer<typeof OpsContestSettings>;

/** Console: a contest level as the operator edits it (catalogue). */
export const OpsContestLevel = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string().min(1).max(60),
  boxes: z
    .array(z.object({ boxId: IdValue, count: z.number().int().min(1).max(10) }))
    .min(1)
    .max(10),
  points: z.number().int().min(0).max(1_000_000),
  isActive: z.boolean(),
});
export type OpsContestLevel = z.infer<typeof OpsContestLevel>;
export const OpsContestLevels = z.array(OpsContestLevel);
export const OpsContestLevelBody = OpsContestLevel.omit({ id: true, position: true });
export const OpsContestLevelParam = ContestLevelParam;
