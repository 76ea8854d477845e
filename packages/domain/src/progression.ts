/**
 * VIP progression rules shared by the server and the browser (docs/product/README.md VIP levels, docs/product/entities.md#levels Level info, docs/product/states.md
 * level-up sequence and birthday pop, docs/product/constants.md#vip-and-progression experience, wheel prizes): XP per action, Level info, the
 * level-up sequence, the documented default VIP table and the two drawing wheels (fairness.md "Wheels
 * that draw"). Pure functions over integers (cents, ppm, XP).
 */
import { fairFloat, ticketFromFloat } from './fairness.ts';
import { pickItemForTicket, PPM_TOTAL } from './odds.ts';
import { depositXp } from './deposit.ts';
import { GUIDE_BATTLE_LEVEL, VIP_LEVEL_XP, vipLevelForXp } from './vip.ts';

/**
 * XP for a stake (our rule, stated on /vip): 1 XP per whole coin unit wagered on opens, battles and
 * games. Deposits give 10 per coin unit (`depositXp`, docs/product/constants.md#vip-and-progression).
 * @param stakeCents integer cents >= 0
 */
export function wagerXp(stakeCents: number): number {
  if (!Number.isSafeInteger(stakeCents) || stakeCents < 0)
    throw new RangeError(`stakeCents must be a non-negative integer, got ${String(stakeCents)}`);
  return Math.floor(stakeCents / 100);
}

export { depositXp };

/** Level info (docs/product/entities.md#levels): what one money action did to the player's XP and level. */
export interface LevelInfo {
  beforeXp: number;
  afterXp: number;
  xpUp: number;
  beforeLevel: number;
  level: number;
  isLevelUp: boolean;
  /** the level-up reward put in the store (item id), null when none */
  item: number | null;
}

/** Level info for an XP change over a thresholds table (index = level). */
export function levelInfoOf(
  beforeXp: number,
  afterXp: number,
  thresholds: readonly number[] = VIP_LEVEL_XP,
  item: number | null = null,
): LevelInfo {
  const beforeLevel = vipLevelForXp(beforeXp, thresholds);
  const level = vipLevelForXp(afterXp, thresholds);
  return { beforeXp, afterXp, xpUp: afterXp - beforeXp, beforeLevel, level, isLevelUp: level > beforeLevel, item };
}

/**
 * The level-up sequence of docs/product/states.md#level-up: previous level below 4 and new level 4 or more -> the level modal
 * (2 s), "one more thing" (3 s), then the VIP perk modal ('vip_perk'); any other level-up shows the
 * level modal alone ('level'); no level-up -> null.
 */
export function levelUpSequence(beforeLevel: number, level: number): 'vip_perk' | 'level' | null {
  if (level <= beforeLevel) return null;
  return beforeLevel < GUIDE_BATTLE_LEVEL && level >= GUIDE_BATTLE_LEVEL ? 'vip_perk' : 'level';
}

/** Durations of the level-up sequence (docs/product/states.md#level-up), ms. */
export const LEVEL_UP_TIMINGS = { levelModalMs: 2_000, oneMoreThingMs: 3_000 } as const;

/** Perks of one VIP level (operator-editable, `vip_levels` table). */
export interface VipPerks {
  /** rakeback: ppm of the day's wagers paid back the next day */
  rakebackPpm: number;
  /** cashback: ppm of the day's net loss (wagers minus winnings, when positive) paid back the next day */
  cashbackPpm: number;
  /** free box opened once a day at this level (box id), null when none */
  freeBoxId: number | null;
  /** exclusive VIP box (docs/product/constants.md#vip-and-progression: VIP4) */
  exclusiveBox: boolean;
  /** support chat (docs/product/roles.md#vip-levels: VIP 2+) */
  supportChat: boolean;
  /** VIP chat room (docs/product/roles.md#vip-levels: VIP 3+) */
  vipChat: boolean;
  /** personal support service (docs/product/constants.md#vip-and-progression: VIP4) */
  supportService: boolean;
  /** withdrawal perk: faster review / higher daily limit, as a key of the /vip texts; null when none */
  withdrawalPerk: 'priority' | 'express' | null;
  /** item put in the store when the level is reached (level-up reward), null when none */
  levelUpItemId: number | null;
  /** the exclusive box of this level (docs/product/constants.md#vip-and-progression "VIP4 exclusive box", a catalogue box id), null when none */
  exclusiveBoxId?: number | null;
}

/** The seeded VIP4 exclusive box (catalogue box 117, "Diamond Rush"), on levels 4+ of the default table. */
export const VIP_EXCLUSIVE_BOX_ID = 117;

/**
 * Lowest VIP level whose row names `boxId` as its exclusive box, or null when no level does (an ordinary box).
 * A player opens the box only at or above that level (docs/product/constants.md#vip-and-progression "VIP4 exclusive box").
 */
