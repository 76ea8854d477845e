/**
 * Card trade API (docs/product/endpoints.md#payments: POST /pay/trade/v2/submit, /pay/trade/v2/confirm, /pay/check_card_support,
 * /pay/checkout/init, /pay/{id}/card/cancel) used by the wooshpay page, with the 3-D Secure challenge step.
 * Card data is posted once and never stored: the server keeps the last 4 digits and the brand.
 */
import { z } from 'zod';
import { CoinAmount } from './common.ts';
import { OrderStatus, PayOrder } from './payments.ts';
import { SandboxCardBody, SandboxTestCard } from './payments-extra.ts';

/** POST /api/pay/check_card_support: the card number typed so far (at least the 6-digit BIN). */
export const CardSupportBody = z.object({ cardNumber: z.string().min(6).max(23) });
/** BIN check: brand (visa, mastercard, amex, unionpay, discover, card), whether the acquirer takes it, the text to show when not. */
export const CardSupport = z.object({ bin: z.string(), brand: z.string(), supported: z.boolean(), msg: z.string().nullable() });
export type CardSupport = z.infer<typeof CardSupport>;

export const TradeOrderBody = z.object({ orderNo: z.string().min(6).max(64) });

/** A 3-D Secure challenge the acquirer asked for: the page shows it and posts the outcome to /trade/v2/confirm. */
export const CardChallenge = z.object({
  challengeId: z.string(),
  brand: z.string(),
  last4: z.string(),
  /** what the issuer's challenge screen says */
  message: z.string(),
  /** the code the sandbox issuer accepts (test orders only) */
  testCode: z.string().nullable(),
});
export type CardChallenge = z.infer<typeof CardChallenge>;

/** POST /api/pay/checkout/init: what the wooshpay page shows for the player's card order. */
export const CheckoutInit = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  label: z.string(),
  amount: CoinAmount,
  currency: z.string(),
  currencySymbol: z.string(),
  isTest: z.boolean(),
  /** real acquirer: its hosted page (the page forwards there); test order: null (our card form) */
  toPayUrl: z.string().nullable(),
  supportedBrands: z.array(z.string()),
  testCards: z.array(SandboxTestCard).optional(),
  /** a challenge still waiting for the player (after a reload) */
  challenge: CardChallenge.nullable(),
  remainingSeconds: z.number().int(),
});
export type CheckoutInit = z.infer<typeof CheckoutInit>;

/** POST /api/pay/trade/v2/submit: the card for the order. */
export const TradeSubmitBody = SandboxCardBody.extend({ orderNo: z.string().min(6).max(64) });
export type TradeSubmitBody = z.infer<typeof TradeSubmitBody>;

/** POST /api/pay/trade/v2/confirm: the outcome of the 3-D Secure challenge (`code` typed by the player). */
export const TradeConfirmBody = z.object({
  orderNo: z.string().min(6).max(64),
  challengeId: z.string().min(1).max(64),
  code: z.string().max(12),
});

/** Submit / confirm answer: paid, failed (challenge failed), or a challenge to show. */
export const TradeResult = z.object({
  status: z.enum(['paid', 'failed', 'challenge']),
  order: PayOrder,
  challenge: CardChallenge.nullable(),
});
export type TradeResult = z.infer<typeof TradeResult>;

export const OrderIdParam = z.object({ id: z.string().min(6).max(64) });

/**
 * GET /api/pay/promotion (docs/product/constants.md#top-up-and-deposits "Random discounts up to $10 off"): the running top-up promotion. `amount`
 * is the player's drawn discount (null for visitors), credited with the next paid deposit of at least
 * `minDeposit`; `status` paid once it was.
 */
export const TopUpPromotion = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  maxDiscount: CoinAmount,
  minDeposit: CoinAmount,
  amount: CoinAmount.nullable(),
  status: z.enum(['offered', 'paid']).nullable(),
});
export type TopUpPromotion = z.infer<typeof TopUpPromotion>;

/** docs/product/constants.md#top-up-and-deposits "Random discounts up to $10 off": the largest discount a promotion may give, in cents. */
export const MAX_PROMOTION_DISCOUNT_CENTS = 10_00;

/**
 * Operator console, role finance (POST /api/ops/promotions[/{id}]): a random-discount promotion. Each player
 * draws a whole-cent amount in [minDiscountCents, maxDiscountCents] once and is paid it with their next USD
 * deposit of at least minDepositCents while the promotion runs (active, started, not ended). Cents throughout.
 */
export const OpsPromotionBody = z.object({
  name: z.string().trim().min(1).max(80),
  active: z.boolean(),
  startsAt: z.string().datetime({ offset: true }),
  /** null: no end */
  endsAt: z.string().datetime({ offset: true }).nullable(),
  minDiscountCents: z.number().int().min(1).max(MAX_PROMOTION_DISCOUNT_CENTS),
  maxDiscountCents: z.number().int().min(1).max(MAX_PROMOTION_DISCOUNT_CENTS),
  minDepositCents: z.number().int().min(0).max(10_000_00),
});
export type OpsPromotionBody = z.infer<typeof OpsPromotionBody>;
/** Creating also names the promotion's code (lower-case letters, digits and dashes; fixed afterwards). */
export const OpsPromotionCreateBody = OpsPromotionBody.extend({ code: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/) });
export type OpsPromotionCreateBody = z.infer<typeof OpsPromotionCreateBody>;

/** A promotion as the console lists it, with its awards so far. */
export const OpsPromotion = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  minDiscountCents: z.number().int(),
  maxDiscountCents: z.number().int(),
  minDepositCents: z.number().int(),
  /** the promotion players see now (the active one with the lowest id whose window contains now) */
  running: z.boolean(),
  /**
   * the active promotions with a lower id whose window overlaps this one's: players see them instead while they
   * overlap (domain `shadowingPromotions`, docs/how-to/operator-day.md#safety); empty when nothing hides it
   */
  shadowedBy: z.array(z.number().int()),
  /** players who drew an amount, how many of them were paid, and the cents paid */
  drawn: z.number().int(),
  paid: z.number().int(),
  paidCents: z.number().int(),
});
export type OpsPromotion = z.infer<typeof OpsPromotion>;
export const OpsPromotionList = z.object({ list: z.array(OpsPromotion) });
export type OpsPromotionList = z.infer<typeof OpsPromotionList>;
