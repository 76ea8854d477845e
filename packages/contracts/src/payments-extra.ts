/**
 * Payment side calls (docs/product/entities.md#deposits Crypto currency, Gift bag, HapaCoin package; docs/product/endpoints.md#payments): crypto pickers and
 * orders, histories, HapaCoin packages, gift bags and the sandbox checkout. Money in coin units unless a
 * field says otherwise; crypto amounts are decimal strings (never floats).
 */
import { z } from 'zod';
import { CoinAmount, Id, paged } from './common.ts';
import { DepositPart, OrderStatus, PayFlow, PayMethod } from './payments.ts';

/** A crypto network (docs/product/entities.md#deposits): code (e.g. TRC20), name and icon (SVG data URL). */
export const CryptoNetwork = z.object({ code: z.string(), networkName: z.string(), networkIcon: z.string() });

/** GET /api/pay/crypto_currencies item (docs/product/entities.md#deposits Crypto currency). */
export const CryptoCurrency = z.object({ name: z.string(), ticker: z.string(), icon: z.string(), networks: z.array(CryptoNetwork) });
export const CryptoCurrencyList = z.array(CryptoCurrency);

export const CryptoCodeParam = z.object({ code: z.string().min(1).max(20) });

/**
 * GET /api/pay/crypto_price/{code} (docs/product/entities.md#deposits price): `cryptoPrice` = USD per 1 coin of the crypto (decimal
 * string), `minPrice` = that coin's minimum deposit in coin units (the crypto minimum is
 * max(minPrice, method minimum), docs/product/validation.md#deposit-amount), `pricePrecision` = decimals of the crypto amount.
 */
export const CryptoPrice = z.object({
  code: z.string(),
  cryptoPrice: z.string(),
  minPrice: CoinAmount,
  pricePrecision: z.number().int(),
  /** `live`: from the exchange ticker (env CRYPTO_PRICE_FEED); `static`: the configured offline prices */
  source: z.enum(['live', 'static']),
  /** when the price was fetched (ISO) */
  updatedAt: z.string(),
});

/** GET /api/pay/crypto_order/{orderNo}: what /user/crypto-payment-order shows (the player's own order). */
export const CryptoOrder = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  payType: z.string(),
  cryptoCurrency: z.string(),
  network: z.string(),
  networkName: z.string(),
  /** receiving address; null when the provider hosts the page (then go to toPayUrl) */
  address: z.string().nullable(),
  /** amount to send, in the crypto (decimal string) */
  cryptoAmount: z.string(),
  /** order amount in coin units (USD) */
  amount: CoinAmount,
  currency: z.string(),
  /** payment URI the QR encodes (e.g. ton://transfer/..., tron:..., ethereum:...) */
  uri: z.string().nullable(),
  /** SVG data URL of the QR code */
  qrcode: z.string().nullable(),
  toPayUrl: z.string().nullable(),
  expiresAt: z.string(),
  remainingSeconds: z.number().int(),
  isTest: z.boolean(),
  msg: z.string().nullable(),
});
export type CryptoOrder = z.infer<typeof CryptoOrder>;

