import type { PayMethod } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { defaultMethod, sortMethods } from './use-deposit-form.ts';

// only the fields the ordering reads; the rest of PayMethod does not matter here
const m = (payType: string, sort: number, extra: Partial<PayMethod> = {}): PayMethod =>
  ({ payType, sort, defaultSelect: false, ifRecommend: false, ...extra }) as PayMethod;

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
