import { compareVersions, isLegacyAppVersion } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { appVersionIn, detectPlatform, detectTelegram, parseAppMessage, postToApp, startPaymentRefresh } from '../../../lib/app-shell.ts';
import { encodeEvent, launchUrl, mainButtonFrom, parseMiniAppCall, replyTo } from './harness-protocol.ts';

function fakeStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('app-shell bridge messages in (small)', () => {
  it('reads the shell messages of docs/product/roles.md#app-shell-and-telegram as strings or objects', () => {
    expect(parseAppMessage('payment_finished')).toEqual({ type: 'payment_finished', orderNo: null });
    expect(parseAppMessage('{"type":"payment_finished","orderNo":"P123"}')).toEqual({ type: 'payment_finished', orderNo: 'P123' });
    expect(parseAppMessage({ type: 'paymentFinished', orderNo: 'bad no!' })).toEqual({ type: 'payment_finished', orderNo: null });
    expect(parseAppMessage({ type: 'login', authorization: '42:abcdefghijklmnop0123:app' })).toEqual({
      type: 'login',
      authorization: '42:abcdefghijklmnop0123:app',
    });
    expect(parseAppMessage({ type: 'theme', theme: 'light' })).toEqual({ type: 'theme', theme: 'light' });
    expect(parseAppMessage('{"type":"go_back"}')).toEqual({ type: 'go_back' });
  });
  it('ignores our own outgoing messages and noise', () => {
    for (const noise of [
      'go-back',
      'not_enough_balance',
      'Top-up failed',
      '{"type":"payment_result","orderNo":"P1","status":"paid"}',
      '{bad json',
      { type: 'login', authorization: '0:x:y' },
      { type: 'theme', theme: 'blue' },
      null,
      42,
      '{"eventType":"web_app_ready"}',
    ]) {
      expect(parseAppMessage(noise), JSON.stringify(noise)).toBeNull();
    }
  });
  it('posts structured events to the shell as JSON', () => {
    const sent: string[] = [];
    postToApp({ type: 'payment_started', orderNo: 'P9' }, { ReactNativeWebView: { postMessage: (m) => sent.push(m) }, parent: null });
    expect(sent).toEqual(['{"type":"payment_started","orderNo":"P9"}']);
  });
});

