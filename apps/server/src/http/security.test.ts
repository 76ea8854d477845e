import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('rate limits and secure headers (medium, PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_PER_MINUTE: '8' });
  });
  afterAll(async () => t?.close());

  it('limits login attempts per client with 429 error.too_many_requests', async () => {
    const body = { email: 'nobody@example.com', password: 'secret123' };
    const statuses: number[] = [];
    let last: any;
    for (let i = 0; i < 4; i++) {
      const r = await t.call('POST', '/api/user/login/email/login', { body });
      statuses.push(r.status);
      last = r.body;
    }
    // auth routes allow a quarter of RATE_LIMIT_PER_MINUTE: 2 per minute here
    expect(statuses).toEqual([401, 401, 429, 429]);
    expect(last).toEqual({ code: 'error.too_many_requests', msg: 'Too many requests, please try again later' });
  });

  it('limits money routes per player, not per IP', async () => {
    // sign up through the service so the registration limit does not interfere
    const a = { auth: (await t.s.auth.register('limit-a@example.com', 'secret123')).authorization };
    const b = { auth: (await t.s.auth.register('limit-b@example.com', 'secret123')).authorization };
    const results = [];
    for (let i = 0; i < 10; i++)
      results.push((await t.call('POST', '/api/user/store/recovery', { auth: a.auth, body: { ids: [999_999] } })).status);
    expect(results.slice(0, 8).every((s) => s === 404)).toBe(true);
    expect(results.slice(8)).toEqual([429, 429]);
    // another player from the same IP still has their own allowance
    expect((await t.call('POST', '/api/user/store/recovery', { auth: b.auth, body: { ids: [999_999] } })).status).toBe(404);
  });

  it('sends secure headers on pages and API answers', async () => {
    const r = await t.call('GET', '/api/item/list');
    expect(r.res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(r.res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(r.res.headers['content-security-policy'])).toContain('frame-ancestors');
    expect(r.res.headers['strict-transport-security']).toBeTruthy();
  });
});
