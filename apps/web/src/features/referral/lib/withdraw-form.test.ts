import { describe, expect, it } from 'vitest';
import { previewWithdraw, trimCoin } from './withdraw-form.ts';

const TRC20 = { fee: 1, price: '1', precision: 6 };
const BTC = { fee: 4, price: '65000', precision: 8 };

describe('withdraw dialog preview (small)', () => {
  it('computes the payout after the fee, rounded down, and names the first problem', () => {
    expect(previewWithdraw('150', TRC20, 200_00)).toEqual({ cents: 150_00, coin: '149.000000', problem: null });
    expect(previewWithdraw('99.99', TRC20, 200_00).problem).toBe('min');
    expect(previewWithdraw('250', TRC20, 200_00).problem).toBe('balance');
    expect(previewWithdraw('100', BTC, 200_00)).toEqual({ cents: 100_00, coin: '0.00147692', problem: null });
    expect(previewWithdraw('100', { fee: 4, price: '100000', precision: 8 }, 200_00).problem).toBe('coin'); // 0.00096 BTC
    expect(previewWithdraw('abc', TRC20, 200_00)).toEqual({ cents: null, coin: null, problem: null });
    expect(previewWithdraw('', TRC20, 200_00).cents).toBeNull();
  });

  it('trims trailing zeros', () => {
    expect(trimCoin('149.000000')).toBe('149');
    expect(trimCoin('0.00147690')).toBe('0.0014769');
    expect(trimCoin('12')).toBe('12');
  });
});
