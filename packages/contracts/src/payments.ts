/**
 * Payments API shapes (docs/product/entities.md#deposits Deposit config, Pay method, Pay option, Prepay result; docs/product/states.md#payments payment after
 * prepay; docs/product/validation.md#deposit-amount deposit rules; docs/product/endpoints.md#payments). Money is in coin units (numbers with at most 2 decimals) of the
 * named currency; `coinAmount` fields are what the player's coin balance receives (USD-pegged units).
 */
import { z } from 'zod';
import { CoinAmount, CoinAmountInput, MAX_INT4 } from './common.ts';

export const OrderStatus = z.enum(['pending', 'paid', 'failed', 'expired']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Pay-method keys, also the `{payType}` path segment of `/api/pay/{payType}/prepay`. */
export const PayTypeKey = z.enum([
  'sandbox',
  'stripe',
  'wooshpay',
  'coinbase',
  'binance',
  'paypal',
  'ton',
  'mpesa',
  'airwallex',
  'gpay',
  'acquire_checkout',
  'quest2pay',
  'pyvio',
]);
export type PayTypeKey = z.infer<typeof PayTypeKey>;

/**
 * What the web does after prepay (docs/product/states.md#payments "Payment after prepay"):
 * - `wooshpay`: card pay type 7, go to `nextUrl` (/wooshpay?orderNo&amount; sandbox: card form, live: forward to toPayUrl);
 * - `binance`: go to `nextUrl` (/binance-payment?orderNo&amount&deepLink&qrcodeLink&referUrl);
 * - `crypto`: crypto or TON, go to `nextUrl` (/user/crypto-payment-order?orderNo&toAccount);
 * - `mpesa_stk`: stay, say "check your phone" and poll the order (sandbox: `toPayUrl` is the phone simulator);
 * - `redirect`: go to `nextUrl` = `toPayUrl` (Stripe, PayPal, Coinbase hosted page, sandbox checkout).
 */
export const PayFlow = z.enum(['wooshpay', 'binance', 'crypto', 'mpesa_stk', 'redirect']);
export type PayFlow = z.infer<typeof PayFlow>;

export const ShippingAddress = z.object({
  city: z.string().min(1).max(100),
  countryCode: z.string().min(2).max(3),
  postcode: z.string().min(1).max(20),
  state: z.string().min(1).max(100),
  street: z.string().min(1).max(200),
});

/**
 * POST /api/pay/{payType}/prepay (docs/product/endpoints.md#payments). orderType 1 = Deposit. `amount` in the method's currency
 * (USD coin units; KES for mpesa). `mobile` is required for mpesa; `cryptoCurrencyCode` and `network`
 * pick the coin for the crypto method (defaults USDT / its first network). Header `siteCode` (or
 * `?siteCode=`) selects the country variant; header `referEvent` is recorded.
 */
export const PrepayBody = z.object({
  amount: CoinAmountInput,
  orderType: z.literal(1).default(1),
  referUrl: z.string().max(2000).optional(),
  mobile: z.string().max(20).optional(),
  cryptoCurrencyCode: z.string().max(20).optional(),
  network: z.string().max(20).optional(),
  payMode: z.string().max(20).optional(),
  shippingAddress: ShippingAddress.optional(),
});
export type PrepayBody = z.infer<typeof PrepayBody>;

/**
 * POST /api/pay/method/prepay (docs/product/endpoints.md#payments "/pay/method/prepay"): the generic prepay that names the method by its
 * numeric `payType` in the body (a method's `payTypeCode` in /pay/config/v4: 7 card, 3 crypto, ...) with the
 * other fields of PrepayBody; it runs the same flow as /api/pay/{payType}/prepay. An unknown code answers
 * 400 `pay.error.method_unsupported`.
 */
export const MethodPrepayBody = PrepayBody.extend({ payType: z.number().int().min(0).max(MAX_INT4) });
export type MethodPrepayBody = z.infer<typeof MethodPrepayBody>;

/**
 * One part of what a deposit credits, each its own ledger line (docs/payments.md#deposit-parts):
 * `coins` the amount converted to coins, `method_bonus` the pay method's bonus (crypto, Binance, TON),
 * `tier_bonus` the deposit tier (docs/product/constants.md#top-up-and-deposits), `first_top_up` the first top-up bonus, `gift` a gift bag's coins,
 * `promotion` the random discount, `charge_voucher` a Charge voucher, `event_bonus` the Deposit Bonus event,
 * `birthday_bonus` the birthday gift's rate.
 */
export const DepositPartKind = z.enum([
  'coins',
  'method_bonus',
  'tier_bonus',
  'first_top_up',
  'gift',
  'promotion',
  'charge_voucher',
  'event_bonus',
  'birthday_bonus',
]);
export type DepositPartKind = z.infer<typeof DepositPartKind>;
/** A part and its coin units (never 0: parts that credit nothing are left out). */
export const DepositPart = z.object({ kind: DepositPartKind, amount: CoinAmount });
export type DepositPart = z.infer<typeof DepositPart>;

/** Prepay result (docs/product/entities.md#deposits) plus what the web needs to route (docs/product/states.md#payments). */
export const PrepayResult = z.object({
  orderNo: z.string(),
  /** hosted page to send the payer to ('' when there is none, e.g. live M-PESA) */
  toPayUrl: z.string(),
  toUrl: z.string().optional(),
  deepLink: z.string().optional(),
  /** QR image URL (Binance, sandbox) or SVG data URL (TON) */
  qrcodeLink: z.string().optional(),
  /** crypto / TON receiving address */
  toAccount: z.string().optional(),
  cardEndNumber: z.string().optional(),
  cardBrand: z.string().optional(),
  payType: PayTypeKey,
  /** numeric pay type; 7 = wooshpay card (docs/product/constants.md#top-up-and-deposits) */
  payTypeCode: z.number().int(),
  flow: PayFlow,
  /** where to go next: a path of our web app or an absolute provider URL; '' = stay (mpesa_stk) */
  nextUrl: z.string(),
  /** true when the order runs on the sandbox: a test payment, no real money moves */
  isTest: z.boolean(),
  /** amount charged, in `currency` units */
  amount: CoinAmount,
  currency: z.string(),
  currencySymbol: z.string(),
  /** coins credited for the amount (before bonuses) */
  coinAmount: CoinAmount,
  /** every bonus part of the quote (all parts but `coins` and `gift`), coin units */
  bonusAmount: CoinAmount,
  /** what the order will credit: its parts (the quote the crediting recomputes) and their sum */
  parts: z.array(DepositPart),
  totalAmount: CoinAmount,
  expiresAt: z.string(),
  cryptoCurrency: z.string().optional(),
  network: z.string().optional(),
  /** amount in the crypto currency as a decimal string */
  cryptoAmount: z.string().optional(),
});
export type PrepayResult = z.infer<typeof PrepayResult>;

/**
 * GET /api/pay/order/{orderNo}: amounts in coin units. A pending order past its expiry reads `expired`
 * with `errorCode` 'pay.error.order_timeout' and `msg` "The payment is time out, please try again.".
 */
export const PayOrder = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  payType: z.string(),
  /** amount charged in `currency` */
  amount: CoinAmount,
  /** every bonus part (all parts but `coins` and `gift`): what was credited when paid, else what is quoted */
  bonusAmount: CoinAmount,
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
  orderKind: z.enum(['deposit', 'gift_bag']),
  label: z.string(),
  /** coins credited for the amount */
  coinAmount: CoinAmount,
  /** gift-bag gift coins */
  giftAmount: CoinAmount,
  /** the order's recorded parts (credited when paid, quoted before) and their sum: what every screen shows */
  parts: z.array(DepositPart),
  totalAmount: CoinAmount,
  isTest: z.boolean(),
  flow: PayFlow,
  /** failure / timeout text to show, else null */
  msg: z.string().nullable(),
  errorCode: z.string().nullable(),
  cardEndNumber: z.string().nullable(),
  cardBrand: z.string().nullable(),
});
export type PayOrder = z.infer<typeof PayOrder>;

