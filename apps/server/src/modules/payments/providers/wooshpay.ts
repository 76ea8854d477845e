/**
 * WooshPay card acquiring (pay type 7, docs/product/constants.md#top-up-and-deposits). The API is Stripe-compatible:
 * hosted checkout sessions at `${baseUrl}/v1/checkout/sessions` with HTTP basic auth
 * (secret key as user name), and webhooks signed in a `Wooshpay-Signature` header
 * `t=<unix s>,v1=<hex HMAC-SHA256(webhookSecret, t + "." + rawBody)>`.
 */
import { mapStripeEvent } from './stripe.ts';
import {
  ProviderRequestError,
  WebhookSignatureError,
  type PaymentProvider,
  type PrepayInput,
  type PrepayResult,
  type VerifiedPaymentEvent,
  type WebhookRequest,
} from './types.ts';
import { assertCents, fetchJson, getHeader, hmacHex, parseJsonBody, safeEqual, trimBase, type FetchFn } from './util.ts';

/** Live API host; the test host is https://apitest.wooshpay.com. */
export const WOOSHPAY_LIVE_BASE_URL = 'https://api.wooshpay.com';
/** Error key of docs/product/errors.md for card declines. */
export const WOOSHPAY_CARD_ERROR_KEY = 'error.wooshpay.card_error';
/** Text of docs/product/errors.md#client-handling shown for insufficient funds instead of the generic card-error notice. */
export const WOOSHPAY_INSUFFICIENT_FUNDS_TEXT = 'Insufficient funds, please try another card or other payment method';

export interface WooshpayConfig {
  /** `sk_live_...` / `sk_test_...` (env WOOSHPAY_SECRET_KEY). */
  secretKey: string;
  /** Webhook endpoint secret `whsec_...` (env WOOSHPAY_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** API host (env WOOSHPAY_BASE_URL); default the live host. */
  baseUrl?: string;
  /** Product name on the hosted page; default "HapaBox coins". */
  productName?: string;
  /** Accepted clock difference of a webhook signature in seconds; default 300. */
  toleranceSeconds?: number;
}

export interface WooshpayDeps {
  fetch: FetchFn;
  now: () => Date;
}

interface WooshpayErrorBody {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

interface WooshpaySession {
  id?: string;
  url?: string;
  expires_at?: number;
}

/**
 * Maps a WooshPay error answer to ProviderRequestError. A `card_error` gets
 * providerCode `error.wooshpay.card_error`; an insufficient-funds decline carries the
 * exact docs/product/errors.md#client-handling text so the client can tell it apart from the generic card-error notice.
 */
export function mapWooshpayError(status: number, body: WooshpayErrorBody): ProviderRequestError {
  const error = body.error ?? {};
  if (error.type === 'card_error') {
    const isInsufficientFunds = error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds';
    return new ProviderRequestError(
      isInsufficientFunds ? WOOSHPAY_INSUFFICIENT_FUNDS_TEXT : (error.message ?? 'Your card was declined.'),
      WOOSHPAY_CARD_ERROR_KEY,
    );
  }
  return new ProviderRequestError(
    `wooshpay request failed (HTTP ${status}): ${error.message ?? 'unknown error'}`,
    error.code ?? error.type,
  );
}

/** WooshPay documents some epoch fields in milliseconds; Stripe uses seconds. Values above 1e12 are taken as ms. */
export function epochToDate(value: number): Date {
  return new Date(value > 1e12 ? value : value * 1000);
}

export class WooshpayProvider implements PaymentProvider {
  readonly key = 'wooshpay' as const;

  constructor(
    private readonly config: WooshpayConfig,
    private readonly deps: WooshpayDeps,
  ) {}

  /** True when the secret key and webhook secret are set. */
  isConfigured(): boolean {
    return Boolean(this.config.secretKey && this.config.webhookSecret);
  }

