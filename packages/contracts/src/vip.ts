import { z } from 'zod';
import { CoinAmount, IdValue } from './common.ts';

/**
 * Level info (docs/product/entities.md#levels): what a money action did to the player's XP (`beforeXp`, `afterXp`, `xpUp`) and level
 * (`beforeLevel`, `level`, `isLevelUp`); `item` is the level-up reward item put in the store (null: none).
 */
export const LevelInfo = z.object({
  beforeXp: z.number().int(),
  afterXp: z.number().int(),
  xpUp: z.number().int(),
  beforeLevel: z.number().int(),
  level: z.number().int(),
  isLevelUp: z.boolean(),
  item: z.number().int().nullable(),
});
export type LevelInfo = z.infer<typeof LevelInfo>;

/** Perks of one VIP level (rates as fractions: 0.004 = 0.4 %). */
export const VipPerks = z.object({
  rakebackRate: z.number(),
  cashbackRate: z.number(),
  freeBoxId: z.number().int().nullable(),
  exclusiveBox: z.boolean(),
  /** the level's exclusive box (docs/product/constants.md#vip-and-progression VIP4 exclusive box): id, name and image; null when none */
  exclusiveBoxItem: z.object({ id: z.number().int(), name: z.string(), image: z.string() }).nullable(),
  supportChat: z.boolean(),
  vipChat: z.boolean(),
  supportService: z.boolean(),
  withdrawalPerk: z.enum(['priority', 'express']).nullable(),
  levelUpItem: z.object({ id: z.number().int(), name: z.string(), image: z.string(), price: CoinAmount }).nullable(),
});
export type VipPerks = z.infer<typeof VipPerks>;

export const VipLevel = z.object({ level: z.number().int(), xp: z.number().int(), perks: VipPerks });
export type VipLevel = z.infer<typeof VipLevel>;

/** GET /api/user/vip (docs/product/endpoints.md#user-and-auth): the player's level and XP, the next level's XP (null at the top) and every level. */
export const VipInfo = z.object({
  level: z.number().int(),
  xp: z.number().int(),
  nextLevelXp: z.number().int().nullable(),
  /** levels above this use the VIP theme (docs/product/roles.md#vip-levels) */
  themeAboveLevel: z.number().int(),
  /** minimum level to create or join battles (docs/product/validation.md#battle-join canBattle) */
  battleMinLevel: z.number().int(),
  /** XP per coin unit deposited and per coin unit wagered (our rule, stated on /vip) */
  xpPerDepositUnit: z.number().int(),
  xpPerWagerUnit: z.number().int(),
  levels: z.array(VipLevel),
  /** the last level the player has been shown (level-up sequence of docs/product/states.md#level-up, any device); below `level`: play it */
  levelSeen: z.number().int(),
});
export type VipInfo = z.infer<typeof VipInfo>;

/** One segment of a drawing wheel as published: prize rate (fraction) and chance in ppm. */
export const WheelSegmentView = z.object({ rate: z.number(), ppm: z.number().int() });

/**
 * One wheel draw as the player verifies it (fairness.md "Wheels that draw"): the prize, the ticket and nonce, the
 * type 3 seed pair (server seed once revealed) and the wheel's segments as they were when it was drawn.
 */