describe('platform and app version (small)', () => {
  it('tells telegram, app and web apart and keeps the Telegram launch for the tab', () => {
    const sessionStorage = fakeStorage();
    expect(detectPlatform({ location: { search: '', hash: '#tgWebAppData=x&tgWebAppPlatform=weba' }, sessionStorage })).toBe('telegram');
    expect(detectTelegram({ location: { search: '', hash: '' }, sessionStorage })).toBe(true);
    expect(detectPlatform({ location: { search: '?fromHapaBoxApp=true', hash: '' }, sessionStorage: fakeStorage() })).toBe('app');
    expect(
      detectPlatform({ location: { search: '', hash: '#/x' }, sessionStorage: fakeStorage(), navigator: { userAgent: 'Chrome' } }),
    ).toBe('web');
  });
  it('reads the app version from the query (kept) or the user agent; 1.0.x is legacy', () => {
    const sessionStorage = fakeStorage();
    expect(appVersionIn({ location: { search: '?appVersion=1.0.4' }, sessionStorage })).toBe('1.0.4');
    expect(appVersionIn({ location: { search: '' }, sessionStorage })).toBe('1.0.4');
    expect(appVersionIn({ location: { search: '' }, navigator: { userAgent: 'X HapaBoxApp/2.0.1' } })).toBe('2.0.1');
    expect(['1.0', '1.0.0', '1.0.9', '1.0.12', '0.9.1'].map(isLegacyAppVersion)).toEqual([true, true, true, true, true]);
    expect(['1.1', '1.1.0', '1.10.0', '2.0.0', null, 'abc', '1.0.x'].map(isLegacyAppVersion)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([compareVersions('1.0.10', '1.0.9'), compareVersions('1.0', '1.0.0'), compareVersions('1.2', '1.10')]).toEqual([1, 0, -1]);
  });
});

describe('app payment refresh (small, docs/product/states.md#payments: refresh after 5 s, stop after 10 s)', () => {
  function fakeTimers() {
    let now = 0;
    const queue: { at: number; fn: () => void; id: number }[] = [];
    let id = 0;
    return {
      timers: {
        setTimeout: (fn: () => void, ms: number) => (queue.push({ at: now + ms, fn, id: ++id }), id),
        clearTimeout: (x: unknown) =>
          void queue.splice(
            queue.findIndex((q) => q.id === x),
            1,
          ),
      },
      async advance(ms: number) {
        const end = now + ms;
        for (;;) {
          queue.sort((a, b) => a.at - b.at);
          const next = queue[0];
          if (!next || next.at > end) break;
          queue.shift();
          now = next.at;
          next.fn();
          await new Promise((r) => setTimeout(r, 0));
        }
        now = end;
      },
      get now() {
        return now;
      },
    };
  }
  it('first checks at 5 s, then every second while pending, never after 10 s', async () => {
    const clock = fakeTimers();
    const checks: number[] = [];
    startPaymentRefresh(async () => (checks.push(clock.now), false), clock.timers);
    await clock.advance(4999);
    expect(checks).toEqual([]);
    await clock.advance(20_000);
    expect(checks).toEqual([5000, 6000, 7000, 8000, 9000, 10_000]);
  });
  it('stops once the order settled, or when cancelled', async () => {
    const clock = fakeTimers();
    const checks: number[] = [];
    startPaymentRefresh(async () => (checks.push(clock.now), checks.length === 2), clock.timers);
    await clock.advance(20_000);
    expect(checks).toEqual([5000, 6000]);
    const other: number[] = [];
    const cancel = startPaymentRefresh(async () => (other.push(clock.now), false), clock.timers);
    cancel();
    await clock.advance(20_000);
    expect(other).toEqual([]);
  });
});

describe('Telegram harness host protocol (small)', () => {
  it('reads method calls and answers the requests the SDK waits for', () => {
    const call = parseMiniAppCall(
      '{"eventType":"web_app_setup_main_button","eventData":{"is_visible":true,"is_active":true,"text":"Open","color":"#5288c1","text_color":"#ffffff"}}',
    )!;
    expect(call.method).toBe('web_app_setup_main_button');
    expect(mainButtonFrom(call.params, { visible: false, active: true, text: '', color: null, textColor: null })).toEqual({
      visible: true,
      active: true,
      text: 'Open',
      color: '#5288c1',
      textColor: '#ffffff',
    });
    expect(parseMiniAppCall('{"eventType":"back_button_pressed"}')).toBeNull();
    expect(parseMiniAppCall('not json')).toBeNull();
    expect(parseMiniAppCall({ eventType: 'web_app_expand' })).toBeNull();
    expect(replyTo({ method: 'web_app_request_viewport', params: {} }, { theme: 'dark', width: 390, height: 844 })).toEqual({
      eventType: 'viewport_changed',
      eventData: { height: 844, width: 390, is_expanded: true, is_state_stable: true },
    });
    expect(replyTo({ method: 'web_app_request_theme', params: {} }, { theme: 'light', width: 1, height: 1 })?.eventType).toBe(
      'theme_changed',
    );
    expect(replyTo({ method: 'web_app_ready', params: {} }, { theme: 'light', width: 1, height: 1 })).toBeNull();
    expect(encodeEvent('main_button_pressed')).toBe('{"eventType":"main_button_pressed"}');
  });
  it('launches with the four launch parameters in the fragment', () => {
    const url = launchUrl('/box-detail/101-apple-box', 'user=%7B%7D&auth_date=1&hash=ab', 'dark');
    const [path, hash] = url.split('#');
    expect(path).toBe('/box-detail/101-apple-box');
    const p = new URLSearchParams(hash);
    expect(p.get('tgWebAppData')).toBe('user=%7B%7D&auth_date=1&hash=ab');
    expect([p.get('tgWebAppVersion'), p.get('tgWebAppPlatform')]).toEqual(['8.0', 'weba']);
    expect(JSON.parse(p.get('tgWebAppThemeParams')!).bg_color).toBe('#17212b');
  });
});

describe('the harness page is the Telegram host, not the mini-app (small)', () => {
  it('is never detected as Telegram even when its tab storage says so', () => {
    const sessionStorage = fakeStorage();
    sessionStorage.setItem('hapa.telegram', 'true');
    expect(detectTelegram({ location: { search: '', hash: '', pathname: '/dev/telegram' }, sessionStorage })).toBe(false);
    expect(detectTelegram({ location: { search: '', hash: '', pathname: '/boxes' }, sessionStorage })).toBe(true);
  });
});
