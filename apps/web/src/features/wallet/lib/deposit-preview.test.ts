import type { PayMethod } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { depositLines, methodHasBonuses, nextTier, previewDeposit, tierPpm, toCoinCents } from './deposit-preview.ts';

const tiers = [50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000].map((amount, i) => ({
  amount,
  bonusRate: [0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04, 0.045, 0.05][i],
  bonusAmount: 0,
}));
const config = { isFirstTopUp: true, firstTopUpBonusRate: 0.1, firstTopUpMaxBonus: 50, payBonusList: tiers };
const method = (extra: Partial<PayMethod> = {}): PayMethod =>
  ({ payType: 'coinbase', bonusRate: 0.05, exchangeRate: 1, isCrypto: true, payInfoVoList: [], ...extra }) as PayMethod;

describe('deposit preview (docs/product/constants.md#top-up-and-deposits)', () => {
  it('matches the server lines for $50 by crypto on a first top-up', () => {
    const p = previewDeposit(5000, method(), config);
    expect(p.lines.map((l) => l.text)).toEqual([
      '+$2.5 bonus (5.0%)',
      '+$0.5 deposit bonus',
      '+$5 first top-up bonus',
      '+500 XP',
      '+1 wheel spin',
    ]);
    expect(p.totalCents).toBe(5000 + 250 + 50 + 500);
  });
  it('caps the first top-up bonus at $50 and counts vouchers and extra crypto spins', () => {
    const p = previewDeposit(100_000, method(), config);
    expect(p.firstBonusCents).toBe(5000);
    expect(p.tierBonusCents).toBe(3000);
    expect(p.boxVouchers).toBe(10);
    expect(p.wheelSpins).toBe(30);
  });
  it('has no first top-up bonus for a returning player and no extra spins by card', () => {
    const p = previewDeposit(12_345, method({ bonusRate: 0, isCrypto: false }), { ...config, isFirstTopUp: false });
    expect(p.lines.map((l) => l.type)).toEqual(['tier_bonus', 'xp', 'box_voucher', 'wheel_spin']); // vouchers (docs/payments.md) and spins (docs/payments.md) are usable
    expect(p.tierBonusCents).toBe(185);
    expect(p.wheelSpins).toBe(2);
  });
  it('converts the country currency to coins, floored', () => {
    expect(toCoinCents(100_000, 129)).toBe(775);
    expect(toCoinCents(100_000, 1)).toBe(100_000);
    expect(toCoinCents(1000, 1.25)).toBe(800);
  });
  it('shows no bonus for a method that pays none (paysBonuses false)', () => {
    const noBonus = method({ bonusRate: 0, paysBonuses: false });
    expect(methodHasBonuses(noBonus)).toBe(false);
    expect(previewDeposit(5000, noBonus, config).totalCents).toBe(5000);
  });
  it('prefers the quick amount lines from the server', () => {
    const m = method({
      payInfoVoList: [
        {
          amount: 20,
          isDefault: false,
          extraInfoList: [{ type: 'xp', amount: 1, text: 'server line' }],
          itemId: null,
          itemName: null,
          itemImg: null,
        },
      ],
    });
    expect(depositLines(2000, m, config).map((l) => l.text)).toEqual(['server line']);
    expect(depositLines(2100, m, config).length).toBeGreaterThan(1);
  });
  it('picks the highest tier reached', () => {
    expect(tierPpm(4999, tiers)).toBe(0);
    expect(tierPpm(5000, tiers)).toBe(10_000);
    expect(tierPpm(2_000_000, tiers)).toBe(50_000);
  });
});

describe('next tier', () => {
  it('names what is missing to the next tier', () => {
    expect(nextTier(4000, tiers)).toEqual({ missingCents: 1000, bonusRate: 0.01 });
    expect(nextTier(5000, tiers)).toEqual({ missingCents: 5000, bonusRate: 0.015 });
    expect(nextTier(2_000_000, tiers)).toBeNull();
  });
});
