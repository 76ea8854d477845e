/**
 * VIP levels from experience (XP). Deposits give 10 XP per coin unit (see `depositXp`).
 * Thresholds are ours (the spec fixes only "Guide battle level 4, XP 6100", docs/product/constants.md#battles, and the
 * level-up quest "VIP2 with $50 total" = 500 XP, docs/product/constants.md#vip-and-progression).
 */

/**
 * Minimum XP per VIP level: index = level, 0..10, strictly increasing.
 * VIP1 $10, VIP2 $50, VIP3 $200, VIP4 $610 of deposits, and so on.
 */
export const VIP_LEVEL_XP: readonly number[] = [0, 100, 500, 2_000, 6_100, 15_000, 30_000, 60_000, 120_000, 250_000, 500_000];

/** Highest VIP level. */
export const VIP_MAX_LEVEL = VIP_LEVEL_XP.length - 1;

/** The guide battle level and its XP (docs/product/constants.md#battles "Guide battle level 4, XP 6100"). */
export const GUIDE_BATTLE_LEVEL = 4;
export const GUIDE_BATTLE_XP = 6_100;

/**
 * Default minimum VIP level to create or join a battle (docs/product/validation.md#battle-join "canBattle required"): VIP1, which a first
 * deposit reaches (the $20 minimum brings 200 XP), so a newcomer can battle after one top-up
 * (docs/battles.md#battle-gate). The spec's "Guide battle level 4" stays the guide's step (GUIDE_BATTLE_LEVEL).
 * The live value is the operator setting `battle_min_vip` (modules/vip), seeded with this.
 */
export const BATTLE_MIN_VIP = 1;

/** XP a deposit brings per coin cent: 10 XP per coin unit (docs/product/constants.md#vip-and-progression), so 1 XP per 10 cents (see `depositXp`). */
export const DEPOSIT_CENTS_PER_XP = 10;

/**
 * The smallest top-up that brings `missingXp` XP: cents rounded up to whole coin units, and never below the minimum
 * top-up (`minTopUpCents`, a deposit below it is refused). What "Top up $X more to unlock battles" says
 * (docs/battles.md#battle-gate). 0 when nothing is missing.
 * @throws RangeError if missingXp is not a non-negative integer
 */
export function depositCentsForXp(missingXp: number, minTopUpCents = 0): number {
  assertXp(missingXp);
  if (missingXp === 0) return 0;
  return Math.max(minTopUpCents, Math.ceil((missingXp * DEPOSIT_CENTS_PER_XP) / 100) * 100);
}

/** Levels above this use the VIP theme. */
export const VIP_THEME_ABOVE_LEVEL = 8;

function assertXp(xp: number): void {
  if (!Number.isSafeInteger(xp) || xp < 0) throw new RangeError(`xp must be a non-negative integer, got ${String(xp)}`);
}

function assertLevel(level: number, thresholds: readonly number[]): void {
  if (!Number.isSafeInteger(level) || level < 0 || level > thresholds.length - 1) {
    throw new RangeError(`VIP level must be an integer 0..${thresholds.length - 1}, got ${String(level)}`);
  }
}

/**
 * VIP level for an XP total: the highest level whose threshold is <= xp. `thresholds` is the level
 * table's XP column (index = level, strictly increasing from 0); default the documented table.
 * @throws RangeError if xp is not a non-negative integer
 */
export function vipLevelForXp(xp: number, thresholds: readonly number[] = VIP_LEVEL_XP): number {
  assertXp(xp);
  let level = 0;
  while (level < thresholds.length - 1 && xp >= thresholds[level + 1]) level++;
  return level;
}

/** Progress to the next level; at the top level `nextLevel` is null and `diffXp` 0. */
export interface VipProgress {
  level: number;
  nextLevel: number | null;
  diffXp: number;
}

/**
 * Current level, next level and XP still needed for it.
 * @throws RangeError if xp is not a non-negative integer
 */
export function xpToNextLevel(xp: number, thresholds: readonly number[] = VIP_LEVEL_XP): VipProgress {
  const level = vipLevelForXp(xp, thresholds);
  if (level === thresholds.length - 1) return { level, nextLevel: null, diffXp: 0 };
  return { level, nextLevel: level + 1, diffXp: thresholds[level + 1] - xp };
}

/**
 * XP still needed to reach `targetLevel` (0 if already there), for "You need {diffXp} exp to be
 * VIP{n}" (docs/product/validation.md#battle-join).
 * @throws RangeError on a bad xp or level
 */
export function xpToLevel(xp: number, targetLevel: number, thresholds: readonly number[] = VIP_LEVEL_XP): number {
  assertXp(xp);
  assertLevel(targetLevel, thresholds);
  return Math.max(0, thresholds[targetLevel] - xp);
}

/** Whether a VIP level may create or join battles: level >= minLevel (docs/product/validation.md#battle-join; default BATTLE_MIN_VIP). */
export function canBattle(level: number, minLevel: number = BATTLE_MIN_VIP): boolean {
  return level >= minLevel;
}

/** Whether a VIP level gets the VIP theme: level above 8. */
export function isVipTheme(level: number): boolean {
  return level > VIP_THEME_ABOVE_LEVEL;
}
