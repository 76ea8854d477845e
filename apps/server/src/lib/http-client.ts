/**
 * Outbound HTTP to providers (payments, the crypto price feed, sign-in providers): every call has
 * a deadline and, when it is safe to repeat, a bounded retry with backoff (docs/architecture/production.md#outbound-calls).
 *
 * - The deadline (`timeoutMs`) covers the WHOLE call: every attempt, the waits between them and the reading of the
 *   answer's body. A provider that never answers, or sends its headers and then stalls, becomes an
 *   `OutboundTimeoutError` within `timeoutMs`, never a request that hangs the player's.
 * - Retries (`retries` more attempts, backoff 250 ms doubling, with jitter, inside the same deadline) only for
 *   requests that are safe to send twice: GET/HEAD/OPTIONS, or a request carrying its own idempotency key
 *   (`Idempotency-Key`, `PayPal-Request-Id`). A POST that creates something is sent once: a second one could
 *   open a second checkout. Retried on a network error and on 408, 429, 500, 502, 503, 504.
 * - Timeouts per provider from env: `PROVIDER_TIMEOUT_MS` for all, `PROVIDER_TIMEOUTS` (`stripe=8000,paypal=15000`)
 *   per provider, `PROVIDER_RETRIES` (README "Configuration"). SMTP has its own, `MAIL_TIMEOUT_MS` (modules/mail/mail.env.ts).
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { errorFields, log } from './logger.ts';

/** The outbound providers a timeout can be configured for (`PROVIDER_TIMEOUTS` names). */
export const OUTBOUND_PROVIDERS = [
  'stripe',
  'wooshpay',
  'coinbase',
  'binance',
  'paypal',
  'ton',
  'mpesa',
  'airwallex',
  'quest2pay',
  'pyvio',
  'acquire_checkout',
  'nowpayments',
  'price_feed',
  'google',
  'facebook',
] as const;
export type OutboundProvider = (typeof OUTBOUND_PROVIDERS)[number];

const TIMEOUT_MS = z.coerce.number().int().min(50).max(120_000);

/** `stripe=8000, paypal=15000` -> per-provider timeouts (ms); an unknown provider or a bad number is a config error. */
function parseTimeouts(v: string | undefined, ctx: z.RefinementCtx): Partial<Record<OutboundProvider, number>> {
  const out: Partial<Record<OutboundProvider, number>> = {};
  for (const pair of (v ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value, extra] = pair.split('=').map((x) => x.trim());
    const ms = TIMEOUT_MS.safeParse(value);
    if (extra !== undefined || !(OUTBOUND_PROVIDERS as readonly string[]).includes(name ?? '') || !ms.success) {
      ctx.addIssue({
        code: 'custom',
        message: `not <provider>=<ms 50-120000> with a provider of ${OUTBOUND_PROVIDERS.join(', ')}: ${pair}`,
      });
      continue;
    }
    out[name as OutboundProvider] = ms.data;
  }
  return out;
}

/** Outbound-call environment variables, merged into the app config (config.ts). */
export const OUTBOUND_ENV = {
  /** Deadline of one outbound call, retries included (ms). */
  PROVIDER_TIMEOUT_MS: TIMEOUT_MS.default(10_000),
  /** Per-provider deadlines over PROVIDER_TIMEOUT_MS: `stripe=8000,paypal=15000` (names: OUTBOUND_PROVIDERS). */
  PROVIDER_TIMEOUTS: z
    .string()
    .optional()
    .transform((v, ctx) => parseTimeouts(v, ctx)),
  /** Extra attempts of a call that is safe to repeat (0 = none). */
  PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
};

/** How one provider's calls are made. */
export interface OutboundPolicy {
  /** names the provider in errors and logs */
  provider: string;
  /** deadline of the whole call, retries included, in ms */
  timeoutMs: number;
  /** extra attempts when the request is safe to repeat */
  retries: number;
  /** first wait between attempts in ms (doubles each time, plus up to 100 ms of jitter); default 250 */
  backoffMs?: number;
}

/** The policy of `provider` from the parsed config (per-provider timeout, else PROVIDER_TIMEOUT_MS). */
export function outboundPolicy(
  config: { PROVIDER_TIMEOUT_MS: number; PROVIDER_TIMEOUTS: Partial<Record<OutboundProvider, number>>; PROVIDER_RETRIES: number },
  provider: OutboundProvider,
): OutboundPolicy {
  return { provider, timeoutMs: config.PROVIDER_TIMEOUTS[provider] ?? config.PROVIDER_TIMEOUT_MS, retries: config.PROVIDER_RETRIES };
}

