import type { PayMethod, PayOption } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { defaultAmountCents, isVipMode, quickAmounts, stepUnits } from './quick-amounts.ts';

const opt = (amount: number, isDefault = false): PayOption => ({
  amount,
  isDefault,
  extraInfoList: [],
  itemId: null,
  itemName: null,
  itemImg: null,
});
const config = { presets: [20, 50, 100, 500, 1000, 5000], defaultPresetIndex: 1 };

describe('quick amounts (docs/product/validation.md#deposit-amount, docs/product/constants.md)', () => {
  it("uses the method's pay options, else the presets with default index 1", () => {
    expect(
      quickAmounts({ payInfoVoList: [opt(200), opt(1000, true), opt(5000)] } as PayMethod, config, false).map((o) => o.amount),
    ).toEqual([200, 1000, 5000]);
    const presets = quickAmounts(undefined, config, false);
    expect(presets.map((o) => o.amount)).toEqual([20, 50, 100, 500, 1000, 5000]);
    expect(defaultAmountCents(presets, 2000)).toBe(5000);
  });
  it('shows the first 4 in VIP mode', () => {
    expect(quickAmounts(undefined, config, true).map((o) => o.amount)).toEqual([20, 50, 100, 500]);
  });
  it('is VIP mode above level 8 and for a new player with 0 XP', () => {
    expect(isVipMode({ level: 9, xp: 300_000 })).toBe(true);
    expect(isVipMode({ level: 0, xp: 0 })).toBe(true);
    expect(isVipMode({ level: 2, xp: 500 })).toBe(false);
    expect(isVipMode(undefined)).toBe(false);
  });
  it('falls back to the first option, then to the minimum', () => {
    expect(defaultAmountCents([opt(30)], 2000)).toBe(3000);
    expect(defaultAmountCents([], 2000)).toBe(2000);
  });
  it('steps 10, 100 in the variant and in the app', () => {
    expect(stepUnits(10, false)).toBe(10);
    expect(stepUnits(100, false)).toBe(100);
    expect(stepUnits(10, true)).toBe(100);
    expect(stepUnits(0, false)).toBe(10);
  });
});
