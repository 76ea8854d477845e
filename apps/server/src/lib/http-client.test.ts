import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { fetchWithTimeout, OutboundError, OutboundTimeoutError, outboundPolicy, timedFetch, withDeadline } from './http-client.ts';

/**
 * Outbound calls against a real local HTTP server (docs/architecture/production.md#outbound-calls): one path never answers, one
 * answers 500, one answers slowly, one sends its headers and stalls. Each call ends within its deadline, retries
 * only what is safe to repeat, and keeps to its budget while it retries.
 */
describe('fetchWithTimeout against a stub provider on 127.0.0.1 (small)', () => {
  let server: Server;
  let base = '';
  const hits = new Map<string, number>();
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      hits.set(path, (hits.get(path) ?? 0) + 1);
      req.resume();
      if (path === '/never') return void held.push(res); // accepts the request, never answers
      if (path === '/fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      if (path === '/flaky' && hits.get(path)! < 3) return void res.writeHead(503).end('busy');
      if (path === '/slow') return void setTimeout(() => res.writeHead(200).end('{"ok":true}'), 300);
      if (path === '/stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"partial":'); // headers and half a body, then nothing
        return void held.push(res);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const policy = (timeoutMs: number, retries = 2) => ({ provider: 'stub', timeoutMs, retries, backoffMs: 20 });
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const outcome = await work().then(
      (value) => ({ value, error: undefined }),
      (error: unknown) => ({ value: undefined, error }),
    );
    return { ...outcome, ms: performance.now() - started };
  };

  it('a provider that never answers is a timeout error within the deadline, and is not retried past it', async () => {
    hits.clear();
    const r = await timed(() => fetchWithTimeout(`${base}/never`, { method: 'GET' }, policy(400)));
    expect(r.error).toBeInstanceOf(OutboundTimeoutError);
    expect((r.error as OutboundTimeoutError).provider).toBe('stub');
    expect(r.ms).toBeGreaterThanOrEqual(390);
    expect(r.ms).toBeLessThan(1_400);
    expect(hits.get('/never')).toBe(1);
  });

  it('headers then a stalled body is a timeout too: the body is read inside the deadline', async () => {
    const r = await timed(() => fetchWithTimeout(`${base}/stall`, { method: 'GET' }, policy(400)));
    expect(r.error).toBeInstanceOf(OutboundTimeoutError);
    expect(r.ms).toBeLessThan(1_400);
  });

  it('a 500 is retried for a GET (then handed back as the answer), never for a POST that creates something', async () => {
    hits.clear();
    const get = await fetchWithTimeout(`${base}/fail`, { method: 'GET' }, policy(5_000));
    expect(get.status).toBe(500);
    expect(await get.json()).toEqual({ error: 'boom' });
    expect(hits.get('/fail')).toBe(3); // 1 + 2 retries
    hits.clear();
    const post = await fetchWithTimeout(`${base}/fail`, { method: 'POST', body: '{}' }, policy(5_000));
    expect(post.status).toBe(500);
    expect(hits.get('/fail')).toBe(1);
    hits.clear();
    // a POST with its own idempotency key is safe to repeat
    const keyed = await fetchWithTimeout(
      `${base}/fail`,
      { method: 'POST', body: '{}', headers: { 'Idempotency-Key': 'k1' } },
      policy(5_000),
    );
    expect(keyed.status).toBe(500);
    expect(hits.get('/fail')).toBe(3);
  });

  it('a provider that recovers within the retries answers; the retries stay inside one deadline', async () => {
    hits.clear();
    const ok = await fetchWithTimeout(`${base}/flaky`, { method: 'GET' }, policy(5_000));
    expect(ok.status).toBe(200);
    expect(hits.get('/flaky')).toBe(3);
    // with a deadline shorter than the backoff, a failing GET ends at the deadline, not after every retry
    hits.clear();
    const r = await timed(() =>
      fetchWithTimeout(`${base}/fail`, { method: 'GET' }, { provider: 'stub', timeoutMs: 300, retries: 5, backoffMs: 1_000 }),
    );
    expect(r.error).toBeInstanceOf(OutboundTimeoutError);
    expect(r.ms).toBeLessThan(1_200);
    expect(hits.get('/fail')).toBe(1);
  });

  it('a slow provider inside its deadline answers normally; slower than it, it is a timeout', async () => {
    const fast = await timed(() => fetchWithTimeout(`${base}/slow`, { method: 'GET' }, policy(2_000)));
    expect(fast.error).toBeUndefined();
    expect(await fast.value!.json()).toEqual({ ok: true });
    const slow = await timed(() => fetchWithTimeout(`${base}/slow`, { method: 'GET' }, policy(150, 0)));
    expect(slow.error).toBeInstanceOf(OutboundTimeoutError);
    expect(slow.ms).toBeLessThan(1_000);
  });

  it('a refused connection is retried, then an OutboundError (not a timeout)', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const r = await timed(() => fetchWithTimeout(`http://127.0.0.1:${port}/x`, { method: 'GET' }, policy(5_000)));
    expect(r.error).toBeInstanceOf(OutboundError);
    expect(r.error).not.toBeInstanceOf(OutboundTimeoutError);
    expect(r.ms).toBeLessThan(3_000);
  });

  it("the caller's own abort is passed on as it is", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('caller gave up')), 50);
    const r = await timed(() => fetchWithTimeout(`${base}/never`, { method: 'GET', signal: controller.signal }, policy(5_000)));
    expect((r.error as Error).message).toBe('caller gave up');
    expect(r.ms).toBeLessThan(1_000);
  });

  it('timedFetch binds a policy for fetch-taking code; withDeadline bounds an SDK call', async () => {
    const f = timedFetch(policy(300, 0));
    await expect(f(`${base}/never`)).rejects.toBeInstanceOf(OutboundTimeoutError);
    expect((await f(new Request(`${base}/ok`))).status).toBe(200);
    const r = await timed(() => withDeadline(policy(200), () => new Promise(() => undefined)));
    expect(r.error).toBeInstanceOf(OutboundTimeoutError);
    expect(r.ms).toBeLessThan(1_000);
    expect(await withDeadline(policy(1_000), async () => 42)).toBe(42);
  });

  it('each provider gets its own deadline from env: PROVIDER_TIMEOUT_MS, PROVIDER_TIMEOUTS, PROVIDER_RETRIES', () => {
    const config = loadConfig({
      PROVIDER_TIMEOUT_MS: '7000',
      PROVIDER_TIMEOUTS: 'stripe=3000, facebook=15000',
      PROVIDER_RETRIES: '1',
    } as NodeJS.ProcessEnv);
    expect(outboundPolicy(config, 'stripe')).toEqual({ provider: 'stripe', timeoutMs: 3_000, retries: 1 });
    expect(outboundPolicy(config, 'facebook').timeoutMs).toBe(15_000);
    expect(outboundPolicy(config, 'paypal').timeoutMs).toBe(7_000);
    expect(outboundPolicy(loadConfig({} as NodeJS.ProcessEnv), 'paypal')).toEqual({ provider: 'paypal', timeoutMs: 10_000, retries: 2 });
    expect(() => loadConfig({ PROVIDER_TIMEOUTS: 'strype=3000' } as NodeJS.ProcessEnv)).toThrow(/PROVIDER_TIMEOUTS/);
    expect(() => loadConfig({ PROVIDER_TIMEOUTS: 'stripe=0' } as NodeJS.ProcessEnv)).toThrow(/PROVIDER_TIMEOUTS/);
  });
});
