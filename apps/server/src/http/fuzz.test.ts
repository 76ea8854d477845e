import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../test/harness.ts';
import { edgeCases } from './fuzz-edge-cases.ts';

/**
 * Schema-driven fuzz (docs/architecture/production.md): reads the generated OpenAPI document and walks EVERY route and method
 * with malformed input (wrong types, nulls, NUL characters, huge and negative numbers, 3-decimal amounts,
 * 10k strings, bad ids), without and with a session. Fails on any 5xx and on any body outside the
 * envelope `{code: 0, data}` / `{code: <catalogue key>, msg}`. New routes are covered because the case
 * list comes from the document, not from a hand-kept list. Every route is also asked under encoded spellings of
 * its path and with header values outside ASCII: each must be the edge's 400 (docs/security.md#requests-and-sessions).
 */

/** Routes whose SUCCESS body is legitimately not the envelope (their errors still must be). Nothing is skipped. */
const NON_ENVELOPE_SUCCESS: Record<string, string> = {
  'GET /art/{kind}/{file}': 'generated SVG artwork',
  'GET /api/media/{id}': 'an uploaded console image (WebP bytes)',
  'GET /api/pay/sandbox/{orderNo}/qrcode.svg': 'an SVG QR code image',
  'POST /api/pay/{payType}/webhook': "answers in each provider's own acknowledgement format (PayPal, card acquirer, M-PESA)",
  'POST /api/pay/lipa/callback': 'M-PESA acknowledgement format {ResultCode, ResultDesc}',
};

