import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * One path, one check (docs/security.md#requests-and-sessions). The router matches a path after
 * percent-decoding it, so `/api/%75ser/register/v2` IS `/api/user/register/v2`; a guard that compared the
 * raw `req.url` ran on one spelling and not the other. Two rules close that:
 * 1. guards decide on the route Fastify matched (`routePath`, route `config` flags), never on `req.url`;
 * 2. a path spelled with a percent-encoded unreserved character (ALPHA, DIGIT, `-`, `.`, `_`, `~`, RFC 3986
 *    section 2.3) or an encoded slash is refused with 400 `error.path_not_canonical` before any guard runs:
 *    no client needs that spelling (`encodeURIComponent` never makes it), so each route has one spelling.
 * `//`, case variants and a trailing dot or slash match no route (the router is case-sensitive and keeps
 * duplicate slashes): they answer 404, never the route without its guard.
 */

/** Characters whose percent-encoded spelling names the same route: RFC 3986 unreserved, plus `/`. */
const PLAIN = /^[A-Za-z0-9\-._~/]$/;

/** True when `rawUrl`'s path (before `?`) percent-encodes an unreserved character or a slash. */
export function isEncodedPlainPath(rawUrl: string): boolean {
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  for (const m of path.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    if (PLAIN.test(String.fromCharCode(Number.parseInt(m[1]!, 16)))) return true;
  }
  return false;
}

/**
 * Headers that are free text some real clients fill with non-ASCII bytes (an Android model name in the
 * User-Agent, an unencoded Referer, another site's cookie); the server only stores or pattern-matches them.
 */
const FREE_TEXT_HEADERS = new Set(['user-agent', 'referer', 'cookie']);
/**
 * ASCII without DEL: RFC 9110 section 5.5 field values minus obs-text (bytes 0x80-0xFF, which Node hands over
 * as Latin-1 characters). Control characters are Node's parser's business (400 on the wire); a NUL that gets
 * past it is the central NUL check's (envelope.ts, 400 `error.invalid_parameter`).
 */
const ASCII_VALUE = /^[\x00-\x7e]*$/;

/** The name of the first header (outside FREE_TEXT_HEADERS) whose value is not plain ASCII, else null. */
export function nonAsciiHeader(headers: FastifyRequest['headers']): string | null {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || FREE_TEXT_HEADERS.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) if (!ASCII_VALUE.test(v)) return name;
  }
  return null;
}

/**
 * The route pattern Fastify matched (`/api/item/:id/open`), whatever the spelling of the request; undefined
 * when no route matched (the 404 handler). Guards key on this, never on `req.url`.
 */
export function routePath(req: FastifyRequest): string | undefined {
  return req.routeOptions.url;
}

/** The path a guard judges: the matched route's pattern, else (no route: a 404 is coming) the raw path. */
export function guardPath(req: FastifyRequest): string {
  return routePath(req) ?? req.url.split('?')[0]!;
}

/**
 * Installs, as the first `onRequest` hooks after error handling (so before auth, the console prefix guard, the
 * rate limits and the bot check): the path spelling rule (400 `error.path_not_canonical`) and the header rule
 * (a header value with bytes outside ASCII, e.g. a Latin-1 `Idempotency-Key`, is 400 `error.invalid_header`,
 * decided at the edge instead of deep in a service or the database).
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (isEncodedPlainPath(req.url)) throw new AppError('error.path_not_canonical');
    if (nonAsciiHeader(req.headers)) throw new AppError('error.invalid_header');
  });
}

/** One registered route as the guards see it: method(s), the pattern and its `config` (bot check, rate limit ...). */
export interface RouteEntry {
  method: string[];
  url: string;
  config: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `installRouteTable`, with its config: the list guard tests walk. */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route (method, pattern, config) on `app.routeTable`, so a test can walk every guarded route
 * (`config.botCheck`, `config.rateLimit`, the `/api/ops/` prefix) and a new guarded route is covered by itself.
 * Call before any route is registered.
 */
export function installRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    table.push({
      method: Array.isArray(route.method) ? route.method : [route.method],
      url: route.url,
      config: (route.config ?? {}) as Record<string, unknown>,
    });
  });
}
