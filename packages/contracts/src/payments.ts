import { z } from 'zod';
import { CoinAmount, CoinAmountInput } from './common.ts';

export const OrderStatus = z.enum(['pending', 'paid', 'failed', 'expired']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const ShippingAddress = z.object({
  city: z.string().min(1).max(100),
  countryCode: z.string().min(2).max(3),
  postcode: z.string().min(1).max(20),
  state: z.string().min(1).max(100),
  street: z.string().min(1).max(200),
});

/** POST /api/pay/{method}/prepay (spec §7). orderType 1 = Deposit. */
export const PrepayBody = z.object({
  amount: CoinAmountInput,
  orderType: z.literal(1).default(1),
  referUrl: z.string().max(2000).optional(),
  mobile: z.string().max(20).optional(),
  cryptoCurrencyCode: z.string().max(20).optional(),
  payMode: z.string().max(20).optional(),
  shippingAddress: ShippingAddress.optional(),
});

/** Prepay result (spec §3). */
export const PrepayResult = z.object({
  orderNo: z.string(),
  toPayUrl: z.string(),
  toUrl: z.string().optional(),
  deepLink: z.string().optional(),
  qrcodeLink: z.string().optional(),
  toAccount: z.string().optional(),
  cardEndNumber: z.string().optional(),
  cardBrand: z.string().optional(),
});
export type PrepayResult = z.infer<typeof PrepayResult>;

/** GET /api/pay/order/{orderNo}: amounts in coin units. */
export const PayOrder = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  payType: z.string(),
  amount: CoinAmount,
  bonusAmount: CoinAmount,
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type PayOrder = z.infer<typeof PayOrder>;

export const OrderNoParam = z.object({ orderNo: z.string().min(6).max(64) });

/** Pay method (spec §3), amounts in coin units; bonusRate as a ratio (0.05 = 5 %). */
export const PayMethod = z.object({
  label: z.string(),
  payType: z.string(),
  payTypeName: z.string(),
  minAmount: CoinAmount,
  maxAmount: CoinAmount,
  defaultSelect: z.boolean(),
  bonusRate: z.number(),
  ifRecommend: z.boolean(),
  currencySymbol: z.string(),
  exchangeRate: z.number(),
  optionalAmount: z.boolean(),
  isTest: z.boolean(),
  tips: z.string(),
  sort: z.number().int(),
});
export type PayMethod = z.infer<typeof PayMethod>;

/** GET /api/pay/config/v4 (spec §3 Deposit config). */
export const DepositConfig = z.object({
  minAmount: CoinAmount,
  presets: z.array(z.number()),
  defaultPresetIndex: z.number().int(),
  step: z.number(),
  isFirstTopUp: z.boolean(),
  payMethods: z.array(PayMethod),
});
export type DepositConfig = z.infer<typeof DepositConfig>;
