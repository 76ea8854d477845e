import { BATTLE_MIN_VIP, BIRTHDAY_WHEEL_SEGMENTS, LUCKY_WHEEL_SEGMENTS, type WheelSegment } from '@hapa/domain';
import { BIRTHDAY_WAIT_DAYS } from './birthday-wait.ts';

/** Settings of the progression features with their seeded defaults (vip_settings rows, operator-editable). */
export const DEFAULT_VIP_SETTINGS = {
  /** docs/product/validation.md#battle-join canBattle: VIP1 by default, a level the first deposit reaches (docs/battles.md#battle-gate) */
  battle_min_vip: BATTLE_MIN_VIP,
  /** docs/product/constants.md#vip-and-progression "Quest boost 2,000 HapaCoins per quest" */
  quest_boost_beans: 2_000,
  /** fairness.md "Wheels that draw": the lucky wheel in its published order */
  lucky_wheel: LUCKY_WHEEL_SEGMENTS,
  /** docs/product/states.md#birthday birthday pop prizes */
  birthday_wheel: BIRTHDAY_WHEEL_SEGMENTS,
  /**
   * birthday bonus window after the claim (hours), the free birthday item (catalogue item id), and the days a saved
   * birthday waits before its gift opens (docs/spec-notes.md#birthday-wait: a birthday saved today is no gift today)
   */
  birthday: { windowHours: 24, freeItemId: 1404, waitDays: BIRTHDAY_WAIT_DAYS },
  /** the part of a qualifying top-up one lucky-wheel spin's rate applies to (docs/product/constants.md#vip-and-progression: each $50 one spin) */
  spin_unit_cents: 5_000,
} as const;

export type VipSettings = {
  battle_min_vip: number;
  quest_boost_beans: number;
  lucky_wheel: WheelSegment[];
  birthday_wheel: WheelSegment[];
  /** `waitDays` is missing from rows saved before it existed: read it through `birthdayWaitDays` */
  birthday: { windowHours: number; freeItemId: number | null; waitDays?: number };
  spin_unit_cents: number;
};

/** Job kind of the daily rakeback / cashback payout (one job per UTC day, payload {day: 'YYYY-MM-DD'}). */
export const VIP_DAILY_JOB = 'vip.daily_payout';
