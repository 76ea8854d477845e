import { z } from 'zod';

/**
 * The console's money rules (docs/security.md#console-money-rules): every console action that moves money to or
 * from one player follows one rule table. Per action, each role has an amount one operator may move to ONE player
 * on their own within the rolling window (the sum of what they already moved alone plus the new amount); above it,
 * or above the action's total for that player across all operators, a second, different operator must approve.
 * Amounts are integer cents.
 */
export const MONEY_ACTIONS = ['correction', 'withdrawal', 'refund'] as const;
export const OpsMoneyAction = z.enum(MONEY_ACTIONS);
export type OpsMoneyAction = z.infer<typeof OpsMoneyAction>;

/** Cents, 0 to $10,000,000. */
const limitCents = z.number().int().min(0).max(1_000_000_000);

/** One action's limits: per role (a role not listed may move nothing alone) and the all-operators total per player. */
export const OpsMoneyActionRule = z.object({
  roles: z.object({
    admin: limitCents.optional(),
    catalogue: limitCents.optional(),
    fulfilment: limitCents.optional(),
    support: limitCents.optional(),
    finance: limitCents.optional(),
  }),
  totalCents: limitCents,
});
export type OpsMoneyActionRule = z.infer<typeof OpsMoneyActionRule>;

/** The whole table (setting `ops.money.rules`): the rolling window in hours and one rule per action. */
export const OpsMoneyRules = z.object({
  windowHours: z.number().int().min(1).max(720),
  actions: z.object({ correction: OpsMoneyActionRule, withdrawal: OpsMoneyActionRule, refund: OpsMoneyActionRule }),
});
export type OpsMoneyRules = z.infer<typeof OpsMoneyRules>;

/** GET /api/ops/money/rules answer: the table and the caller's own limit per action (the highest of their roles). */
export const OpsMoneyRulesView = z.object({
  rules: OpsMoneyRules,
  mine: z.object({ correction: z.number().int(), withdrawal: z.number().int(), refund: z.number().int() }),
});
export type OpsMoneyRulesView = z.infer<typeof OpsMoneyRulesView>;

/** A money action waiting for a second operator: who asked and when. */
export const OpsAwaitingApproval = z.object({
  requestedBy: z.number().int(),
  requestedByEmail: z.string().nullable(),
  requestedAt: z.string(),
});
export type OpsAwaitingApproval = z.infer<typeof OpsAwaitingApproval>;
