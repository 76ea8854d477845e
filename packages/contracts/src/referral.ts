import { z } from 'zod';
import { CoinAmount, CoinAmountInput, IdParam, IdValue, paged } from './common.ts';
import { OpsAwaitingApproval } from './ops-money.ts';

/**
 * Referral and distribution (docs/product/README.md, docs/product/routes.md#referral /referral, docs/product/entities.md#withdrawals Withdraw, docs/product/endpoints.md#system /sys/referral/click, /slink/create_slink,
 * /distribution/*, /withdraw/history; apps/server/src/modules/referral/README.md). Money in coin units (1 coin unit = 1 USD, 2 decimals).
 */

/** A referral or short-link code in a path or body: letters and digits, 4 to 16. */
export const ReferralCode = z.string().trim().min(1).max(32);

/** POST /api/sys/referral/click: a visit of /r/{code} or /ref/{code}. */
export const ReferralClickBody = z.object({
  code: ReferralCode,
  /** where the link was shared (copy, telegram, x, whatsapp, facebook ...) */
  channel: z
    .string()
    .max(20)
    .regex(/^[a-z0-9_-]*$/)
    .optional(),
  deviceId: z.string().max(64).optional(),
});
/** The referrer a code names: their friend code (kept by the web app through sign-up) and masked nickname. */
export const ReferralClick = z.object({ code: z.string(), inviter: z.string(), channel: z.string().nullable() });
export type ReferralClick = z.infer<typeof ReferralClick>;

/** POST /api/slink/create_slink: a short link for one share channel. */
export const CreateSlinkBody = z.object({
  channel: z
    .string()
    .max(20)
    .regex(/^[a-z0-9_-]*$/)
    .default('copy'),
});
export const Slink = z.object({ slug: z.string(), path: z.string(), channel: z.string() });
export type Slink = z.infer<typeof Slink>;

/** GET /api/distribution/detail */
export const DistributionDetail = z.object({
  code: z.string(),
  /** `/r/{code}` and `/ref/{code}` paths (the web app puts its origin in front) */
  link: z.string(),
  refLink: z.string(),
  /** commission balance, coin units */
  commissionBalance: CoinAmount,
  /** commission ever credited */
  totalCommission: CoinAmount,
  /** moved to the coin balance */
  totalTransferred: CoinAmount,
  /** paid out on-chain */
  totalWithdrawn: CoinAmount,
  /** held by withdrawals waiting for approval or payment */
  pendingWithdrawal: CoinAmount,
  referrals: z.number().int(),
  /** the rule the code applies (also on the rules page) */
  ratePercent: z.number(),
  periodDays: z.number().int(),
  withdrawMin: CoinAmount,
  /** whether this player entered a referrer's code */
  invited: z.boolean(),
});
export type DistributionDetail = z.infer<typeof DistributionDetail>;

/** GET /api/distribution/chain/list item */
export const WithdrawChain = z.object({
  chain: z.string(),
  ccy: z.string(),
  standard: z.string().nullable(),
  /** network fee taken from the amount, coin units */
  fee: CoinAmount,
  /** USD price of one coin (decimal string) */
  price: z.string(),
  precision: z.number().int(),
});
export type WithdrawChain = z.infer<typeof WithdrawChain>;
export const WithdrawChainList = z.object({ list: z.array(WithdrawChain), min: CoinAmount, minCoin: z.string() });
export type WithdrawChainList = z.infer<typeof WithdrawChainList>;

/** POST /api/distribution/transfer: commission -> coin balance. */
export const TransferBody = z.object({ amount: CoinAmountInput });
export const TransferResult = z.object({ commissionBalance: CoinAmount, balance: CoinAmount });
export type TransferResult = z.infer<typeof TransferResult>;

/** POST /api/distribution/withdraw (docs/product/entities.md#orders-and-addresses Withdraw: address, amount, chain, ccy, currency). */
export const WithdrawBody = z.object({
  amount: CoinAmountInput,
  chain: z.string().max(10),
  ccy: z.string().max(10),
  address: z.string().max(128),
  /** the fiat the amount is in; USD only */
  currency: z.literal('USD').default('USD'),
});
export type WithdrawBody = z.input<typeof WithdrawBody>;

/**
 * A withdrawal's state (docs/payments.md#payouts): pending (held, waiting for approval) -> approved (manual payout: an
 * operator sends and pastes the hash) or sending (the payout job hands it to the provider) -> sent (the provider has
 * it) -> paid (on-chain, with the provider's hash) or failed (the amount is back on the commission balance);
 * rejected (refused by an operator while pending) or released (an approved manual one an operator took back), the
 * amount back.
 */
