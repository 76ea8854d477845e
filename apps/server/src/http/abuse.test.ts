import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../test/harness.ts';
import { LOGIN_MAX_ATTEMPTS, LOGIN_WINDOW_MS } from '../modules/auth/auth.service.ts';

/** Abuse-proof rate limits and login (docs/architecture/production.md), on the real HTTP app. */

const TOKEN = 'ab'.repeat(32);
const LOGIN = '/api/user/login/email/login';
const MONEY = '/api/user/store/recovery'; // a money route: RATE_LIMIT_PER_MINUTE per bucket

/** One request from a chosen client address (and optional X-Forwarded-For), as the network would send it. */
async function from(
  t: TestApp,
  remoteAddress: string,
  method: 'GET' | 'POST',
  url: string,
  opts: { auth?: string; body?: unknown; xff?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.auth) headers.authorization = opts.auth;
  if (opts.xff) headers['x-forwarded-for'] = opts.xff;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.inject({
    method,
    url,
    remoteAddress,
    headers,
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A player signed up through the service, so the sign-up rate limit of these tests does not interfere. */
let seq = 0;
async function player(t: TestApp) {
  const email = `abuse-${++seq}-${Date.now()}@example.com`;
  const s = await t.s.auth.register(email, 'secret123');
  return { uid: s.uid, auth: s.authorization, email };
}

describe.each(DRIVERS)('rate-limit buckets on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { RATE_LIMIT_PER_MINUTE: '8' });
  });
  afterAll(async () => t?.close());

  it('an unverified Authorization prefix neither escapes the per-address limit nor drains the named player', async () => {
    const victim = await player(t);
    // the attacker forges a different "uid" on every request: all of them share the attacker's address bucket
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await from(t, '203.0.113.7', 'POST', MONEY, { auth: `Bearer ${i + 1}:${TOKEN}:web`, body: { ids: [1] } })).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);
    // ... and naming the victim's uid from there does not touch the victim's own bucket
    for (let i = 0; i < 10; i++)
      await from(t, '203.0.113.8', 'POST', MONEY, { auth: `Bearer ${victim.uid}:${TOKEN}:web`, body: { ids: [1] } });
    const own = await from(t, '198.51.100.20', 'POST', MONEY, { auth: victim.auth, body: { ids: [999_999] } });
    expect(own.status, JSON.stringify(own.body)).toBe(404);
    expect(own.body.code).toBe('store.error.not_found');
  });

  it('a verified player keeps one bucket across addresses', async () => {
    const p = await player(t);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await from(t, `192.0.2.${i + 1}`, 'POST', MONEY, { auth: p.auth, body: { ids: [999_999] } })).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(404));
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('without TRUST_PROXY a spoofed X-Forwarded-For does not pick the bucket', async () => {
    // auth routes allow a quarter of RATE_LIMIT_PER_MINUTE: 2 per minute here
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await from(t, '203.0.113.50', 'POST', LOGIN, {
            xff: `10.9.9.${i + 1}`,
            body: { email: `xff${i}@example.com`, password: 'secret123' },
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('refuses every non-canonical spelling of a valid session with 401 in the envelope', async () => {
    const p = await player(t);
    const rest = p.auth.slice(`Bearer ${p.uid}`.length); // ":<token>:web"
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).status).toBe(200);
    const variants = [
      `Bearer 0${p.uid}${rest}`,
      `Bearer 00${p.uid}${rest}`,
      `Bearer +${p.uid}${rest}`,
      `Bearer  ${p.uid}${rest}`,
      `bearer ${p.uid}${rest}`,
      `Bearer ${p.uid}${rest.toUpperCase()}`,
      `${p.auth}\t`,
      `${p.auth}:x`,
    ];
    for (const auth of variants) {
      const r = await t.call('GET', '/api/user/base_info', { auth });
      expect(r.status, auth).toBe(401);
      expect(r.body, auth).toEqual({ code: 'user.error.login_expired', msg: 'Your login has expired, please log in again' });
    }
  });
});

