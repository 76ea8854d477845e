import { ATTRIBUTION_FIELDS } from '@hapa/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserOf,
  buildRequestHeaders,
  currentRequestHeaders,
  deviceModelOf,
  landingFrom,
  osOf,
  type HeaderContext,
} from './request-headers.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const NOW = 1_795_000_000_000;

function ctx(over: Partial<HeaderContext> = {}): HeaderContext {
  return {
    pathname: '/box-detail/101-apple-box',
    cookies: '_fbp=fb.1.1596403881668.1116446470; other=x',
    userAgent: ANDROID,
    screen: { width: 412, height: 915, ratio: 2.625 },
    platform: 'web',
    appVersion: null,
    deviceId: 'abcdef0123456789',
    siteCode: 'KE',
    referral: { code: 'HB1Z', channel: 'telegram' },
    landing: {
      referChannel: 'facebook',
      pixel: '123456789012345',
      fbCode: 'summer-24',
      fbclid: 'IwAR2xyz',
      fbclidAt: NOW - 1000,
      at: NOW - 1000,
    },
    now: NOW,
    ...over,
  };
}

describe('docs/product/endpoints.md#conventions request headers (small)', () => {
  it('builds every docs/product/endpoints.md#conventions header from the page, cookies, storage and device', () => {
    expect(buildRequestHeaders(ctx())).toEqual({
      referChannel: 'facebook',
      shareChannel: 'telegram',
      referLink: '/r/HB1Z',
      fbp: 'fb.1.1596403881668.1116446470',
      fbc: `fb.1.${NOW - 1000}.IwAR2xyz`,
      pixel: '123456789012345',
      siteCode: 'KE',
      fbCode: 'summer-24',
      fromPage: '/box-detail/101-apple-box',
      browser: 'chrome',
      os: 'android',
      platform: 'web',
      'X-Device-Id': 'abcdef0123456789',
      deviceSize: '412x915',
      deviceRatio: '2.63',
      deviceModel: 'Pixel 8',
    });
  });
  it('prefers the _fbc cookie, and adds the app version from the query or the user agent', () => {
    const h = buildRequestHeaders(ctx({ cookies: '_fbc=fb.1.1596403881668.CLICK', appVersion: '1.0.3', platform: 'app' }));
    expect(h).toMatchObject({ fbc: 'fb.1.1596403881668.CLICK', appVersion: '1.0.3', platform: 'app' });
    expect(buildRequestHeaders(ctx({ userAgent: `${IPHONE} HapaBoxApp/2.1.0` }))).toMatchObject({
      appVersion: '2.1.0',
      os: 'ios',
      deviceModel: 'iPhone',
      browser: 'webview',
    });
  });
  it('sends only known, well-formed values, within their bounds', () => {
    const h = buildRequestHeaders(
      ctx({
        pathname: `/${'a'.repeat(300)}`,
        cookies: '_fbp=<script>',
        userAgent: 'curl/8.0',
        screen: { width: Number.NaN, height: 10, ratio: 1 },
        deviceId: 'x',
        siteCode: 'kenya-site-code',
        referral: { code: 42, channel: 'has space' },
        landing: { referChannel: 'x'.repeat(33), pixel: 'abc', fbCode: 'ok_code', at: NOW },
      }),
    );
    expect(h).toEqual({ fbCode: 'ok_code', browser: 'other', os: 'other', platform: 'web', deviceRatio: '1' });
    for (const [name, value] of Object.entries(buildRequestHeaders(ctx()))) {
      const field = Object.values(ATTRIBUTION_FIELDS).find((f) => f.header === name)!;
      expect(value.length, name).toBeLessThanOrEqual(field.max);
    }
  });
  it('tells browsers, systems and models apart', () => {
    expect([browserOf(IPHONE), osOf(IPHONE)]).toEqual(['safari', 'ios']);
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/124 Safari/537.36 Edg/124.0')).toBe('edge');
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe('firefox');
    expect(osOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)')).toBe('macos');
    expect(deviceModelOf('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/124')).toBeNull();
  });
  it('keeps landing values 30 days and lets a new landing replace them', () => {
    const kept = landingFrom('?utm_source=google&fbclid=abc', null, NOW);
    expect(kept).toEqual({ referChannel: 'google', fbclid: 'abc', fbclidAt: NOW, at: NOW });
    expect(landingFrom('', kept, NOW + 86_400_000)).toBe(kept);
    expect(landingFrom('', kept, NOW + 31 * 86_400_000)).toBeNull();
    expect(landingFrom('?channel=tiktok', kept, NOW + 1)).toMatchObject({ referChannel: 'tiktok', fbclid: 'abc' });
  });

  describe("the page's headers (currentRequestHeaders)", () => {
    afterEach(() => vi.unstubAllGlobals());

    /** A browser page in a node test: its URL, cookies and storage. */
    function page(href: string) {
      const items = new Map<string, string>();
      const storage = {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
        removeItem: (k: string) => void items.delete(k),
        key: (i: number) => [...items.keys()][i] ?? null,
        get length() {
          return items.size;
        },
      };
      const url = new URL(href);
      const win = {
        location: url,
        navigator: { userAgent: ANDROID },
        screen: { width: 412, height: 915 },
        devicePixelRatio: 2,
        localStorage: storage,
        sessionStorage: storage,
      };
      const doc = { cookie: '' };
      vi.stubGlobal('window', win);
      vi.stubGlobal('document', doc);
      vi.stubGlobal('navigator', win.navigator);
      vi.stubGlobal('localStorage', storage);
      return { win, doc, storage, url };
    }

    it('reads the page: the same headers for the same page, and every input that changes is read again', () => {
      const p = page('https://hapabox.test/boxes?channel=facebook');
      const first = currentRequestHeaders();
      expect(first[ATTRIBUTION_FIELDS.referChannel.header]).toBe('facebook');
      expect(currentRequestHeaders()).toEqual(first);
      // a copy each time: a caller adding a header changes nothing for the next
      currentRequestHeaders()['X-Extra'] = '1';
      expect(currentRequestHeaders()).toEqual(first);
      // a cookie, a stored referral, the page: each is read again
      p.doc.cookie = '_fbp=fb.1.1596403881668.1116446470';
      expect(currentRequestHeaders()[ATTRIBUTION_FIELDS.fbp.header]).toBe('fb.1.1596403881668.1116446470');
      p.storage.setItem('hapa.referral', JSON.stringify({ code: 'HB1Z', channel: 'telegram' }));
      expect(currentRequestHeaders()[ATTRIBUTION_FIELDS.referLink.header]).toBe('/r/HB1Z');
      p.win.location = new URL('https://hapabox.test/battles');
      expect(currentRequestHeaders()[ATTRIBUTION_FIELDS.fromPage.header]).toBe('/battles');
    });
  });
});
