/**
 * PayPal Checkout through the Orders v2 REST API (OAuth2 client credentials), with
 * webhook signatures verified offline as PayPal documents: RSA-SHA256 over
 * `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody)}` checked with the
 * certificate downloaded from `paypal-cert-url` (https, *.paypal.com only, cached).
 */
import { X509Certificate, createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';
import {
  ProviderRequestError,
  WebhookSignatureError,
  type PaymentProvider,
  type PrepayInput,
  type PrepayResult,
  type RefundInput,
  type RefundResult,
  type VerifiedPaymentEvent,
  type WebhookRequest,
} from './types.ts';
import { centsToDecimal, decimalToCents, fetchJson, getHeader, parseJsonBody, trimBase, type FetchFn } from './util.ts';

export const PAYPAL_LIVE_API_BASE = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_API_BASE = 'https://api-m.sandbox.paypal.com';

export interface PaypalConfig {
  /** REST app client id (env PAYPAL_CLIENT_ID). */
  clientId: string;
  /** REST app secret (env PAYPAL_CLIENT_SECRET). */
  clientSecret: string;
  /** Id of the webhook registered for our URL (env PAYPAL_WEBHOOK_ID); part of the signed message. */
  webhookId: string;
  /** API host (env PAYPAL_API_BASE); default live https://api-m.paypal.com. */
  apiBase?: string;
  /** Name shown on the PayPal page; default "HapaBox". */
  brandName?: string;
  /** Accepted age of paypal-transmission-time in seconds; default 300. */
  toleranceSeconds?: number;
}

export interface PaypalDeps {
  fetch: FetchFn;
  now: () => Date;
}

interface PaypalMoney {
  currency_code?: string;
  value?: string;
}

interface PaypalCapture {
  id?: string;
  status?: string;
  amount?: PaypalMoney;
  custom_id?: string;
}

interface PaypalOrder {
  id?: string;
  status?: string;
  links?: Array<{ href: string; rel: string }>;
  purchase_units?: Array<{ reference_id?: string; custom_id?: string; payments?: { captures?: PaypalCapture[] } }>;
}

interface PaypalError {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
  error?: string;
  error_description?: string;
}

/** Capture statuses: COMPLETED credits; DECLINED/FAILED are final failures; PENDING waits for a webhook. */
function captureStatus(status: string | undefined): VerifiedPaymentEvent['status'] {
  if (status === 'COMPLETED') return 'paid';
  if (status === 'DECLINED' || status === 'FAILED') return 'failed';
  return 'ignored';
}

/** True for an https URL on paypal.com or one of its subdomains, default port. */
export function isPaypalCertUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return url.protocol === 'https:' && url.port === '' && !url.username && (host === 'paypal.com' || host.endsWith('.paypal.com'));
  } catch {
    return false;
  }
}

export class PaypalProvider implements PaymentProvider {
  readonly key = 'paypal' as const;
  private token: { value: string; expiresAtMs: number } | undefined;
  private readonly certCache = new Map<string, KeyObject>();

  constructor(
    private readonly config: PaypalConfig,
    private readonly deps: PaypalDeps,
  ) {}

  /** True when the client id, secret and webhook id are set. */
  isConfigured(): boolean {
    return Boolean(this.config.clientId && this.config.clientSecret && this.config.webhookId);
  }

