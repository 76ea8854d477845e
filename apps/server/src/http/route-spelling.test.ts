import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { OPS_PUBLIC_ROUTES } from '../modules/ops/ops.plugin.ts';
import { isEncodedPlainPath, nonAsciiHeader, type RouteEntry } from './request-guards.ts';

/**
 * One path, one check (docs/security.md#requests-and-sessions): every guarded route, taken from the app's own
 * route table (a new guarded route is walked by itself), asked under other spellings of its path. A spelling is
 * served only by a route whose pattern its RAW path matches as written (guards then agree whichever way they look
 * at the request); any other spelling is refused: 400 `error.path_not_canonical`, 404, the web app's HTML shell or
 * the console prefix guard's 403. Before the fix `/api/%75ser/register/v2` signed up without the bot check.
 */
/**
 * Other spellings of a route pattern's path (params filled with 1): encodings, slashes, case, dots, matrix
 * params. Each alters a STATIC segment (never a param's value), so none of them is the same request again.
 */
function spellings(pattern: string): [string, string][] {
  const segs = pattern.split('/').map((x) => x.replace(/^:(\w+)(\([^)]*\))?$/, '1')); // ['', 'api', 'user', ...]
  const isStatic = pattern.split('/').map((x) => x !== '' && !x.startsWith(':'));
  const first = isStatic.findIndex((st, i) => st && i >= 2 && /[a-z]/i.test(segs[i]!));
  const lastStatic = isStatic.lastIndexOf(true);
  const path = segs.join('/');
  const enc = (c: string, lower = false) => {
    const hex = c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
    return `%${lower ? hex.toLowerCase() : hex}`;
  };
  const withSeg = (i: number, f: (x: string) => string) => segs.map((x, j) => (j === i ? f(x) : x)).join('/');
  const out: [string, string][] = [
    ['%-encoded first letter of /api', withSeg(1, (x) => enc(x[0]!) + x.slice(1))],
    ['%-encoded (lower-case hex) first character of the last static segment', withSeg(lastStatic, (x) => enc(x[0]!, true) + x.slice(1))],
    ['%2F for the slash before the last static segment', `${segs.slice(0, lastStatic).join('/')}%2F${segs.slice(lastStatic).join('/')}`],
    ['%2f for the slash after /api', `/api%2f${segs.slice(2).join('/')}`],
    ['doubled slash', `${segs.slice(0, lastStatic).join('/')}//${segs.slice(lastStatic).join('/')}`],
    ['leading doubled slash', `/${path}`],
    ['upper case', path.toUpperCase()],
    ['trailing dot on the last static segment', withSeg(lastStatic, (x) => `${x}.`)],
    ['trailing slash', `${path}/`],
    ['dot segment', `${segs.slice(0, lastStatic).join('/')}/./${segs.slice(lastStatic).join('/')}`],
    ['dot-dot segment', `${segs.slice(0, 2).join('/')}/x/../${segs.slice(2).join('/')}`],
    ['matrix parameter on the last static segment', withSeg(lastStatic, (x) => `${x};x=1`)],
  ];
  if (first !== -1) {
    out.push(['%-encoded first letter of a segment', withSeg(first, (x) => enc(x[0]!) + x.slice(1))]);
    out.push(['double-encoded first letter of a segment', withSeg(first, (x) => `%25${enc(x[0]!).slice(1)}${x.slice(1)}`)]);
    out.push(['a segment capitalised', withSeg(first, (x) => x[0]!.toUpperCase() + x.slice(1))]);
  }
  // another unreserved character of a static segment (a digit, '-', '.', '_') encoded once, where there is one
  for (let i = 2; i < segs.length; i++) {
    const m = isStatic[i] ? /[0-9\-._~]/.exec(segs[i]!) : null;
    if (m) {
      out.push([`%-encoded '${m[0]}'`, withSeg(i, (x) => x.slice(0, m.index) + enc(m[0]) + x.slice(m.index + 1))]);
      break;
    }
  }
  return out;
}

/** A concrete path for a route pattern (`:id` and `:id(regex)` -> 1); null for wildcard routes. */
const concrete = (url: string) => (url.includes('*') ? null : url.replace(/:(\w+)(\([^)]*\))?/g, '1'));

