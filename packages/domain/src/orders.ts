/**
 * Shipping orders and prizes (docs/product/states.md#prize-orders "Order status steps: 54 S1, 55 S2, 56 S3, 60 S4, 200 S5, other S1";
 * docs/product/README.md "Prizes can be stored, shipped, recovered for coins, or exchanged for vouchers"). Pure, browser-safe.
 */

/** Numeric order statuses. 54 ordered, 55 packing, 56 shipped, 60 out for delivery, 200 delivered; 98/99 cancelled. */
export const ORDER_STATUS = {
  ordered: 54,
  packing: 55,
  shipped: 56,
  delivering: 60,
  delivered: 200,
  cancelledByOperator: 98,
  abandoned: 99,
} as const;

/** The fulfilment path an order walks, in order. */
export const ORDER_FLOW: readonly number[] = [54, 55, 56, 60, 200];

const STEPS: Record<number, number> = { 54: 1, 55: 2, 56: 3, 60: 4, 200: 5 };

/** Step 1-5 of the step bar for a numeric status (docs/product/states.md): 54 S1, 55 S2, 56 S3, 60 S4, 200 S5, any other S1. */
export function orderStep(status: number): number {
  return STEPS[status] ?? 1;
}

/** The status after `status` on the fulfilment path, or null at the end or off the path (cancelled). */
export function nextOrderStatus(status: number): number | null {
  const i = ORDER_FLOW.indexOf(status);
  return i >= 0 && i < ORDER_FLOW.length - 1 ? ORDER_FLOW[i + 1]! : null;
}

/** True while the parcel has not left the warehouse (S1, S2): the player may abandon, the operator cancel. */
export const isCancellable = (status: number) => status === ORDER_STATUS.ordered || status === ORDER_STATUS.packing;

/** True when the order was cancelled (by the player or an operator). */
export const isCancelled = (status: number) => status === ORDER_STATUS.abandoned || status === ORDER_STATUS.cancelledByOperator;

/** True once the parcel has left the warehouse (S3-S5): the player may confirm receipt. */
export const hasLeftWarehouse = (status: number) =>
  status === ORDER_STATUS.shipped || status === ORDER_STATUS.delivering || status === ORDER_STATUS.delivered;

/**
 * Shipping fee rule (settings row `shipping.fee_rule`): a fee per country (`fees`, cents; `defaultFeeCents`
 * for the others); free when the items are worth `freeFromCents` or more (0 = never free).
 */
export interface ShippingFeeRule {
  defaultFeeCents: number;
  fees: Record<string, number>;
  freeFromCents: number;
}

/** The fee in cents to ship items worth `valueCents` to `countryCode` under `rule`. */
export function shippingFeeCents(rule: ShippingFeeRule, countryCode: string, valueCents: number): number {
  if (rule.freeFromCents > 0 && valueCents >= rule.freeFromCents) return 0;
  return rule.fees[countryCode.toUpperCase()] ?? rule.defaultFeeCents;
}

/** Item categories that cannot be shipped (spec: coin and voucher prizes): coin prizes and gift cards (digital codes). */
export const UNSHIPPABLE_CATEGORIES: readonly string[] = ['coins', 'gift-cards'];

/**
 * Store sources that cannot be sold or exchanged (docs/product/errors.md "mall/voucher items cannot be sold"): 'mall' (bought
 * with HapaCoins) and 'free_voucher' (won by a Free voucher opening, the source `BoxesService.openWithVoucher`
 * stores). They can still be shipped when their category ships.
 */
export const UNSELLABLE_SOURCES: readonly string[] = ['mall', 'free_voucher'];

/** Amount at `ppm` parts per million of `value`, floored (exchange center rates). */
export function atRatePpm(value: number, ppm: number): number {
  return Math.floor((value * ppm) / 1_000_000);
}
