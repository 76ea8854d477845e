import { z } from 'zod';
import { Id } from './common.ts';

/**
 * Operator console (docs/architecture/console.md). Roles live on accounts: an operator is a `users` row plus an `operators`
 * row. `admin` passes every role check; the others open their own pages and `/api/ops/*` routes.
 */
export const OPS_ROLES = ['admin', 'catalogue', 'fulfilment', 'support', 'finance'] as const;
export const OpsRole = z.enum(OPS_ROLES);
export type OpsRole = z.infer<typeof OpsRole>;

/** One operator as the console shows it (the TOTP secret is never part of any answer). */
export const Operator = z.object({
  userId: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  roles: z.array(OpsRole),
  disabled: z.boolean(),
  totpEnrolled: z.boolean(),
  /** set while too many wrong TOTP codes lock the operator out (docs/security.md#operator-sign-in) */
  totpLockedUntil: z.string().nullable(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type Operator = z.infer<typeof Operator>;
export const OperatorList = z.array(Operator);

/** POST /api/ops/auth/login body: the operator account's email and password. */
export const OpsLoginBody = z.object({ email: z.string().max(254), password: z.string().max(200) });

/**
 * POST /api/ops/auth/login answer: a short-lived challenge for the second factor. On first sign-in
 * `enrolment` carries the new TOTP secret as an otpauth URL and its QR code (PNG data URL).
 */
export const OpsChallenge = z.object({
  challenge: z.string(),
  expiresAt: z.string(),
  mustChangePassword: z.boolean(),
  enrolment: z.object({ otpauthUrl: z.string(), secret: z.string(), qrDataUrl: z.string() }).nullable(),
});
export type OpsChallenge = z.infer<typeof OpsChallenge>;

/** POST /api/ops/auth/totp body: the challenge, the 6-digit code, and a new password when one is required. */
export const OpsTotpBody = z.object({
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  code: z.string().regex(/^\d{6}$/),
  newPassword: z.string().max(200).optional(),
});

/** POST /api/ops/auth/totp answer: the operator session (Authorization header value) and who signed in. */
export const OpsSession = z.object({ authorization: z.string(), operator: Operator });
export type OpsSession = z.infer<typeof OpsSession>;

/** Admin: create or promote an operator (an existing account by email, or a new one with a one-time password). */
export const OpsOperatorCreateBody = z.object({ email: z.string().max(254), roles: z.array(OpsRole).min(1).max(OPS_ROLES.length) });
/** One-time password of a newly created operator account (shown once; changed at first sign-in). */
export const OpsOperatorCreated = z.object({ operator: Operator, oneTimePassword: z.string().nullable() });
export const OpsOperatorUpdateBody = z.object({
  roles: z.array(OpsRole).min(1).max(OPS_ROLES.length).optional(),
  disabled: z.boolean().optional(),
  resetTotp: z.boolean().optional(),
});

/** One audit row: who did what to which target, before/after, when, from where. */
export const OpsAuditRow = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.string(),
});
export type OpsAuditRow = z.infer<typeof OpsAuditRow>;

const isoDate = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'date');

/** GET /api/ops/audit answer: a page of rows and the actions the log holds (filter choices). */
export const OpsAuditPage = z.object({ list: z.array(OpsAuditRow), total: z.number().int(), actions: z.array(z.string()) });
export type OpsAuditPage = z.infer<typeof OpsAuditPage>;

