import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PRESET_INDEX,
  DEPOSIT_PRESETS,
  DEPOSIT_PRESETS_VARIANT,
  MIN_TOP_UP_CENTS,
  STEP,
  STEP_VARIANT,
  bonusCents,
  canStepDown,
  canStepUp,
  clampDepositAmount,
  cryptoMinimumCents,
  depositXp,
  extraGifts,
  formatAmountInput,
  formatBonusRate,
  giftBagRoi,
  sanitizeAmountInput,
  stepDepositAmount,
  validateDepositAmount,
} from './deposit.ts';

describe('constants (docs/product/constants.md#top-up-and-deposits)', () => {
  it('presets, default, minimum and steps', () => {
    expect(DEPOSIT_PRESETS).toEqual([20, 50, 100, 500, 1000, 5000]);
    expect(DEPOSIT_PRESETS_VARIANT).toEqual([200, 1000, 5000]);
    expect(DEPOSIT_PRESETS[DEFAULT_PRESET_INDEX]).toBe(50);
    expect(MIN_TOP_UP_CENTS).toBe(2000);
    expect(STEP).toBe(10);
    expect(STEP_VARIANT).toBe(100);
  });
});

describe('validateDepositAmount (docs/product/validation.md#deposit-amount)', () => {
  const limits = { minCents: 2000, maxCents: 500_000 };

  it('accepts the bounds and everything between', () => {
    expect(validateDepositAmount(2000, limits)).toEqual({ ok: true });
    expect(validateDepositAmount(500_000, limits)).toEqual({ ok: true });
    expect(validateDepositAmount(12_345, limits)).toEqual({ ok: true });
  });

  it('gives the exact minimum text, with " at this moment" for crypto', () => {
    expect(validateDepositAmount(1999, limits)).toEqual({
      ok: false,
      key: 'pay.error.amount_min',
      message: '*The minimum amount is $20',
    });
    expect(validateDepositAmount(0, { ...limits, isCrypto: true })).toEqual({
      ok: false,
      key: 'pay.error.amount_min',
      message: '*The minimum amount is $20 at this moment',
    });
    expect(validateDepositAmount(100, { minCents: 2050, maxCents: 9000, symbol: '€' })).toMatchObject({
      message: '*The minimum amount is €20.5',
    });
  });

  it('gives the exact maximum text (spec spelling "maxium"), never with the crypto tail', () => {
    expect(validateDepositAmount(500_001, { ...limits, isCrypto: true })).toEqual({
      ok: false,
      key: 'pay.error.amount_max',
      message: '*The maxium amount is $5,000',
    });
  });

  it('throws on non-integer cents or an inverted range', () => {
    expect(() => validateDepositAmount(20.5, limits)).toThrow(RangeError);
    expect(() => validateDepositAmount(2000, { minCents: 10, maxCents: 5 })).toThrow(RangeError);
  });
});

describe('clamp and stepper', () => {
  it('clamps into [min, max]', () => {
    expect(clampDepositAmount(100, 2000, 10_000)).toBe(2000);
    expect(clampDepositAmount(20_000, 2000, 10_000)).toBe(10_000);
    expect(clampDepositAmount(5_000, 2000, 10_000)).toBe(5_000);
    expect(() => clampDepositAmount(5_000, 3, 2)).toThrow(RangeError);
  });

  it('steps by whole coin units and clamps', () => {
    expect(stepDepositAmount(5_000, 1, STEP, 2000, 500_000)).toBe(6_000);
    expect(stepDepositAmount(5_000, -1, STEP, 2000, 500_000)).toBe(4_000);
    expect(stepDepositAmount(2_500, -1, STEP, 2000, 500_000)).toBe(2_000);
    expect(stepDepositAmount(495_000, 1, STEP_VARIANT, 2000, 500_000)).toBe(500_000);
    expect(() => stepDepositAmount(5_000, 0 as 1, STEP, 2000, 500_000)).toThrow(RangeError);
    expect(() => stepDepositAmount(5_000, 1, 0, 2000, 500_000)).toThrow(RangeError);
  });

  it('disables minus at or below min and plus at or above max', () => {
    expect(canStepDown(2000, 2000)).toBe(false);
    expect(canStepDown(1000, 2000)).toBe(false);
    expect(canStepDown(2001, 2000)).toBe(true);
    expect(canStepUp(500_000, 500_000)).toBe(false);
    expect(canStepUp(600_000, 500_000)).toBe(false);
    expect(canStepUp(499_999, 500_000)).toBe(true);
  });
});

