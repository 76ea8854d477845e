import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { parseAuthorization } from './auth.service.ts';

describe.each(DRIVERS)('auth on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('signs up, returns the exact Authorization value, and base_info answers with it', async () => {
    const r = await t.call('POST', '/api/user/register/v2', {
      body: { email: 'Alice@Example.com', password: 'hunter2go', ageConfirmed: true },
    });
    expect(r.status).toBe(200);
    const s = r.body.data;
    expect(s.authorization).toBe(`Bearer ${s.uid}:${s.token}:${s.channel_type}`);
    expect(s.is_new_user).toBe(true);
    const info = await t.call('GET', '/api/user/base_info', { auth: s.authorization });
    expect(info.body.data).toMatchObject({ uid: s.uid, email: 'Alice@Example.com', coin: 0, level: 0 });
    const login = await t.call('POST', '/api/user/login/email/login', { body: { email: 'alice@example.com', password: 'hunter2go' } });
    expect(login.status).toBe(200);
    expect(login.body.data.is_new_user).toBe(false);
    expect(login.body.data.token).not.toBe(s.token);
  });

  it('gives the spec texts for bad input', async () => {
    const cases: [unknown, number, string, string][] = [
      [
        { email: 'bob@example.com', password: 'short1', ageConfirmed: true },
        400,
        'user.error.password_format',
        'It must contain at least 8 characters and 1 number',
      ],
      [
        { email: 'bob@example.com', password: 'longbutnodigits', ageConfirmed: true },
        400,
        'user.error.password_format',
        'It must contain at least 8 characters and 1 number',
      ],
      [{ email: 'not-an-email', password: 'secret123', ageConfirmed: true }, 400, 'validation.email', 'This field must be an email'],
      [{ email: '', password: 'secret123', ageConfirmed: true }, 400, 'validation.required', 'This field is required'],
    ];
    for (const [body, status, code, msg] of cases) {
      const r = await t.call('POST', '/api/user/register/v2', { body });
      expect(r.status).toBe(status);
      expect(r.body).toEqual({ code, msg });
    }
    // player protection: an explicit 18+ confirmation is required, never implied
    for (const ageConfirmed of [undefined, false]) {
      const r = await t.call('POST', '/api/user/register/v2', {
        body: { email: 'young@example.com', password: 'secret123', ageConfirmed },
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: 'user.error.age_confirm', msg: 'Please confirm that you are 18 or older to create an account' });
    }
    expect(
      (await t.call('POST', '/api/user/login/email/login', { body: { email: 'young@example.com', password: 'secret123' } })).status,
    ).toBe(401);
    await t.register('carol@example.com');
    const dup = await t.call('POST', '/api/user/register/v2', {
      body: { email: 'CAROL@example.com', password: 'secret123', ageConfirmed: true },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('error.email.exists');
    // an unknown email answers exactly like a wrong password (docs/architecture/production.md)
    const unknown = await t.call('POST', '/api/user/login/email/login', { body: { email: 'nobody@example.com', password: 'secret123' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: 'user.error.bad_credentials', msg: 'Incorrect email or password' });
    const wrong = await t.call('POST', '/api/user/login/email/login', { body: { email: 'carol@example.com', password: 'wrongpass1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('user.error.bad_credentials');
  });

  it('logout revokes the token', async () => {
    const p = await t.register();
    expect((await t.call('POST', '/api/user/logout', { auth: p.auth })).status).toBe(200);
    const after = await t.call('GET', '/api/user/base_info', { auth: p.auth });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('user.error.login_expired');
  });
});

describe('parseAuthorization (small)', () => {
  it('accepts only the exact shape', () => {
    const token = 'a'.repeat(64);
    expect(parseAuthorization(`Bearer 12:${token}:web`)).toEqual({ uid: 12, token, channelType: 'web' });
    expect(parseAuthorization(`Bearer 12:${token}`)).toBeNull();
    expect(parseAuthorization(`Basic 12:${token}:web`)).toBeNull();
    // one canonical form per uid (docs/architecture/production.md)
    for (const uid of ['012', '+12', ' 12', '12 ', '1e1', '0', '2147483648', '99999999999'])
      expect(parseAuthorization(`Bearer ${uid}:${token}:web`), uid).toBeNull();
    expect(parseAuthorization(` Bearer 12:${token}:web`)).toBeNull();
    expect(parseAuthorization(`Bearer 12:${token}:web `)).toBeNull();
    expect(parseAuthorization(`Bearer 2147483647:${token}:web`)).toEqual({ uid: 2147483647, token, channelType: 'web' });
    expect(parseAuthorization(undefined)).toBeNull();
  });
});