export const OpsAuditQuery = z.object({
  operatorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z.string().max(100).optional(),
  targetType: z.string().max(50).optional(),
  targetId: z.string().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type OpsAuditQuery = z.infer<typeof OpsAuditQuery>;

// ---- players (support, finance) ----

/** GET /api/ops/players?q= : a player found by email, uid or nickname. */
export const OpsPlayerRow = z.object({
  uid: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  disabled: z.boolean(),
  isOperator: z.boolean(),
  createdAt: z.string(),
});
export type OpsPlayerRow = z.infer<typeof OpsPlayerRow>;
export const OpsPlayerSearchQuery = z.object({ q: z.string().trim().min(1).max(254) });
export const OpsPlayerList = z.array(OpsPlayerRow);

/** GET /api/ops/players/:id : profile and balances (cents for coins, HapaCoins for beans). */
export const OpsPlayerProfile = OpsPlayerRow.extend({
  xp: z.number().int(),
  level: z.number().int(),
  canCharge: z.boolean(),
  coinCents: z.number().int(),
  beans: z.number().int(),
  liveSessions: z.number().int(),
  openings: z.number().int(),
  battles: z.number().int(),
  depositsCents: z.number().int(),
  /** paid orders not credited because they passed a deposit limit at credit time: owed back to the player */
  refundsDueCents: z.number().int(),
});
export type OpsPlayerProfile = z.infer<typeof OpsPlayerProfile>;

export const OpsPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const OpsLedgerQuery = OpsPageQuery.extend({ account: z.enum(['user_coin', 'user_bean']).default('user_coin') });

/** One ledger line of the player's account: signed amount and balance after, minor units. */
export const OpsLedgerLine = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  kind: z.string(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  createdAt: z.string(),
});
export const OpsOpeningRow = z.object({
  id: z.number().int(),
  boxId: z.number().int(),
  boxName: z.string().nullable(),
  itemId: z.number().int(),
  itemName: z.string().nullable(),
  priceCents: z.number().int(),
  itemPriceCents: z.number().int(),
  nonce: z.number().int(),
  oddsVersion: z.number().int(),
  source: z.string(),
  createdAt: z.string(),
});
export const OpsBattleRow = z.object({
  battleId: z.number().int(),
  uuid: z.string(),
  mode: z.string(),
  state: z.number().int(),
  paidCents: z.number().int(),
  wonCents: z.number().int().nullable(),
  result: z.number().int(),
  joinedAt: z.string(),
});
/**
 * One session of a player in the console (docs/security.md#sessions-and-devices). `ip` and `deviceId` are masked for
 * roles other than admin and support (`203.0.113.*`, `a1b2…`); null when the session did not record them.
 */
export const OpsSessionRow = z.object({
  id: z.number().int(),
  channelType: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** when a request last used it (moves at most once per 5 minutes) */
  lastUsedAt: z.string(),
  /** neither revoked nor expired */
  live: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  deviceId: z.string().nullable(),
});
/** POST /api/ops/players/:id/sessions/:sessionId/revoke : path ids (`id` the player, `sessionId` one of their sessions). */
export const OpsPlayerSessionParam = z.object({ id: Id, sessionId: Id });

const pageOf = <T extends z.ZodTypeAny>(item: T) => z.object({ list: z.array(item), total: z.number().int() });
export const OpsLedgerPage = pageOf(OpsLedgerLine);
export const OpsOpeningPage = pageOf(OpsOpeningRow);
export const OpsBattlePage = pageOf(OpsBattleRow);
export const OpsSessionPage = pageOf(OpsSessionRow);
export type OpsLedgerPage = z.infer<typeof OpsLedgerPage>;
export type OpsOpeningPage = z.infer<typeof OpsOpeningPage>;
export type OpsBattlePage = z.infer<typeof OpsBattlePage>;
export type OpsSessionPage = z.infer<typeof OpsSessionPage>;

/** POST /api/ops/players/:id/status : disable or enable the player; a reason goes to the audit log. */
export const OpsPlayerStatusBody = z.object({ disabled: z.boolean(), reason: z.string().trim().max(500).optional() });

// ---- money corrections (finance) ----

export const OpsCorrectionKind = z.enum(['goodwill', 'correction']);
/**
 * POST /api/ops/corrections : a signed amount in coin units (at most 2 decimals; negative takes coins
 * back), a mandatory reason the PLAYER is told (notification and coin history, docs/payments.md#corrections), an
 * optional internal note for operators only, and the `Idempotency-Key` (body field) so a retried submit posts once.
 */
export const OpsCorrectionBody = z.object({
  uid: z.number().int().min(1).max(2_147_483_647),
  amount: z.union([z.number(), z.string().max(32)]),
  kind: OpsCorrectionKind,
  reason: z.string().max(500),
  note: z.string().max(500).optional(),
  idempotencyKey: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_:.-]+$/),
});
export const OpsCorrection = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  playerEmail: z.string().nullable(),
  amountCents: z.number().int(),
  kind: z.string(),
  /** shown to the player */
  reason: z.string(),
  /** operators only */
  note: z.string(),
  status: z.enum(['pending', 'posted', 'rejected']),
  requestedBy: z.number().int(),
  requestedByEmail: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  decidedByEmail: z.string().nullable(),
  decidedAt: z.string().nullable(),
  entryId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type OpsCorrection = z.infer<typeof OpsCorrection>;
