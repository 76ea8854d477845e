import { z } from 'zod';
import { CoinAmount, Id, IdValue, paged } from './common.ts';
import { Country } from './accounts.ts';
import { isIsoCountryCode } from './countries.ts';
import { LiveDrop } from './boxes.ts';

/** POST /api/user/store/send (docs/product/endpoints.md#items): ship stored prizes to one of the player's addresses. */
export const ShipBody = z.object({ ids: z.array(IdValue).min(1).max(100), addressId: IdValue });
export const ShipResponse = z.object({ orderId: z.number().int(), fee: CoinAmount, balance: CoinAmount });
export type ShipResponse = z.infer<typeof ShipResponse>;

/** GET /api/shipping/config: the fee rule (coin units) and the supported countries (docs/product/endpoints.md#distribution-and-mall /country/list). */
export const ShippingConfig = z.object({
  defaultFee: CoinAmount,
  fees: z.record(z.string(), CoinAmount),
  freeFrom: CoinAmount,
  countries: z.array(Country),
});
export type ShippingConfig = z.infer<typeof ShippingConfig>;

export const OrderLog = z.object({
  status: z.number().int(),
  step: z.number().int(),
  event: z.string(),
  note: z.string(),
  time: z.string(),
});
export type OrderLog = z.infer<typeof OrderLog>;
export const OrderItem = z.object({
  storeItemId: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: CoinAmount,
});
export const OrderAddress = z.object({
  recipientName: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
});

/**
 * Order (docs/product/entities.md#orders-and-addresses: id, img, name, originalPrice, status, logList) with its step (docs/product/states.md), items, address,
 * fee, tracking and what the player may do now.
 */
