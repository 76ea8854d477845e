import { describe, expect, it } from 'vitest';
import {
  assertVipTable,
  assertWheel,
  BIRTHDAY_WHEEL_SEGMENTS,
  DEFAULT_VIP_TABLE,
  exclusiveBoxLevel,
  VIP_EXCLUSIVE_BOX_ID,
  levelInfoOf,
  levelUpSequence,
  LUCKY_WHEEL_SEGMENTS,
  ppmOfCents,
  spinWheel,
  wagerXp,
} from './progression.ts';
import { VIP_LEVEL_XP } from './vip.ts';

const SERVER = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';

describe('wheel draw (fairness.md "Wheels that draw", public vectors)', () => {
  it('takes the ticket of float_0 exactly as a box opening does', () => {
    expect(spinWheel(SERVER, 'lucky-client', 0, LUCKY_WHEEL_SEGMENTS).ticket).toBe(793618);
    expect(spinWheel(SERVER, 'lucky-client', 1, LUCKY_WHEEL_SEGMENTS).ticket).toBe(30723);
    expect(spinWheel(SERVER, 'abc', 41, LUCKY_WHEEL_SEGMENTS).ticket).toBe(212466);
  });

  it('picks the segment whose ticket range holds the ticket, in the published order', () => {
    // lucky wheel ranges: 0 [1, 400000], 0.01 [400001, 700000], 0.05 [700001, 880000], 0.1 [880001, 960000] ...
    expect(spinWheel(SERVER, 'lucky-client', 0, LUCKY_WHEEL_SEGMENTS).index).toBe(2); // 793618 -> 0.05
    expect(spinWheel(SERVER, 'lucky-client', 1, LUCKY_WHEEL_SEGMENTS).index).toBe(0); // 30723 -> 0
    expect(spinWheel(SERVER, 'abc', 41, LUCKY_WHEEL_SEGMENTS).index).toBe(0);
    // birthday ranges: 0.1% [1, 350000], 0.2% [350001, 650000], 1% [650001, 850000] ...
    expect(spinWheel(SERVER, 'lucky-client', 0, BIRTHDAY_WHEEL_SEGMENTS).index).toBe(2);
    expect(spinWheel(SERVER, 'lucky-client', 1, BIRTHDAY_WHEEL_SEGMENTS).index).toBe(0);
  });

  it('the published wheels are valid and carry the spec prizes', () => {
    assertWheel(LUCKY_WHEEL_SEGMENTS);
    assertWheel(BIRTHDAY_WHEEL_SEGMENTS);
    expect(LUCKY_WHEEL_SEGMENTS.map((s) => s.ratePpm / 1e6)).toEqual([0, 0.01, 0.05, 0.1, 0.2, 0.3]);
    expect(BIRTHDAY_WHEEL_SEGMENTS.map((s) => s.ratePpm / 1e4)).toEqual([0.1, 0.2, 1, 2, 5, 10]);
    expect(() =>
      assertWheel([
        { ratePpm: 0, weightPpm: 500_000 },
        { ratePpm: 1, weightPpm: 499_999 },
      ]),
    ).toThrow(RangeError);
  });
});

describe('XP and Level info', () => {
  it('1 XP per whole coin unit wagered', () => {
    expect(wagerXp(0)).toBe(0);
    expect(wagerXp(99)).toBe(0);
    expect(wagerXp(250)).toBe(2);
    expect(() => wagerXp(-1)).toThrow(RangeError);
  });

  it('level info reports the levels before and after', () => {
    expect(levelInfoOf(6_000, 6_100)).toEqual({
      beforeXp: 6_000,
      afterXp: 6_100,
      xpUp: 100,
      beforeLevel: 3,
      level: 4,
      isLevelUp: true,
      item: null,
    });
    expect(levelInfoOf(0, 50).isLevelUp).toBe(false);
  });

  it('the docs/product/states.md#level-up sequence: below 4 to 4 or more plays the VIP perk sequence, others the level modal', () => {
    expect(levelUpSequence(3, 4)).toBe('vip_perk');
    expect(levelUpSequence(0, 6)).toBe('vip_perk');
    expect(levelUpSequence(4, 5)).toBe('level');
    expect(levelUpSequence(1, 2)).toBe('level');
    expect(levelUpSequence(2, 2)).toBeNull();
  });

  it('the default VIP table is valid and matches the thresholds', () => {
    assertVipTable(DEFAULT_VIP_TABLE);
    expect(DEFAULT_VIP_TABLE.map((r) => r.xp)).toEqual([...VIP_LEVEL_XP]);
    expect(DEFAULT_VIP_TABLE[4].exclusiveBox).toBe(true);
    expect(DEFAULT_VIP_TABLE[3].exclusiveBox).toBe(false);
    expect(DEFAULT_VIP_TABLE[2].supportChat && !DEFAULT_VIP_TABLE[2].vipChat).toBe(true);
    expect(DEFAULT_VIP_TABLE[3].vipChat).toBe(true);
    expect(() => assertVipTable([{ ...DEFAULT_VIP_TABLE[0] }, { ...DEFAULT_VIP_TABLE[1], xp: 0 }])).toThrow(RangeError);
  });

  it('ppmOfCents floors', () => {
    expect(ppmOfCents(5_000, 300_000)).toBe(1_500);
    expect(ppmOfCents(333, 10_000)).toBe(3);
  });
});

describe('exclusiveBoxLevel (docs/product/constants.md#vip-and-progression VIP4 exclusive box)', () => {
  it('the seeded exclusive box opens from VIP4; other boxes are ordinary', () => {
    expect(exclusiveBoxLevel(VIP_EXCLUSIVE_BOX_ID, DEFAULT_VIP_TABLE)).toBe(4);
    expect(DEFAULT_VIP_TABLE.filter((r) => r.exclusiveBoxId === VIP_EXCLUSIVE_BOX_ID).map((r) => r.level)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(exclusiveBoxLevel(110, DEFAULT_VIP_TABLE)).toBeNull();
  });

  it('the lowest level naming a box wins, whatever the row order', () => {
    const rows = [
      { level: 7, exclusiveBoxId: 200 },
      { level: 2, exclusiveBoxId: 300 },
      { level: 5, exclusiveBoxId: 200 },
      { level: 1, exclusiveBoxId: null },
    ];
    expect(exclusiveBoxLevel(200, rows)).toBe(5);
    expect(exclusiveBoxLevel(300, rows)).toBe(2);
    expect(exclusiveBoxLevel(400, rows)).toBeNull();
  });
});
