import { describe, it, expect } from 'vitest';
import {
  BATTLE_MIN_VIP,
  GUIDE_BATTLE_LEVEL,
  GUIDE_BATTLE_XP,
  VIP_LEVEL_XP,
  VIP_MAX_LEVEL,
  canBattle,
  depositCentsForXp,
  isVipTheme,
  vipLevelForXp,
  xpToLevel,
  xpToNextLevel,
} from './vip.ts';
import { depositXp } from './deposit.ts';

describe('VIP level table', () => {
  it('has levels 0..10 with strictly increasing thresholds starting at 0', () => {
    expect(VIP_MAX_LEVEL).toBe(10);
    expect(VIP_LEVEL_XP).toHaveLength(11);
    expect(VIP_LEVEL_XP[0]).toBe(0);
    for (let i = 1; i < VIP_LEVEL_XP.length; i++) expect(VIP_LEVEL_XP[i]).toBeGreaterThan(VIP_LEVEL_XP[i - 1]);
  });

  it('VIP 4 starts at 6100 XP (docs/product/constants.md#battles guide battle)', () => {
    expect(GUIDE_BATTLE_LEVEL).toBe(4);
    expect(GUIDE_BATTLE_XP).toBe(6100);
    expect(VIP_LEVEL_XP[4]).toBe(6100);
    expect(vipLevelForXp(6099)).toBe(3);
    expect(vipLevelForXp(6100)).toBe(4);
  });

  it('a $50 deposit total reaches VIP 2 (docs/product/constants.md#vip-and-progression level-up quest)', () => {
    expect(vipLevelForXp(depositXp(5_000))).toBe(2);
    expect(vipLevelForXp(depositXp(4_999))).toBe(1);
  });
});

describe('vipLevelForXp / xpToNextLevel / xpToLevel', () => {
  it('maps every threshold and the values just below it', () => {
    VIP_LEVEL_XP.forEach((xp, level) => {
      expect(vipLevelForXp(xp)).toBe(level);
      if (level > 0) expect(vipLevelForXp(xp - 1)).toBe(level - 1);
    });
    expect(vipLevelForXp(0)).toBe(0);
    expect(vipLevelForXp(Number.MAX_SAFE_INTEGER)).toBe(10);
  });

  it('reports the XP still needed for the next level', () => {
    expect(xpToNextLevel(0)).toEqual({ level: 0, nextLevel: 1, diffXp: VIP_LEVEL_XP[1] });
    expect(xpToNextLevel(6000)).toEqual({ level: 3, nextLevel: 4, diffXp: 100 });
    expect(xpToNextLevel(6100)).toEqual({ level: 4, nextLevel: 5, diffXp: VIP_LEVEL_XP[5] - 6100 });
    expect(xpToNextLevel(VIP_LEVEL_XP[10] + 5)).toEqual({ level: 10, nextLevel: null, diffXp: 0 });
  });

  it('reports the XP needed for a target level', () => {
    expect(xpToLevel(6000, 4)).toBe(100);
    expect(xpToLevel(7000, 4)).toBe(0);
    expect(() => xpToLevel(0, 11)).toThrow(RangeError);
  });

  it('rejects negative or fractional XP', () => {
    expect(() => vipLevelForXp(-1)).toThrow(RangeError);
    expect(() => vipLevelForXp(1.5)).toThrow(RangeError);
    expect(() => xpToNextLevel(Number.NaN)).toThrow(RangeError);
  });
});

describe('canBattle / isVipTheme', () => {
  it('battles need level >= BATTLE_MIN_VIP (VIP1, a first deposit reaches it) or the configured level', () => {
    expect(BATTLE_MIN_VIP).toBe(1);
    // the minimum top-up ($20) brings 200 XP: past VIP1's threshold, so one deposit unlocks battles
    expect(vipLevelForXp(depositXp(20_00))).toBeGreaterThanOrEqual(BATTLE_MIN_VIP);
    expect(canBattle(0)).toBe(false);
    expect(canBattle(1)).toBe(true);
    expect(canBattle(10)).toBe(true);
    expect(canBattle(0, 0)).toBe(true);
    expect(canBattle(1, 2)).toBe(false);
    expect(canBattle(3, 4)).toBe(false);
  });

  it('the smallest top-up that brings the missing XP: whole coin units (10 XP per unit), at least the minimum top-up', () => {
    expect([0, 1, 10, 100, 5_338].map((xp) => depositCentsForXp(xp))).toEqual([0, 1_00, 1_00, 10_00, 534_00]);
    expect([0, 1, 100, 5_338].map((xp) => depositCentsForXp(xp, 20_00))).toEqual([0, 20_00, 20_00, 534_00]);
    expect(() => depositCentsForXp(-1)).toThrow(RangeError);
  });

  it('VIP theme above level 8', () => {
    expect(isVipTheme(8)).toBe(false);
    expect(isVipTheme(9)).toBe(true);
    expect(isVipTheme(10)).toBe(true);
  });
});