/** GET /api/pay/history/v2 item: the player's orders, newest first. */
export const PayHistoryItem = z.object({
  orderNo: z.string(),
  payType: z.string(),
  label: z.string(),
  orderKind: z.enum(['deposit', 'gift_bag']),
  status: OrderStatus,
  /** charged, in `currency` */
  amount: CoinAmount,
  currency: z.string(),
  coinAmount: CoinAmount,
  bonusAmount: CoinAmount,
  giftAmount: CoinAmount,
  /** the order's recorded parts (credited when paid) and their sum (docs/payments.md#deposit-parts) */
  parts: z.array(DepositPart),
  totalAmount: CoinAmount,
  isTest: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** the order was refunded (docs/payments.md#refunds): coins taken back from the balance and when; null otherwise */
  refund: z.object({ amount: CoinAmount, refundedAt: z.string().nullable() }).nullable(),
});
export const PayHistory = paged(PayHistoryItem);

/** GET /api/coin/history/v2 item: one line of the player's coin ledger account, newest first. */
export const CoinHistoryItem = z.object({
  id: z.number().int(),
  /** journal entry kind (LEDGER_ENTRY_KINDS), said by the web in the reader's language (docs/architecture/web-app.md#server-built-texts) */
  kind: z.string(),
  /** signed change in coin units */
  amount: CoinAmount,
  /** coin balance after this line, coin units */
  balanceAfter: CoinAmount,
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  /** a balance correction's reason as the operator wrote it for the player (docs/payments.md#corrections), else null */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const CoinHistory = paged(CoinHistoryItem);

/** HapaCoin package (docs/product/entities.md#hapacoin-packages): `bean` HapaCoins for `coin` coin units. */
export const BeanPackage = z.object({ id: z.number().int(), bean: z.number().int(), coin: CoinAmount, symbol: z.string() });
export const BeanPackageList = z.array(BeanPackage);

/** POST /api/bean/{id}/recharge body (optional; no body is fine); the key may also come as header `Idempotency-Key`. */
export const BeanRechargeBody = z.object({ idempotencyKey: z.string().min(8).max(100).optional() }).nullish();
export const BeanRechargeResult = z.object({
  packageId: z.number().int(),
  bean: z.number().int(),
  coin: CoinAmount,
  /** balances after the recharge (on a repeat: the current balances) */
  coinBalance: CoinAmount,
  hapaBean: z.number().int(),
  duplicate: z.boolean(),
});

/** One reward line of a gift bag. */
export const GiftReward = z.object({ type: z.enum(['coin', 'xp', 'box_voucher', 'wheel_spin']), amount: z.number(), text: z.string() });

/**
 * GET /api/gift/detail (docs/product/entities.md#gift-bag): type 1 EXCLUSIVE GIFT BAG (new players), 2 WELCOME BACK
 * (returning players); pay `payAmount`, get `payAmount + giftAmount`; `roi` = round(gift / pay x 100);
 * `expireTime` ISO (1 h after the offer), `expireSeconds` left. `null` data = no gift bag now.
 */
export const GiftBag = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  title: z.string(),
  payAmount: CoinAmount,
  giftAmount: CoinAmount,
  roi: z.number().int(),
  expireTime: z.string(),
  expireSeconds: z.number().int(),
  businessNo: z.string(),
  rewards: z.array(GiftReward),
  payMethods: z.array(PayMethod),
});
export type GiftBag = z.infer<typeof GiftBag>;

/** POST /api/gift/prepay (docs/product/endpoints.md#payments). */
export const GiftPrepayBody = z.object({
  giftSendLogId: Id,
  payType: z.string().min(1).max(20),
  referUrl: z.string().max(2000).optional(),
  mobile: z.string().max(20).optional(),
  cryptoCurrencyCode: z.string().max(20).optional(),
  network: z.string().max(20).optional(),
});

/** A sandbox test card and what it does. */
export const SandboxTestCard = z.object({ number: z.string(), outcome: z.string() });

/**
 * GET /api/pay/sandbox/{orderNo}/session: what the sandbox page shows for a test order, by method:
 * `card_form` (card fields, POST .../card), `paypal` (approve/cancel), `crypto` (address, amount, QR,
 * "simulate confirmation"), `binance` (deepLink, QR), `mpesa_stk` (phone prompt, PIN), `ton` (link, QR,
 * 360 s). Actions: POST /api/pay/sandbox/{orderNo}/confirm | decline (| card).
 */
export const SandboxSession = z.object({
  orderNo: z.string(),
  payType: z.string(),
  label: z.string(),
  kind: z.enum(['card_form', 'paypal', 'crypto', 'binance', 'mpesa_stk', 'ton', 'gpay', 'wallet']),
  flow: PayFlow,
  isTest: z.literal(true),
  testNotice: z.string(),
  status: OrderStatus,
  amount: CoinAmount,
  currency: z.string(),
  currencySymbol: z.string(),
  coinAmount: CoinAmount,
  expiresAt: z.string(),
  remainingSeconds: z.number().int(),
  returnUrl: z.string(),
  actions: z.array(z.enum(['confirm', 'decline', 'card'])),
  testCards: z.array(SandboxTestCard).optional(),
  crypto: z
    .object({
      cryptoCurrency: z.string(),
      network: z.string(),
      networkName: z.string(),
      address: z.string(),
      cryptoAmount: z.string(),
      uri: z.string(),
      qrcode: z.string(),
    })
    .optional(),
  deepLink: z.string().optional(),
  qrcodeLink: z.string().optional(),
  mpesa: z.object({ phone: z.string(), prompt: z.string() }).optional(),
});
export type SandboxSession = z.infer<typeof SandboxSession>;

/** POST /api/pay/sandbox/{orderNo}/card: a test card (never stored; only the last 4 digits and brand are kept). */
export const SandboxCardBody = z.object({
  cardNumber: z.string().min(12).max(23),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().min(3).max(4),
  holderName: z.string().max(100).optional(),
});

/** Webhook answer in our envelope (Binance and M-PESA get their own acknowledgement bodies instead). */
export const WebhookOutcomeBody = z.object({ outcome: z.string(), orderNo: z.string() });