export const Order = z.object({
  id: z.number().int(),
  img: z.string(),
  name: z.string(),
  originalPrice: CoinAmount,
  status: z.number().int(),
  step: z.number().int().min(1).max(5),
  cancelled: z.boolean(),
  logList: z.array(OrderLog),
  items: z.array(OrderItem),
  address: OrderAddress,
  fee: CoinAmount,
  trackingNo: z.string().nullable(),
  carrier: z.string().nullable(),
  trackUrl: z.string().nullable(),
  receivedAt: z.string().nullable(),
  canAbandon: z.boolean(),
  canConfirm: z.boolean(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof Order>;
export const OrderList = paged(Order);
export type OrderList = z.infer<typeof OrderList>;
export const OrderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const OrderIdBody = z.object({ orderId: IdValue });
export const OrderIdQuery = z.object({ orderId: Id });

/** Voucher kinds (docs/product/entities.md#enums): Free 0, Charge 1, LuckyTrial 2. */
export const VOUCHER_KIND = { free: 0, charge: 1, luckyTrial: 2 } as const;
export const Voucher = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  boxId: z.number().int().nullable(),
  boxName: z.string().nullable(),
  boxInfo: z.string().nullable(),
  boxImage: z.string().nullable(),
  /** Charge: bonus coins with the next deposit of at least minDeposit */
  amount: CoinAmount,
  minDeposit: CoinAmount,
  status: z.enum(['available', 'used', 'expired']),
  source: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Voucher = z.infer<typeof Voucher>;
export const VoucherList = z.object({ list: z.array(Voucher) });
export type VoucherList = z.infer<typeof VoucherList>;
export const VoucherIdQuery = z.object({ id: Id });
export const AvailVoucherQuery = z.object({ boxId: Id.optional() });
export const VoucherSku = z.object({
  itemId: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: CoinAmount,
  skuLevel: z.number().int(),
  probability: z.number(),
});
export const VoucherSkuList = z.object({ list: z.array(VoucherSku) });
export type VoucherSkuList = z.infer<typeof VoucherSkuList>;
export const VoucherExchangeBody = z.object({ id: IdValue });

/** Mall offer (docs/product/routes.md#prizes /mall): an item priced in HapaCoins; `stock` null = unlimited, `limit` null = none. */
export const MallItem = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  image: z.string(),
  skuLevel: z.number().int(),
  price: CoinAmount,
  bean: z.number().int(),
  stock: z.number().int().nullable(),
  left: z.number().int().nullable(),
  limit: z.number().int().nullable(),
  bought: z.number().int(),
});
export type MallItem = z.infer<typeof MallItem>;
export const MallList = z.object({ list: z.array(MallItem), hapaBean: z.number().int() });
export type MallList = z.infer<typeof MallList>;
export const MallExchangeBody = z.object({ id: IdValue, quantity: z.number().int().min(1).max(10).default(1) });
export const MallExchangeResponse = z.object({
  storeItemIds: z.array(z.number().int()),
  bean: z.number().int(),
  hapaBean: z.number().int(),
});
export type MallExchangeResponse = z.infer<typeof MallExchangeResponse>;

/** Exchange center (docs/product/routes.md#prizes /exchange-center): prizes to HapaCoins or a Charge voucher at the rates shown. */
export const ExchangeCenterConfig = z.object({
  /** HapaCoins per coin unit of prize value (1 coin = 100 HapaCoins at rate 1) */
  beanRate: z.number(),
  /** Charge voucher value per coin unit of prize value */
  voucherRate: z.number(),
  voucherMinDeposit: CoinAmount,
  voucherDays: z.number().int(),
});
export type ExchangeCenterConfig = z.infer<typeof ExchangeCenterConfig>;
export const ExchangeBody = z.object({ ids: z.array(IdValue).min(1).max(100), to: z.enum(['bean', 'voucher']) });
export const ExchangeResponse = z.object({
  to: z.enum(['bean', 'voucher']),
  value: CoinAmount,
  bean: z.number().int(),
  voucherId: z.number().int().nullable(),
  voucherAmount: CoinAmount,
  hapaBean: z.number().int(),
});
export type ExchangeResponse = z.infer<typeof ExchangeResponse>;

/** GET /api/item/card/{id} (docs/product/routes.md#prizes /item-card): an item, the boxes that hold it with odds, recent drops. */
export const ItemCard = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  image: z.string(),
  price: CoinAmount,
  skuLevel: z.number().int(),
  shippable: z.boolean(),
  boxes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      boxInfo: z.string(),
      image: z.string(),
      price: CoinAmount,
      probability: z.number(),
    }),
  ),
  drops: z.array(LiveDrop),
  mall: z.object({ id: z.number().int(), bean: z.number().int() }).nullable(),
});
export type ItemCard = z.infer<typeof ItemCard>;

/** Operator console, fulfilment (apps/server/src/modules/shipping/README.md): the queue of one status, oldest first. */
export const OpsOrderQueueQuery = z.object({
  status: z.coerce.number().int().min(0).max(999),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const OpsOrder = Order.extend({ userId: z.number().int() });
export const OpsOrderQueue = paged(OpsOrder);
export type OpsOrderQueue = z.infer<typeof OpsOrderQueue>;
export const OpsOrderIdsBody = z.object({ ids: z.array(IdValue).min(1).max(200) });
/**
 * POST /api/ops/fulfilment/advance: moves the orders `ids` that are still in `fromStatus` (the queue tab the
 * operator looked at) one step on; an order no longer in that status (a retried request, another operator) is
 * skipped and reported with its current status, never moved twice.
 */
export const OpsAdvanceBody = z.object({ ids: z.array(IdValue).min(1).max(200), fromStatus: z.number().int().min(0).max(999) });
const OrderStatusRef = z.object({ id: z.number().int(), status: z.number().int() });
export const OpsAdvanceResponse = z.object({ moved: z.array(OrderStatusRef), skipped: z.array(OrderStatusRef) });
export type OpsAdvanceResponse = z.infer<typeof OpsAdvanceResponse>;
export const OpsTrackingBody = z.object({
  orderId: IdValue,
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'letters, digits and dashes, 4 to 40'),
  carrier: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 .&-]{2,20}$/, '2 to 20 characters'),
});
export const OpsCancelBody = z.object({ orderId: IdValue, reason: z.string().trim().min(1).max(200) });
export const PackingList = z.object({ filename: z.string(), csv: z.string() });
export type PackingList = z.infer<typeof PackingList>;