export const OpsCorrectionQuery = OpsPageQuery.extend({
  status: z.enum(['pending', 'posted', 'rejected']).optional(),
  uid: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
/** `thresholdCents`: the most the caller may post alone to one player within the window (the console money rules). */
export const OpsCorrectionPage = z.object({ list: z.array(OpsCorrection), total: z.number().int(), thresholdCents: z.number().int() });
export type OpsCorrectionPage = z.infer<typeof OpsCorrectionPage>;
export const OpsDecisionBody = z.object({ approve: z.boolean() });

// ---- dashboard (admin, finance) ----

export const OpsDashboardQuery = z.object({ from: isoDate, to: isoDate });
export const OpsDashboardDay = z.object({
  day: z.string(),
  depositsCents: z.number().int(),
  opens: z.number().int(),
  battles: z.number().int(),
  /** settled game rounds (and drawn lottery tickets) */
  rounds: z.number().int(),
  ggrCents: z.number().int(),
});
export const OpsDashboardBox = z.object({
  boxId: z.number().int(),
  name: z.string().nullable(),
  opens: z.number().int(),
  stakesCents: z.number().int(),
  prizesCents: z.number().int(),
  rtp: z.number().nullable(),
  /** the odds' promised RTP over the same days (the transparency rollup), null when no paid opening was rolled up */
  configuredRtp: z.number().nullable(),
});
/**
 * One game over the range (docs/how-to/operator-day.md#revenue): settled rounds of real players (the lottery: its
 * drawn draws), stakes (coins plus the value of staked prizes), payouts, GGR = stakes - payouts (cents), realised RTP
 * (payouts / stakes) and the configured one (null for games without a per-round promise: flip, fancy, treasure,
 * double guess).
 */
export const OpsDashboardGame = z.object({
  game: z.string(),
  rounds: z.number().int(),
  stakesCents: z.number().int(),
  prizesCents: z.number().int(),
  ggrCents: z.number().int(),
  rtp: z.number().nullable(),
  configuredRtp: z.number().nullable(),
});
/** One game on one UTC day (cents). */
export const OpsDashboardGameDay = z.object({
  day: z.string(),
  game: z.string(),
  rounds: z.number().int(),
  stakesCents: z.number().int(),
  prizesCents: z.number().int(),
});
export const OpsLedgerCheck = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  entries: z.number().int(),
  unbalanced: z.number().int(),
  drifted: z.number().int(),
  negative: z.number().int(),
});
export const OpsDashboard = z.object({
  from: z.string(),
  to: z.string(),
  depositsCents: z.number().int(),
  depositCount: z.number().int(),
  opens: z.number().int(),
  battles: z.number().int(),
  stakesCents: z.number().int(),
  prizesCents: z.number().int(),
  ggrCents: z.number().int(),
  rtp: z.number().nullable(),
  days: z.array(OpsDashboardDay),
  boxes: z.array(OpsDashboardBox),
  games: z.array(OpsDashboardGame),
  gameDays: z.array(OpsDashboardGameDay),
  ledger: OpsLedgerCheck.nullable(),
});
export type OpsDashboard = z.infer<typeof OpsDashboard>;
