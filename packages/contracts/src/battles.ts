import { LevelInfo } from './vip.ts';
import { z } from 'zod';
import { CoinAmount, IdValue, paged } from './common.ts';

/**
 * Box battles (docs/product/entities.md#battles Battle / Battle player, docs/product/states.md#battles battle state, docs/product/endpoints.md#battles /battle/v2/*).
 * Amounts are coin units (2 decimals); times are ISO strings; seats (`number`) run 1..4.
 * The enum lists mirror `@hapa/domain` battle.ts (BATTLE_TYPES, BATTLE_MODES, BATTLE_INVITE_MODES).
 */
export const BattleType = z.enum(['singled', 'trio', 'quad', 'team']);
export type BattleType = z.infer<typeof BattleType>;
export const BattleMode = z.enum(['normal', 'demon', 'share']);
export type BattleMode = z.infer<typeof BattleMode>;
export const BattleInviteMode = z.enum(['none', 'free', 'normal', 'other']);
export type BattleInviteMode = z.infer<typeof BattleInviteMode>;
export const BattlePurpose = z.enum(['pvp', 'contest', 'challenge', 'boss']);
export type BattlePurpose = z.infer<typeof BattlePurpose>;
/** 10 waiting, 20 in progress, 30 ended (docs/product/states.md#battles). */
export const BattleStateCode = z.union([z.literal(10), z.literal(20), z.literal(30)]);
export type BattleStateCode = z.infer<typeof BattleStateCode>;

/** Route param of /battle/v2/{id}/...: the battle uuid. */
export const BattleIdParam = z.object({ id: z.string().uuid() });
export const BattleUuidQuery = z.object({ uuid: z.string().uuid() });

/** One line of the create form: a box and how many rounds of it. */
export const BattleBoxPick = z.object({ boxId: IdValue, count: z.number().int().min(1).max(50) });

/** POST /api/battle/v2/create. Rounds follow `boxes` in order, each repeated `count` times (at most 50 rounds). */
export const CreateBattleBody = z.object({
  boxes: z.array(BattleBoxPick).min(1).max(50),
  type: BattleType,
  mode: BattleMode.default('normal'),
  inviteMode: BattleInviteMode.default('none'),
  fastMode: z.boolean().default(false),
});
export type CreateBattleBody = z.input<typeof CreateBattleBody>;

/** Create / create_same answer: the new battle, the creator's balance after paying the seat, the seat cost. */
/** `level`: what the seat's stake did to the creator's XP (docs/product/entities.md#levels Level info). */
/** `inviteExpiresAt`: when the invite link of a free/other invite battle expires (null otherwise). */
export const CreateBattleResponse = z.object({
  uuid: z.string(),
  balance: CoinAmount,
  cost: CoinAmount,
  level: LevelInfo.nullable().optional(),
  inviteExpiresAt: z.string().nullable().optional(),
});
export type CreateBattleResponse = z.infer<typeof CreateBattleResponse>;

/** POST /api/battle/v2/{id}/pvp and /pve: the seat to take (pvp) or give a bot (pve). */
export const BattleSeatBody = z.object({ number: z.number().int().min(1).max(4) });
/** pvp answer: balance after paying the seat. */
export const JoinBattleResponse = z.object({
  uuid: z.string(),
  number: z.number().int(),
  balance: CoinAmount,
  cost: CoinAmount,
  level: LevelInfo.nullable().optional(),
});
export type JoinBattleResponse = z.infer<typeof JoinBattleResponse>;

/** A box of a battle (what its rounds open). */
export const BattleBox = z.object({ id: z.number().int(), name: z.string(), image: z.string(), price: CoinAmount, boxInfo: z.string() });
export type BattleBox = z.infer<typeof BattleBox>;

/**
 * Battle player (docs/product/entities.md#battles): `userId` 0 = empty seat. `amount` = value unboxed so far (revealed rounds),
 * `bonusAmount` = what the seat receives (items or coins) once ended, `result` 0 playing, 1 win, 2 lose,
 * `rank` 1 gold, 2 silver, 3 copper (0 before the end), `belongTeam` 1 blue, 2 red, 0 no teams,
 * `clientSeed` the seat's recorded battle client seed (`bot` for bots, null when empty).
 */
export const BattlePlayer = z.object({
  number: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  headImg: z.string(),
  vipLevel: z.number().int(),
  isBot: z.boolean(),
  belongTeam: z.number().int(),
  amount: CoinAmount,
  bonusAmount: CoinAmount,
  result: z.number().int(),
  rank: z.number().int(),
  clientSeed: z.string().nullable(),
  /**
   * What this player paid for the battle, coin units: their seat, plus the friend's seat a free invite's creator paid
   * (unless it was refunded); 0 for a bot and for the friend who took a free seat
   */
  paid: CoinAmount.optional(),
  /** the friend's seat of a free invite: taken for free, its creator paid it */
  freeSeat: z.boolean().optional(),
});
export type BattlePlayer = z.infer<typeof BattlePlayer>;

