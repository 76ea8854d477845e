import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MAX_INT4 } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../test/harness.ts';

/** Every bad input gets a 4xx in the `{code, msg}` envelope, never a 500 and never an echo (docs/architecture/production.md). */

const isEnvelopeError = (body: unknown) =>
  !!body &&
  typeof body === 'object' &&
  typeof (body as { code: unknown }).code === 'string' &&
  typeof (body as { msg: unknown }).msg === 'string' &&
  Object.keys(ERRORS).includes((body as { code: string }).code);

/** Sends `raw` bytes on a fresh TCP connection and returns the status and body of the answer. */
function rawRequest(port: number, raw: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', () => undefined); // the server may reset after answering
    socket.on('close', () => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (!m) return reject(new Error(`no HTTP answer: ${JSON.stringify(data.slice(0, 200))}`));
      resolve({ status: Number(m[1]), body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(raw);
    socket.setTimeout(5_000, () => socket.destroy());
  });
}

describe.each(DRIVERS)('bad input answers in the envelope on %s (medium)', (driver) => {
  let t: TestApp;
  let auth: string;
  let uid: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ auth, uid } = await t.register());
    await t.fund(uid, 5_000);
  });
  afterAll(async () => t?.close());

  it('refuses U+0000 anywhere with 400 error.invalid_parameter', async () => {
    const cases: [string, string, { body?: unknown; headers?: Record<string, string> }][] = [
      ['GET', '/api/item/list?keyword=a%00b', {}],
      ['GET', '/api/item/search?keyword=%00', {}],
      ['GET', '/api/battle/v2/pre_boxes?keyword=x%00', {}],
      ['GET', '/api/pay/config/v4?siteCode=K%00E', {}],
      ['GET', '/api/pay/config/v4', { headers: { sitecode: 'KE\u0000' } }],
      ['GET', '/api/pay/order/ABCDEF%00123', {}],
      ['GET', '/api/pay/crypto_price/BT%00C', {}],
      ['POST', '/api/user/register/v2', { body: { email: 'nul\u0000@example.com', password: 'secret123', ageConfirmed: true } }],
      ['POST', '/api/user/login/email/login', { body: { email: 'a@example.com', password: 'pass\u0000word1' } }],
      ['POST', '/api/user/client_seed/submit', { body: { client_seed: 'seed\u0000', type: 'client' } }],
      ['POST', '/api/pay/sandbox/prepay', { body: { amount: 50, orderType: 1, referUrl: '/box\u0000' } }],
      ['POST', '/api/pay/sandbox/prepay?siteCode=%00', { body: { amount: 50, orderType: 1 } }],
      ['POST', '/api/gift/prepay', { body: { giftSendLogId: 1, payType: 'sandbox', referUrl: '\u0000' } }],
      [
        'POST',
        '/api/battle/v2/create',
        { body: { boxes: [{ boxId: 110, count: 1 }], seats: 2, name: 'x\u0000', nested: { deep: ['ok', { k: 'v\u0000' }] } } },
      ],
      ['POST', '/api/item/110/open', { headers: { 'idempotency-key': 'key\u0000key' } }],
    ];
    for (const [method, url, opts] of cases) {
      const r = await t.call(method, url, { auth, ...opts });
      expect(r.status, `${method} ${url} ${JSON.stringify(r.body)}`).toBe(400);
      expect(r.body.code, `${method} ${url}`).toBe('error.invalid_parameter');
      expect(r.body.msg).not.toContain('\u0000');
    }
    expect((await t.call('GET', '/api/user/base_info', { auth })).body.data.coin).toBe(50); // nothing charged
  });

  it('bounds every numeric id by int4: above it, negative or not a number is a 4xx, never a 500', async () => {
    const bad = [String(MAX_INT4 + 1), '99999999999', '1e10', '-1', '0', 'abc', '1.5', '0x10', '9'.repeat(40)];
    const routes = [
      'GET /api/item/:id/detail',
      'GET /api/item/:id/drops',
      'POST /api/item/:id/open',
      'POST /api/item/:id/open/1',
      'POST /api/item/:id/collect',
      'POST /api/user/open/:id/verify_v2',
      'POST /api/bean/:id/recharge',
    ];
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      for (const id of bad) {
        const r = await t.call(method, path.replace(':id', id), { auth });
        expect(r.status, `${route} ${id} ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${route} ${id}`).toBeLessThan(500);
        expect(isEnvelopeError(r.body), `${route} ${id}`).toBe(true);
      }
      // the largest int4 is a well-formed id that does not exist: not found (or an empty list), never a 500
      const max = await t.call(method, path.replace(':id', String(MAX_INT4)), { auth });
      expect(max.status, `${route} max ${JSON.stringify(max.body)}`).toBeLessThan(500);
      if (max.status >= 400) expect(max.status, route).toBe(404);
    }
    for (const body of [{ ids: [MAX_INT4 + 1] }, { ids: [-1] }, { ids: [true] }]) {
      const r = await t.call('POST', '/api/user/store/recovery', { auth, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const battle = await t.call('POST', '/api/battle/v2/create', {
      auth,
      body: { boxes: [{ boxId: 99_999_999_999, count: 1 }], type: 'singled' },
    });
    expect(battle.status, JSON.stringify(battle.body)).toBe(400);
    expect(battle.body.msg).toContain('boxes.0.boxId');
    const gift = await t.call('POST', '/api/gift/prepay', { auth, body: { giftSendLogId: 99_999_999_999, payType: 'sandbox' } });
    expect(gift.status).toBe(400);
  });

  it("answers Fastify's own errors in the envelope with stable keys and without echoing the request", async () => {
    const secret = 'ECHO-ME-7f3a';
    const cases: [string, { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string }, number, string][] = [
      [
        'malformed JSON',
        {
          method: 'POST',
          url: '/api/user/login/email/login',
          headers: { 'content-type': 'application/json' },
          payload: `{"email": "${secret}`,
        },
        400,
        'error.invalid_parameter',
      ],
      [
        'empty JSON body',
        { method: 'POST', url: '/api/user/login/email/login', headers: { 'content-type': 'application/json' }, payload: '' },
        400,
        'error.invalid_parameter',
      ],
      [
        '415',
        { method: 'POST', url: '/api/user/login/email/login', headers: { 'content-type': `application/x-${secret}` }, payload: secret },
        415,
        'error.unsupported_media_type',
      ],
      [
        '413',
        {
          method: 'POST',
          url: '/api/user/login/email/login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: secret, password: 'x'.repeat(70_000) }),
        },
        413,
        'error.payload_too_large',
      ],
      ['414 long path parameter', { method: 'GET', url: `/api/pay/order/${secret}${'A'.repeat(200)}` }, 414, 'error.uri_too_long'],
      ['414 long address', { method: 'GET', url: `/api/item/list?keyword=${secret}${'a'.repeat(9_000)}` }, 414, 'error.uri_too_long'],
      ['bad %-encoding', { method: 'GET', url: `/api/pay/order/%zz${secret}` }, 400, 'error.bad_request'],
      ['unknown route', { method: 'GET', url: `/api/${secret}` }, 404, 'error.not_found'],
    ];
    for (const [name, req, status, code] of cases) {
      const res = await t.app.inject(req);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.json().code, name).toBe(code);
      expect(isEnvelopeError(res.json()), name).toBe(true);
      expect(res.body, name).not.toContain(secret);
    }
  });

  it('answers what only a listening server sees (431, 414, bad header characters) in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const secret = 'ECHO-ME-91bc';
    const cases: [string, string, number, string][] = [
      [
        '431 headers too large',
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${secret}${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'error.headers_too_large',
      ],
      [
        '431 address beyond the header limit',
        `GET /api/item/list?keyword=${secret}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        431,
        'error.headers_too_large',
      ],
      [
        '414 long address',
        `GET /api/item/list?keyword=${secret}${'a'.repeat(10_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        414,
        'error.uri_too_long',
      ],
      ['NUL in a header', `GET /api/pay/config/v4 HTTP/1.1\r\nHost: x\r\nsiteCode: K\u0000${secret}\r\n\r\n`, 400, 'error.bad_request'],
      ['control character in a header', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001${secret}\r\n\r\n`, 400, 'error.bad_request'],
      ['garbage request line', `${secret} \u0001\u0002 HTTP/9\r\n\r\n`, 400, 'error.bad_request'],
    ];
    for (const [name, raw, status, code] of cases) {
      const r = await rawRequest(port, raw);
      expect(r.status, `${name}: ${r.body.slice(0, 200)}`).toBe(status);
      const body = JSON.parse(r.body);
      expect(body.code, name).toBe(code);
      expect(isEnvelopeError(body), name).toBe(true);
      expect(r.body, name).not.toContain(secret);
    }
  });
});