/** Cases per route and auth mode (a deterministic sample when a route has more). Keeps a driver under ~60 s. */
const MAX_CASES_PER_ROUTE = 90;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Case {
  name: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const LONG = 'x'.repeat(10_000);
/** Malformed JSON values for any body field. */
const BAD_JSON: unknown[] = [
  null,
  true,
  false,
  'abc',
  '',
  -1,
  0,
  1.234,
  20.005,
  2_147_483_648,
  99_999_999_999,
  -99_999_999_999,
  1e308,
  'a\u0000b',
  LONG,
  [],
  {},
  [null],
  { $gt: '' },
  '99999999999',
  '-1',
  '1.234',
];
/** Malformed path/query values (already URL-encoded where it matters). */
const BAD_TEXT = [
  '-1',
  '0',
  '99999999999',
  '2147483648',
  '1e309',
  'abc',
  '1.234',
  '20.005',
  '',
  'null',
  'true',
  '%00',
  'a%00b',
  '%E2%82',
  'x'.repeat(3_000),
  LONG,
  '..%2F..%2Fetc',
  '%F0%9F%92%A9',
];
/** Whole bodies that are not the expected object. */
const BAD_BODIES: [string, string | undefined, string | undefined][] = [
  ['no body', undefined, undefined],
  ['null', 'null', 'application/json'],
  ['array', '[1,2,3]', 'application/json'],
  ['string', '"str"', 'application/json'],
  ['number', '123', 'application/json'],
  ['truncated JSON', '{"a": ', 'application/json'],
  ['deep nesting', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, 'application/json'],
  ['text/plain', 'hello', 'text/plain'],
  ['form', 'a=1&b=2', 'application/x-www-form-urlencoded'],
];

function firstType(s: JsonSchema): string | undefined {
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

/**
 * Schema-valid baseline values by field name, tried in order: the first that fits the field's schema
 * (type, enum, length, pattern, bounds) is used, so a baseline request passes validation and each mutated
 * case (one malformed value at a time) reaches the route's service code. Ids are seeded ones (a real box,
 * a real bean package); the rest are well-formed values of the field (a valid phone, an ISO country).
 */
const KNOWN: Record<string, unknown[]> = {
  id: [110, randomUUID(), 'HB0000000001'],
  boxId: [110],
  times: [1],
  amount: [50],
  payType: ['sandbox', 0],
  count: [1],
  countryCode: ['US'],
  country: ['US'],
  phone: ['+15551234567'],
  email: ['fuzz@example.com'],
  password: ['Secret1234'],
  oldPassword: ['Secret1234'],
  newPassword: ['Secret12345'],
  birthday: ['1990-01-01'],
  cardNumber: ['4242424242424242'],
  chain: ['TRON'],
  ccy: ['USDT'],
  code: ['USDT', '123456', 'ABCD1234'],
  challenge: ['0'.repeat(64)],
  carrier: ['UPS'],
  trackingNo: ['1Z999AA10123456784'],
  image: ['/art/item/1.svg'],
  img: [''],
  channel: ['fuzz'],
  tags: ['fuzz'],
  idempotencyKey: ['fuzz-key-1'],
  // refinements the document cannot show: a parseable date, an in-app link, at least one carrier with a tracking link
  from: [new Date(Date.now() - 7 * 86_400_000).toISOString()],
  to: [new Date().toISOString()],
  link: ['/free'],
  carriers: [{ UPS: 'https://www.ups.com/track?tracknum={no}' }],
  startsAt: [new Date(Date.now() - 60_000).toISOString()],
  endsAt: [new Date(Date.now() + 86_400_000).toISOString()],
  startTime: [new Date(Date.now() - 60_000).toISOString()],
  endTime: [new Date(Date.now() + 86_400_000).toISOString()],
  // the daily lottery console (a HH:MM draw time, prize shares that add up to 1,000,000 ppm)
  drawTime: ['20:00'],
  prizeTablePpm: [[500_000, 300_000, 200_000]],
  // the guides console (apps/server/src/modules/guides/README.md): page paths, every game switch, a Play Ground entry
  hiddenPages: [['/box-detail']],
  games: [
    {
      battle: true,
      mad_miner: true,
      upgrade: true,
      treasure_hunter: true,
      flip_cards: true,
      pirate: true,
      bingo: true,
      fancy_cards: true,
      lottery: true,
      lucky_trial: true,
    },
  ],
  entries: [[{ key: 'unbox', to: '/boxes-list', labelKey: 'nav.unbox', icon: 'box', game: null, visible: true, badge: null }]],
  // chats (apps/server/src/modules/chat/README.md): a chat image key (32 hex)
  key: ['0'.repeat(32)],
  // a UTC day (the realised RTP report, docs/transparency.md#api)
  day: ['2026-11-28'],
};
/** Well-formed strings tried for a string field with a pattern that no KNOWN value of its name fits. */
const GENERIC_STRINGS = () => ['aaa', 'abcd', 'US', '123456', randomUUID(), new Date().toISOString(), '0'.repeat(64), 'fuzz@example.com'];

/** Whether `v` is valid for `s` as far as the generated document says (type, enum, lengths, pattern, bounds). */
function fits(s: JsonSchema | undefined, v: unknown): boolean {
  if (!s) return true;
  if (s.const !== undefined) return v === s.const;
  if (s.enum) return s.enum.includes(v);
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return alt.some((x) => fits(x, v));
  if (s.allOf) return s.allOf.every((x) => fits(x, v));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (v === null) return types.includes('null');
  const ok = (t: string) => {
    switch (t) {
      case 'integer':
        return Number.isInteger(v);
      case 'number':
        return typeof v === 'number' && Number.isFinite(v);
      case 'boolean':
        return typeof v === 'boolean';
      case 'array':
        return Array.isArray(v);
      case 'object':
        return typeof v === 'object' && !Array.isArray(v);
      case 'string':
        return typeof v === 'string';
      default:
        return false;
    }
  };
  if (types.length && !types.some(ok)) return false;
  if (typeof v === 'number' && ((s.minimum !== undefined && v < s.minimum) || (s.maximum !== undefined && v > s.maximum))) return false;
  if (typeof v === 'string') {
    if (s.minLength !== undefined && v.length < s.minLength) return false;
    if (s.maxLength !== undefined && v.length > s.maxLength) return false;
    if (s.pattern && !new RegExp(s.pattern, 'u').test(v)) return false;
    if (s.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) return false;
    if (s.format === 'email' && !/^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(v)) return false;
  }
  return true;
}

/** A schema-valid value (where the document allows one), so mutations reach past validation to the service. */
function plausible(s: JsonSchema | undefined, depth = 0, name?: string): unknown {
  const known = name ? KNOWN[name]?.find((v) => fits(s, v)) : undefined;
  if (known !== undefined) return known;
  if (!s || depth > 6) return 'x';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alt?.length) return plausible(alt.find((x) => firstType(x) !== 'null') ?? alt[0], depth + 1, name);
  switch (firstType(s)) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => plausible(s.items, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {}))
        if (s.required?.includes(k) || depth === 0) out[k] = plausible(v, depth + 1, k);
      return out;
    }
    default: {
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return 'fuzz@example.com';
      const min = Math.max(3, s.minLength ?? 3);
      const plain = 'a'.repeat(s.maxLength !== undefined ? Math.min(min, s.maxLength) : min);
      return [plain, ...GENERIC_STRINGS()].find((v) => fits(s, v)) ?? plain;
    }
  }
}

/**
 * Whether an answer is the schema's refusal (400 naming the field and the validator's reason), as opposed
 * to a refusal by the route's own code: a baseline refused so would keep every mutation from the service.
 */