export const WithdrawStatus = z.enum(['pending', 'approved', 'sending', 'sent', 'paid', 'failed', 'rejected', 'released']);
export type WithdrawStatus = z.infer<typeof WithdrawStatus>;
export const Withdrawal = z.object({
  id: z.number().int(),
  amount: CoinAmount,
  fee: CoinAmount,
  chain: z.string(),
  ccy: z.string(),
  /** coin amount sent (decimal string) */
  coinAmount: z.string(),
  address: z.string(),
  currency: z.string(),
  status: WithdrawStatus,
  txHash: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;
export const WithdrawalPage = paged(Withdrawal);
export type WithdrawalPage = z.infer<typeof WithdrawalPage>;

/** POST /api/distribution/claim */
export const ClaimBody = z.object({ code: ReferralCode });
export const ClaimResult = z.object({
  /**
   * 'referrer': the code was a player's referral code, now your referrer; 'coins' / 'box' / 'voucher': a distribution
   * code's reward ('voucher': a Free voucher of the box `boxName`, in My vouchers)
   */
  kind: z.enum(['referrer', 'coins', 'box', 'voucher']),
  amount: CoinAmount.nullable(),
  boxName: z.string().nullable(),
  itemName: z.string().nullable(),
});
export type ClaimResult = z.infer<typeof ClaimResult>;

/** GET /api/distribution/referrals item */
export const ReferralRow = z.object({
  name: z.string(),
  joinedAt: z.string(),
  /** 'active' (earning commission), 'expired' (period over), 'review' (flagged: no commission until cleared) */
  status: z.enum(['active', 'expired', 'review']),
  commission: CoinAmount,
});
export const ReferralPage = paged(ReferralRow);
export type ReferralPage = z.infer<typeof ReferralPage>;

/** GET /api/distribution/rank */
export const RankRow = z.object({ rank: z.number().int(), name: z.string(), referrals: z.number().int(), commission: CoinAmount });
export const RankList = z.object({ list: z.array(RankRow), me: RankRow.nullable() });
export type RankList = z.infer<typeof RankList>;

// ---- operator console (role finance) ----

export const OpsWithdrawal = Withdrawal.extend({
  uid: z.number().int(),
  nickname: z.string(),
  decidedBy: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  /** open, and the player's VIP level has the withdrawal perk: listed first in the finance queue (apps/server/src/modules/referral/README.md) */
  vipPriority: z.boolean(),
  /** pending with one approval above the approver's limit: a second, different operator must approve (docs/security.md#console-money-rules) */
  awaitingSecond: OpsAwaitingApproval.nullable(),
  /** the payout provider that sends (or sent) it: 'sandbox', 'nowpayments' or 'manual'; null before approval */
  payoutProvider: z.string().nullable(),
  /** the provider's reference of the payout (its id), once submitted */
  providerRef: z.string().nullable(),
  /** why the provider could not send it (status failed; console only: it may name our custody wallet's state) */
  failReason: z.string().nullable(),
});
export type OpsWithdrawal = z.infer<typeof OpsWithdrawal>;
export const OpsWithdrawalQuery = z.object({ status: WithdrawStatus.optional() });
export const OpsWithdrawalList = z.object({
  list: z.array(OpsWithdrawal),
  /** the payout provider approvals hand withdrawals to now ('manual': an operator pastes the hash) */
  provider: z.string(),
});
/** POST /api/ops/referral/withdrawals/{id}/sandbox/{outcome}: the payout sandbox's signed answer for a sent withdrawal. */
export const PayoutSandboxOutcome = IdParam.extend({ outcome: z.enum(['confirm', 'fail']) });
/**
 * POST /api/ops/referral/withdrawals/{id}/check: the payout provider asked about a sent withdrawal at once. `answer` is
 * the provider's (`submitted`: still on its way; `confirmed` and `failed` settle it as its webhook would), `reason` its
 * reason for a failure, `withdrawal` the row after it.
 */
export const OpsPayoutCheck = z.object({
  answer: z.enum(['submitted', 'confirmed', 'failed']),
  reason: z.string().nullable(),
  withdrawal: OpsWithdrawal,
});
export type OpsPayoutCheck = z.infer<typeof OpsPayoutCheck>;
export const OpsRejectBody = z.object({ reason: z.string().trim().min(1).max(200) });
export const OpsPaidBody = z.object({ txHash: z.string().trim().min(8).max(128) });

/** A referral flagged by the self-referral rule, for review (GET /api/ops/referral/flagged). */
export const OpsFlaggedReferral = z.object({
  referredId: z.number().int(),
  referredName: z.string(),
  referrerId: z.number().int(),
  referrerName: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsFlaggedReferral = z.infer<typeof OpsFlaggedReferral>;
export const OpsFlaggedList = z.object({ list: z.array(OpsFlaggedReferral) });

export const DistributionCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,16}$/),
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }),
  maxUses: z.number().int().min(1).max(1_000_000),
  rewardType: z.enum(['coins', 'box', 'voucher']),
  /** coin units, for rewardType coins */
  rewardAmount: CoinAmountInput.optional(),
  /** box id, for rewardType box (opened at once) or voucher (a Free voucher of that box) */
  rewardBoxId: IdValue.optional(),
});
export type DistributionCodeInput = z.input<typeof DistributionCodeInput>;
export const DistributionCode = z.object({
  id: z.number().int(),
  code: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  rewardType: z.enum(['coins', 'box', 'voucher']),
  rewardAmount: CoinAmount.nullable(),
  rewardBoxId: z.number().int().nullable(),
  rewardBoxName: z.string().nullable(),
  createdAt: z.string(),
});
export type DistributionCode = z.infer<typeof DistributionCode>;
export const DistributionCodeList = z.object({ list: z.array(DistributionCode) });