  /**
   * Creates a hosted checkout session (mode payment, one line item of `amountCents`
   * minor units), tagged with `client_reference_id` and `metadata.orderNo`.
   * @returns toPayUrl = hosted page, providerRef = session id, expiresAt = session expiry.
   * @throws ProviderRequestError on an error answer (card errors per docs/product/errors.md#client-handling, see mapWooshpayError).
   */
  async prepay(input: PrepayInput): Promise<PrepayResult> {
    assertCents(input.amountCents);
    const body = {
      mode: 'payment',
      success_url: input.returnUrl,
      cancel_url: input.returnUrl,
      client_reference_id: input.orderNo,
      customer_email: input.email,
      metadata: { orderNo: input.orderNo, userId: String(input.userId) },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: (input.currency || 'USD').toUpperCase(),
            unit_amount: input.amountCents,
            product_data: { name: this.config.productName ?? 'HapaBox coins' },
          },
        },
      ],
    };
    const { status, body: answer } = await fetchJson<WooshpaySession & WooshpayErrorBody>(
      this.deps.fetch,
      `${trimBase(this.config.baseUrl || WOOSHPAY_LIVE_BASE_URL)}/v1/checkout/sessions`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${this.config.secretKey}:`).toString('base64')}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `hapabox-checkout-${input.orderNo}`,
        },
        body: JSON.stringify(body),
      },
      'wooshpay',
    );
    if (status >= 400 || answer.error) throw mapWooshpayError(status, answer);
    if (!answer.url || !answer.id) throw new ProviderRequestError('wooshpay checkout session has no url');
    return {
      toPayUrl: answer.url,
      providerRef: answer.id,
      expiresAt: typeof answer.expires_at === 'number' ? epochToDate(answer.expires_at) : undefined,
    };
  }

  /**
   * Verifies `Wooshpay-Signature` (timing-safe, any of several v1 values may match,
   * timestamp within the tolerance, default 5 minutes) and maps the event as for
   * Stripe: checkout.session.completed -> paid, checkout.session.expired /
   * async_payment_failed -> failed, others ignored. amountCents = amount_total.
   * @throws WebhookSignatureError when the header is missing or malformed, no signature matches, or the timestamp is stale.
   */
  async verifyWebhook(req: WebhookRequest): Promise<VerifiedPaymentEvent> {
    verifyStripeStyleSignature(
      getHeader(req.headers, 'wooshpay-signature'),
      req.rawBody,
      this.config.webhookSecret,
      this.deps.now(),
      this.config.toleranceSeconds ?? 300,
    );
    const event = parseJsonBody<{ id: string; type: string; data: { object: unknown } }>(req.rawBody);
    if (!event || typeof event.id !== 'string' || !event.data) throw new WebhookSignatureError('wooshpay event has no id or data');
    return mapStripeEvent(event);
  }
}

/**
 * Checks a `t=...,v1=...` header: HMAC-SHA256(secret, `${t}.${rawBody}`) in hex must equal one v1 value,
 * and |now - t| must not exceed toleranceSeconds (t in seconds, or ms when above 1e12).
 * @throws WebhookSignatureError otherwise.
 */
export function verifyStripeStyleSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
  toleranceSeconds: number,
): void {
  if (!header) throw new WebhookSignatureError('missing signature header');
  if (!secret) throw new WebhookSignatureError('webhook secret is not configured');
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (name === 't') timestamp = value;
    else if (name === 'v1') signatures.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) throw new WebhookSignatureError('malformed signature header');
  const expected = hmacHex(secret, `${timestamp}.${rawBody}`);
  if (!signatures.some((signature) => safeEqual(signature.toLowerCase(), expected)))
    throw new WebhookSignatureError('signature does not match');
  const ageSeconds = Math.abs(now.getTime() - epochToDate(Number(timestamp)).getTime()) / 1000;
  if (ageSeconds > toleranceSeconds) throw new WebhookSignatureError('signature timestamp outside the tolerance');
}