/** One seat's draw in a round: the ticket (fairness.md "Battles") and the item it maps to. */
export const BattleDraw = z.object({
  number: z.number().int(),
  ticket: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  itemImage: z.string(),
  itemPrice: CoinAmount,
  skuLevel: z.number().int(),
});
export type BattleDraw = z.infer<typeof BattleDraw>;

/** A round (from 0): its box at the recorded odds version; `draws` stay empty until `revealAt`. */
export const BattleRound = z.object({
  round: z.number().int(),
  box: BattleBox,
  oddsVersion: z.number().int(),
  revealAt: z.string().nullable(),
  draws: z.array(BattleDraw),
});
export type BattleRound = z.infer<typeof BattleRound>;

/** The tie after the last round: tied sides (seats, or teams 1 blue / 2 red) in ascending order and the drawn index. */
export const BattleTie = z.object({
  kind: z.enum(['seat', 'team']),
  sides: z.array(z.number().int()),
  winnerIndex: z.number().int(),
  winnerSide: z.number().int(),
});
export type BattleTie = z.infer<typeof BattleTie>;

/**
 * List card (docs/product/routes.md#battles /battles): `amount` = cost of one seat ("Join For $amount"), `openAmount` = value
 * unboxed so far, `round` = rounds revealed, `boxes` = the rounds' boxes grouped in order with counts.
 * `isCreator`/`hasRead` are for the asking player (false in realtime events).
 */
export const BattleSummary = z.object({
  uuid: z.string(),
  type: BattleType,
  mode: BattleMode,
  inviteMode: BattleInviteMode,
  state: BattleStateCode,
  amount: CoinAmount,
  openAmount: CoinAmount,
  round: z.number().int(),
  totalRound: z.number().int(),
  boxes: z.array(z.object({ box: BattleBox, count: z.number().int() })),
  players: z.array(BattlePlayer),
  creatorId: z.number().int(),
  isCreator: z.boolean(),
  hasRead: z.boolean(),
  fastMode: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  roundMs: z.number().int(),
  endsAt: z.string().nullable(),
  /** the server's clock when answered, so clients animate on server time */
  serverTime: z.string(),
  /** why the battle exists: pvp, contest (a contest level), challenge (1v1 vs a bot), boss (challenge-boss) */
  purpose: BattlePurpose.optional(),
  /** tie rule: 'draw' (fairness.md tie draw) or 'boss' (the boss seat wins ties; published on /battles/challenge-boss) */
  tieRule: z.enum(['draw', 'boss']).optional(),
});
export type BattleSummary = z.infer<typeof BattleSummary>;

/**
 * GET /api/battle/v2/{id}/detail: the summary plus every round (draws only up to the current round
 * while in progress), the fairness inputs (`serverSeedHashed` from creation; `clientSeed` = the battle
 * client seed once the last seat filled; `serverSeed` after the end) and the tie.
 */
export const BattleDetail = BattleSummary.extend({
  rounds: z.array(BattleRound),
  serverSeedHashed: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  tie: BattleTie.nullable(),
  winnerSeats: z.array(z.number().int()),
  /**
   * A free invite's friend seat the creator paid (docs/battles.md#free-invite): `held` for the friend until
   * `expiresAt`, `used` once a friend took it, `refunded` to the creator (expired, or filled by a bot or a payer)
   */
  sponsor: z
    .object({ state: z.enum(['held', 'used', 'refunded']), amount: CoinAmount, expiresAt: z.string().nullable() })
    .nullable()
    .optional(),
});
export type BattleDetail = z.infer<typeof BattleDetail>;

/** GET /api/battle/v2/battling: live battles (waiting, in progress) newest first, then recently finished. */
export const BattleList = z.object({ list: z.array(BattleSummary), finished: z.array(BattleSummary), serverTime: z.string() });
export type BattleList = z.infer<typeof BattleList>;

export const BattleListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  finished: z.coerce.number().int().min(0).max(20).default(10),
});

/** GET /api/battle/v2/history: my battles, newest first. */
export const BattleHistory = paged(BattleSummary);
export type BattleHistory = z.infer<typeof BattleHistory>;