export const OrderNoParam = z.object({ orderNo: z.string().min(6).max(64) });

/** One line of a pay option's extraInfoList: what a deposit of that amount also brings (docs/product/constants.md#top-up-and-deposits). */
export const ExtraInfo = z.object({
  type: z.enum(['bonus', 'tier_bonus', 'first_top_up', 'xp', 'box_voucher', 'wheel_spin']),
  /** coins for bonuses, XP points, or a count of vouchers / spins */
  amount: z.number(),
  text: z.string(),
});
export type ExtraInfo = z.infer<typeof ExtraInfo>;

/**
 * GET /api/pay/{payType}/quote?amount= (same amount rules, headers and crypto fields as the prepay): what a
 * deposit of `amount` would credit now, computed by the function the crediting uses. `parts` in credit order,
 * `totalAmount` their sum (coins + every bonus), `rewards` the XP, free-box vouchers and wheel spins it brings.
 */
export const DepositQuoteQuery = z.object({
  amount: CoinAmountInput,
  cryptoCurrencyCode: z.string().max(20).optional(),
  network: z.string().max(20).optional(),
});
export const DepositQuote = z.object({
  payType: PayTypeKey,
  amount: CoinAmount,
  currency: z.string(),
  currencySymbol: z.string(),
  coinAmount: CoinAmount,
  bonusAmount: CoinAmount,
  totalAmount: CoinAmount,
  parts: z.array(DepositPart),
  rewards: z.array(ExtraInfo),
});
export type DepositQuote = z.infer<typeof DepositQuote>;