export function exclusiveBoxLevel(boxId: number, table: readonly Pick<VipLevelRow, 'level' | 'exclusiveBoxId'>[]): number | null {
  let min: number | null = null;
  for (const r of table) if (r.exclusiveBoxId === boxId && (min === null || r.level < min)) min = r.level;
  return min;
}

export interface VipLevelRow extends VipPerks {
  level: number;
  xp: number;
}

const perks = (p: Partial<VipPerks>): VipPerks => ({
  rakebackPpm: 0,
  cashbackPpm: 0,
  freeBoxId: null,
  exclusiveBox: false,
  supportChat: false,
  vipChat: false,
  supportService: false,
  withdrawalPerk: null,
  levelUpItemId: null,
  exclusiveBoxId: null,
  ...p,
});

/**
 * The documented default VIP table (seeded at start, edited by operators): thresholds of `VIP_LEVEL_XP`
 * (VIP2 = $50 of deposits, VIP4 = 6,100 XP), rakeback from VIP1, cashback from VIP5, support chat VIP2+,
 * VIP chat VIP3+, exclusive box and support service from VIP4, withdrawal perks from VIP6, a level-up
 * item (a catalogue gift card or product, $2 at VIP2 up to $500 at VIP10) from VIP2. Levels above 8 use the VIP theme.
 */
export const DEFAULT_VIP_TABLE: readonly VipLevelRow[] = [
  { level: 0, xp: VIP_LEVEL_XP[0], ...perks({}) },
  { level: 1, xp: VIP_LEVEL_XP[1], ...perks({ rakebackPpm: 1_000 }) },
  { level: 2, xp: VIP_LEVEL_XP[2], ...perks({ rakebackPpm: 2_000, supportChat: true, levelUpItemId: 1402 }) },
  { level: 3, xp: VIP_LEVEL_XP[3], ...perks({ rakebackPpm: 3_000, supportChat: true, vipChat: true, levelUpItemId: 1403 }) },
  {
    level: 4,
    xp: VIP_LEVEL_XP[4],
    ...perks({
      rakebackPpm: 4_000,
      supportChat: true,
      vipChat: true,
      exclusiveBox: true,
      exclusiveBoxId: VIP_EXCLUSIVE_BOX_ID,
      supportService: true,
      levelUpItemId: 1404,
    }),
  },
  {
    level: 5,
    xp: VIP_LEVEL_XP[5],
    ...perks({
      rakebackPpm: 5_000,
      cashbackPpm: 10_000,
      supportChat: true,
      vipChat: true,
      exclusiveBox: true,
      exclusiveBoxId: VIP_EXCLUSIVE_BOX_ID,
      supportService: true,
      levelUpItemId: 1410,
    }),
  },
  {
    level: 6,
    xp: VIP_LEVEL_XP[6],
    ...perks({
      rakebackPpm: 6_000,
      cashbackPpm: 20_000,
      supportChat: true,
      vipChat: true,
      exclusiveBox: true,
      exclusiveBoxId: VIP_EXCLUSIVE_BOX_ID,
      supportService: true,
      withdrawalPerk: 'priority',
      levelUpItemId: 1406,
    }),
  },
  {
    level: 7,
    xp: VIP_LEVEL_XP[7],
    ...perks({
      rakebackPpm: 7_000,
      cashbackPpm: 30_000,
      supportChat: true,
      vipChat: true,
      exclusiveBox: true,
      exclusiveBoxId: VIP_EXCLUSIVE_BOX_ID,
      supportService: true,
      withdrawalPerk: 'priority',
      levelUpItemId: 1635,
    }),
  },
  {
    level: 8,
    xp: VIP_LEVEL_XP[8],
    ...perks({
      rakebackPpm: 8_000,
      cashbackPpm: 40_000,
      supportChat: true,
      vipChat: true,
      exclusiveBox: true,
      exclusiveBoxId: VIP_EXCLUSIVE_BOX_ID,
      supportService: true,
      withdrawalPerk: 'express',
      levelUpItemId: 1230,
    }),
  },
  {
    level: 9,
    xp: VIP_LEVEL_XP[9],
    ...perks({
      rakebackPpm: 9_000,
      cashbackPpm: 50_000,
      supportChat: true,
      vipChat: true,
      exclusiveBox: true,
      exclusiveBoxId: VIP_EXCLUSIVE_BOX_ID,
      supportService: true,
      withdrawalPerk: 'express',
      levelUpItemId: 1217,
    }),
  },
  {
    level: 10,
    xp: VIP_LEVEL_XP[10],
    ...perks({
      rakebackPpm: 10_000,
      cashbackPpm: 60_000,
      supportChat: true,
      vipChat: true,
      exclusiveBox: true,
      exclusiveBoxId: VIP_EXCLUSIVE_BOX_ID,
      supportService: true,
      withdrawalPerk: 'express',
      levelUpItemId: 1439,
    }),
  },
];

