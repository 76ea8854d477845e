/**
 * Airwallex online payments (official REST API): prepay logs in (`POST /api/v1/authentication/login`
 * with `x-client-id` + `x-api-key`, bearer token cached until shortly before it expires), creates a
 * PaymentIntent (`POST /api/v1/pa/payment_intents/create`) and sends the payer to Airwallex's hosted
 * payment page for that intent. Webhooks: `x-signature` = hex HMAC-SHA256(webhook secret, x-timestamp + body)
 * (header `x-timestamp`, milliseconds), 5 minutes tolerance.
 */
import { verifyTimestamped } from './timestamp-signature.ts';
import {
  ProviderRequestError,
  WebhookSignatureError,
  type PaymentProvider,
  type PrepayInput,
  type PrepayResult,
  type VerifiedPaymentEvent,
  type WebhookRequest,
} from './types.ts';
import { assertCents, centsToDecimal, decimalToCents, fetchJson, parseJsonBody, trimBase, type FetchFn } from './util.ts';

export const AIRWALLEX_API_BASE = 'https://api.airwallex.com';
export const AIRWALLEX_CHECKOUT_BASE = 'https://checkout.airwallex.com';

export interface AirwallexConfig {
  /** env AIRWALLEX_CLIENT_ID */
  clientId: string;
  /** env AIRWALLEX_API_KEY */
  apiKey: string;
  /** env AIRWALLEX_WEBHOOK_SECRET (the webhook's signing secret) */
  webhookSecret: string;
  /** env AIRWALLEX_API_BASE; demo: https://api-demo.airwallex.com */
  apiBase?: string;
  /** env AIRWALLEX_CHECKOUT_BASE; demo: https://checkout-demo.airwallex.com */
  checkoutBase?: string;
}

interface AirwallexIntent {
  id?: string;
  client_secret?: string;
  amount?: number | string;
  currency?: string;
  merchant_order_id?: string;
  status?: string;
  metadata?: Record<string, string | undefined>;
  code?: string;
  message?: string;
}

interface AirwallexWebhookBody {
  id?: string;
  name?: string;
  data?: { object?: AirwallexIntent };
}

const PAID = new Set(['payment_intent.succeeded']);
const FAILED = new Set(['payment_intent.cancelled', 'payment_attempt.failed_to_process']);

export class AirwallexProvider implements PaymentProvider {
  readonly key = 'airwallex' as const;
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly config: AirwallexConfig,
    private readonly deps: { fetch: FetchFn; now: () => Date },
  ) {}

  isConfigured(): boolean {
    return Boolean(this.config.clientId && this.config.apiKey && this.config.webhookSecret);
  }

  private get base() {
    return trimBase(this.config.apiBase ?? AIRWALLEX_API_BASE);
  }

  /** Bearer token (valid 30 min; renewed 5 min early). @throws ProviderRequestError when the login is refused. */
  private async bearer(): Promise<string> {
    const now = this.deps.now().getTime();
    if (this.token && this.token.until > now) return this.token.value;
    const { status, body } = await fetchJson<{ token?: string; expires_at?: string; code?: string; message?: string }>(
      this.deps.fetch,
      `${this.base}/api/v1/authentication/login`,
      {
        method: 'POST',
        headers: { 'x-client-id': this.config.clientId, 'x-api-key': this.config.apiKey, 'content-type': 'application/json' },
        body: '{}',
      },
      'airwallex',
    );
    if (status >= 300 || !body.token)
      throw new ProviderRequestError(`airwallex login failed: HTTP ${status} ${body.message ?? ''}`, body.code);
    const expires = body.expires_at ? Date.parse(body.expires_at) : now + 30 * 60_000;
    this.token = { value: body.token, until: (Number.isFinite(expires) ? expires : now + 30 * 60_000) - 5 * 60_000 };
    return body.token;
  }

  /**
   * Creates a PaymentIntent for `amountCents` in `currency` (request_id = merchant_order_id = orderNo).
   * @returns toPayUrl = the hosted payment page of the intent (success and cancel go to returnUrl), providerRef = intent id.
   * @throws ProviderRequestError on a refused login or intent (providerCode = Airwallex `code`).
   */
  async prepay(input: PrepayInput): Promise<PrepayResult> {
    assertCents(input.amountCents);
    const token = await this.bearer();
    const { status, body } = await fetchJson<AirwallexIntent>(
      this.deps.fetch,
      `${this.base}/api/v1/pa/payment_intents/create`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          request_id: input.orderNo,
          merchant_order_id: input.orderNo,
          amount: Number(centsToDecimal(input.amountCents)),
          currency: input.currency.toUpperCase(),
          return_url: input.returnUrl,
          metadata: { orderNo: input.orderNo },
        }),
      },
      'airwallex',
    );
    if (status >= 300 || !body.id || !body.client_secret)
      throw new ProviderRequestError(`airwallex payment intent refused: HTTP ${status} ${body.message ?? ''}`, body.code);
    const q = new URLSearchParams({
      intent_id: body.id,
      client_secret: body.client_secret,
      currency: input.currency.toUpperCase(),
      mode: 'payment',
      successUrl: input.returnUrl,
      failUrl: input.returnUrl,
    });
    return {
      toPayUrl: `${trimBase(this.config.checkoutBase ?? AIRWALLEX_CHECKOUT_BASE)}/#/standalone/checkout?${q}`,
      providerRef: body.id,
    };
  }

  /**
   * Verifies `x-signature` over x-timestamp + body, then maps the event: payment_intent.succeeded -> paid,
   * cancelled / failed_to_process -> failed, anything else ignored. The order is `merchant_order_id`.
   * @throws WebhookSignatureError on a bad, missing or stale signature, or a body without an order.
   */
  async verifyWebhook(req: WebhookRequest): Promise<VerifiedPaymentEvent> {
    verifyTimestamped(req, this.config.webhookSecret, this.deps.now(), 'airwallex');
    const body = parseJsonBody<AirwallexWebhookBody>(req.rawBody);
    const intent = body.data?.object ?? {};
    const orderNo = intent.merchant_order_id ?? intent.metadata?.orderNo;
    if (!body.id || !orderNo) throw new WebhookSignatureError('airwallex webhook without event id or merchant_order_id');
    const status = PAID.has(body.name ?? '') ? 'paid' : FAILED.has(body.name ?? '') ? 'failed' : 'ignored';
    return {
      eventId: body.id,
      orderNo,
      status,
      amountCents: intent.amount === undefined ? 0 : decimalToCents(intent.amount),
      currency: (intent.currency ?? '').toUpperCase(),
      providerRef: intent.id,
    };
  }
}