/** Pay option (docs/product/entities.md#deposits): a quick amount of a method, in the method's currency. */
export const PayOption = z.object({
  amount: CoinAmount,
  isDefault: z.boolean(),
  extraInfoList: z.array(ExtraInfo),
  /**
   * Every bonus this quick amount would credit the asking player now, coin units (docs/payments.md#deposit-parts): the
   * pay rules' lines above plus the other parts (the random discount, a Charge voucher, the Deposit Bonus event, the
   * birthday bonus); absent for a visitor
   */
  bonusAmount: CoinAmount.optional(),
  /** the box an extra gift voucher is for (amounts from 100), else null */
  itemId: z.number().int().nullable(),
  itemName: z.string().nullable(),
  itemImg: z.string().nullable(),
});
export type PayOption = z.infer<typeof PayOption>;

/** Pay method (docs/product/entities.md#deposits), amounts in the method's currency; bonusRate as a ratio (0.05 = 5 %, shown "5.0%"). */
export const PayMethod = z.object({
  label: z.string(),
  /** a PayTypeKey value: the `{payType}` of the prepay path */
  payType: z.string(),
  payTypeCode: z.number().int(),
  payTypeName: z.string(),
  minAmount: CoinAmount,
  maxAmount: CoinAmount,
  defaultSelect: z.boolean(),
  bonusRate: z.number(),
  ifRecommend: z.boolean(),
  /** false: the method credits no bonus (method, tier, first top-up; the plain test card), so none is shown */
  paysBonuses: z.boolean(),
  /** short bonus tag ("+5.0% bonus") or '' */
  payBonus: z.string(),
  payInfoVoList: z.array(PayOption),
  currency: z.string(),
  currencySymbol: z.string(),
  /** `currency` units per coin unit (USD); 1 for USD */
  exchangeRate: z.number(),
  /** false hides the custom amount (quick amounts only) */
  optionalAmount: z.boolean(),
  /** runs on the sandbox: label it as a test payment */
  isTest: z.boolean(),
  isCrypto: z.boolean(),
  /** mpesa: ask for the phone number */
  needsMobile: z.boolean(),
  flow: PayFlow,
  tips: z.string(),
  sort: z.number().int(),
  /** SVG data URLs */
  selectedLogo: z.string(),
  unselectedLogo: z.string(),
});
export type PayMethod = z.infer<typeof PayMethod>;

/** A deposit bonus tier (docs/product/constants.md#top-up-and-deposits "Bonus tiers 50 ... 20000"): deposits of at least `amount` coins get `bonusRate`. */
export const PayBonusTier = z.object({ amount: z.number(), bonusRate: z.number(), bonusAmount: CoinAmount });

export const RetainBox = z.object({ id: z.number().int(), name: z.string(), img: z.string(), price: CoinAmount });

/**
 * GET /api/pay/config/v4 (docs/product/entities.md#deposits Deposit config), country variant by header `siteCode` or `?siteCode=`
 * (KE: KES, M-PESA, presets 200/1000/5000, step 100). Amounts in the site currency except payBonusList
 * and first-top-up fields (coin units).
 */
export const DepositConfig = z.object({
  siteCode: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  exchangeRate: z.number(),
  minAmount: CoinAmount,
  presets: z.array(z.number()),
  defaultPresetIndex: z.number().int(),
  step: z.number(),
  isFirstTopUp: z.boolean(),
  /** first-top-up bonus ratio and its cap in coins (credited once per player) */
  firstTopUpBonusRate: z.number(),
  firstTopUpMaxBonus: CoinAmount,
  payMethods: z.array(PayMethod),
  payBonusList: z.array(PayBonusTier),
  /** the box a new player is offered when closing the modal (docs/product/states.md#top-up retention), null for depositors */
  retainBox: RetainBox.nullable(),
  hasRetainBox: z.boolean(),
  /** a deposit today earns an extra flip-card chance (none paid yet today) */
  hasExtraFlipChance: z.boolean(),
  /** crypto panel default amount (docs/product/constants.md#top-up-and-deposits "crypto flop default amount 100") */
  cryptoDefaultAmount: z.number(),
  paymentsMode: z.enum(['sandbox', 'live']),
});
export type DepositConfig = z.infer<typeof DepositConfig>;
