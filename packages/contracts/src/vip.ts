import { z } from 'zod';
import { CoinAmount } from './common.ts';

/**
 * Level info (spec §3): what a money action did to the player's XP (`beforeXp`, `afterXp`, `xpUp`) and level
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
  supportChat: z.boolean(),
  vipChat: z.boolean(),
  supportService: z.boolean(),
  withdrawalPerk: z.enum(['priority', 'express']).nullable(),
  levelUpItem: z.object({ id: z.number().int(), name: z.string(), image: z.string(), price: CoinAmount }).nullable(),
});
export type VipPerks = z.infer<typeof VipPerks>;

export const VipLevel = z.object({ level: z.number().int(), xp: z.number().int(), perks: VipPerks });
export type VipLevel = z.infer<typeof VipLevel>;

/** GET /api/user/vip (spec §7): the player's level and XP, the next level's XP (null at the top) and every level. */
export const VipInfo = z.object({
  level: z.number().int(),
  xp: z.number().int(),
  nextLevelXp: z.number().int().nullable(),
  /** levels above this use the VIP theme (spec §6) */
  themeAboveLevel: z.number().int(),
  /** minimum level to create or join battles (spec §5 canBattle) */
  battleMinLevel: z.number().int(),
  /** XP per coin unit deposited and per coin unit wagered (our rule, stated on /vip) */
  xpPerDepositUnit: z.number().int(),
  xpPerWagerUnit: z.number().int(),
  levels: z.array(VipLevel),
});
export type VipInfo = z.infer<typeof VipInfo>;

/** One segment of a drawing wheel as published: prize rate (fraction) and chance in ppm. */
export const WheelSegmentView = z.object({ rate: z.number(), ppm: z.number().int() });

/** GET /api/bouns/info: the lucky wheel, spins left and the last spins. */
export const LuckyWheelInfo = z.object({
  segments: z.array(WheelSegmentView),
  spins: z.number().int(),
  /** coin units of the qualifying top-up each spin's rate applies to */
  spinBase: CoinAmount,
  history: z.array(
    z.object({
      id: z.number().int(),
      rate: z.number(),
      bonus: CoinAmount,
      ticket: z.number().int(),
      nonce: z.number().int(),
      clientSeed: z.string(),
      serverSeedHashed: z.string(),
      /** revealed once the player rotates the type 3 seed */
      serverSeed: z.string().nullable(),
      orderNo: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type LuckyWheelInfo = z.infer<typeof LuckyWheelInfo>;

/** POST /api/bouns/spin (spec §7): the prize drawn with the player's type 3 seed and what it paid. */
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

/** GET /api/user/birthday (spec §3 Birthday): today's gift state; `bonusRate` null until drawn. */
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

/** POST /api/user/birthday/obtain (spec §7): claims the year's gift (bonus window + free item), once. */
export const BirthdayObtain = z.object({ bonusRate: z.number(), bonusUntil: z.string(), freeItemId: z.number().int().nullable() });
export type BirthdayObtain = z.infer<typeof BirthdayObtain>;

export const QuestReward = z.object({ type: z.enum(['coin', 'bean', 'item']), amount: z.number(), name: z.string().nullable(), image: z.string().nullable() });
export type QuestReward = z.infer<typeof QuestReward>;

/** A task of a quest (spec §3 Quest taskDetail). `state` 0 locked, 1 in progress, 2 done (claimable), 3 claimed, 4 expired. */
export const QuestTask = z.object({
  taskId: z.number().int(),
  name: z.string(),
  kind: z.enum(['deposit_cents', 'opens', 'battles_won', 'games_played', 'level']),
  progress: z.number(),
  target: z.number(),
});

export const QuestView = z.object({
  questId: z.number().int(),
  name: z.string(),
  state: z.number().int(),
  /** ms until the quest ends (0 when not running) */
  endDifTime: z.number().int(),
  tasks: z.array(QuestTask),
  rewardList: z.array(QuestReward),
  boost: z.object({ needCoins: z.number().int(), myCoins: z.number().int() }),
});
export type QuestView = z.infer<typeof QuestView>;

/** GET /api/quest/info (spec §3 Quest): rewards waiting, whether all are finished, the quests. */
export const QuestInfo = z.object({ rewardNum: z.number().int(), allFinish: z.boolean(), taskDetail: z.array(QuestView) });
export type QuestInfo = z.infer<typeof QuestInfo>;

export const QuestIdBody = z.object({ questId: z.number().int().min(1).max(2_147_483_647) });

export const QuestHistory = z.object({
  list: z.array(z.object({ questId: z.number().int(), name: z.string(), claimedAt: z.string(), rewardList: z.array(QuestReward) })),
});

/** Operator console: one VIP level row as stored (rates in ppm, item and box ids). */
export const OpsVipLevel = z.object({
  level: z.number().int().min(0).max(100),
  xp: z.number().int().min(0).max(1_000_000_000_000),
  rakebackPpm: z.number().int().min(0).max(1_000_000),
  cashbackPpm: z.number().int().min(0).max(1_000_000),
  freeBoxId: z.number().int().min(1).max(2_147_483_647).nullable(),
  exclusiveBox: z.boolean(),
  supportChat: z.boolean(),
  vipChat: z.boolean(),
  supportService: z.boolean(),
  withdrawalPerk: z.enum(['priority', 'express']).nullable(),
  levelUpItemId: z.number().int().min(1).max(2_147_483_647).nullable(),
});
export type OpsVipLevel = z.infer<typeof OpsVipLevel>;

/** Operator console: the progression settings (battle gate, quest boost price, birthday gift, wheel spin base). */
export const OpsVipSettings = z.object({
  battleMinVip: z.number().int().min(0).max(100),
  questBoostBeans: z.number().int().min(0).max(100_000_000),
  birthdayWindowHours: z.number().int().min(1).max(24 * 31),
  birthdayFreeItemId: z.number().int().min(1).max(2_147_483_647).nullable(),
  spinUnitCents: z.number().int().min(1).max(100_000_000),
});
export type OpsVipSettings = z.infer<typeof OpsVipSettings>;

/** GET /api/ops/vip: the VIP table and the settings. */
export const OpsVipView = z.object({ levels: z.array(OpsVipLevel), settings: OpsVipSettings });
export type OpsVipView = z.infer<typeof OpsVipView>;
export const OpsVipLevelsBody = z.object({ levels: z.array(OpsVipLevel).min(2).max(101) });
