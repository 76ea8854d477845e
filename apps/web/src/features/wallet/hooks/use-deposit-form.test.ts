import type { PayMethod } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { defaultMethod, sortMethods } from './use-deposit-form.ts';

const m = (payType: string, sort: number, extra: Partial<PayMethod> = {}): PayMethod => ({
  label: payType, payType, payTypeName: payType, minAmount: 20, maxAmount: 10000, defaultSelect: false, bonusRate: 0,
  ifRecommend: false, currencySymbol: '$', exchangeRate: 1, optionalAmount: true, isTest: false, tips: '', sort, ...extra,
});

describe('pay method order', () => {
  it('sorts by sort, recommended first on ties', () => {
    expect(sortMethods([m('b', 2), m('a', 1), m('c', 1, { ifRecommend: true })]).map((x) => x.payType)).toEqual(['c', 'a', 'b']);
  });
  it('selects defaultSelect, else the first', () => {
    expect(defaultMethod([m('a', 1), m('b', 2, { defaultSelect: true })])?.payType).toBe('b');
    expect(defaultMethod([m('b', 2), m('a', 1)])?.payType).toBe('a');
    expect(defaultMethod([])).toBeUndefined();
  });
});
