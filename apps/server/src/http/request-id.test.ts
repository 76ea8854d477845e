import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { buildApp } from './app.ts';
import { genReqId } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids (medium, pglite): x-request-id honoured when safe, echoed, logged as reqId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('echoes a valid incoming x-request-id, on success, on errors and on unknown routes', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/user/base_info', 401],
      ['/api/no-such-route', 404],
    ] as const) {
      const r = await t.call('GET', url, { headers: { 'x-request-id': 'lb-7f3a.12:ab_C-9' } });
      expect(r.status).toBe(status);
      expect(r.res.headers['x-request-id']).toBe('lb-7f3a.12:ab_C-9');
    }
  });

  it('replaces a missing, too long or unsafe x-request-id with a random UUID', async () => {
    const seen = new Set<string>();
    for (const bad of [undefined, 'x'.repeat(65), 'has space', 'quote"d', 'semi;colon', 'new\\nline', '']) {
      const r = await t.call('GET', '/api/health', { headers: bad === undefined ? {} : { 'x-request-id': bad } });
      const id = String(r.res.headers['x-request-id']);
      expect(id, String(bad)).toMatch(UUID);
      seen.add(id);
    }
    expect(seen.size).toBe(7);
    expect(genReqId({ headers: { 'x-request-id': 'a'.repeat(64) } } as never)).toBe('a'.repeat(64));
    expect(genReqId({ headers: { 'x-request-id': ['a', 'b'] } } as never)).toMatch(UUID);
  });

  it('every JSON log line of a request carries its reqId', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      { ...t.s, config: { ...t.s.config, LOG_LEVEL: 'info' } },
      { logStream: { write: (l) => void lines.push(l) } },
    );
    try {
      await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-one' } });
      const r = await app.inject({ method: 'GET', url: '/api/item/999999/detail' });
      const logs = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string; res?: { statusCode: number } });
      const one = logs.filter((l) => l.reqId === 'trace-one');
      expect(one.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      const generated = r.headers['x-request-id'] as string;
      expect(generated).toMatch(UUID);
      expect(logs.filter((l) => l.reqId === generated).map((l) => l.res?.statusCode ?? l.msg)).toEqual(['incoming request', 404]);
    } finally {
      await app.close();
    }
  });
});
