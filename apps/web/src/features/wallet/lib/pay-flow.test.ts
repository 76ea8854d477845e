import { describe, expect, it } from 'vitest';
import { nextStep, returnPathFor, toAppPath, withQuery } from './pay-flow.ts';

const origin = 'http://localhost:3400';
const base = { orderNo: 'D1', toPayUrl: `${origin}/sandbox/checkout/D1` };

describe('after prepay (docs/product/states.md#payments)', () => {
  it('sends the card (type 7) to the wooshpay page, flagged in the app', () => {
    const res = { ...base, flow: 'wooshpay' as const, nextUrl: '/wooshpay?orderNo=D1&amount=50' };
    expect(nextStep(res, { origin, inApp: false })).toEqual({ kind: 'route', to: '/wooshpay?orderNo=D1&amount=50' });
    expect(nextStep(res, { origin, inApp: true, referEvent: 'battle' })).toEqual({
      kind: 'route',
      to: '/wooshpay?orderNo=D1&amount=50&isFromHapaBoxApp=true&referEvent=battle',
    });
  });
  it('sends binance and crypto to their pages', () => {
    expect(nextStep({ ...base, flow: 'binance', nextUrl: '/binance-payment?orderNo=D1' }, { origin, inApp: false })).toEqual({
      kind: 'route',
      to: '/binance-payment?orderNo=D1',
    });
    expect(
      nextStep({ ...base, flow: 'crypto', nextUrl: '/user/crypto-payment-order?orderNo=D1&toAccount=T' }, { origin, inApp: false }),
    ).toEqual({ kind: 'route', to: '/user/crypto-payment-order?orderNo=D1&toAccount=T' });
  });
  it('redirects others to toPayUrl: our sandbox page in the app, a provider page by full load', () => {
    expect(nextStep({ ...base, flow: 'redirect', nextUrl: base.toPayUrl }, { origin, inApp: false })).toEqual({
      kind: 'route',
      to: '/sandbox/checkout/D1',
    });
    expect(nextStep({ ...base, flow: 'redirect', nextUrl: 'https://checkout.stripe.com/c/pay/cs_1' }, { origin, inApp: false })).toEqual({
      kind: 'external',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    });
  });
  it('stays for the M-PESA STK push; with nowhere to go the result page checks the order', () => {
    expect(nextStep({ ...base, flow: 'mpesa_stk', nextUrl: '' }, { origin, inApp: false })).toEqual({ kind: 'stk' });
    expect(nextStep({ orderNo: 'D 2', toPayUrl: '', flow: 'redirect', nextUrl: '' }, { origin, inApp: false })).toEqual({
      kind: 'route',
      to: '/payment-result?orderNo=D%202',
    });
  });
});

describe('url helpers', () => {
  it('turns same-origin URLs into paths', () => {
    expect(toAppPath('/x?y=1', origin)).toBe('/x?y=1');
    expect(toAppPath('//evil.com/x', origin)).toBeNull();
    expect(toAppPath('https://evil.com/x', origin)).toBeNull();
    expect(toAppPath('not a url', origin)).toBeNull();
  });
  it('adds query parameters', () => {
    expect(withQuery('/a', { b: '1', c: undefined })).toBe('/a?b=1');
  });
  it('never returns to a payment page or another site', () => {
    expect(returnPathFor('/box-detail/1-x')).toBe('/box-detail/1-x');
    expect(returnPathFor('/payment-result?orderNo=1')).toBe('/');
    expect(returnPathFor('//evil.com')).toBe('/');
    expect(returnPathFor(undefined)).toBe('/');
  });
});
