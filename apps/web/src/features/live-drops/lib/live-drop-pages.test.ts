import { describe, expect, it } from 'vitest';
import { LIVE_DROP_PAGES, showsLiveDrops } from './live-drop-pages.ts';

describe('live-drops pages (docs/product/constants.md#lists-and-pages)', () => {
  it('the six pages of docs/product/constants.md#lists-and-pages, a box page by its boxInfo, a trailing slash', () => {
    expect(LIVE_DROP_PAGES).toEqual(['/box-detail', '/free', '/user/cart', '/battles', '/item-card', '/mall']);
    for (const p of ['/box-detail/101-apple-box', '/free', '/free/', '/user/cart', '/battles', '/item-card', '/mall'])
      expect(showsLiveDrops(p), p).toBe(true);
  });
  it('not on other pages (battle detail, create, history, the user area, games)', () => {
    for (const p of [
      '/battles/detail/abc',
      '/battles/create',
      '/battles/history',
      '/user/profile',
      '/user/order',
      '/treasureh',
      '/boxes-list',
      '/deposit-bonus',
      '/mall-x',
    ])
      expect(showsLiveDrops(p), p).toBe(false);
  });
});