export const WheelSpinView = z.object({
  id: z.number().int(),
  /** 'lucky' (a top-up's spin) or 'birthday' (the birthday pop's draw) */
  wheel: z.enum(['lucky', 'birthday']),
  rate: z.number(),
  bonus: CoinAmount,
  ticket: z.number().int(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHashed: z.string(),
  /** revealed once the player rotates the type 3 seed */
  serverSeed: z.string().nullable(),
  orderNo: z.string().nullable(),
  /** the segments stored with the draw (published order, chance in ppm): verify against these, not today's wheel */
  segments: z.array(WheelSegmentView),
  createdAt: z.string(),
});
export type WheelSpinView = z.infer<typeof WheelSpinView>;

/** GET /api/bouns/fair_history: the player's lucky-wheel spins and birthday draws, newest first (/provably-fair). */
export const WheelHistory = z.object({ list: z.array(WheelSpinView) });
export type WheelHistory = z.infer<typeof WheelHistory>;

/** GET /api/bouns/info: the lucky wheel, spins left and the last spins. */
export const LuckyWheelInfo = z.object({
  segments: z.array(WheelSegmentView),
  spins: z.number().int(),
  /** coin units of the qualifying top-up each spin's rate applies to */
  spinBase: CoinAmount,
  history: z.array(WheelSpinView),
});
export type LuckyWheelInfo = z.infer<typeof LuckyWheelInfo>;

/** POST /api/bouns/spin (docs/product/endpoints.md#games): the prize drawn with the player's type 3 seed and what it paid. */
export const SpinResponse = z.object({
  prize: z.number(),
  segment: z.number().int(),
  bonus: CoinAmount,
  balance: CoinAmount,
  spins: z.number().int(),
  ticket: z.number().int(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHashed: z.string(),
});
export type SpinResponse = z.infer<typeof SpinResponse>;

/** GET /api/user/birthday (docs/product/entities.md#birthday): today's gift state; `bonusRate` null until drawn. */
export const BirthdayInfo = z.object({
  birthday: z.string().nullable(),
  isBirthday: z.boolean(),
  bonusRate: z.number().nullable(),
  freeItemId: z.number().int().nullable(),
  claimed: z.boolean(),
  /** deposits until this time get the bonus rate (after the claim) */
  bonusUntil: z.string().nullable(),
  windowHours: z.number().int(),
  segments: z.array(WheelSegmentView),
  /** a birthday saved recently: when its gift opens (ISO; docs/spec-notes.md#birthday-wait); null when it is open */
  availableAt: z.string().nullable(),
});
export type BirthdayInfo = z.infer<typeof BirthdayInfo>;

/** POST /api/user/birthday/draw: the wheel's prize drawn once per year with the type 3 seed. */
export const BirthdayDraw = z.object({
  bonusRate: z.number(),
  segment: z.number().int(),
  ticket: z.number().int(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHashed: z.string(),
});
export type BirthdayDraw = z.infer<typeof BirthdayDraw>;

/** POST /api/user/birthday/obtain (docs/product/endpoints.md#games): claims the year's gift (bonus window + free item), once. */
export const BirthdayObtain = z.object({ bonusRate: z.number(), bonusUntil: z.string(), freeItemId: z.number().int().nullable() });
export type BirthdayObtain = z.infer<typeof BirthdayObtain>;

export const QuestReward = z.object({
  type: z.enum(['coin', 'bean', 'item', 'flip_chance', 'lottery_ticket', 'fancy_pack']),
  amount: z.number(),
  name: z.string().nullable(),
  image: z.string().nullable(),
});
export type QuestReward = z.infer<typeof QuestReward>;

/** What a quest task counts; the web says a task as `vip.glory.task.<kind>` with its target (docs/architecture/web-app.md#server-built-texts). */
export const QuestTaskKind = z.enum(['deposit_cents', 'opens', 'battles_won', 'games_played', 'level']);
export type QuestTaskKind = z.infer<typeof QuestTaskKind>;

/** A task of a quest (docs/product/entities.md#quests Quest taskDetail). `state` 0 locked, 1 in progress, 2 done (claimable), 3 claimed, 4 expired. */
export const QuestTask = z.object({
  taskId: z.number().int(),
  /** the operator's name of the task (the console's); players read it from `kind` and `target` in their language */
  name: z.string(),
  kind: QuestTaskKind,
  progress: z.number(),
  target: z.number(),
});

export const QuestView = z.object({
  questId: z.number().int(),
  name: z.string(),
  /** a seeded quest left as seeded: its catalogue name `vip.glory.names.<nameKey>`; null = show `name` as typed */
  nameKey: z.string().nullable(),
  state: z.number().int(),
  /** ms until the quest ends (0 when not running) */
  endDifTime: z.number().int(),
  tasks: z.array(QuestTask),
  rewardList: z.array(QuestReward),
  boost: z.object({ needCoins: z.number().int(), myCoins: z.number().int() }),
});
export type QuestView = z.infer<typeof QuestView>;

/** GET /api/quest/info (docs/product/entities.md#quests Quest): rewards waiting, whether all are finished, the quests. */
export const QuestInfo = z.object({ rewardNum: z.number().int(), allFinish: z.boolean(), taskDetail: z.array(QuestView) });
export type QuestInfo = z.infer<typeof QuestInfo>;

/** POST /api/user/vip/level_seen: the level the client has just shown (level-up modals). */
export const VipLevelSeenBody = z.object({ level: z.number().int().min(0).max(1_000) });
export type VipLevelSeenBody = z.infer<typeof VipLevelSeenBody>;
/** POST /api/user/vip/level_seen: the level the player has now been shown. */
export const VipLevelSeen = z.object({ levelSeen: z.number().int() });
export type VipLevelSeen = z.infer<typeof VipLevelSeen>;
/** GET /api/quest/simple_info: quest rewards waiting to be claimed, and whether every quest of the day is done. */
export const QuestSimpleInfo = z.object({ rewardNum: z.number().int(), allFinish: z.boolean() });
export type QuestSimpleInfo = z.infer<typeof QuestSimpleInfo>;

export const QuestIdBody = z.object({ questId: IdValue });

export const QuestHistory = z.object({
  list: z.array(
    z.object({
      questId: z.number().int(),
      name: z.string(),
      nameKey: z.string().nullable(),
      claimedAt: z.string(),
      rewardList: z.array(QuestReward),
    }),
  ),
});

/** Operator console: one VIP level row as stored (rates in ppm, item and box ids). */
export const OpsVipLevel = z.object({
  level: z.number().int().min(0).max(100),
  xp: z.number().int().min(0).max(1_000_000_000_000),
  rakebackPpm: z.number().int().min(0).max(1_000_000),
  cashbackPpm: z.number().int().min(0).max(1_000_000),
  freeBoxId: IdValue.nullable(),
  exclusiveBox: z.boolean(),
  supportChat: z.boolean(),
  vipChat: z.boolean(),
  supportService: z.boolean(),
  withdrawalPerk: z.enum(['priority', 'express']).nullable(),
  levelUpItemId: IdValue.nullable(),
  /** the level's exclusive box (a catalogue box id; players below the lowest level naming it cannot open it) */
  exclusiveBoxId: IdValue.nullable().optional(),
});
export type OpsVipLevel = z.infer<typeof OpsVipLevel>;

/** Operator console: the progression settings (battle gate, quest boost price, birthday gift, wheel spin base). */
export const OpsVipSettings = z.object({
  battleMinVip: z.number().int().min(0).max(100),
  questBoostBeans: z.number().int().min(0).max(100_000_000),
  birthdayWindowHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 31),
  birthdayFreeItemId: IdValue.nullable(),
  /** days a saved birthday waits before its gift opens (docs/spec-notes.md#birthday-wait); absent: unchanged */
  birthdayWaitDays: z.number().int().min(0).max(366).optional(),
  spinUnitCents: z.number().int().min(1).max(100_000_000),
});
export type OpsVipSettings = z.infer<typeof OpsVipSettings>;

/** GET /api/ops/vip: the VIP table and the settings. */
export const OpsVipView = z.object({ levels: z.array(OpsVipLevel), settings: OpsVipSettings });
export type OpsVipView = z.infer<typeof OpsVipView>;
export const OpsVipLevelsBody = z.object({ levels: z.array(OpsVipLevel).min(2).max(101) });
