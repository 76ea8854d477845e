import { eq } from 'drizzle-orm';
import { sign as signInitData } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributions } from '../../db/schema/index.ts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { AuthSandbox } from '../social-auth/sandbox-identity.ts';

/** Every docs/product/endpoints.md#conventions header with a well-formed value (docs/product/endpoints.md#conventions request headers). */
const GOOD_HEADERS: Record<string, string> = {
  referChannel: 'facebook',
  shareChannel: 'telegram',
  referLink: 'https://hapabox.example/r/HB1',
  fbp: 'fb.1.1596403881668.1116446470',
  fbc: 'fb.1.1596403881668.IwAR2xyz_-abc',
  pixel: '123456789012345',
  siteCode: 'KE',
  fbCode: 'summer-24',
  fromPage: '/box-detail/101-apple-box',
  browser: 'chrome',
  os: 'android',
  platform: 'telegram',
  'X-Device-Id': 'device-attr-0001',
  deviceSize: '390x844',
  deviceRatio: '3',
  deviceModel: 'Pixel 8',
};

/** Garbage in every docs/product/endpoints.md#conventions header: unknown list values, bad patterns, too long. */
const GARBAGE_HEADERS: Record<string, string> = {
  referChannel: 'has spaces and <script>',
  referLink: 'javascript:alert(1)',
  fbp: 'not-an-fbp',
  pixel: 'abc',
  siteCode: 'k',
  fromPage: 'no-leading-slash',
  browser: 'netscape',
  os: 'beos',
  platform: 'desktop',
  'X-Device-Id': 'x',
  deviceSize: 'big',
  deviceRatio: '999.999',
  deviceModel: 'x'.repeat(65),
};

/**
 * Medium tier, docs/architecture/web-app.md: the docs/product/endpoints.md#conventions headers recorded with sign-up (one row per new account) and with each deposit
 * order (one row per order), nothing for garbage, NUL refused; app_version.not_support for a 1.0.x app shell;
 * the Telegram initData refusals; the dev initData route of the /dev/telegram harness.
 */