describe('amount input', () => {
  it('keeps digits only when the minimum is above 1 coin unit', () => {
    expect(sanitizeAmountInput('$1,234.56', 2000)).toBe('123456');
    expect(sanitizeAmountInput('12a3', 101)).toBe('123');
  });

  it('keeps digits and one dot with at most 2 decimals otherwise', () => {
    expect(sanitizeAmountInput('$1,234.567', 100)).toBe('1234.56');
    expect(sanitizeAmountInput('1.2.3', 50)).toBe('1.23');
    expect(sanitizeAmountInput('0.5', 100)).toBe('0.5');
    expect(sanitizeAmountInput('12.', 100)).toBe('12.');
    expect(sanitizeAmountInput('abc', 100)).toBe('');
  });

  it('formats with thousands separators', () => {
    expect(formatAmountInput(123_456)).toBe('1,234.56');
    expect(formatAmountInput(100_000)).toBe('1,000');
    expect(formatAmountInput(2050)).toBe('20.5');
    expect(formatAmountInput(100_000_000)).toBe('1,000,000');
    expect(formatAmountInput(0)).toBe('0');
  });
});

describe('rewards (docs/product/constants.md#top-up-and-deposits)', () => {
  it('bonus is floored', () => {
    expect(bonusCents(10_000, 50_000)).toBe(500);
    expect(bonusCents(1_999, 50_000)).toBe(99); // 99.95 -> 99
    expect(bonusCents(1_000, 0)).toBe(0);
    expect(() => bonusCents(1_000, 0.5)).toThrow(RangeError);
    expect(() => bonusCents(-1, 10)).toThrow(RangeError);
  });

  it('bonus rate shows x100 percent with one decimal', () => {
    expect(formatBonusRate(0.05)).toBe('5.0%');
    expect(formatBonusRate(0.001)).toBe('0.1%');
    expect(formatBonusRate(0.125)).toBe('12.5%');
    expect(formatBonusRate(0)).toBe('0.0%');
    expect(formatBonusRate(1)).toBe('100.0%');
    expect(formatBonusRate(0.0125)).toBe('1.3%');
  });

  it('10 XP per coin unit, floored', () => {
    expect(depositXp(2000)).toBe(200);
    expect(depositXp(2055)).toBe(205);
    expect(depositXp(9)).toBe(0);
    expect(depositXp(-500)).toBe(0);
  });

  it('one extra gift per 100 coin units from 100', () => {
    expect(extraGifts(9_999)).toBe(0);
    expect(extraGifts(10_000)).toBe(1);
    expect(extraGifts(25_000)).toBe(2);
    expect(extraGifts(100_000)).toBe(10);
  });

  it('gift-bag ROI = round(gift / pay x 100)', () => {
    expect(giftBagRoi(1_500, 1_000)).toBe(150);
    expect(giftBagRoi(1_000, 3_000)).toBe(33);
    expect(giftBagRoi(2_000, 3_000)).toBe(67);
    expect(() => giftBagRoi(1, 0)).toThrow(RangeError);
  });

  it('crypto minimum is the larger of coin min price and configured min', () => {
    expect(cryptoMinimumCents(2_500, 2_000)).toBe(2_500);
    expect(cryptoMinimumCents(1_000, 2_000)).toBe(2_000);
  });
});