/** An outbound call that failed without an answer (network error after its retries). */
export class OutboundError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The provider did not answer (or did not finish answering) within the call's deadline. */
export class OutboundTimeoutError extends OutboundError {
  constructor(
    provider: string,
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(provider, `${provider} did not answer within ${timeoutMs} ms`, options);
  }
}

const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const IDEMPOTENCY_HEADERS = ['idempotency-key', 'paypal-request-id'];
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** True when sending `init` twice cannot do a thing twice: a safe method or its own idempotency key. */
export function isRepeatable(method: string, headers: RequestInit['headers']): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const h = new Headers(headers);
  return IDEMPOTENCY_HEADERS.some((name) => h.has(name));
}

/** Where a call went, for logs: origin and path, never the query (it may carry tokens). */
function target(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '(unparsable url)';
  }
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * `fetch` with the policy's deadline and retries (see the module comment). The answer comes back with its body
 * already read (inside the deadline), as a plain `Response` of any status: callers decide what a status means.
 * @param url absolute URL
 * @param init as for fetch; its own `signal` still cancels the call (that rejection is passed on as it is)
 * @param fetchFn the fetch to use (tests pass a stub; default: the global fetch, read at call time)
 * @throws OutboundTimeoutError when the deadline passes first; OutboundError when the last attempt failed without
 *   an answer (connection refused, reset, DNS)
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  policy: OutboundPolicy,
  fetchFn: typeof fetch = (input, options) => globalThis.fetch(input, options),
): Promise<Response> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
  const retries = isRepeatable(init.method ?? 'GET', init.headers) ? policy.retries : 0;
  const backoff = (attempt: number) => (policy.backoffMs ?? 250) * 2 ** attempt + randomInt(100);
  const failed = (err: unknown): never => {
    if (deadline.aborted && !init.signal?.aborted) {
      log('outbound').warn(
        { provider: policy.provider, target: target(url), timeoutMs: policy.timeoutMs },
        'provider did not answer in time',
      );
      throw new OutboundTimeoutError(policy.provider, policy.timeoutMs, { cause: err });
    }
    if (init.signal?.aborted) throw err;
    log('outbound').warn({ provider: policy.provider, target: target(url), ...errorFields(err) }, 'provider call failed');
    throw new OutboundError(policy.provider, `${policy.provider} request failed: ${(err as Error).message ?? String(err)}`, { cause: err });
  };
  for (let attempt = 0; ; attempt++) {
    let answer: Response;
    try {
      answer = await fetchFn(url, { ...init, signal });
    } catch (err) {
      if (attempt >= retries || signal.aborted) return failed(err);
      await pause(backoff(attempt), signal).catch(failed);
      continue;
    }
    if (attempt < retries && RETRY_STATUSES.has(answer.status)) {
      await answer.body?.cancel().catch(() => undefined);
      await pause(backoff(attempt), signal).catch(failed);
      continue;
    }
    let body: ArrayBuffer;
    try {
      body = await answer.arrayBuffer();
    } catch (err) {
      return failed(err);
    }
    return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  }
}

/**
 * A `fetch` bound to one provider's policy, for code and SDKs that take a fetch function (the payment providers,
 * Stripe's SDK): every call through it goes through fetchWithTimeout.
 */
export function timedFetch(policy: OutboundPolicy, fetchFn?: typeof fetch): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    if (input instanceof Request) {
      const merged: RequestInit = { method: input.method, headers: input.headers, body: input.body, signal: input.signal, ...init };
      if (merged.body) Object.assign(merged, { duplex: 'half' });
      return fetchWithTimeout(input.url, merged, policy, fetchFn);
    }
    return fetchWithTimeout(String(input), init ?? {}, policy, fetchFn);
  }) as typeof fetch;
}

/**
 * Runs `work` (an SDK call that makes its own requests) under the policy's deadline: its result, or an
 * OutboundTimeoutError when the deadline passes first. `work` gets the deadline's signal to pass on where it can.
 * @throws OutboundTimeoutError, or what `work` throws
 */
export async function withDeadline<T>(policy: OutboundPolicy, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new OutboundTimeoutError(policy.provider, policy.timeoutMs));
      log('outbound').warn({ provider: policy.provider, timeoutMs: policy.timeoutMs }, 'provider did not answer in time');
      reject(controller.signal.reason);
    }, policy.timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
