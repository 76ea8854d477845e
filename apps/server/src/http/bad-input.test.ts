import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@hapa/contracts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Every route answers garbage with a 4xx and a stable catalogue key, never a 500 (docs/architecture.md). */
describe('bad input on every route (medium, PGlite)', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    auth = (await t.register()).auth;
    await t.fund(Number(auth.split(' ')[1]!.split(':')[0]), 5_000);
  });
  afterAll(async () => t?.close());

  const garbage: { name: string; raw?: string; body?: unknown; contentType?: string }[] = [
    { name: 'invalid JSON', raw: '{"email": ', contentType: 'application/json' },
    { name: 'array body', body: [1, 2, 3] },
    { name: 'wrong types', body: { email: 42, password: false, amount: { x: 1 }, ids: 'all', client_seed: 7, type: 'nope' } },
    {
      name: 'huge strings',
      body: { email: 'a'.repeat(10_000), password: 'b'.repeat(10_000), client_seed: 'c'.repeat(5_000), amount: '9'.repeat(400) },
    },
    { name: 'text body', raw: 'hello', contentType: 'text/plain' },
  ];
  const paths = [
    '/api/user/register/v2',
    '/api/user/login/email/login',
    '/api/pay/sandbox/prepay',
    '/api/pay/stripe/prepay',
    '/api/pay/bogus/prepay',
    '/api/pay/sandbox/webhook',
    '/api/pay/sandbox/NOPE-ORDER/confirm',
    '/api/pay/sandbox/x/decline',
    '/api/user/store/recovery',
    '/api/user/client_seed/submit',
    '/api/user/open/abc/verify_v2',
    '/api/user/open/999999/verify_v2',
    '/api/item/abc/open',
    '/api/item/101/open/-1',
    '/api/item/101/open/1000000000000',
  ];

  it.each(paths)('POST %s answers 4xx with a stable key for every kind of garbage', async (path) => {
    for (const g of garbage) {
      const headers: Record<string, string> = { authorization: auth };
      if (g.contentType) headers['content-type'] = g.contentType;
      const r =
        g.raw !== undefined ? await t.call('POST', path, { raw: g.raw, headers }) : await t.call('POST', path, { body: g.body, headers });
      expect(r.status, `${path} ${g.name}: ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${path} ${g.name}: ${JSON.stringify(r.body)}`).toBeLessThan(500);
      expect(Object.keys(ERRORS), `${path} ${g.name}`).toContain(r.body.code);
      expect(typeof r.body.msg).toBe('string');
    }
  });

  it.each([
    '/api/item/list?sort=sideways',
    '/api/item/list?page=-3',
    '/api/item/list?minPrice=abc',
    '/api/item/abc/detail',
    '/api/item/0/detail',
    '/api/item/livedrops?limit=100000',
    '/api/user/seed_info?type=9',
    '/api/user/store/list?status=stolen',
    '/api/pay/order/x',
    '/api/no/such/route',
  ])('GET %s answers 4xx with a stable key', async (url) => {
    const r = await t.call('GET', url, { auth });
    expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(Object.keys(ERRORS)).toContain(r.body.code);
  });

  it('nothing was charged by any of it', async () => {
    const info = await t.call('GET', '/api/user/base_info', { auth });
    expect(info.body.data.coin).toBe(50);
  });
});