  /**
   * Creates an order (intent CAPTURE, amount as a decimal string "20.00", custom_id and
   * reference_id = orderNo, return/cancel URL = returnUrl; PayPal appends `token=<order id>`).
   * @returns toPayUrl = the payer-action/approve link, providerRef = PayPal order id.
   * @throws ProviderRequestError when OAuth or the order call fails (providerCode = PayPal issue or name).
   */
  async prepay(input: PrepayInput): Promise<PrepayResult> {
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.orderNo,
          custom_id: input.orderNo,
          description: 'HapaBox coins',
          amount: { currency_code: (input.currency || 'USD').toUpperCase(), value: centsToDecimal(input.amountCents) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: this.config.brandName ?? 'HapaBox',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: input.returnUrl,
            cancel_url: input.returnUrl,
          },
        },
      },
    };
    const order = await this.api<PaypalOrder>('POST', '/v2/checkout/orders', body, `hapabox-order-${input.orderNo}`);
    const link = order.links?.find((l) => l.rel === 'payer-action') ?? order.links?.find((l) => l.rel === 'approve');
    if (!order.id || !link) throw new ProviderRequestError('paypal order has no approval link');
    return { toPayUrl: link.href, providerRef: order.id };
  }

  /**
   * Captures an approved order (call when the payer returns with `token=<order id>`).
   * Idempotent on PayPal's side through PayPal-Request-Id.
   * @returns the capture as a payment event: eventId `capture:<capture id>`, COMPLETED -> paid,
   *   DECLINED/FAILED -> failed, PENDING -> ignored (wait for PAYMENT.CAPTURE.COMPLETED).
   * @throws ProviderRequestError, e.g. providerCode ORDER_NOT_APPROVED or ORDER_ALREADY_CAPTURED.
   */
  async captureOrder(paypalOrderId: string): Promise<VerifiedPaymentEvent> {
    const order = await this.api<PaypalOrder>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
      {},
      `hapabox-capture-${paypalOrderId}`,
    );
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    if (!capture?.id) throw new ProviderRequestError('paypal capture answer has no capture');
    return {
      eventId: `capture:${capture.id}`,
      orderNo: capture.custom_id ?? unit?.custom_id ?? unit?.reference_id ?? '',
      status: captureStatus(capture.status),
      amountCents: capture.amount?.value ? decimalToCents(capture.amount.value) : 0,
      currency: capture.amount?.currency_code ?? '',
      providerRef: capture.id,
    };
  }

  /**
   * Refunds a captured order in full (docs/payments.md#refunds): reads the order (`GET /v2/checkout/orders/{id}`)
   * for its capture id, then `POST /v2/payments/captures/{capture_id}/refund` with the amount, under
   * `PayPal-Request-Id: hapabox-refund-<key>` (a retried request answers the first refund). COMPLETED -> refunded,
   * PENDING -> pending; CANCELLED / FAILED is a refusal.
   * @throws ProviderRequestError (providerCode = PayPal issue, or `no_capture`)
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    if (!input.providerRef) throw new ProviderRequestError('paypal refund: the order has no PayPal order id', 'no_capture');
    const order = await this.api<PaypalOrder>(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(input.providerRef)}`,
      undefined,
      `hapabox-order-read-${input.idempotencyKey}`,
    );
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture?.id) throw new ProviderRequestError('paypal refund: the order has no capture', 'no_capture');
    const refund = await this.api<{ id?: string; status?: string }>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
      {
        amount: { value: centsToDecimal(input.amountCents), currency_code: (input.currency || 'USD').toUpperCase() },
        invoice_id: input.orderNo,
      },
      `hapabox-refund-${input.idempotencyKey}`,
    );
    if (!refund.id || refund.status === 'CANCELLED' || refund.status === 'FAILED')
      throw new ProviderRequestError(`paypal refund is ${refund.status ?? 'missing'}`, refund.status);
    return { refundId: refund.id, status: refund.status === 'COMPLETED' ? 'refunded' : 'pending' };
  }

  /**
   * Verifies a webhook offline (PayPal's documented self-verification) and maps it:
   * PAYMENT.CAPTURE.COMPLETED -> paid, PAYMENT.CAPTURE.DENIED/DECLINED -> failed, others ignored
   * (CHECKOUT.ORDER.APPROVED carries the PayPal order id as providerRef, should a capture be wanted).
   * eventId = event id; orderNo = resource.custom_id; amountCents from resource.amount.value.
   * @throws WebhookSignatureError when a header is missing, the cert URL is not https *.paypal.com,
   *   the algorithm is not SHA256withRSA, the transmission time is stale or the signature fails.
   */
  async verifyWebhook(req: WebhookRequest): Promise<VerifiedPaymentEvent> {
    const transmissionId = getHeader(req.headers, 'paypal-transmission-id');
    const transmissionTime = getHeader(req.headers, 'paypal-transmission-time');
    const signature = getHeader(req.headers, 'paypal-transmission-sig');
    const certUrl = getHeader(req.headers, 'paypal-cert-url');
    const algorithm = getHeader(req.headers, 'paypal-auth-algo') ?? 'SHA256withRSA';
    if (!transmissionId || !transmissionTime || !signature || !certUrl)
      throw new WebhookSignatureError('missing paypal transmission headers');
    if (algorithm !== 'SHA256withRSA') throw new WebhookSignatureError(`unsupported paypal-auth-algo ${algorithm}`);
    if (!isPaypalCertUrl(certUrl)) throw new WebhookSignatureError('paypal-cert-url is not an https paypal.com URL');
    const sentAt = Date.parse(transmissionTime);
    if (Number.isNaN(sentAt) || Math.abs(this.deps.now().getTime() - sentAt) > (this.config.toleranceSeconds ?? 300) * 1000) {
      throw new WebhookSignatureError('paypal-transmission-time outside the tolerance');
    }
    const message = `${transmissionId}|${transmissionTime}|${this.config.webhookId}|${crc32(Buffer.from(req.rawBody, 'utf8'))}`;
    const key = await this.certificateKey(certUrl);
    if (!createVerify('RSA-SHA256').update(message, 'utf8').verify(key, Buffer.from(signature, 'base64'))) {
      throw new WebhookSignatureError('paypal signature does not match');
    }
    const event = parseJsonBody<{ id?: string; event_type?: string; resource?: PaypalCapture & { supplementary_data?: unknown } }>(
      req.rawBody,
    );
    if (!event.id || !event.event_type) throw new WebhookSignatureError('paypal webhook has no id or event_type');
    const resource = event.resource ?? {};
    const isCapture = event.event_type.startsWith('PAYMENT.CAPTURE.');
    const status =
      event.event_type === 'PAYMENT.CAPTURE.COMPLETED'
        ? 'paid'
        : event.event_type === 'PAYMENT.CAPTURE.DENIED' || event.event_type === 'PAYMENT.CAPTURE.DECLINED'
          ? 'failed'
          : 'ignored';
    return {
      eventId: event.id,
      orderNo: resource.custom_id ?? '',
      status,
      amountCents: isCapture && resource.amount?.value ? decimalToCents(resource.amount.value) : 0,
      currency: isCapture ? (resource.amount?.currency_code ?? '') : '',
      providerRef: resource.id,
    };
  }

  /** Downloads (once per URL) the signing certificate or public key PEM and checks the certificate dates. */
  private async certificateKey(certUrl: string): Promise<KeyObject> {
    const cached = this.certCache.get(certUrl);
    if (cached) return cached;
    let pem: string;
    try {
      const response = await this.deps.fetch(certUrl, { method: 'GET' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      pem = await response.text();
    } catch (error) {
      throw new ProviderRequestError(`cannot download paypal certificate: ${(error as Error).message}`);
    }
    let key: KeyObject;
    try {
      if (pem.includes('BEGIN CERTIFICATE')) {
        const cert = new X509Certificate(pem);
        const nowMs = this.deps.now().getTime();
        if (nowMs < Date.parse(cert.validFrom) || nowMs > Date.parse(cert.validTo)) throw new Error('certificate expired or not yet valid');
        key = cert.publicKey;
      } else {
        key = createPublicKey(pem);
      }
    } catch (error) {
      throw new WebhookSignatureError(`unusable paypal certificate: ${(error as Error).message}`);
    }
    this.certCache.set(certUrl, key);
    return key;
  }

  /** OAuth2 client-credentials token, cached until 60 s before it expires. */
  private async accessToken(): Promise<string> {
    const nowMs = this.deps.now().getTime();
    if (this.token && this.token.expiresAtMs > nowMs) return this.token.value;
    const { status, body } = await fetchJson<{ access_token?: string; expires_in?: number } & PaypalError>(
      this.deps.fetch,
      `${trimBase(this.config.apiBase || PAYPAL_LIVE_API_BASE)}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
      'paypal',
    );
    if (status !== 200 || !body.access_token)
      throw new ProviderRequestError(`paypal oauth failed (HTTP ${status}): ${body.error_description ?? 'no token'}`, body.error);
    this.token = { value: body.access_token, expiresAtMs: nowMs + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 };
    return body.access_token;
  }

  private async api<T>(method: string, path: string, body: unknown, requestId: string): Promise<T> {
    const token = await this.accessToken();
    const { status, body: answer } = await fetchJson<T & PaypalError>(
      this.deps.fetch,
      `${trimBase(this.config.apiBase || PAYPAL_LIVE_API_BASE)}${path}`,
      {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'PayPal-Request-Id': requestId,
          Prefer: 'return=representation',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      'paypal',
    );
    if (status < 200 || status >= 300) {
      const issue = answer.details?.[0]?.issue ?? answer.name;
      throw new ProviderRequestError(
        `paypal ${path} failed (HTTP ${status}): ${answer.details?.[0]?.description ?? answer.message ?? 'unknown error'}`,
        issue,
      );
    }
    return answer;
  }
}
