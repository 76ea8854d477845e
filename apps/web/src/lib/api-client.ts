/**
 * fetch wrapper for `/api` (docs/product/endpoints.md, docs/product/errors.md; architecture.md "API"):
 * - 20 s timeout; no response -> one toast "Connection time out. The Page will refresh in 3 seconds."
 *   and a reload after 3 s;
 * - credentials included, `Authorization` = the session's `authorization` string;
 * - `{code: 0, data}` -> data (checked against the contract schema when given);
 *   `{code, msg}` -> ApiError(key, message, status);
 * - HTTP 401 -> the session is cleared and the sign-up / login modal opens;
 * - every request carries the docs/product/endpoints.md#conventions headers of `getHeaders` (lib/request-headers.ts);
 * - a write (POST/PUT/DELETE) goes out as a `keepalive` request while its body fits KEEPALIVE_BUDGET_BYTES, so it reaches
 *   the server even when its page closes or navigates away right after the click (docs/architecture/web-app.md#writes).
 */
import { ApiError, NO_RESPONSE_KEY, parseApiError } from './api-error.ts';

/** Request timeout (docs/product/endpoints.md#conventions, docs/product/constants.md#timings): 20 s. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Reload delay after a timeout (docs/product/errors.md#client-handling): 3 s. */
export const RELOAD_DELAY_MS = 3000;
/**
 * Bytes of write bodies (UTF-8) that may be in flight as `keepalive` requests at once (docs/architecture/web-app.md#writes):
 * the browser refuses a keepalive request once a document's keepalive bodies in flight pass 64 KiB (Fetch standard,
 * "keepalive"), so the client stays well under it and sends a write beyond it as a plain request.
 */
export const KEEPALIVE_BUDGET_BYTES = 48 * 1024;

/**
 * What the client logs (console.error) when an answer does not match its contract schema; the e2e journeys fail on it
 * (e2e/fixtures.ts), so a mismatch reaches the team instead of only a player's console.
 */
export const CONTRACT_MISMATCH_LOG = 'response does not match the contract';

/** Minimal structural view of a zod schema, so callers pass contract schemas directly. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** contract schema of `data`; a mismatch is logged, not thrown */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** false for login/register: their 401 (bad credentials) is shown inline, not as a new modal */
  authRedirect?: boolean;
  /** extra request headers, e.g. `Idempotency-Key` */
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getAuthorization: () => string | null;
  /** called on HTTP 401 with whether a session existed */
  onUnauthorized: (hadSession: boolean) => void;
  /** called on HTTP 403 with the error key (docs/product/errors.md#client-handling: logout and open sign-up) */
  onForbidden?: (key: string) => void;
  /** called when no response arrived (timeout / network) */
  onNoResponse: () => void;
  /** docs/product/endpoints.md#conventions request headers added to every call (a throwing reader sends none) */
  getHeaders?: () => Record<string, string>;
  /**
   * awaited before a read (GET) is built and sent: the app yields to the browser here (lib/api.ts), so the reads one
   * commit starts (a signed-in first screen's release: about a dozen) run in a task each instead of one long task. A
   * write is built and sent in the task that asked for it, as a keepalive request (KEEPALIVE_BUDGET_BYTES): a pay click
   * just before its page closes still reaches the server.
   */
  beforeRead?: () => Promise<void>;
  /** called with the error key of every failed call (e.g. app_version.not_support opens the app update modal) */
  onErrorKey?: (key: string, status: number) => void;
  timeoutMs?: number;
}

/** Builds the URL `/api{path}?query` (blank query values are dropped). */
export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return `/api${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** Creates a request function bound to its dependencies (tests pass fakes). */
export function createApiClient(deps: ApiClientDeps) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  /** UTF-8 bytes of this client's keepalive bodies not yet answered */
  let keepaliveBytes = 0;

  return async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', query, body, schema, signal, authRedirect = true, headers: extraHeaders } = options;
    if (method === 'GET' && deps.beforeRead) {
      await deps.beforeRead();
      // cancelled while it waited (React Query drops a read whose page went away): not sent at all
      if (signal?.aborted) throw signal.reason ?? new DOMException('The read was cancelled', 'AbortError');
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    signal?.addEventListener('abort', onOuterAbort, { once: true });

    const authorization = deps.getAuthorization();
    let common: Record<string, string> = {};
    try {
      common = deps.getHeaders?.() ?? {};
    } catch {
      common = {};
    }
    const headers: Record<string, string> = { ...common, Accept: 'application/json', ...extraHeaders };
    if (authorization) headers.Authorization = authorization;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const payload = body !== undefined ? JSON.stringify(body) : undefined;
    const payloadBytes = payload === undefined ? 0 : new TextEncoder().encode(payload).byteLength;
    const keepalive = method !== 'GET' && keepaliveBytes + payloadBytes <= KEEPALIVE_BUDGET_BYTES;
    if (keepalive) keepaliveBytes += payloadBytes;

    let res: Response;
    try {
      res = await deps.fetch(buildApiUrl(path, query), {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: controller.signal,
        keepalive,
      });
    } catch (err) {
      if (signal?.aborted && !timedOut) throw err; // cancelled by the caller (e.g. React Query)
      deps.onNoResponse();
      throw new ApiError(NO_RESPONSE_KEY, 'Connection time out. The Page will refresh in 3 seconds.', 0);
    } finally {
      if (keepalive) keepaliveBytes -= payloadBytes;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onOuterAbort);
    }

    let json: unknown = null;
    try {
      json = await res.json();
    } catch {
      json = null;
    }

    if (res.status === 401 && authRedirect) deps.onUnauthorized(authorization !== null);

    if (res.status === 403 && authRedirect && deps.onForbidden) deps.onForbidden(parseApiError(json, 403).key);

    if (res.ok && json && typeof json === 'object' && (json as { code?: unknown }).code === 0) {
      const data = (json as { data?: unknown }).data;
      if (!schema) return data as T;
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
      console.error(`[api] ${method} ${path}: ${CONTRACT_MISMATCH_LOG}`, parsed.error);
      return data as T;
    }
    const error = parseApiError(json, res.status);
    deps.onErrorKey?.(error.key, res.status);
    throw error;
  };
}