function schemaRefusal(status: number, body: string): string | null {
  if (status !== 400) return null;
  try {
    const json = JSON.parse(body) as { code?: string; msg?: string };
    if (json.code !== 'error.invalid_parameter' || !json.msg) return null;
    return / \((?!contains a NUL character|not valid JSON|empty JSON body).+\)$/.test(json.msg) ? json.msg : null;
  } catch {
    return null;
  }
}

/** Deterministic sample of `n` items (keeps the first, the baseline). */
function sample<T>(xs: T[], n: number): T[] {
  if (xs.length <= n) return xs;
  const step = xs.length / n;
  return Array.from({ length: n }, (_, i) => xs[Math.floor(i * step)]!);
}

/** Every case for one operation: the baseline, then one malformed value at a time. */
function casesFor(path: string, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const base = {
    path: Object.fromEntries(
      params.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(String(plausible(p.schema, 0, p.name)))]),
    ),
    query: Object.fromEntries(
      params.filter((p) => p.in === 'query').map((p) => [p.name, encodeURIComponent(String(plausible(p.schema, 0, p.name)))]),
    ),
    headers: Object.fromEntries(params.filter((p) => p.in === 'header').map((p) => [p.name, `fuzz-${randomUUID()}`])),
  };
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const baseBody = bodySchema ? plausible(bodySchema) : undefined;
  const build = (
    name: string,
    o: {
      path?: Record<string, string>;
      query?: Record<string, string>;
      headers?: Record<string, string>;
      body?: unknown;
      raw?: [string | undefined, string | undefined];
    },
  ): Case => {
    const p = { ...base.path, ...o.path };
    const q = { ...base.query, ...o.query };
    const qs = Object.entries(q)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const url = path.replace(/\{(\w+)\}/g, (_, k: string) => p[k] ?? 'x') + (qs ? `?${qs}` : '');
    const headers: Record<string, string> = { ...base.headers, ...o.headers };
    let payload: string | undefined;
    if (o.raw) {
      payload = o.raw[0];
      if (o.raw[1]) headers['content-type'] = o.raw[1];
    } else if (o.body !== undefined || baseBody !== undefined) {
      payload = JSON.stringify(o.body !== undefined ? o.body : baseBody);
      headers['content-type'] = 'application/json';
    }
    return { name, url, headers, payload };
  };
  const cases: Case[] = [build('baseline', {})];
  for (const p of params) {
    if (p.in === 'path') for (const v of BAD_TEXT) cases.push(build(`path ${p.name}=${v.slice(0, 20)}`, { path: { [p.name]: v } }));
    if (p.in === 'query') for (const v of BAD_TEXT) cases.push(build(`query ${p.name}=${v.slice(0, 20)}`, { query: { [p.name]: v } }));
    if (p.in === 'header')
      for (const v of ['', ' ', LONG, 'é✓', '\t'])
        cases.push(build(`header ${p.name}=${JSON.stringify(v.slice(0, 10))}`, { headers: { [p.name]: v } }));
  }
  if (bodySchema) {
    for (const [name, raw, type] of BAD_BODIES) cases.push(build(`body ${name}`, { raw: [raw, type] }));
    const obj = (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody) ? baseBody : {}) as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      for (const v of BAD_JSON) cases.push(build(`body.${key}=${JSON.stringify(v)?.slice(0, 20)}`, { body: { ...obj, [key]: v } }));
      // one level down: the first element of an array of objects, or a nested object
      const inner = Array.isArray(obj[key]) ? (obj[key] as unknown[])[0] : obj[key];
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
        for (const ik of Object.keys(inner)) {
          for (const v of [null, 'abc', -1, 99_999_999_999, 1.234, 'a\u0000b', LONG]) {
            const nested = { ...(inner as Record<string, unknown>), [ik]: v };
            cases.push(
              build(`body.${key}.${ik}=${JSON.stringify(v)?.slice(0, 20)}`, {
                body: { ...obj, [key]: Array.isArray(obj[key]) ? [nested] : nested },
              }),
            );
          }
        }
      }
    }
    cases.push(build('body with an extra NUL key', { body: { ...obj, 'k\u0000': 1 } }));
  }
  return [cases[0]!, ...sample(cases.slice(1), MAX_CASES_PER_ROUTE - 1)];
}

