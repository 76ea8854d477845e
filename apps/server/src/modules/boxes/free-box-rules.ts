import type { ErrorKey, FreeBoxKind, FreeBoxState } from '@hapa/contracts';

/** A free box's rule as the service reads it (money in cents, hours, Dates). */
export interface FreeRule {
  kind: FreeBoxKind;
  minVipLevel: number;
  minXp: number;
  minTopUpCents: number;
  topUpWindowHours: number;
  /** hours between two openings by one player; 0 = once per player */
  cooldownHours: number;
  startsAt: Date | null;
  endsAt: Date | null;
  sort: number;
  isActive: boolean;
}

/** The rule of a free box that has no `free_boxes` row: anyone, once per 24 h (the seeded box 109's rule). */
export const DEFAULT_FREE_RULE: FreeRule = {
  kind: 'daily',
  minVipLevel: 0,
  minXp: 0,
  minTopUpCents: 0,
  topUpWindowHours: 24,
  cooldownHours: 24,
  startsAt: null,
  endsAt: null,
  sort: 0,
  isActive: true,
};

/** What a rule is checked against: the player's VIP level and EXP, deposits in the rule's window (cents), last opening. */
export interface FreeFacts {
  level: number;
  xp: number;
  depositedCents: number;
  lastOpenedAt: Date | null;
}

/** The result of `freeStanding`: the state and, for `opened` / `countdown`, when that changes (null: never). */
export interface FreeStanding {
  state: Exclude<FreeBoxState, 'sign_in'>;
  nextClaimAt: Date | null;
}

const HOUR = 3_600_000;

/**
 * Where a player stands with a free box at `now` (docs/free-boxes.md#rules), checked in this order: past its end
 * (`expired`, end exclusive), before its start (`countdown` to the start), opened within its cooldown or ever for a
 * once-only box (`opened`, next time or null), below its VIP level (`vip`: `level_low`), below its EXP (`level`:
 * `exp_low`), short of its top-up in the window (`topup`: `must_top_up`), else `ready`.
 */
export function freeStanding(rule: FreeRule, facts: FreeFacts, now: Date): FreeStanding {
  const t = now.getTime();
  if (rule.endsAt && t >= rule.endsAt.getTime()) return { state: 'expired', nextClaimAt: null };
  if (rule.startsAt && t < rule.startsAt.getTime()) return { state: 'countdown', nextClaimAt: rule.startsAt };
  if (facts.lastOpenedAt) {
    if (rule.cooldownHours === 0) return { state: 'opened', nextClaimAt: null };
    const next = facts.lastOpenedAt.getTime() + rule.cooldownHours * HOUR;
    if (t < next) return { state: 'opened', nextClaimAt: new Date(next) };
  }
  if (rule.kind === 'vip' && facts.level < rule.minVipLevel) return { state: 'level_low', nextClaimAt: null };
  if (rule.kind === 'level' && facts.xp < rule.minXp) return { state: 'exp_low', nextClaimAt: null };
  if (rule.kind === 'topup' && facts.depositedCents < rule.minTopUpCents) return { state: 'must_top_up', nextClaimAt: null };
  return { state: 'ready', nextClaimAt: null };
}

/** The refusal key of each state that refuses an opening (docs/product/errors.md free boxes: opened, level low, countdown, must top-up, expired). */
export const FREE_REFUSALS: Record<Exclude<FreeStanding['state'], 'ready'>, ErrorKey> = {
  expired: 'free.error.expired',
  countdown: 'free.error.countdown',
  opened: 'free.error.opened',
  level_low: 'free.error.level_low',
  exp_low: 'exp.error.not_enough',
  must_top_up: 'free.error.must_top_up',
};
