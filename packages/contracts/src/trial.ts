import { z } from 'zod';
import { CoinAmount, IdValue } from './common.ts';

/**
 * The 90%-off Lucky Trial (apps/server/src/modules/trial/README.md, "90%-off lucky trial"; docs/product/routes.md#modals /ninety-percent-off and the modal "You got a
 * Lucky Trial!", docs/product/entities.md#enums voucher kind LuckyTrial 2, docs/product/endpoints.md#items /trial_open and the trial voucher calls, docs/product/errors.md#90-off-lucky-trial boost rules).
 * Money is in coin units (at most 2 decimals), as everywhere in the API.
 */

/** The box a Lucky Trial opens, as the trial page and the share landing show it. */
export const TrialBox = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `/box-detail/{boxInfo}` */
  boxInfo: z.string(),
  image: z.string(),
  /** the box's real price, coin units (shown struck through) */
  price: CoinAmount,
});
export type TrialBox = z.infer<typeof TrialBox>;

/** Boost progress of a share: helps received toward the next Lucky Trial, out of `needed`. */
export const TrialBoosts = z.object({
  /** helps counted toward the next trial: 0 .. needed - 1 */
  received: z.number().int().min(0),
  /** helps that grant one Lucky Trial (setting boostsPerTrial) */
  needed: z.number().int().min(1),
  /** every help this share ever received */
  total: z.number().int().min(0),
  /** Lucky Trials the helps have granted so far */
  granted: z.number().int().min(0),
});
export type TrialBoosts = z.infer<typeof TrialBoosts>;

/** GET /api/trial/config (public): what a Lucky Trial is, for signed-out visitors and the rules. */
export const TrialConfig = z.object({
  box: TrialBox,
  trialPrice: CoinAmount,
  discountPpm: z.number().int(),
  validityHours: z.number().int(),
  boostsPerTrial: z.number().int(),
});
export type TrialConfig = z.infer<typeof TrialConfig>;

/** One Lucky Trial voucher of the player. */
export const TrialVoucher = z.object({
  id: z.number().int(),
  status: z.enum(['available', 'used', 'expired']),
  /** ISO time: after it the voucher can no longer be opened */
  expiresAt: z.string(),
  /** 'trial_welcome' (a new player's) or 'trial_boost' (earned by friends' helps) */
  source: z.string(),
});
export type TrialVoucher = z.infer<typeof TrialVoucher>;

/**
 * GET /api/trial/info: the player's current Lucky Trial (the available voucher expiring first, else the latest
 * one), its box and trial price, the boost progress of the player's share, and the share number and link.
 */
export const TrialInfo = z.object({
  /** the current voucher's box, or the configured trial box when the player holds none */
  box: TrialBox,
  /** what opening the box costs with the trial: price x (1 - discount), rounded up to the cent; coin units */
  trialPrice: CoinAmount,
  /** the discount, parts per million (900,000 = 90% off) */
  discountPpm: z.number().int(),
  /** how long a new Lucky Trial stays valid, hours */
  validityHours: z.number().int(),
  voucher: TrialVoucher.nullable(),
  /** how many Lucky Trials the player can open now */
  availableCount: z.number().int().min(0),
  boosts: TrialBoosts,
  shareNo: z.string(),
  /** `/ninety-percent-off?trialShareNo=...` */
  sharePath: z.string(),
  /** the same link on this server's public address */
  shareUrl: z.string(),
});
export type TrialInfo = z.infer<typeof TrialInfo>;

/** POST /api/trial_open: opens the Lucky Trial voucher `voucherId` (header Idempotency-Key). Answers OpenResponse. */
export const TrialOpenBody = z.object({ voucherId: IdValue });
export type TrialOpenBody = z.infer<typeof TrialOpenBody>;

/** POST /api/trial/share: the player's share number and link (the same every time). */
export const TrialShare = z.object({ shareNo: z.string(), sharePath: z.string(), shareUrl: z.string() });
export type TrialShare = z.infer<typeof TrialShare>;

/** A share number as it travels in links and bodies. */
export const TrialShareNo = z
  .string()
  .trim()
  .min(4)
  .max(64)
  .regex(/^[A-Za-z0-9]+$/);
export const TrialShareParam = z.object({ shareNo: TrialShareNo });
export const TrialBoostBody = z.object({ shareNo: TrialShareNo });
export type TrialBoostBody = z.infer<typeof TrialBoostBody>;

/**
 * GET /api/trial/share/{shareNo} (public): whose Lucky Trial the link is (masked nickname), its box and trial
 * price, and the boost progress. `viewer` is set for a signed-in visitor: whether it is their own share and
 * whether they already helped it.
 */
export const TrialShareView = z.object({
  shareNo: z.string(),
  /** the sharer's nickname, masked (a***e) */
  sharer: z.string(),
  box: TrialBox,
  trialPrice: CoinAmount,
  discountPpm: z.number().int(),
  boosts: TrialBoosts,
  viewer: z
    .object({
      isSharer: z.boolean(),
      helped: z.boolean(),
      /** the visitor's VIP level (helping needs VIP 1) */
      vipLevel: z.number().int(),
    })
    .nullable(),
});
export type TrialShareView = z.infer<typeof TrialShareView>;

/** POST /api/trial/boost {shareNo}: the help was counted; `granted`: it completed a Lucky Trial for the friend. */
export const TrialBoostResult = z.object({ shareNo: z.string(), boosts: TrialBoosts, granted: z.boolean() });
export type TrialBoostResult = z.infer<typeof TrialBoostResult>;

/** Console settings of the Lucky Trial (GET/POST /api/ops/games/trial, finance). */
export const OpsTrialSettings = z
  .object({
    /** the box a new player's Lucky Trial opens */
    boxId: IdValue,
    /** discount, parts per million: 900,000 = 90% off; below 1,000,000 so a trial always costs something */
    discountPpm: z.number().int().min(0).max(999_999),
    /** how long a Lucky Trial voucher stays valid, hours */
    validityHours: z.number().int().min(1).max(8_760),
    /** helps from friends that grant one more Lucky Trial */
    boostsPerTrial: z.number().int().min(1).max(100),
  })
  .strict();
export type OpsTrialSettings = z.infer<typeof OpsTrialSettings>;