/** A route pattern as a regex over RAW paths: static text as written, a param any text without `/` (even empty). */
const literal = (url: string) =>
  new RegExp(
    `^${url
      .split(/(:\w+(?:\([^)]*\))?)/)
      .map((part, i) => (i % 2 ? '[^/]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

/**
 * Sends `path` byte for byte over a real socket (inject and fetch resolve `.` and `..` segments and `%2e` first,
 * so they would test another request than the one an attacker sends). Answers `<status> <code or content type>`.
 */
function ask(port: number, agent: Agent, method: string, path: string, headers: Record<string, string>, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (data += c));
      res.on('end', () => {
        const type = String(res.headers['content-type'] ?? '');
        const code = type.includes('json') ? (JSON.parse(data) as { code?: unknown }).code : type.split(';')[0];
        resolve(`${res.statusCode} ${String(code)}`);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('every guarded route under every spelling of its path (medium, PGlite: routing does not depend on the driver)', () => {
  let t: TestApp;
  let port: number;
  const email = 'route-spelling@example.com';
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    // a bot check secret (no token sent: the check answers before calling the provider) and rate limits on, so
    // every guard is live; the limit is high enough that no request here is limited
    t = await createTestApp('pglite', {
      BOT_CHECK_SECRET: 'route-spelling-bot-secret',
      BOT_CHECK_VERIFY_URL: 'http://127.0.0.1:9/never-called',
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    await t.s.auth.register(email, 'secret123'); // through the service: the bot check guards the sign-up route
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  const guarded = (): { route: RouteEntry; guards: string[] }[] =>
    t.app.routeTable
      .map((route) => ({
        route,
        guards: [
          route.config.botCheck === true ? 'bot check' : null,
          route.url.startsWith('/api/ops/') && !OPS_PUBLIC_ROUTES.has(route.url) ? 'console prefix' : null,
          route.config.rateLimit ? 'rate limit' : null,
        ].filter((g): g is string => g !== null),
      }))
      .filter((r) => r.guards.length > 0 && !r.route.method.includes('HEAD'));

  it('derives the guarded routes from the route table', () => {
    const list = guarded();
    const bot = list.filter((r) => r.guards.includes('bot check')).map((r) => r.route.url);
    expect(bot.sort()).toEqual([
      '/api/user/email/repassword',
      '/api/user/login/email/login',
      '/api/user/register/v2',
      '/api/user/repassword/email_code',
    ]);
    expect(list.filter((r) => r.guards.includes('console prefix')).length).toBeGreaterThan(50);
    expect(list.filter((r) => r.guards.includes('rate limit')).length).toBeGreaterThan(40);
  });

  it('answers each spelling with its refusal or the guarded route, never the route without its guard', async () => {
    const failures: string[] = [];
    let requests = 0;
    const patterns = t.app.routeTable.filter((r) => !r.url.includes('*')).map((r) => ({ methods: r.method, re: literal(r.url) }));
    for (const { route, guards } of guarded()) {
      const path = concrete(route.url);
      if (!path) continue;
      // a fresh player session per route (a route may end it) that is no operator: the console prefix refuses it
      const headers: Record<string, string> = { authorization: (await t.s.auth.login(email, 'secret123')).authorization };
      for (const method of route.method) {
        const send = (url: string) => {
          requests++;
          return method === 'GET'
            ? ask(port, agent, method, url, headers)
            : ask(port, agent, method, url, { ...headers, 'content-type': 'application/json' }, '{}');
        };
        const canonical = await send(path);
        // the guard answers the canonical path: the bot check without a token, the console prefix for a player
        if (guards.includes('bot check')) expect(canonical, route.url).toBe('400 google_recaptcha.error.browser_error');
        if (guards.includes('console prefix')) expect(canonical, route.url).toBe('403 error.access.forbidden');
        for (const [name, url] of spellings(route.url)) {
          const got = await send(url);
          // served by a route its raw path names as written (this one with another param value, or another one)
          if (patterns.some((p) => p.methods.includes(method) && p.re.test(url))) continue;
          const refused =
            got === '400 error.path_not_canonical' ||
            got === '404 error.not_found' ||
            got.endsWith(' text/html') ||
            (got === '403 error.access.forbidden' && url.startsWith('/api/ops/'));
          if (!refused) failures.push(`${method} ${route.url} [${guards.join(', ')}] ${name} ${url}: ${got} (canonical: ${canonical})`);
        }
      }
    }
    console.log(`route spellings: ${requests} requests, ${failures.length} failures`);
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
  }, 600_000);

  it('refuses a percent-encoded unreserved character or slash anywhere in the path, before any guard or route', async () => {
    for (const url of [
      '/api/%75ser/register/v2',
      '/%61pi/user/base_info',
      '/api/ops/%70layers',
      '/api/item%2F110/detail',
      '/assets/%2e%2e/x',
    ])
      expect(await ask(port, agent, 'GET', url, {}), url).toBe('400 error.path_not_canonical');
    const r = await t.call('GET', '/api/%75ser/base_info');
    expect(r.body).toEqual({ code: 'error.path_not_canonical', msg: 'The request address is not in its plain form' });
    // reserved characters keep their encoding (a space, a percent sign, non-ASCII text in a query or a path)
    expect(isEncodedPlainPath('/api/item/search?keyword=%75%2F')).toBe(false);
    expect(isEncodedPlainPath('/api/x/a%20b/%25/%C3%A9')).toBe(false);
    expect(isEncodedPlainPath('/api/x/%7e')).toBe(true);
  });

  it('refuses a header value with bytes outside ASCII with 400 error.invalid_header, free-text headers aside', async () => {
    const auth = (await t.s.auth.login(email, 'secret123')).authorization;
    for (const [name, value] of [
      ['idempotency-key', 'cl\u00e9-key-00001'],
      ['authorization', `${auth}\u00e9`],
      ['x-lang', 'pt\u00ff'],
      ['x-bot-token', '\u00e9\u00e8'],
      ['x-channel-type', '\u2713'],
    ] as const) {
      const r = await t.call('POST', '/api/flip/deal', { headers: { authorization: auth, [name]: value } });
      expect(r.status, name).toBe(400);
      expect(r.body.code, name).toBe('error.invalid_header');
    }
    expect(nonAsciiHeader({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Галактика)', referer: 'https://x/é' })).toBeNull();
    expect((await t.call('GET', '/api/user/base_info', { auth, headers: { 'user-agent': 'App (Galáxia)' } })).status).toBe(200);
  });
});