/** Null when the answer is acceptable; otherwise why not. */
function judge(route: string, status: number, body: string, contentType: string | undefined): string | null {
  if (status >= 500) return `${status}: ${body.slice(0, 200)}`;
  if (status >= 300 && status < 400) return `unexpected redirect ${status}`;
  if (status < 300 && NON_ENVELOPE_SUCCESS[route]) return null;
  let json: any;
  try {
    json = JSON.parse(body);
  } catch {
    return `${status} body is not JSON (${contentType}): ${body.slice(0, 120)}`;
  }
  if (status < 300) return json?.code === 0 && 'data' in json ? null : `${status} not {code: 0, data}: ${body.slice(0, 200)}`;
  if (typeof json?.code !== 'string' || typeof json?.msg !== 'string') return `${status} not {code, msg}: ${body.slice(0, 200)}`;
  if (!(json.code in ERRORS)) return `${status} code ${json.code} is not in the catalogue`;
  if (json.msg.includes('\u0000') || json.msg.includes(LONG.slice(0, 200))) return `${status} msg echoes the request`;
  return null;
}

describe.each(DRIVERS)('schema-driven fuzz of every OpenAPI route on %s (medium)', (driver) => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const p = await t.register();
    email = p.email;
    await t.fund(p.uid, 1_000_000);
  });
  afterAll(async () => t?.close());

  it('no route answers 5xx or leaves the envelope, with or without a session', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map(([m, op]) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path, op })),
    );
    // the document must be complete: a route missing from it would escape the fuzz
    expect(routes.length).toBeGreaterThan(50);
    for (const must of [
      'GET /api/sys/config',
      'GET /api/ready',
      'POST /api/user/login/email/login',
      'POST /api/item/{id}/open',
      'POST /api/battle/v2/create',
      'POST /api/pay/{payType}/webhook',
      'GET /api/ops/players',
      'POST /api/ops/corrections',
    ]) {
      expect(routes.map((r) => r.key)).toContain(must);
    }
    for (const listed of Object.keys(NON_ENVELOPE_SUCCESS))
      expect(
        routes.map((r) => r.key),
        `stale exception ${listed}`,
      ).toContain(listed);

    const failures: string[] = [];
    /** routes whose baseline the schema refused (with the session, or the operator for /api/ops) */
    const refusedBaselines: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const cases = casesFor(route.path, route.op);
      // a fresh session per route, so a route that ends the session (logout) cannot hide the next ones
      const session = (await t.s.auth.login(email, 'secret123')).authorization;
      // the operator console's routes also with an admin operator past TOTP, so their validation runs too
      const operator =
        route.path.startsWith('/api/ops/') && !route.path.startsWith('/api/ops/auth/') ? (await t.operator(['admin'])).authorization : null;
      for (const auth of operator ? [undefined, session, operator] : [undefined, session]) {
        // without an operator session the /api/ops prefix guard answers before validation: a sample proves it
        for (const c of operator && auth !== operator ? cases.slice(0, 12) : cases) {
          const headers = auth ? { ...c.headers, authorization: auth } : c.headers;
          const res = await t.app.inject({ method: route.method as 'GET', url: c.url, headers, payload: c.payload });
          requests++;
          if (c.name === 'baseline' && auth === (operator ?? session)) {
            const refused = schemaRefusal(res.statusCode, res.body);
            if (refused) refusedBaselines.push(`${route.key}: ${refused} (url ${c.url}, body ${c.payload?.slice(0, 200)})`);
          }
          const why = judge(route.key, res.statusCode, res.body, res.headers['content-type'] as string | undefined);
          if (why)
            failures.push(
              `${route.key} [${auth === operator && operator ? 'operator' : auth ? 'session' : 'anonymous'}] ${c.name}: ${why}`,
            );
        }
      }
      // every route, with the session: encoded spellings of its path and header values outside ASCII are refused
      // at the edge (fuzz-edge-cases.ts; never sampled away: they are cheap)
      for (const edge of edgeCases(cases[0]!, session)) {
        const res = await t.app.inject({ method: route.method as 'GET', url: edge.url, headers: edge.headers, payload: cases[0]!.payload });
        requests++;
        const why =
          judge(route.key, res.statusCode, res.body, res.headers['content-type'] as string | undefined) ??
          (res.statusCode === 400 && (JSON.parse(res.body) as { code: string }).code === edge.key
            ? null
            : `${res.statusCode}, not 400 ${edge.key}`);
        if (why) failures.push(`${route.key} [session] ${edge.name}: ${why}`);
      }
    }
    console.log(
      `fuzz on ${driver}: ${routes.length} operations, ${requests} requests, ${failures.length} failures, ${refusedBaselines.length} baselines refused by their schema`,
    );
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    // every baseline passes its schema, so each mutated case reaches the route's own code (KNOWN above)
    expect(refusedBaselines, refusedBaselines.join('\n')).toEqual([]);
  }, 600_000); // generous: a timeout is not a check (vitest.config.ts); valid baselines reach the services, so cases do real work
});