/**
 * Checks a VIP table: levels 0..n in order, XP from 0 strictly increasing, ppm rates within 0..1,000,000.
 * @throws RangeError naming the first bad row
 */
export function assertVipTable(rows: readonly VipLevelRow[]): void {
  if (rows.length < 2) throw new RangeError('the VIP table needs at least levels 0 and 1');
  rows.forEach((r, i) => {
    if (r.level !== i) throw new RangeError(`row ${i}: level must be ${i}`);
    if (!Number.isSafeInteger(r.xp) || r.xp < 0 || (i === 0 ? r.xp !== 0 : r.xp <= rows[i - 1].xp))
      throw new RangeError(`VIP${i}: XP must increase from 0`);
    for (const k of ['rakebackPpm', 'cashbackPpm'] as const) {
      if (!Number.isSafeInteger(r[k]) || r[k] < 0 || r[k] > PPM_TOTAL) throw new RangeError(`VIP${i}: ${k} must be 0..1000000`);
    }
  });
}

/** One segment of a drawing wheel: the prize (a bonus rate in ppm) and its weight (ppm of 1,000,000). */
export interface WheelSegment {
  ratePpm: number;
  weightPpm: number;
}

/**
 * Lucky wheel (docs/product/constants.md#vip-and-progression "Wheel prizes 0, 0.01, 0.05, 0.1, 0.2, 0.3"), in the wheel's published order;
 * the rate is a bonus on the spin's qualifying top-up ($50 of it per spin).
 */
export const LUCKY_WHEEL_SEGMENTS: readonly WheelSegment[] = [
  { ratePpm: 0, weightPpm: 400_000 },
  { ratePpm: 10_000, weightPpm: 300_000 },
  { ratePpm: 50_000, weightPpm: 180_000 },
  { ratePpm: 100_000, weightPpm: 80_000 },
  { ratePpm: 200_000, weightPpm: 30_000 },
  { ratePpm: 300_000, weightPpm: 10_000 },
];

/** Birthday wheel (docs/product/states.md#birthday "prizes 0.1, 0.2, 1, 2, 5, 10 percent"): a deposit bonus rate for the birthday window. */
export const BIRTHDAY_WHEEL_SEGMENTS: readonly WheelSegment[] = [
  { ratePpm: 1_000, weightPpm: 350_000 },
  { ratePpm: 2_000, weightPpm: 300_000 },
  { ratePpm: 10_000, weightPpm: 200_000 },
  { ratePpm: 20_000, weightPpm: 100_000 },
  { ratePpm: 50_000, weightPpm: 40_000 },
  { ratePpm: 100_000, weightPpm: 10_000 },
];

/**
 * Checks a wheel: 2+ segments, integer weights summing to exactly 1,000,000, rates within 0..1,000,000.
 * @throws RangeError
 */
export function assertWheel(segments: readonly WheelSegment[]): void {
  if (segments.length < 2) throw new RangeError('a wheel needs at least 2 segments');
  let sum = 0;
  for (const s of segments) {
    if (!Number.isSafeInteger(s.weightPpm) || s.weightPpm < 0) throw new RangeError('weights must be non-negative integers');
    if (!Number.isSafeInteger(s.ratePpm) || s.ratePpm < 0 || s.ratePpm > PPM_TOTAL) throw new RangeError('rates must be 0..1000000 ppm');
    sum += s.weightPpm;
  }
  if (sum !== PPM_TOTAL) throw new RangeError(`wheel weights sum to ${sum}, not 1000000`);
}

/**
 * A wheel draw (fairness.md "Wheels that draw", seed type 3): `ticket = floor(float_0 * 1,000,000) + 1`
 * picks the segment exactly as a box picks an item (ranges in the wheel's published order).
 * @returns ticket 1..1,000,000 and the 0-based segment index
 */
export function spinWheel(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  segments: readonly WheelSegment[],
): { ticket: number; index: number } {
  const ticket = ticketFromFloat(fairFloat(serverSeed, clientSeed, nonce, 0));
  return {
    ticket,
    index: pickItemForTicket(
      segments.map((s) => ({ ppm: s.weightPpm })),
      ticket,
    ),
  };
}

/** A rate in ppm as the API's fraction (bonusRate: 10_000 ppm -> 0.01). */
export const ppmToRate = (ppm: number): number => ppm / PPM_TOTAL;

/** floor(cents x ppm / 1,000,000), exact for any safe-integer cents. */
export function ppmOfCents(cents: number, ppm: number): number {
  return Number((BigInt(cents) * BigInt(ppm)) / BigInt(PPM_TOTAL));
}
