import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { sign as signInitData } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { sql } from 'drizzle-orm';
import { telegramWidgetHash } from './providers.ts';
import { signInitDataFields } from './telegram-init-data.ts';
import { friendCodeOf } from '../users/friend-code.ts';
import { rowsOf } from '../wallet/wallet.service.ts';

const BOT = '123456:TEST-bot-token-for-medium-tests';

/** A loopback HTTP stub: Google's JWKS and Facebook's Graph API (debug_token, /me). */
async function startStubs(port: number, jwks: unknown) {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/jwks') return res.end(JSON.stringify(jwks));
    const token = url.searchParams.get('input_token') ?? url.searchParams.get('access_token');
    if (url.pathname === '/graph/debug_token') {
      const ok = (token === 'fb-good' || token === 'fb-no-issued-at') && url.searchParams.get('access_token') === 'fb-app|fb-secret';
      const issued = token === 'fb-good' ? { issued_at: Math.floor(Date.now() / 1000) } : {};
      return res.end(
        JSON.stringify({
          data: {
            is_valid: ok || token === 'fb-other-app',
            app_id: token === 'fb-other-app' ? 'someone-else' : 'fb-app',
            user_id: '777',
            ...issued,
          },
        }),
      );
    }
    if (url.pathname === '/graph/me') return res.end(JSON.stringify({ id: '777', name: 'Fay Book', email: 'fay@example.com' }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  return { close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(DRIVERS)('social sign-in with real protocols on %s (medium)', (driver) => {
  let t: TestApp;
  let stubs: Awaited<ReturnType<typeof startStubs>>;
  let key: CryptoKey;
  const port = driver === 'pglite' ? 3663 : 3664;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    key = pair.privateKey;
    stubs = await startStubs(port, { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
    t = await createTestApp(driver, {
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
      FACEBOOK_APP_ID: 'fb-app',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_GRAPH_URL: `http://127.0.0.1:${port}/graph`,
      TELEGRAM_BOT_TOKEN: BOT,
      TELEGRAM_BOT_NAME: 'hapa_test_bot',
      AUTH_SANDBOX: 'false',
    });
  });
  afterAll(async () => {
    await t?.close();
    await stubs?.close();
  });

  it('allows Google Identity Services, the Facebook SDK and the Telegram widget in the CSP because their keys are set', async () => {
    const csp = String((await t.call('GET', '/api/health')).res.headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client https://connect.facebook.net/en_US/sdk.js https://telegram.org/js/telegram-widget.js",
    );
    expect(csp).toContain(
      "frame-src 'self' https://accounts.google.com/gsi/ https://www.facebook.com https://web.facebook.com https://oauth.telegram.org",
    );
    expect(csp).toContain('https://graph.facebook.com');
    expect(csp).toContain('https://accounts.google.com/gsi/style');
    expect((await t.call('GET', '/api/auth/providers')).body.data.find((p: { name: string }) => p.name === 'google')).toEqual({
      name: 'google',
      mode: 'live',
      clientId: 'test-client',
    });
  });

  const googleToken = (claims: Record<string, unknown>, opts: { aud?: string; iss?: string; exp?: string; sub?: string } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(opts.iss ?? 'https://accounts.google.com')
      .setAudience(opts.aud ?? 'test-client')
      .setSubject(opts.sub ?? 'g-1')
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '5m')
      .sign(key);

  it('lists the live providers', async () => {
    const r = await t.call('GET', '/api/auth/providers');
    expect(r.body.data).toEqual([
      { name: 'google', mode: 'live', clientId: 'test-client' },
      { name: 'facebook', mode: 'live', appId: 'fb-app' },
      { name: 'telegram', mode: 'live', botId: '123456', botName: 'hapa_test_bot' },
    ]);
  });

  it('Google: a valid ID token creates the account, then signs in again; bad tokens are refused', async () => {
    const idToken = await googleToken({ email: 'gina@example.com', email_verified: true, name: 'Gina' });
    // a first sign-in creates nothing until the player confirms 18+
    for (const ageConfirmed of [undefined, false]) {
      const unconfirmed = await t.call('POST', '/api/user/login/google', { body: { idToken, ageConfirmed } });
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.body).toEqual({
        code: 'user.error.age_confirm',
        msg: 'Please confirm that you are 18 or older to create an account',
      });
    }
    const first = await t.call('POST', '/api/user/login/google', { body: { idToken, ageConfirmed: true } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ is_new_user: true, nickname: 'Gina', channel_type: 'web' });
    expect(first.body.data.authorization).toBe(`Bearer ${first.body.data.uid}:${first.body.data.token}:web`);
    // the linked account signs in directly, no confirmation asked again
    const again = await t.call('POST', '/api/user/login/google', { body: { idToken } });
    expect(again.body.data).toMatchObject({ uid: first.body.data.uid, is_new_user: false });
    const profile = (await t.call('GET', '/api/user/profile', { auth: again.body.data.authorization })).body.data;
    expect(profile).toMatchObject({
      email: 'gina@example.com',
      emailVerified: true,
      linkedMethods: ['email', 'google'],
      hasPassword: false,
    });
    for (const bad of [
      await googleToken({}, { aud: 'other-client', sub: 'g-2' }),
      await googleToken({}, { iss: 'https://evil.example', sub: 'g-2' }),
      await googleToken({}, { exp: '-1m', sub: 'g-2' }),
      idToken.slice(0, -4) + 'AAAA',
      'not-a-jwt',
    ]) {
      const r = await t.call('POST', '/api/user/login/google', { body: { idToken: bad } });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('user.error.social_invalid');
    }
  });

  it('a Google sign-up carrying a referral code binds the referral and records the sign-up footprint; a later sign-in binds nothing', async () => {
    const referrer = await t.register();
    const idToken = await googleToken({ email: 'refd@example.com', email_verified: true, name: 'Refd' }, { sub: 'g-referred' });
    const headers = { 'x-device-id': 'device-social-ref-1' };
    const first = await t.call('POST', '/api/user/login/google', {
      body: { idToken, ageConfirmed: true, referral: { code: friendCodeOf(referrer.uid), channel: 'tg' } },
      headers,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ is_new_user: true, invited: true });
    const uid = first.body.data.uid as number;
    const ref = rowsOf<{ referrer_id: number; code: string; channel: string | null; device_id: string | null }>(
      await t.s.dbHandle.db.execute(sql`select referrer_id, code, channel, device_id from referrals where referred_id = ${uid}`),
    );
    expect(ref).toEqual([{ referrer_id: referrer.uid, code: friendCodeOf(referrer.uid), channel: 'tg', device_id: 'device-social-ref-1' }]);
    const prints = rowsOf<{ device_id: string | null }>(
      await t.s.dbHandle.db.execute(sql`select device_id from referral_footprints where user_id = ${uid}`),
    );
    expect(prints.map((r) => r.device_id)).toEqual(['device-social-ref-1']);
    expect((await t.call('GET', '/api/distribution/referrals', { auth: referrer.auth })).body.data.total).toBe(1);
    // signing in again with another code changes nothing; a bad code never fails a sign-up
    const other = await t.register();
    const again = await t.call('POST', '/api/user/login/google', { body: { idToken, referral: { code: friendCodeOf(other.uid) } } });
    expect(again.body.data).toMatchObject({ uid, is_new_user: false });
    expect(again.body.data.invited).toBeUndefined();
    expect((await t.call('GET', '/api/distribution/referrals', { auth: other.auth })).body.data.total).toBe(0);
    const bad = await t.call('POST', '/api/user/login/google', {
      body: {
        idToken: await googleToken({ email: 'refbad@example.com', email_verified: true }, { sub: 'g-refbad' }),
        ageConfirmed: true,
        referral: { code: 'NOSUCHCODE' },
      },
    });
    expect(bad.body.data).toMatchObject({ is_new_user: true });
    expect(bad.body.data.invited).toBeUndefined();
  });

  it('the same email links only after the existing account proves itself', async () => {
    const p = await t.register('linda@example.com');
    const idToken = await googleToken({ email: 'linda@example.com', email_verified: true }, { sub: 'g-linda' });
    const refused = await t.call('POST', '/api/user/login/google', { body: { idToken, ageConfirmed: true } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('user.error.link_required');
    expect((await t.call('POST', '/api/user/link/google', { body: { idToken } })).status).toBe(401);
    expect((await t.call('POST', '/api/user/link/google', { auth: p.auth, body: { idToken } })).status).toBe(200);
    const ok = await t.call('POST', '/api/user/login/google', { body: { idToken } });
    expect(ok.body.data).toMatchObject({ uid: p.uid, is_new_user: false });
    const other = await t.register();
    expect((await t.call('POST', '/api/user/link/google', { auth: other.auth, body: { idToken } })).body.code).toBe(
      'user.error.social_linked',
    );
  });

  it('Facebook: debug_token must be valid for our app; /me gives the identity', async () => {
    expect((await t.call('POST', '/api/user/login/facebook', { body: { accessToken: 'fb-good' } })).body.code).toBe(
      'user.error.age_confirm',
    );
    const r = await t.call('POST', '/api/user/login/facebook', { body: { accessToken: 'fb-good', ageConfirmed: true } });
    expect(r.status).toBe(200);
    expect(r.body.data.nickname).toBe('Fay Book');
    expect((await t.call('POST', '/api/user/login/facebook', { body: { accessToken: 'fb-other-app' } })).body.code).toBe(
      'user.error.social_invalid',
    );
    expect((await t.call('POST', '/api/user/login/facebook', { body: { accessToken: 'fb-bad' } })).body.code).toBe(
      'user.error.social_invalid',
    );
  });

  it('Facebook re-authentication for deletion: a token without issued_at is stale, one just issued deletes', async () => {
    const s = (await t.call('POST', '/api/user/login/facebook', { body: { accessToken: 'fb-good' } })).body.data;
    expect((await t.call('GET', '/api/user/profile', { auth: s.authorization })).body.data).toMatchObject({
      hasPassword: false,
      linkedMethods: ['email', 'facebook'],
    });
    // no password to give: asking with one is refused with its own message
    const pw = await t.call('POST', '/api/user/delete', { auth: s.authorization, body: { password: 'secret123' } });
    expect(pw.body).toEqual({
      code: 'user.error.no_password',
      msg: 'This account has no password: confirm with the sign-in method linked to it',
    });
    const unknownAge = await t.call('POST', '/api/user/delete', {
      auth: s.authorization,
      body: { provider: 'facebook', credential: { accessToken: 'fb-no-issued-at' } },
    });
    expect(unknownAge.status).toBe(401);
    expect(unknownAge.body.code).toBe('user.error.social_stale');
    expect((await t.call('GET', '/api/user/base_info', { auth: s.authorization })).status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/user/delete', {
          auth: s.authorization,
          body: { provider: 'facebook', credential: { accessToken: 'fb-good' } },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/user/base_info', { auth: s.authorization })).status).toBe(401);
  });

  it('Telegram: Mini App initData and Login Widget fields signed with the bot token', async () => {
    const initData = signInitData({ user: { id: 4242, first_name: 'Tim' } } as never, BOT, new Date());
    // the Mini App auto sign-in of a new player asks for 18+ first, then creates the account
    expect((await t.call('POST', '/api/user/login/telegram', { body: { initData } })).body.code).toBe('user.error.age_confirm');
    const r = await t.call('POST', '/api/user/login/telegram', { body: { initData, ageConfirmed: true } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ nickname: 'Tim', channel_type: 'telegram', is_new_user: true });
    const forged = signInitData({ user: { id: 4242, first_name: 'Tim' } } as never, 'another:bot-token', new Date());
    expect((await t.call('POST', '/api/user/login/telegram', { body: { initData: forged } })).body.code).toBe('user.error.social_invalid');
    const old = signInitData({ user: { id: 4242, first_name: 'Tim' } } as never, BOT, new Date(Date.now() - 2 * 86_400_000));
    expect((await t.call('POST', '/api/user/login/telegram', { body: { initData: old } })).body.code).toBe('user.error.social_invalid');
    const fields = { id: 4242, first_name: 'Tim', auth_date: Math.floor(Date.now() / 1000) };
    const widget = await t.call('POST', '/api/user/login/telegram', { body: { ...fields, hash: telegramWidgetHash(fields, BOT) } });
    expect(widget.body.data).toMatchObject({ uid: r.body.data.uid, is_new_user: false });
    const tampered = await t.call('POST', '/api/user/login/telegram', {
      body: { ...fields, id: 4243, hash: telegramWidgetHash(fields, BOT) },
    });
    expect(tampered.body.code).toBe('user.error.social_invalid');
    const profile = (await t.call('GET', '/api/user/profile', { auth: r.body.data.authorization })).body.data;
    expect(profile.linkedMethods).toEqual(['telegram']);
    // an older client's initData has no `signature`: its hash covers every field it has, so it signs in too
    const older = signInitDataFields(
      {
        auth_date: String(Math.floor(Date.now() / 1000)),
        query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
        user: JSON.stringify({ id: 4242, first_name: 'Tim' }),
      },
      BOT,
    );
    expect(older).not.toContain('signature');
    const again = await t.call('POST', '/api/user/login/telegram', { body: { initData: older } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ uid: r.body.data.uid, is_new_user: false });
  });

  it('the sandbox is off here', async () => {
    const r = await t.call('POST', '/api/auth/sandbox/google/issue', { body: { email: 'x@example.com', name: 'X' } });
    expect(r.body.code).toBe('user.error.social_disabled');
  });
});

describe('auth sandbox (medium)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('issues signed test identities that sign in through each provider endpoint', async () => {
    expect((await t.call('GET', '/api/auth/providers')).body.data).toEqual([
      { name: 'google', mode: 'sandbox' },
      { name: 'facebook', mode: 'sandbox' },
      { name: 'telegram', mode: 'sandbox' },
    ]);
    for (const [provider, path] of [
      ['google', 'google'],
      ['facebook', 'facebook'],
      ['telegram', 'telegram'],
    ] as const) {
      const issued = await t.call('POST', `/api/auth/sandbox/${provider}/issue`, {
        body: { email: `sbx-${provider}@example.com`, name: 'Sandy' },
      });
      expect(issued.status).toBe(200);
      const r = await t.call('POST', `/api/user/login/${path}`, { body: { ...issued.body.data, ageConfirmed: true } });
      expect(r.status).toBe(200);
      expect(r.body.data.nickname).toBe('Sandy');
    }
    const google = (await t.call('POST', '/api/auth/sandbox/google/issue', { body: { email: 'sbx-google@example.com', name: 'Sandy' } }))
      .body.data;
    expect(google.idToken.split('.')).toHaveLength(3);
    const fake = { accessToken: 'fbsbx.eyJzdWIiOiIxIn0.AAAA' };
    expect((await t.call('POST', '/api/user/login/facebook', { body: fake })).body.code).toBe('user.error.social_invalid');
  });

  it('names no Google, Facebook or Telegram origin in the CSP without their keys', async () => {
    const csp = String((await t.call('GET', '/api/health')).res.headers['content-security-policy']);
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).not.toContain('facebook');
    expect(csp).not.toContain('telegram-widget');
    expect(csp).not.toContain('oauth.telegram.org');
    expect(csp).toContain("script-src 'self';");
  });

  it('is not offered in production without keys', async () => {
    const prod = await createTestApp('pglite', { NODE_ENV: 'production' });
    try {
      expect((await prod.call('GET', '/api/auth/providers')).body.data).toEqual([]);
      expect((await prod.call('POST', '/api/user/login/google', { body: { idToken: 'x' } })).body.code).toBe('user.error.social_disabled');
    } finally {
      await prod.close();
    }
  });
});
