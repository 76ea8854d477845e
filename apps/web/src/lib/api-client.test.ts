import { describe, expect, it, vi } from 'vitest';
import { buildApiUrl, createApiClient, KEEPALIVE_BUDGET_BYTES } from './api-client.ts';
import { ApiError } from './api-error.ts';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function client(fetchImpl: typeof fetch, auth: string | null = 'uid=1;token=t') {
  const deps = { fetch: fetchImpl, getAuthorization: () => auth, onUnauthorized: vi.fn(), onNoResponse: vi.fn(), timeoutMs: 50 };
  return { request: createApiClient(deps), deps };
}

describe('api client', () => {
  it('builds URLs and drops blank query values', () => {
    expect(buildApiUrl('/item/list', { keyword: '', page: 2, sort: 'newest', x: undefined })).toBe('/api/item/list?page=2&sort=newest');
  });

  it('unwraps {code: 0, data} and sends the Authorization header', async () => {
    const fetchImpl = vi.fn(async () => json({ code: 0, data: { ok: 1 } }));
    const { request } = client(fetchImpl as unknown as typeof fetch);
    await expect(request('/x')).resolves.toEqual({ ok: 1 });
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('uid=1;token=t');
    expect(init.credentials).toBe('include');
  });

  it('turns {code, msg} into ApiError with key and message', async () => {
    const { request } = client((async () => json({ code: 'coin.error.not_enough', msg: 'Insufficient' }, 409)) as typeof fetch);
    const err = await request('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ key: 'coin.error.not_enough', message: 'Insufficient', status: 409 });
  });

  it('calls onUnauthorized on 401 unless disabled', async () => {
    const f = (async () => json({ code: 'user.error.unauthorized', msg: 'Please log in first' }, 401)) as typeof fetch;
    const a = client(f);
    await a.request('/x').catch(() => undefined);
    expect(a.deps.onUnauthorized).toHaveBeenCalledWith(true);
    const b = client(f);
    await b.request('/login', { authRedirect: false }).catch(() => undefined);
    expect(b.deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports no response on timeout', async () => {
    const hang = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const { request, deps } = client(hang);
    const err = await request('/slow').catch((e: unknown) => e);
    expect(err).toMatchObject({ key: 'error.no_response', status: 0 });
    expect(deps.onNoResponse).toHaveBeenCalledTimes(1);
  });

  it('maps a non-JSON error page to error.internal', async () => {
    const { request } = client((async () => new Response('<html>bad gateway</html>', { status: 502 })) as typeof fetch);
    await expect(request('/x')).rejects.toMatchObject({ key: 'error.internal', status: 502 });
  });
});

describe('api client: docs/product/endpoints.md#conventions headers and error keys (docs/architecture/web-app.md)', () => {
  it("adds the docs/product/endpoints.md#conventions headers to every call; a call's own headers win; a throwing reader sends none", async () => {
    const fetchImpl = vi.fn(async () => json({ code: 0, data: null }));
    const request = createApiClient({
      fetch: fetchImpl as unknown as typeof fetch,
      getAuthorization: () => null,
      onUnauthorized: vi.fn(),
      onNoResponse: vi.fn(),
      getHeaders: () => ({ platform: 'telegram', fromPage: '/free', siteCode: 'KE' }),
    });
    await request('/x', { headers: { siteCode: 'NG' } });
    const sent = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(sent).toMatchObject({ platform: 'telegram', fromPage: '/free', siteCode: 'NG', Accept: 'application/json' });
    const broken = createApiClient({
      fetch: fetchImpl as unknown as typeof fetch,
      getAuthorization: () => null,
      onUnauthorized: vi.fn(),
      onNoResponse: vi.fn(),
      getHeaders: () => {
        throw new Error('storage off');
      },
    });
    await expect(broken('/x')).resolves.toBeNull();
  });
  it('reports the error key of a failed call (app_version.not_support opens the update modal)', async () => {
    const onErrorKey = vi.fn();
    const request = createApiClient({
      fetch: (async () =>
        json({ code: 'app_version.not_support', msg: 'Please update your app to use this feature' }, 426)) as typeof fetch,
      getAuthorization: () => null,
      onUnauthorized: vi.fn(),
      onNoResponse: vi.fn(),
      onErrorKey,
    });
    await expect(request('/pay/stripe/prepay', { method: 'POST', body: {} })).rejects.toMatchObject({
      key: 'app_version.not_support',
      status: 426,
    });
    expect(onErrorKey).toHaveBeenCalledWith('app_version.not_support', 426);
  });

  describe('beforeRead: reads yield to the browser, writes go at once', () => {
    function yielding() {
      const order: string[] = [];
      const waiting: (() => void)[] = [];
      const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
        order.push(`fetch ${init?.method ?? 'GET'} ${url}`);
        return json({ code: 0, data: 1 });
      });
      const request = createApiClient({
        fetch: fetchImpl as unknown as typeof fetch,
        getAuthorization: () => null,
        onUnauthorized: vi.fn(),
        onNoResponse: vi.fn(),
        getHeaders: () => (order.push('headers'), {}),
        beforeRead: () => new Promise<void>((resolve) => waiting.push(() => (order.push('yielded'), resolve()))),
      });
      const next = async () => {
        waiting.shift()!();
        await new Promise((r) => setTimeout(r, 0));
      };
      return { request, order, fetchImpl, waiting, next };
    }

    it('a read is built and sent only after the yield', async () => {
      const y = yielding();
      const pending = y.request('/x');
      await Promise.resolve();
      expect(y.order).toEqual([]);
      await y.next();
      await expect(pending).resolves.toBe(1);
      expect(y.order).toEqual(['yielded', 'headers', 'fetch GET /api/x']);
    });

    it('a write is built and sent in the task that asked for it (a click just before the page closes is not lost)', async () => {
      const y = yielding();
      const pending = y.request('/pay/prepay', { method: 'POST', body: { amount: 20 } });
      // the fetch call happened synchronously: nothing awaited before it
      expect(y.order).toEqual(['headers', 'fetch POST /api/pay/prepay']);
      expect(y.waiting).toHaveLength(0);
      await expect(pending).resolves.toBe(1);
    });

    it('a read cancelled while it waited is never sent', async () => {
      const y = yielding();
      const controller = new AbortController();
      const pending = y.request('/x', { signal: controller.signal });
      controller.abort();
      const refused = expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      await y.next();
      await refused;
      expect(y.fetchImpl).not.toHaveBeenCalled();
    });
  });

  describe('writes survive their page closing: keepalive within the budget (docs/architecture/web-app.md#writes)', () => {
    function held() {
      const calls: { url: string; init: RequestInit; answer: () => void }[] = [];
      const fetchImpl = vi.fn(
        (url: string, init: RequestInit) =>
          new Promise<Response>((resolve) => calls.push({ url, init, answer: () => resolve(json({ code: 0, data: 1 })) })),
      );
      const request = createApiClient({
        fetch: fetchImpl as unknown as typeof fetch,
        getAuthorization: () => null,
        onUnauthorized: vi.fn(),
        onNoResponse: vi.fn(),
      });
      return { request, calls };
    }
    const keepalive = (c: { init: RequestInit }) => c.init.keepalive;

    it('a write is keepalive, a read is not', async () => {
      const h = held();
      const write = h.request('/pay/sandbox/complete', { method: 'POST', body: { action: 'confirm' } });
      const del = h.request('/notify/1', { method: 'DELETE' });
      const read = h.request('/x');
      await Promise.resolve();
      expect(h.calls.map((c) => [c.init.method, keepalive(c)])).toEqual([
        ['POST', true],
        ['DELETE', true],
        ['GET', false],
      ]);
      h.calls.forEach((c) => c.answer());
      await Promise.all([write, del, read]);
    });

    it('writes past the budget in flight go as plain requests, and the budget comes back when they are answered', async () => {
      const h = held();
      // a body of exactly half the budget in UTF-8 bytes: a 2-byte character counts twice
      const room = KEEPALIVE_BUDGET_BYTES / 2 - '{"text":""}'.length;
      const half = { text: 'é'.repeat(Math.floor(room / 2)) + 'x'.repeat(room % 2) };
      expect(new TextEncoder().encode(JSON.stringify(half)).byteLength).toBe(KEEPALIVE_BUDGET_BYTES / 2);
      const first = h.request('/a', { method: 'POST', body: half });
      const second = h.request('/b', { method: 'POST', body: half });
      const third = h.request('/c', { method: 'POST', body: half });
      const big = h.request('/d', { method: 'PUT', body: { text: 'x'.repeat(KEEPALIVE_BUDGET_BYTES) } });
      await Promise.resolve();
      expect(h.calls.map(keepalive)).toEqual([true, true, false, false]);
      h.calls[0]!.answer();
      await first;
      const fourth = h.request('/e', { method: 'POST', body: half });
      await Promise.resolve();
      expect(keepalive(h.calls[4]!)).toBe(true);
      h.calls.slice(1).forEach((c) => c.answer());
      await Promise.all([second, third, big, fourth]);
    });
  });
});