describe.each(DRIVERS)('attribution and app shell on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());
  const rowsOf = (uid: number) => t.s.dbHandle.db.select().from(attributions).where(eq(attributions.userId, uid));
  const signUp = (headers: Record<string, string>) =>
    t.call('POST', '/api/user/register/v2', {
      body: { email: `attr-${Math.random().toString(36).slice(2)}@example.com`, password: 'secret123', ageConfirmed: true },
      headers,
    });

  it('records every well-formed docs/product/endpoints.md#conventions header once with the sign-up', async () => {
    const r = await signUp(GOOD_HEADERS);
    expect(r.status).toBe(200);
    const rows = await rowsOf(r.body.data.uid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'signup',
      sourceKey: `signup:${r.body.data.uid}`,
      orderNo: null,
      referChannel: 'facebook',
      shareChannel: 'telegram',
      referLink: 'https://hapabox.example/r/HB1',
      fbp: 'fb.1.1596403881668.1116446470',
      fbc: 'fb.1.1596403881668.IwAR2xyz_-abc',
      pixel: '123456789012345',
      siteCode: 'KE',
      fbCode: 'summer-24',
      fromPage: '/box-detail/101-apple-box',
      browser: 'chrome',
      os: 'android',
      platform: 'telegram',
      deviceId: 'device-attr-0001',
      deviceSize: '390x844',
      deviceRatio: '3',
      deviceModel: 'Pixel 8',
      appVersion: null,
    });
  });

  it('writes no row for garbage headers, keeps only the good ones of a mix, and a NUL is 400', async () => {
    const garbage = await signUp(GARBAGE_HEADERS);
    expect(garbage.status).toBe(200);
    expect(await rowsOf(garbage.body.data.uid)).toHaveLength(0);
    const mixed = await signUp({ ...GARBAGE_HEADERS, browser: 'safari', fromPage: '/free' });
    const [row] = await rowsOf(mixed.body.data.uid);
    expect(row).toMatchObject({ browser: 'safari', fromPage: '/free', referChannel: null, platform: null, deviceModel: null });
    const nul = await signUp({ referChannel: 'face\u0000book' });
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('error.invalid_parameter');
  });

  it('records the headers with each deposit order (one row per order) and with a social sign-up', async () => {
    const p = await t.register();
    const first = await t.call('POST', '/api/pay/stripe/prepay', {
      auth: p.auth,
      body: { orderType: 1, amount: 50 },
      headers: { ...Object.fromEntries(Object.entries(GOOD_HEADERS).filter(([k]) => k !== 'siteCode')), fromPage: '/top-up' },
    });
    const second = await t.call('POST', '/api/pay/method/prepay', {
      auth: p.auth,
      body: { orderType: 1, amount: 20, payType: 7 },
      headers: { platform: 'web', browser: 'firefox' },
    });
    expect(first.body.code).toBe(0);
    expect(second.body.code).toBe(0);
    const rows = (await rowsOf(p.uid)).filter((r) => r.kind === 'deposit');
    expect(rows.map((r) => r.orderNo).sort()).toEqual([first.body.data.orderNo, second.body.data.orderNo].sort());
    const byOrder = new Map(rows.map((r) => [r.orderNo, r]));
    expect(byOrder.get(first.body.data.orderNo)).toMatchObject({
      sourceKey: `deposit:${first.body.data.orderNo}`,
      siteCode: null,
      fromPage: '/top-up',
      fbp: 'fb.1.1596403881668.1116446470',
    });
    expect(byOrder.get(second.body.data.orderNo)).toMatchObject({ platform: 'web', browser: 'firefox', siteCode: null });
    // a Mini App sign-up (sandbox Telegram) records its headers too, once
    const initData = (await t.call('POST', '/api/dev/telegram/init-data', { body: { person: 777, name: 'Attr Tester' } })).body.data
      .initData as string;
    const tg = await t.call('POST', '/api/user/login/telegram', {
      body: { initData, ageConfirmed: true },
      headers: { platform: 'telegram', browser: 'telegram' },
    });
    expect(tg.body.data.is_new_user).toBe(true);
    await t.call('POST', '/api/user/login/telegram', { body: { initData }, headers: { platform: 'telegram', browser: 'telegram' } });
    expect(await rowsOf(tg.body.data.uid)).toEqual([
      expect.objectContaining({ kind: 'signup', platform: 'telegram', browser: 'telegram' }),
    ]);
  });

  it('answers app_version.not_support (426) to a 1.0.x app shell on deposits; 1.1+ apps, browsers and Telegram pass', async () => {
    const p = await t.register();
    const prepay = (headers: Record<string, string>) =>
      t.call('POST', '/api/pay/stripe/prepay', { auth: p.auth, body: { orderType: 1, amount: 20 }, headers });
    const legacy: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) HapaBoxApp/1.0.7' },
      { appVersion: '1.0' },
      { appVersion: '1.0.12', platform: 'app' },
    ];
    for (const headers of legacy) {
      const r = await prepay(headers);
      expect(r.status, JSON.stringify(headers)).toBe(426);
      expect(r.body).toEqual({ code: 'app_version.not_support', msg: 'Please update your app to use this feature' });
    }
    const supported: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 HapaBoxApp/1.1.0' },
      { appVersion: '2.3.1' },
      { platform: 'telegram' },
      { appVersion: 'garbage' },
    ];
    for (const headers of supported) {
      expect((await prepay(headers)).body.code, JSON.stringify(headers)).toBe(0);
    }
    const [appRow] = (await rowsOf(p.uid)).filter((r) => r.appVersion === '1.1.0');
    expect(appRow).toMatchObject({ platform: 'app', appVersion: '1.1.0' });
  });

  it('Telegram initData with a wrong hash, an old auth_date or another bot token is refused; the dev route signs good data', async () => {
    const bot = new AuthSandbox('auth-sandbox-secret-change-me').telegramBotToken; // the test app's sandbox secret (development default)
    const good = signInitData({ user: { id: 90_001, first_name: 'Hash' } } as never, bot, new Date());
    expect((await t.call('POST', '/api/user/login/telegram', { body: { initData: good, ageConfirmed: true } })).status).toBe(200);
    const wrongHash = good.replace(/hash=[0-9a-f]{64}/, `hash=${'0'.repeat(64)}`);
    const tamperedUser = good.replace(encodeURIComponent('"id":90001'), encodeURIComponent('"id":90002'));
    const old = signInitData({ user: { id: 90_001, first_name: 'Hash' } } as never, bot, new Date(Date.now() - 2 * 86_400_000));
    const otherBot = signInitData({ user: { id: 90_001, first_name: 'Hash' } } as never, '123456:another-bots-token', new Date());
    for (const initData of [wrongHash, tamperedUser, old, otherBot, 'garbage', '']) {
      const r = await t.call('POST', '/api/user/login/telegram', { body: { initData, ageConfirmed: true } });
      expect(r.status, initData.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    expect(tamperedUser).not.toBe(good);
    const dev = await t.call('POST', '/api/dev/telegram/init-data', { body: { person: 5, name: 'Harness' } });
    expect(dev.body.data.initData).toMatch(/auth_date=\d+.*hash=[0-9a-f]{64}/);
    const a = await t.call('POST', '/api/user/login/telegram', { body: { initData: dev.body.data.initData, ageConfirmed: true } });
    const b = await t.call('POST', '/api/user/login/telegram', {
      body: { initData: (await t.call('POST', '/api/dev/telegram/init-data', { body: { person: 5 } })).body.data.initData },
    });
    expect(a.body.data.nickname).toBe('Harness');
    expect(b.body.data).toMatchObject({ uid: a.body.data.uid, is_new_user: false });
  });

  it('serves the realtime regions in /api/sys/config and hides the dev route in production', async () => {
    expect((await t.call('GET', '/api/sys/config')).body.data.realtimeRegions).toEqual({ main: '', ke: '' });
    const prod = await createTestApp('pglite', { NODE_ENV: 'production', REALTIME_URL_KE: 'https://ke.rt.example' });
    try {
      expect((await prod.call('POST', '/api/dev/telegram/init-data', { body: { person: 1 } })).status).toBe(404);
      expect((await prod.call('GET', '/api/sys/config')).body.data.realtimeRegions).toEqual({ main: '', ke: 'https://ke.rt.example' });
    } finally {
      await prod.close();
    }
  });
});
