/**
 * Small helpers shared by the payment providers: header lookup, exact money
 * conversion between integer cents and decimal strings, HMAC comparison and
 * JSON-over-fetch with a uniform error.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { OutboundTimeoutError } from '../../../lib/http-client.ts';
import { ProviderRequestError, ProviderTimeoutError, WebhookSignatureError } from './types.ts';

/**
 * The fetch signature providers receive: in the server the global `fetch` under the provider's deadline and
 * retries (lib/http-client.ts timedFetch, given by payments/wiring.ts), a stub in tests.
 */
export type FetchFn = typeof fetch;

/**
 * Case-insensitive header lookup; the first value when the header is repeated.
 * Returns undefined when the header is absent or empty.
 */
export function getHeader(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== '') return first;
  }
  return undefined;
}

/** Like getHeader, but throws WebhookSignatureError when the header is missing. */
export function requireHeader(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = getHeader(headers, name);
  if (value === undefined) throw new WebhookSignatureError(`missing ${name} header`);
  return value;
}

/**
 * Integer cents -> decimal string with two places ("2000" -> "20.00").
 * @throws RangeError when cents is not a non-negative safe integer.
 */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Decimal amount ("20.00", "20.5", 20, "20.00000000") -> integer cents, exactly.
 * Digits beyond the second decimal must be zeros.
 * @throws RangeError when the value is negative, not a plain decimal, or not whole cents.
 */
export function decimalToCents(value: string | number): number {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${String(value)}`);
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) throw new RangeError(`amount has fractions of a cent: ${text}`);
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  assertCents(cents);
  return cents;
}

/** A JS number written without exponent notation (for amounts that arrive as JSON numbers). */
export function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** @throws RangeError when cents is not a non-negative safe integer. */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`amount in cents must be a non-negative integer, got ${cents}`);
}

/** Hex HMAC (sha256 unless told otherwise). */
export function hmacHex(secret: string | Buffer, message: string, algorithm = 'sha256'): string {
  return createHmac(algorithm, secret).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of two strings; false when lengths differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Random alphanumeric string (a-z, A-Z, 0-9) of the given length, from crypto.randomBytes. */
export function randomAlphanumeric(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62]; // 248 = 4 * 62: no modulo bias
    }
  }
  return out;
}

/** Parses a webhook body as JSON; malformed JSON after a valid signature is still rejected. */
export function parseJsonBody<T>(rawBody: string): T {
  try {
    return JSON.parse(rawBody) as T;
  } catch {
    throw new WebhookSignatureError('webhook body is not valid JSON');
  }
}

/**
 * Sends a request through the injected fetch and parses the JSON answer.
 * @returns the parsed JSON body and HTTP status (any status; callers decide what is an error).
 * @throws ProviderTimeoutError when the provider did not answer within its deadline; ProviderRequestError when the
 *   network call fails or the body is not JSON.
 */
export async function fetchJson<T>(
  fetchFn: FetchFn,
  url: string,
  init: RequestInit,
  providerName: string,
): Promise<{ status: number; body: T }> {
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(url, init);
    text = await response.text();
  } catch (error) {
    if (error instanceof OutboundTimeoutError) throw new ProviderTimeoutError(`${providerName} did not answer: ${error.message}`);
    throw new ProviderRequestError(`${providerName} request failed: ${(error as Error).message}`);
  }
  try {
    return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as T };
  } catch {
    throw new ProviderRequestError(`${providerName} answered HTTP ${response.status} with a non-JSON body`);
  }
}

/** Trims a trailing slash so `${base}/path` joins cleanly. */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, '');
}