/**
 * An officially assigned ISO 3166-1 alpha-2 code in capitals (countries.ts). One lookup in a fixed list: any other
 * string (a digit, an empty string, lower case, non-ASCII) is a 400 naming the field, never a 500.
 */
export const CountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1 alpha-2)')
  .refine(isIsoCountryCode, 'not an ISO 3166-1 alpha-2 country code');
const FeeCents = z.number().int().min(0).max(1_000_00);
/** A carrier's name as the tracking form sends it (OpsTrackingBody `carrier`), or `default` (the generic tracker). */
export const CarrierName = z.string().regex(/^[A-Za-z0-9 .&-]{2,20}$/, '2 to 20 letters, digits, spaces or . & -');
/** A tracking page template: an https link holding `{no}` (replaced by the tracking number). */
export const TrackingTemplate = z
  .string()
  .max(500)
  .url()
  .startsWith('https://', 'an https:// link')
  .includes('{no}', { message: 'must hold {no} where the tracking number goes' });

/**
 * Console "Shipping settings" (role fulfilment; settings rows `shipping.fee_rule`, `shipping.countries`,
 * `shipping.carriers`, README "Prizes"): fee per country and default fee in cents, free from `freeFromCents` of
 * prizes (0 = never free), the countries prizes ship to, and the tracking link template per carrier.
 */
export const OpsShippingSettings = z.object({
  feeRule: z.object({
    defaultFeeCents: FeeCents,
    fees: z.record(CountryCode, FeeCents).refine((r) => Object.keys(r).length <= 300, 'at most 300 countries'),
    freeFromCents: z.number().int().min(0).max(100_000_00),
  }),
  countries: z
    .array(CountryCode)
    .min(1)
    .max(300)
    .refine((c) => new Set(c).size === c.length, 'each country once'),
  /** none: orders show their tracking number without a link */
  carriers: z.record(CarrierName, TrackingTemplate).refine((r) => Object.keys(r).length <= 30, 'at most 30 carriers'),
});
export type OpsShippingSettings = z.infer<typeof OpsShippingSettings>;

/**
 * Console "Prize rates" (role finance; settings rows `exchange.rates` and `vouchers.expiry`): the exchange center
 * rates in ppm of the prize value (1,100,000 = 110 %), the Charge voucher's minimum deposit (cents) and lifetime
 * (days), and how long deposit free-box vouchers live (days).
 */
export const OpsPrizeRates = z.object({
  exchangeRates: z.object({
    beanPpm: z.number().int().min(1).max(2_000_000),
    voucherPpm: z.number().int().min(1).max(2_000_000),
    voucherMinDepositCents: z.number().int().min(0).max(100_000_00),
    voucherDays: z.number().int().min(1).max(365),
  }),
  voucherExpiry: z.object({ depositFreeDays: z.number().int().min(1).max(365) }),
});
export type OpsPrizeRates = z.infer<typeof OpsPrizeRates>;

/**
 * A mall offer in the console (role finance): the catalogue item, its price in HapaCoins, total stock (null =
 * unlimited; `sold` counts against it), the per-player limit (null = none), display order and whether it is on sale.
 */
export const OpsMallOfferBody = z.object({
  itemId: IdValue,
  priceBean: z.number().int().min(1).max(100_000_000),
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  perUserLimit: z.number().int().min(1).max(1_000).nullable(),
  sort: z.number().int().min(0).max(10_000).default(0),
  isActive: z.boolean(),
});
export type OpsMallOfferBody = z.infer<typeof OpsMallOfferBody>;
export const OpsMallOffer = OpsMallOfferBody.extend({
  id: z.number().int(),
  sold: z.number().int(),
  itemName: z.string(),
  itemImage: z.string(),
  itemPriceCents: z.number().int(),
});
export type OpsMallOffer = z.infer<typeof OpsMallOffer>;
export const OpsMallOffers = z.object({ list: z.array(OpsMallOffer) });
export type OpsMallOffers = z.infer<typeof OpsMallOffers>;