describe('TRUST_PROXY (medium, PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_PER_MINUTE: '8', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('believes X-Forwarded-For from a named proxy only', async () => {
    const viaProxy: number[] = [];
    for (let i = 0; i < 4; i++)
      viaProxy.push(
        (
          await from(t, '127.0.0.1', 'POST', LOGIN, {
            xff: `10.1.1.${i + 1}`,
            body: { email: `proxy${i}@example.com`, password: 'secret123' },
          })
        ).status,
      );
    expect(viaProxy).toEqual([401, 401, 401, 401]); // four clients behind the proxy, one request each
    const notProxy: number[] = [];
    for (let i = 0; i < 4; i++)
      notProxy.push(
        (
          await from(t, '203.0.113.99', 'POST', LOGIN, {
            xff: `10.2.2.${i + 1}`,
            body: { email: `direct${i}@example.com`, password: 'secret123' },
          })
        ).status,
      );
    expect(notProxy).toEqual([401, 401, 429, 429]); // the header from an unnamed peer is ignored
  });

  it('refuses a malformed TRUST_PROXY at start, naming the variable', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' } as NodeJS.ProcessEnv)).toThrow(/TRUST_PROXY/);
    expect(loadConfig({} as NodeJS.ProcessEnv).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' } as NodeJS.ProcessEnv).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } as NodeJS.ProcessEnv).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});

describe.each(DRIVERS)('login throttling and enumeration on %s (medium)', (driver) => {
  let t: TestApp;
  let now = new Date('2026-03-01T10:00:00Z').getTime();
  beforeAll(async () => {
    // per-address limit on (TRUST_PROXY lets each request come from its own address), clock held by the test
    t = await createTestApp(driver, { RATE_LIMIT_PER_MINUTE: '8', TRUST_PROXY: '127.0.0.1' }, { clock: { now: () => new Date(now) } });
  });
  afterAll(async () => t?.close());

  it('throttles one account attacked from many addresses, and the right password works after the window', async () => {
    const p = await player(t);
    let ip = 0;
    const attempt = (password: string) =>
      from(t, '127.0.0.1', 'POST', LOGIN, { xff: `100.64.${Math.floor(++ip / 250)}.${ip % 250}`, body: { email: p.email, password } });
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i++) {
      const r = await attempt(`wrong${i}pass`);
      expect(r.body.code).toBe('user.error.bad_credentials');
    }
    for (const password of ['wrong99pass', 'secret123']) {
      const r = await attempt(password);
      expect(r.status).toBe(429);
      expect(r.body).toEqual({ code: 'user.error.too_many_attempts', msg: 'Too many attempts, please try again later' });
    }
    // the same throttle for an email nobody registered: it tells nothing about which emails exist
    const ghost: string[] = [];
    for (let i = 0; i <= LOGIN_MAX_ATTEMPTS; i++)
      ghost.push(
        (
          await from(t, '127.0.0.1', 'POST', LOGIN, {
            xff: `100.65.0.${i + 1}`,
            body: { email: 'ghost-throttle@example.com', password: 'secret123' },
          })
        ).body.code,
      );
    expect(ghost).toEqual([...Array(LOGIN_MAX_ATTEMPTS).fill('user.error.bad_credentials'), 'user.error.too_many_attempts']);
    now += LOGIN_WINDOW_MS - 1_000;
    expect((await attempt('secret123')).status).toBe(429); // still inside the window
    now += 1_000;
    const ok = await attempt('secret123');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.uid).toBe(p.uid);
    // a success forgets the count: the next wrong password is an ordinary 401 again
    expect((await attempt('wrong1pass')).body.code).toBe('user.error.bad_credentials');
  });

  it('answers an unknown email exactly like a wrong password, after the same argon2 work', async () => {
    const p = await player(t);
    const unknown = await from(t, '127.0.0.1', 'POST', LOGIN, {
      xff: '100.70.0.1',
      body: { email: 'never-registered@example.com', password: 'secret123' },
    });
    const wrong = await from(t, '127.0.0.1', 'POST', LOGIN, { xff: '100.70.0.2', body: { email: p.email, password: 'wrong1pass' } });
    expect(unknown).toEqual(wrong);
    expect(unknown).toEqual({ status: 401, body: { code: 'user.error.bad_credentials', msg: 'Incorrect email or password' } });
    // timing: interleaved runs compared by their fastest (the least disturbed by other load on the machine);
    // an unknown email used to skip argon2 (well under a tenth of the time), so a third is a safe bar
    const times = { unknown: [] as number[], wrong: [] as number[] };
    for (let i = 0; i < 6; i++) {
      for (const kind of ['unknown', 'wrong'] as const) {
        const started = performance.now();
        await from(t, '127.0.0.1', 'POST', LOGIN, {
          xff: `100.71.${i}.${kind === 'wrong' ? 1 : 2}`,
          body: { email: kind === 'wrong' ? p.email : `ghost${i}@example.com`, password: `wrong${i}pass` },
        });
        times[kind].push(performance.now() - started);
      }
    }
    expect(Math.min(...times.unknown)).toBeGreaterThan(Math.min(...times.wrong) / 3);
  });
});
