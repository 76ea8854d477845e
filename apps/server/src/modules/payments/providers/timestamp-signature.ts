/**
 * The "timestamp + body" webhook signature that Airwallex uses and that our configurable hosted checkouts
 * (quest2pay, pyvio, acquire_checkout) use too: `x-signature` = hex HMAC-SHA256(secret, x-timestamp + rawBody),
 * `x-timestamp` in milliseconds since the epoch. A delivery older (or newer) than the tolerance is refused,
 * which stops a captured delivery from being replayed later; the event id stops it within the window.
 */
import { WebhookSignatureError, type WebhookRequest } from './types.ts';
import { getHeader, hmacHex, safeEqual } from './util.ts';

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
/** Five minutes, as the other providers (providers/README.md "Stale or replayed webhooks"). */
export const SIGNATURE_TOLERANCE_MS = 300_000;

/** Hex HMAC-SHA256 over `${timestampMs}${rawBody}`. */
export function signTimestamped(secret: string, timestampMs: string, rawBody: string): string {
  return hmacHex(secret, `${timestampMs}${rawBody}`);
}

/** Headers of a signed delivery at `now` (what the provider sends; tests and the sandbox use it). */
export function timestampedHeaders(secret: string, rawBody: string, now: Date): Record<string, string> {
  const ts = String(now.getTime());
  return { [TIMESTAMP_HEADER]: ts, [SIGNATURE_HEADER]: signTimestamped(secret, ts, rawBody) };
}

/**
 * Checks `x-signature` and `x-timestamp` of a delivery.
 * @throws WebhookSignatureError when a header is missing, the signature differs, or the timestamp is more
 *   than SIGNATURE_TOLERANCE_MS away from `now`.
 */
export function verifyTimestamped(req: WebhookRequest, secret: string, now: Date, provider: string): void {
  const ts = getHeader(req.headers, TIMESTAMP_HEADER);
  const given = getHeader(req.headers, SIGNATURE_HEADER);
  if (!ts || !given) throw new WebhookSignatureError(`${provider} webhook without ${TIMESTAMP_HEADER} / ${SIGNATURE_HEADER}`);
  if (!/^\d{10,16}$/.test(ts)) throw new WebhookSignatureError(`${provider} webhook timestamp is not a number`);
  if (!safeEqual(signTimestamped(secret, ts, req.rawBody), given.trim().toLowerCase()))
    throw new WebhookSignatureError(`${provider} webhook signature mismatch`);
  if (Math.abs(now.getTime() - Number(ts)) > SIGNATURE_TOLERANCE_MS)
    throw new WebhookSignatureError(`${provider} webhook timestamp outside the 5 minute tolerance`);
}
