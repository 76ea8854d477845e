import { describe, expect, it } from 'vitest';
import { addressIsShown } from './navigation.ts';

describe('addressIsShown (docs/architecture/web-app.md#redirects)', () => {
  it('is true while the browser is at the page’s own address', () => {
    expect(addressIsShown({ pathname: '/box-detail/110-x', search: '' }, { pathname: '/box-detail/110-x', search: '' })).toBe(true);
    expect(addressIsShown({ pathname: '/free', search: '?box=3' }, { pathname: '/free', search: '?box=3' })).toBe(true);
  });

  it('is false once the address has moved on to another page or another query', () => {
    expect(addressIsShown({ pathname: '/box-detail/110-x', search: '' }, { pathname: '/provably-fair', search: '' })).toBe(false);
    expect(addressIsShown({ pathname: '/free', search: '?box=3' }, { pathname: '/free', search: '?box=4' })).toBe(false);
  });

  it('reads an address the same however it is spelled: the router may keep a path unencoded, the browser encodes it', () => {
    expect(
      addressIsShown(
        { pathname: '/boxes-list', search: '?keyword=caixa azul' },
        { pathname: '/boxes-list', search: '?keyword=caixa%20azul' },
      ),
    ).toBe(true);
    expect(addressIsShown({ pathname: '/box-detail/7-maçã', search: '' }, { pathname: '/box-detail/7-ma%C3%A7%C3%A3', search: '' })).toBe(
      true,
    );
    expect(addressIsShown({ pathname: '/box-detail/7-maçã', search: '' }, { pathname: '/box-detail/7-maca', search: '' })).toBe(false);
  });

  it('ignores the hash: a page’s own anchors do not make it a different page', () => {
    const current = Object.assign({ pathname: '/faq', search: '' }, { hash: '#fees' });
    expect(addressIsShown({ pathname: '/faq', search: '' }, current)).toBe(true);
  });
});
