import { OpsMoneyRules, type OpsMoneyAction, type OpsRole } from '@hapa/contracts';

/**
 * The console's money rule table, pure (docs/security.md#console-money-rules). The database side (the player lock,
 * the window sums, own-account refusal, the second approver) is `MoneyGuard` in money-guard.ts.
 */

/** Setting key of the rule table (an `OpsMoneyRules` JSON value). */
export const MONEY_RULES_KEY = 'ops.money.rules';

/**
 * Seeded defaults, cents: what ONE operator may move to ONE player on their own within 24 hours, per role, and what
 * all operators together may move to that player on their own (`totalCents`). A role not listed moves nothing alone.
 */
export const DEFAULT_MONEY_RULES: OpsMoneyRules = {
  windowHours: 24,
  actions: {
    correction: { roles: { admin: 10_000, finance: 10_000 }, totalCents: 30_000 },
    withdrawal: { roles: { admin: 100_000, finance: 100_000 }, totalCents: 200_000 },
    refund: { roles: { admin: 5_000, finance: 5_000, fulfilment: 5_000 }, totalCents: 10_000 },
  },
};

/** The stored table, or the defaults when the row does not parse (a hand-edited row never opens the limits). */
export function parseMoneyRules(value: unknown): OpsMoneyRules {
  const parsed = OpsMoneyRules.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_MONEY_RULES;
}

/** The most an operator holding `roles` may move alone for `action` (cents): the highest of their roles, 0 when none is listed. */
export function soloLimitCents(rules: OpsMoneyRules, action: OpsMoneyAction, roles: readonly OpsRole[]): number {
  const perRole = rules.actions[action].roles;
  return roles.reduce((max, role) => Math.max(max, perRole[role] ?? 0), 0);
}

/** Start of the rolling window that ends at `now`. */
export function windowStart(rules: OpsMoneyRules, now: Date): Date {
  return new Date(now.getTime() - rules.windowHours * 3_600_000);
}

/** What one operator and all operators already moved alone to the player in the window (cents). */
export interface WindowSums {
  operatorCents: number;
  totalCents: number;
}

/** The decision on one money action, kept in its audit row. */
export interface MoneyVerdict {
  /** true: a second, different operator must approve before money moves */
  needsSecond: boolean;
  /** 'within' | 'operator_limit' (the operator's own sum would pass their limit) | 'total_limit' (all operators' sum would) */
  reason: 'within' | 'operator_limit' | 'total_limit';
  amountCents: number;
  operatorLimitCents: number;
  totalLimitCents: number;
  operatorWindowCents: number;
  totalWindowCents: number;
}

/**
 * The rule: an operator moves `amountCents` alone only when what they moved alone to this player in the window
 * PLUS the new amount stays within their role's limit, and what all operators moved alone to this player in the
 * window plus the new amount stays within the action's total. Splitting an amount therefore never escapes approval.
 */
export function judgeMoneyAction(
  rules: OpsMoneyRules,
  action: OpsMoneyAction,
  roles: readonly OpsRole[],
  amountCents: number,
  sums: WindowSums,
): MoneyVerdict {
  const operatorLimitCents = soloLimitCents(rules, action, roles);
  const totalLimitCents = rules.actions[action].totalCents;
  const reason =
    sums.operatorCents + amountCents > operatorLimitCents
      ? 'operator_limit'
      : sums.totalCents + amountCents > totalLimitCents
        ? 'total_limit'
        : 'within';
  return {
    needsSecond: reason !== 'within',
    reason,
    amountCents,
    operatorLimitCents,
    totalLimitCents,
    operatorWindowCents: sums.operatorCents,
    totalWindowCents: sums.totalCents,
  };
}
