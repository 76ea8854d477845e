/**
 * Configurable hosted checkouts with signed callbacks: the two wallet methods of docs/product/constants.md#top-up-and-deposits (`quest2pay`,
 * `pyvio`) and `acquire_checkout` (a card acquirer's hosted checkout). They share one protocol
 * (providers/README.md "Hosted checkouts"), pointed at each operator's endpoint by env:
 *
 * - prepay: `POST {apiBase}/v1/checkout/sessions`, JSON `{merchantId, orderNo, amount: "20.00", currency,
 *   returnUrl, notifyUrl}`, signed like the callbacks (`x-timestamp`, `x-signature` = hex
 *   HMAC-SHA256(secret, timestamp + body)); the answer `{sessionId, checkoutUrl}` gives the page to send
 *   the payer to;
 * - callback: `POST notifyUrl` (our `/api/pay/{payType}/webhook`), JSON `{eventId, orderNo, status:
 *   "paid"|"failed"|other, amount, currency, sessionId}`, same signature, 5 minutes tolerance.
 */
import { timestampedHeaders, verifyTimestamped } from './timestamp-signature.ts';
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

export type HostedCheckoutKey = 'quest2pay' | 'pyvio' | 'acquire_checkout';

export interface HostedCheckoutConfig {
  /** env {PREFIX}_MERCHANT_ID */
  merchantId: string;
  /** env {PREFIX}_SECRET: signs requests and callbacks */
  secret: string;
  /** env {PREFIX}_API_BASE: the operator's API origin (no default: each operator gives its own) */
  apiBase: string;
}

interface CallbackBody {
  eventId?: string;
  orderNo?: string;
  status?: string;
  amount?: string | number;
  currency?: string;
  sessionId?: string;
}

export class HostedCheckoutProvider implements PaymentProvider {
  constructor(
    readonly key: HostedCheckoutKey,
    private readonly config: HostedCheckoutConfig,
    private readonly deps: { fetch: FetchFn; now: () => Date },
  ) {}

  isConfigured(): boolean {
    return Boolean(this.config.merchantId && this.config.secret && this.config.apiBase);
  }

  /**
   * Opens a checkout session for the order.
   * @returns toPayUrl = checkoutUrl, providerRef = sessionId.
   * @throws ProviderRequestError on a refused request (providerCode = the operator's `code`) or no checkoutUrl.
   */
  async prepay(input: PrepayInput): Promise<PrepayResult> {
    assertCents(input.amountCents);
    const body = JSON.stringify({
      merchantId: this.config.merchantId,
      orderNo: input.orderNo,
      amount: centsToDecimal(input.amountCents),
      currency: input.currency.toUpperCase(),
      returnUrl: input.returnUrl,
      notifyUrl: input.webhookUrl,
    });
    const { status, body: res } = await fetchJson<{ sessionId?: string; checkoutUrl?: string; code?: string; message?: string }>(
      this.deps.fetch,
      `${trimBase(this.config.apiBase)}/v1/checkout/sessions`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...timestampedHeaders(this.config.secret, body, this.deps.now()) },
        body,
      },
      this.key,
    );
    if (status >= 300 || !res.checkoutUrl)
      throw new ProviderRequestError(`${this.key} checkout refused: HTTP ${status} ${res.message ?? ''}`, res.code);
    return { toPayUrl: res.checkoutUrl, providerRef: res.sessionId };
  }

  /**
   * Verifies the callback signature and maps `status` (paid / failed / anything else ignored).
   * @throws WebhookSignatureError on a bad, missing or stale signature, or a body without event id or order.
   */
  async verifyWebhook(req: WebhookRequest): Promise<VerifiedPaymentEvent> {
    verifyTimestamped(req, this.config.secret, this.deps.now(), this.key);
    const body = parseJsonBody<CallbackBody>(req.rawBody);
    if (!body.eventId || !body.orderNo) throw new WebhookSignatureError(`${this.key} callback without eventId or orderNo`);
    return {
      eventId: String(body.eventId),
      orderNo: String(body.orderNo),
      status: body.status === 'paid' ? 'paid' : body.status === 'failed' ? 'failed' : 'ignored',
      amountCents: body.amount === undefined ? 0 : decimalToCents(body.amount),
      currency: String(body.currency ?? '').toUpperCase(),
      providerRef: body.sessionId,
    };
  }
}
