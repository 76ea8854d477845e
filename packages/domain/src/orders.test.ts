import { describe, expect, it } from 'vitest';
import { atRatePpm, isCancellable, nextOrderStatus, orderStep, shippingFeeCents, UNSELLABLE_SOURCES } from './orders.ts';

describe('order steps (docs/product/states.md#prize-orders)', () => {
  it('maps 54 S1, 55 S2, 56 S3, 60 S4, 200 S5 and any other status to S1', () => {
    expect([54, 55, 56, 60, 200].map(orderStep)).toEqual([1, 2, 3, 4, 5]);
    expect([0, 1, 57, 98, 99, 201, -1].map(orderStep)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
  it('walks 54 -> 55 -> 56 -> 60 -> 200 and stops', () => {
    expect(nextOrderStatus(54)).toBe(55);
    expect(nextOrderStatus(60)).toBe(200);
    expect(nextOrderStatus(200)).toBeNull();
    expect(nextOrderStatus(99)).toBeNull();
  });
  it('can be cancelled only before it leaves the warehouse', () => {
    expect([54, 55, 56, 60, 200, 99].map(isCancellable)).toEqual([true, true, false, false, false, false]);
  });
});

describe('shipping fee rule', () => {
  const rule = { defaultFeeCents: 1500, fees: { US: 599, GB: 899 }, freeFromCents: 10_000 };
  it('charges the country fee, else the default, and nothing from the free threshold', () => {
    expect(shippingFeeCents(rule, 'us', 2000)).toBe(599);
    expect(shippingFeeCents(rule, 'GB', 9_999)).toBe(899);
    expect(shippingFeeCents(rule, 'KE', 100)).toBe(1500);
    expect(shippingFeeCents(rule, 'KE', 10_000)).toBe(0);
    expect(shippingFeeCents({ ...rule, freeFromCents: 0 }, 'US', 1e9)).toBe(599);
  });
  it('rates are floored', () => {
    expect(atRatePpm(999, 1_100_000)).toBe(1098);
    expect(atRatePpm(1000, 1_000_000)).toBe(1000);
  });
});

describe('unsellable sources (docs/product/errors.md "mall/voucher items cannot be sold")', () => {
  it('names the store sources the server really writes: mall purchases and voucher openings', () => {
    // the store item source of a Free voucher opening (BoxesService.openWithVoucher) and of a mall purchase
    expect([...UNSELLABLE_SOURCES].sort()).toEqual(['free_voucher', 'mall']);
    for (const sellable of ['box', 'free', 'battle', 'distribution', 'vip_level']) expect(UNSELLABLE_SOURCES).not.toContain(sellable);
  });
});
