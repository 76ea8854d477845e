import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('bot check on sign-up, login and reset (medium)', () => {
  let t: TestApp;
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const form = new URLSearchParams(data);
      const token = form.get('response');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          form.get('secret') === 'bot-secret' && token?.startsWith('good')
            ? { success: true, score: token === 'good-low' ? 0.2 : 0.9 }
            : { success: false },
        ),
      );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(3667, '127.0.0.1', () => r()));
    t = await createTestApp('pglite', {
      BOT_CHECK_SECRET: 'bot-secret',
      BOT_CHECK_SITE_KEY: 'site-key-1',
      BOT_CHECK_VERIFY_URL: 'http://127.0.0.1:3667/siteverify',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  const register = (token?: string) =>
    t.call('POST', '/api/user/register/v2', {
      body: { email: `bot-${Math.random()}@example.com`, password: 'secret123', ageConfirmed: true },
      headers: token ? { 'x-bot-token': token } : {},
    });

  it('needs a verified token with a good score', async () => {
    expect((await register()).body.code).toBe('google_recaptcha.error.browser_error');
    expect((await register('bad')).body.code).toBe('google_recaptcha.error.verify_fail');
    expect((await register('good-low')).body.code).toBe('google_recaptcha.error.verify_fail');
    expect((await register('good')).status).toBe(200);
    expect((await t.call('POST', '/api/user/repassword/email_code', { body: { email: 'a@example.com' } })).status).toBe(400);
    expect(
      (await t.call('POST', '/api/user/repassword/email_code', { body: { email: 'a@example.com' }, headers: { 'x-bot-token': 'good' } }))
        .status,
    ).toBe(200);
    expect((await t.call('GET', '/api/auth/providers')).status).toBe(200);
  });

  it('guards login: no token, a refused token or a low score never reach the password check', async () => {
    const email = `bot-login-${Math.random()}@example.com`;
    expect(
      (
        await t.call('POST', '/api/user/register/v2', {
          body: { email, password: 'secret123', ageConfirmed: true },
          headers: { 'x-bot-token': 'good' },
        })
      ).status,
    ).toBe(200);
    const login = (password: string, token?: string) =>
      t.call('POST', '/api/user/login/email/login', { body: { email, password }, headers: token ? { 'x-bot-token': token } : {} });
    expect((await login('secret123')).body.code).toBe('google_recaptcha.error.browser_error');
    expect((await login('secret123', 'bad')).body.code).toBe('google_recaptcha.error.verify_fail');
    expect((await login('secret123', 'good-low')).body.code).toBe('google_recaptcha.error.verify_fail');
    const wrong = await login('wrong-pass1', 'good');
    expect(wrong.body.code).not.toMatch(/^google_recaptcha/);
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const ok = await login('secret123', 'good');
    expect(ok.status).toBe(200);
    expect(ok.body.data.authorization).toMatch(/^Bearer /);
  });

  it('guards the password reset with a code (email/repassword) before the code is looked at', async () => {
    const body = { email: 'nobody@example.com', code: '123456', password: 'newsecret1' };
    const reset = (token?: string) =>
      t.call('POST', '/api/user/email/repassword', { body, headers: token ? { 'x-bot-token': token } : {} });
    expect((await reset()).body.code).toBe('google_recaptcha.error.browser_error');
    expect((await reset('bad')).body.code).toBe('google_recaptcha.error.verify_fail');
    // with a good token the request reaches the reset itself: an unknown email's code is the reset's own refusal
    expect((await reset('good')).body.code).toBe('user.error.verify_code');
  });
});

const csp = (r: { res: { headers: Record<string, unknown> } }) => String(r.res.headers['content-security-policy']);

describe('bot check in the public config and the CSP (medium)', () => {
  it('names the reCAPTCHA origins and the site key only when configured', async () => {
    const t = await createTestApp('pglite', { BOT_CHECK_SECRET: 'bot-secret', BOT_CHECK_SITE_KEY: 'site-key-1' });
    try {
      const r = await t.call('GET', '/api/sys/config');
      expect(r.body.data.botCheck).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
      expect(csp(r)).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
      expect(csp(r)).toMatch(/frame-src 'self' https:\/\/www\.google\.com\/recaptcha\//);
      expect(csp(r)).not.toContain('challenges.cloudflare.com');
    } finally {
      await t.close();
    }
  });
  it('names the Turnstile origin for Turnstile', async () => {
    const t = await createTestApp('pglite', {
      BOT_CHECK_PROVIDER: 'turnstile',
      BOT_CHECK_SECRET: 'bot-secret',
      BOT_CHECK_SITE_KEY: 'ts-key',
    });
    try {
      const r = await t.call('GET', '/api/sys/config');
      expect(r.body.data.botCheck).toEqual({ provider: 'turnstile', siteKey: 'ts-key' });
      expect(csp(r)).toContain("script-src 'self' https://challenges.cloudflare.com");
      expect(csp(r)).toContain("frame-src 'self' https://challenges.cloudflare.com");
      expect(csp(r)).not.toContain('google.com');
    } finally {
      await t.close();
    }
  });
  it("loads nothing without a site key (today's policy)", async () => {
    const t = await createTestApp('pglite');
    try {
      const r = await t.call('GET', '/api/sys/config');
      expect(r.body.data.botCheck).toBeNull();
      expect(csp(r)).toContain("script-src 'self';");
      expect(csp(r)).not.toContain('frame-src');
      expect(csp(r)).not.toMatch(/google|cloudflare/);
    } finally {
      await t.close();
    }
  });
});
