import { describe, expect, it } from 'vitest';
import {
  commissionCents,
  decimalGreater,
  inCommissionPeriod,
  maskName,
  payoutCoinAmount,
  WITHDRAW_OPTIONS,
  withdrawOption,
} from './referral.ts';

describe('referral rules (small)', () => {
  it('commission is 10 % of the deposit, rounded down', () => {
    expect(commissionCents(2000)).toBe(200);
    expect(commissionCents(1999)).toBe(199);
    expect(commissionCents(9)).toBe(0);
    expect(commissionCents(12345, 25_000)).toBe(308);
    expect(() => commissionCents(-1)).toThrow(RangeError);
    expect(() => commissionCents(1.5)).toThrow(RangeError);
  });

  it('the commission period is 90 days from sign-up, end excluded', () => {
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect(inCommissionPeriod(t0, t0)).toBe(true);
    expect(inCommissionPeriod(t0, new Date(t0.getTime() + 90 * 86_400_000 - 1))).toBe(true);
    expect(inCommissionPeriod(t0, new Date(t0.getTime() + 90 * 86_400_000))).toBe(false);
    expect(inCommissionPeriod(t0, new Date(t0.getTime() - 1))).toBe(false);
  });

  it('payout amounts round down exactly', () => {
    expect(payoutCoinAmount(10_000, '65000', 8)).toBe('0.00153846');
    expect(payoutCoinAmount(9_900, '1', 6)).toBe('99.000000');
    expect(payoutCoinAmount(5, '3200.5', 8)).toBe('0.00001562');
    expect(() => payoutCoinAmount(100, '0', 8)).toThrow(RangeError);
    expect(() => payoutCoinAmount(100, 'abc', 8)).toThrow(RangeError);
  });

  it('compares decimals exactly', () => {
    expect(decimalGreater('0.00100001', '0.001')).toBe(true);
    expect(decimalGreater('0.00100000', '0.001')).toBe(false);
    expect(decimalGreater('0.0009', '0.001')).toBe(false);
    expect(decimalGreater('12', '0.001')).toBe(true);
  });

  it('offers BTC, ETH, ERC-20 and TRC-20 USDT and TON', () => {
    expect(WITHDRAW_OPTIONS.map((o) => `${o.chain}/${o.ccy}`).sort()).toEqual(['BTC/BTC', 'ETH/ETH', 'ETH/USDT', 'TON/TON', 'TRON/USDT']);
    expect(withdrawOption('TRON', 'USDT')?.standard).toBe('TRC-20');
    expect(withdrawOption('TRON', 'BTC')).toBeUndefined();
  });

  it('masks names', () => {
    expect(maskName('alice')).toBe('a***e');
    expect(maskName('x')).toBe('x***');
    expect(maskName('')).toBe('***');
    // the default nickname from the email is masked already: the same text everywhere, never "a****"
    expect(maskName('ali***')).toBe('ali***');
    expect(maskName(' bob*** ')).toBe('bob***');
  });
});
