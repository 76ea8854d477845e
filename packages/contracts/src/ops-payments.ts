import { z } from 'zod';

/**
 * The console's payments lookup, refunds and the player dossier's extra lists (docs/how-to/operator-day.md).
 * Amounts are integer cents (of the order's currency for `amountCents`, coin cents otherwise); times are ISO strings.
 */

/** GET /api/ops/payments : at least one of the filters; `amount` is exact, in coin units ("25" or "25.50"). */
export const OpsPaymentSearchQuery = z.object({
  orderNo: z.string().trim().min(1).max(80).optional(),
  /** uid, email or nickname (email and nickname: exact, case-insensitive) */
  player: z.string().trim().min(1).max(254).optional(),
  providerRef: z.string().trim().min(1).max(200).optional(),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const OpsRefundStatus = z.enum(['awaiting', 'processing', 'refunded', 'failed', 'rejected']);
export type OpsRefundStatus = z.infer<typeof OpsRefundStatus>;

/** An order's refund: who asked, who approved, what went back (order currency) and what was taken back (coins). */
export const OpsRefund = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  mode: z.enum(['provider', 'manual']),
  status: OpsRefundStatus,
  amountCents: z.number().int(),
  currency: z.string(),
  coinCents: z.number().int(),
  bonusCents: z.number().int(),
  reason: z.string(),
  attempt: z.number().int(),
  providerRefundId: z.string().nullable(),
  error: z.string().nullable(),
  requestedBy: z.number().int(),
  requestedByEmail: z.string().nullable(),
  approvedBy: z.number().int().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type OpsRefund = z.infer<typeof OpsRefund>;

export const OpsPaymentRow = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  nickname: z.string(),
  /** masked for roles that may not see players' emails */
  email: z.string(),
  payType: z.string(),
  provider: z.string().nullable(),
  providerRef: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  isTest: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundStatus: OpsRefundStatus.nullable(),
});
export type OpsPaymentRow = z.infer<typeof OpsPaymentRow>;
export const OpsPaymentList = z.object({ list: z.array(OpsPaymentRow), total: z.number().int() });
export type OpsPaymentList = z.infer<typeof OpsPaymentList>;

/** One part of the deposit as recorded on the order (quoted at prepay, then what was really credited). */
export const OpsPaymentPart = z.object({ kind: z.string(), cents: z.number().int() });

/** A webhook delivery we accepted (verified), with what it did to the order. */
export const OpsPaymentEvent = z.object({
  provider: z.string(),
  eventId: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** credited | failed | duplicate | already_paid | ignored | unknown_order | amount_mismatch | ref_mismatch | refund_due | refunded */
  outcome: z.string(),
  receivedAt: z.string(),
});

/** A journal entry of the order (deposit, bonuses, refund) with its lines. */
export const OpsPaymentEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  idempotencyKey: z.string(),
  createdAt: z.string(),
  lines: z.array(z.object({ account: z.string(), amount: z.number().int() })),
});

/** GET /api/ops/payments/:orderNo : the order's whole life. */
export const OpsPaymentDetail = OpsPaymentRow.extend({
  coinCents: z.number().int(),
  parts: z.array(OpsPaymentPart),
  expiresAt: z.string(),
  failureReason: z.string().nullable(),
  events: z.array(OpsPaymentEvent),
  entries: z.array(OpsPaymentEntry),
  /** the player's notifications about this order (kind and catalogue key) */
  notifications: z.array(z.object({ kind: z.string(), key: z.string().nullable(), createdAt: z.string() })),
  refund: OpsRefund.nullable(),
  /** 'provider': the provider has a refund API; 'manual': mark refunded only */
  refundMode: z.enum(['provider', 'manual']),
  /** what a refund would take back from the player now (coin cents) and their coin balance */
  reversalCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type OpsPaymentDetail = z.infer<typeof OpsPaymentDetail>;

export const OpsOrderNoParam = z.object({ orderNo: z.string().trim().min(1).max(80) });

/** POST /api/ops/payments/:orderNo/refund : `manual` true marks a refund made outside the provider. */
export const OpsRefundBody = z.object({ reason: z.string().trim().min(1).max(500), manual: z.boolean().default(false) });
/** POST /api/ops/payments/:orderNo/refund/decision */
export const OpsRefundDecisionBody = z.object({ approve: z.boolean() });

// ---- player dossier ----

/** A game round of any game (seed type 3): the server seed only once its pair is revealed. */
export const OpsGameRound = z.object({
  id: z.number().int(),
  game: z.string(),
  stakeCents: z.number().int(),
  payoutCents: z.number().int(),
  status: z.string(),
  nonce: z.number().int(),
  clientSeed: z.string().nullable(),
  serverSeedHash: z.string().nullable(),
  /** null until the seed pair is revealed */
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
});
export const OpsGameRoundPage = z.object({ list: z.array(OpsGameRound), total: z.number().int() });
export type OpsGameRoundPage = z.infer<typeof OpsGameRoundPage>;

export const OpsWithdrawalRow = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const OpsWithdrawalPage = z.object({ list: z.array(OpsWithdrawalRow), total: z.number().int() });
export type OpsWithdrawalPage = z.infer<typeof OpsWithdrawalPage>;

/** Responsible-gaming limits and breaks in force (player protection). */
export const OpsPlayerLimits = z.object({
  limits: z.array(z.object({ kind: z.string(), period: z.string(), amountCents: z.number().int(), createdAt: z.string() })),
  exclusion: z.object({ kind: z.string(), until: z.string() }).nullable(),
});
export type OpsPlayerLimits = z.infer<typeof OpsPlayerLimits>;

// ---- XP / VIP level changes ----

/**
 * POST /api/ops/players/:id/xp : either `xp` (exact) or `level` (its threshold), exactly one (the service refuses both
 * or neither with `ops.error.xp_or_level`); a reason is required.
 */
export const OpsXpChangeBody = z.object({
  xp: z.number().int().min(0).max(1_000_000_000_000).optional(),
  level: z.number().int().min(0).max(100).optional(),
  reason: z.string().trim().min(1).max(500),
});

export const OpsXpChange = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  nickname: z.string(),
  fromXp: z.number().int(),
  toXp: z.number().int(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.string(),
  status: z.enum(['awaiting', 'applied', 'rejected']),
  requestedBy: z.number().int(),
  requestedByEmail: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OpsXpChange = z.infer<typeof OpsXpChange>;
export const OpsXpChangeQuery = z.object({
  status: z.enum(['awaiting', 'applied', 'rejected']).optional(),
  uid: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const OpsXpChangePage = z.object({ list: z.array(OpsXpChange), total: z.number().int() });
export type OpsXpChangePage = z.infer<typeof OpsXpChangePage>;
