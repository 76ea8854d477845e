import type { PayMethod } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { cryptoCodeFor, defaultMethod, hasCryptoPickers, methodLimits, shortAmount, sortMethods } from './pay-methods.ts';

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

describe('method limits and crypto', () => {
  it('reads the range in cents', () => {
    expect(methodLimits({ minAmount: 20, maxAmount: 10000 }, 20)).toEqual({ minCents: 2000, maxCents: 1_000_000 });
    expect(methodLimits(undefined, 20)).toEqual({ minCents: 2000, maxCents: 2000 });
  });
  it('shows pickers for the crypto method only; TON prices in TON', () => {
    const crypto = { isCrypto: true, flow: 'crypto' as const, payType: 'coinbase' };
    expect(hasCryptoPickers(crypto)).toBe(true);
    expect(hasCryptoPickers({ ...crypto, payType: 'ton' })).toBe(false);
    expect(hasCryptoPickers({ ...crypto, flow: 'binance' })).toBe(false);
    expect(cryptoCodeFor({ ...crypto, payType: 'ton' }, 'BTC')).toBe('TON');
    expect(cryptoCodeFor(crypto, 'BTC')).toBe('BTC');
    expect(cryptoCodeFor({ ...crypto, flow: 'binance' }, 'BTC')).toBeNull();
  });
});

describe('short amounts', () => {
  it('shortens thousands', () => {
    expect(shortAmount(2000)).toBe('20');
    expect(shortAmount(1_000_000)).toBe('10k');
    expect(shortAmount(15_000_000)).toBe('150k');
    expect(shortAmount(150_000)).toBe('1.5k');
    expect(shortAmount(2050)).toBe('20.50');
  });
});