/** GET /api/battle/v2/config: types, modes, limits and timings (ms) the UI needs. */
export const BattleConfig = z.object({
  types: z.array(z.object({ type: BattleType, seats: z.number().int() })),
  modes: z.array(BattleMode),
  inviteModes: z.array(BattleInviteMode),
  maxRounds: z.number().int(),
  roundMs: z.number().int(),
  fastRoundMs: z.number().int(),
  tieMs: z.number().int(),
  finishShowMs: z.number().int(),
  cardRemoveMs: z.number().int(),
  minVipLevel: z.number().int(),
  /** how long a free / other invite link stays valid, ms (a free invite's friend seat is refunded after it) */
  inviteMs: z.number().int().optional(),
});
export type BattleConfig = z.infer<typeof BattleConfig>;

/**
 * GET /api/battle/v2/gate (docs/battles.md#battle-gate): the level battles need (operator setting, VIP1 by default)
 * and, for the asking player (a visitor counts as a new player), whether they reached it and the XP and the deposit
 * still missing: `topUpAmount` the smallest top-up that brings it, coin units (whole units, 10 XP per coin unit of
 * deposit, at least the minimum top-up; 0 when unlocked). A free invite's friend seat needs no level.
 */
export const BattleGate = z.object({
  minLevel: z.number().int(),
  unlocked: z.boolean(),
  missingXp: z.number().int(),
  topUpAmount: CoinAmount,
});
export type BattleGate = z.infer<typeof BattleGate>;

/** GET /api/battle/v2/pre_boxes: boxes a battle can use, cheapest first. */
export const PreBoxesQuery = z.object({ keyword: z.string().max(100).optional() });
export const PreBoxes = z.array(BattleBox);

/** Realtime `battle_v2:round`: one round's draws at its reveal time, with running totals per seat. */
export const BattleRoundEvent = z.object({
  uuid: z.string(),
  round: z.number().int(),
  totalRound: z.number().int(),
  revealAt: z.string(),
  draws: z.array(BattleDraw),
  amounts: z.array(z.object({ number: z.number().int(), amount: CoinAmount })),
});
export type BattleRoundEvent = z.infer<typeof BattleRoundEvent>;

/**
 * GET /api/battle/v2/free/invite/info?uuid=: an invite link (docs/product/endpoints.md#battles; link /battles/detail/{uuid}?isInvite=true).
 * `payer`: 'creator' (free invite: the creator paid the invitee's seat) or 'invitee' (normal/other: the
 * invitee pays `seatCost`). `freeSeat`: the sponsored seat is still there to take. `expiresAt`: free and
 * other invites expire (free: the creator is refunded; other: empty seats are given bots and it plays).
 */
export const InviteInfo = z.object({
  battle: BattleSummary,
  creator: z.object({ userId: z.number().int(), nickname: z.string(), headImg: z.string() }),
  payer: z.enum(['creator', 'invitee']),
  seatCost: CoinAmount,
  freeSeat: z.boolean(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  /** the asking player may receive (signed in, not seated, a seat open, invite usable) */
  canReceive: z.boolean(),
});
export type InviteInfo = z.infer<typeof InviteInfo>;

/** POST /api/battle/v2/{id}/receive answer: the seat taken, what the invitee paid (0 on a free invite) and their balance. */
export const ReceiveInviteResponse = z.object({ uuid: z.string(), number: z.number().int(), paid: CoinAmount, balance: CoinAmount });
export type ReceiveInviteResponse = z.infer<typeof ReceiveInviteResponse>;

/** POST /api/battle/v2/challenge/bot: a 1v1 against a bot, started at once (mode normal or demon). */
export const ChallengeBotBody = z.object({
  boxes: z.array(BattleBoxPick).min(1).max(10),
  mode: z.enum(['normal', 'demon']).default('normal'),
});
export type ChallengeBotBody = z.input<typeof ChallengeBotBody>;

/** Challenge-boss line-up: one box, 1..BOSS_MAX_ROUNDS rounds. */
export const BOSS_MAX_ROUNDS = 3;
export const BossQuery = z.object({
  boxId: z.coerce.number().int().min(1).max(2147483647),
  count: z.coerce.number().int().min(1).max(BOSS_MAX_ROUNDS),
});
export const BossBody = z.object({ boxId: IdValue, count: z.number().int().min(1).max(BOSS_MAX_ROUNDS) });

/**
 * GET /api/battle/v2/challenge/boss/odds: the exact odds of a boss battle (the boss opens the same boxes
 * with the same fairness rules and wins ties). Chances in ppm rounded down, plus the exact fraction
 * (decimal strings `num/den`); `rtpPpm`: expected value won (both seats' items when the player wins) over the seat cost.
 */
export const BossOdds = z.object({
  box: BattleBox,
  count: z.number().int(),
  cost: CoinAmount,
  winPpm: z.number().int(),
  tiePpm: z.number().int(),
  losePpm: z.number().int(),
  rtpPpm: z.number().int(),
  winExact: z.object({ num: z.string(), den: z.string() }),
});
export type BossOdds = z.infer<typeof BossOdds>;
