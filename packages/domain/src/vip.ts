/**
 * VIP levels from experience (XP). Deposits give 10 XP per coin unit (see `depositXp`).
 * Thresholds are ours (the spec fixes only "Guide battle level 4, XP 6100", spec §9, and the
 * level-up quest "VIP2 with $50 total" = 500 XP, spec §9).
 */

/**
 * Minimum XP per VIP level: index = level, 0..10, strictly increasing.
 * VIP1 $10, VIP2 $50, VIP3 $200, VIP4 $610 of deposits, and so on.
 */
export const VIP_LEVEL_XP: readonly number[] = [0, 100, 500, 2_000, 6_100, 15_000, 30_000, 60_000, 120_000, 250_000, 500_000];

/** Highest VIP level. */
export const VIP_MAX_LEVEL = VIP_LEVEL_XP.length - 1;

/** Minimum VIP level to create or join a battle (spec §5 "canBattle required"). */
export const BATTLE_MIN_VIP = 0;

/** The guide battle level and its XP (spec §9 "Guide battle level 4, XP 6100"). */
export const GUIDE_BATTLE_LEVEL = 4;
export const GUIDE_BATTLE_XP = 6_100;

/** Levels above this use the VIP theme. */
export const VIP_THEME_ABOVE_LEVEL = 8;

function assertXp(xp: number): void {
  if (!Number.isSafeInteger(xp) || xp < 0) throw new RangeError(`xp must be a non-negative integer, got ${String(xp)}`);
}

function assertLevel(level: number): void {
  if (!Number.isSafeInteger(level) || level < 0 || level > VIP_MAX_LEVEL) {
    throw new RangeError(`VIP level must be an integer 0..${VIP_MAX_LEVEL}, got ${String(level)}`);
  }
}

/**
 * VIP level (0..10) for an XP total: the highest level whose threshold is <= xp.
 * @throws RangeError if xp is not a non-negative integer
 */
export function vipLevelForXp(xp: number): number {
  assertXp(xp);
  let level = 0;
  while (level < VIP_MAX_LEVEL && xp >= VIP_LEVEL_XP[level + 1]) level++;
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
export function xpToNextLevel(xp: number): VipProgress {
  const level = vipLevelForXp(xp);
  if (level === VIP_MAX_LEVEL) return { level, nextLevel: null, diffXp: 0 };
  return { level, nextLevel: level + 1, diffXp: VIP_LEVEL_XP[level + 1] - xp };
}

/**
 * XP still needed to reach `targetLevel` (0 if already there), for "You need {diffXp} exp to be
 * VIP{n}" (spec §5 battle join).
 * @throws RangeError on a bad xp or level
 */
export function xpToLevel(xp: number, targetLevel: number): number {
  assertXp(xp);
  assertLevel(targetLevel);
  return Math.max(0, VIP_LEVEL_XP[targetLevel] - xp);
}

/** Whether a VIP level may create or join battles: level >= BATTLE_MIN_VIP (spec §5). */
export function canBattle(level: number): boolean {
  return level >= BATTLE_MIN_VIP;
}

/** Whether a VIP level gets the VIP theme: level above 8. */
export function isVipTheme(level: number): boolean {
  return level > VIP_THEME_ABOVE_LEVEL;
}
