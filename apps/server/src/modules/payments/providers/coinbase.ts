/**
 * Coinbase Commerce crypto payments: prepay creates a fixed-price charge
 * (`POST https://api.commerce.coinbase.com/charges`); webhooks carry
 * `X-CC-Webhook-Signature` = hex HMAC-SHA256(sharedSecret, rawBody).
 */
import {
  ProviderRequestError,
  WebhookSignatureError,
  type PaymentProvider,
  type PrepayInput,
  type PrepayResult,
  type VerifiedPaymentEvent,
  type WebhookRequest,
} from './types.ts';
import { centsToDecimal, decimalToCents, fetchJson, getHeader, hmacHex, parseJsonBody, safeEqual, trimBase, type FetchFn } from './util.ts';

export const COINBASE_COMMERCE_API_BASE = 'https://api.commerce.coinbase.com';
export const COINBASE_API_VERSION = '2018-03-22';

export interface CoinbaseConfig {
  /** API key from Commerce settings (env COINBASE_COMMERCE_API_KEY). */
  apiKey: string;
  /** Webhook shared secret (env COINBASE_COMMERCE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Override of the API host, for tests or a proxy; default https://api.commerce.coinbase.com. */
  apiBase?: string;
  /** Charge name shown to the payer; default "HapaBox coins". */
  chargeName?: string;
}

export interface CoinbaseDeps {
  fetch: FetchFn;
  now: () => Date;
}

interface CoinbaseCharge {
  id?: string;
  code?: string;
  hosted_url?: string;
  expires_at?: string;
  metadata?: Record<string, string | undefined>;
  pricing?: { local?: { amount?: string; currency?: string } };
}

interface CoinbaseWebhookBody {
  id?: string;
  event?: { id?: string; type?: string; data?: CoinbaseCharge };
}

const PAID_EVENTS = new Set(['charge:confirmed', 'charge:resolved']);
const FAILED_EVENTS = new Set(['charge:failed']);

export class CoinbaseProvider implements PaymentProvider {
  readonly key = 'coinbase' as const;

  constructor(
    private readonly config: CoinbaseConfig,
    private readonly deps: CoinbaseDeps,
  ) {}

  /** True when the API key and the webhook shared secret are set. */
  isConfigured(): boolean {
    return Boolean(this.config.apiKey && this.config.webhookSecret);
  }

  /**
   * Creates a `fixed_price` charge for `amountCents` as a decimal string ("20.00") in `currency`,
   * with `metadata.orderNo` and redirect/cancel URLs = returnUrl.
   * @returns toPayUrl = hosted_url, providerRef = charge code, expiresAt = charge expiry.
   * @throws ProviderRequestError on a non-2xx answer (providerCode = Coinbase error type) or a missing hosted_url.
   */
  async prepay(input: PrepayInput): Promise<PrepayResult> {
    const body = {
      name: this.config.chargeName ?? 'HapaBox coins',
      description: `Top-up ${input.orderNo}`,
      pricing_type: 'fixed_price',
      local_price: { amount: centsToDecimal(input.amountCents), currency: (input.currency || 'USD').toUpperCase() },
      metadata: { orderNo: input.orderNo, userId: String(input.userId) },
      redirect_url: input.returnUrl,
      cancel_url: input.returnUrl,
    };
    const { status, body: answer } = await fetchJson<{ data?: CoinbaseCharge; error?: { type?: string; message?: string } }>(
      this.deps.fetch,
      `${trimBase(this.config.apiBase || COINBASE_COMMERCE_API_BASE)}/charges`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-CC-Api-Key': this.config.apiKey,
          'X-CC-Version': COINBASE_API_VERSION,
        },
        body: JSON.stringify(body),
      },
      'coinbase',
    );
    if (status < 200 || status >= 300) {
      throw new ProviderRequestError(
        `coinbase charge failed (HTTP ${status}): ${answer.error?.message ?? 'unknown error'}`,
        answer.error?.type,
      );
    }
    const charge = answer.data;
    if (!charge?.hosted_url) throw new ProviderRequestError('coinbase charge has no hosted_url');
    return {
      toPayUrl: charge.hosted_url,
      providerRef: charge.code ?? charge.id,
      expiresAt: charge.expires_at ? new Date(charge.expires_at) : undefined,
    };
  }

  /**
   * Verifies `X-CC-Webhook-Signature` (timing-safe) and maps body.event:
   * charge:confirmed / charge:resolved -> paid, charge:failed -> failed, others ignored.
   * eventId = event.id; amountCents from event.data.pricing.local.amount ("20.00" -> 2000).
   * Coinbase signs no timestamp, so replays are only stopped by the eventId idempotency key.
   * @throws WebhookSignatureError when the header is missing or the HMAC differs.
   */
  async verifyWebhook(req: WebhookRequest): Promise<VerifiedPaymentEvent> {
    const signature = getHeader(req.headers, 'x-cc-webhook-signature');
    if (!signature) throw new WebhookSignatureError('missing x-cc-webhook-signature header');
    if (!this.config.webhookSecret) throw new WebhookSignatureError('coinbase webhook secret is not configured');
    if (!safeEqual(signature.trim().toLowerCase(), hmacHex(this.config.webhookSecret, req.rawBody))) {
      throw new WebhookSignatureError('coinbase signature does not match');
    }
    const body = parseJsonBody<CoinbaseWebhookBody>(req.rawBody);
    const event = body.event;
    if (!event?.id || !event.type) throw new WebhookSignatureError('coinbase webhook has no event');
    const charge = event.data ?? {};
    const local = charge.pricing?.local;
    const status = PAID_EVENTS.has(event.type) ? 'paid' : FAILED_EVENTS.has(event.type) ? 'failed' : 'ignored';
    return {
      eventId: event.id,
      orderNo: charge.metadata?.orderNo ?? '',
      status,
      amountCents: local?.amount !== undefined ? decimalToCents(local.amount) : 0,
      currency: (local?.currency ?? '').toUpperCase(),
      providerRef: charge.code ?? charge.id,
    };
  }
}
