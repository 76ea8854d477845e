import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  PaymentProvider,
  PrepayInput,
  PrepayResult,
  RefundInput,
  RefundResult,
  VerifiedPaymentEvent,
  WebhookRequest,
} from './providers/types.ts';
import { WebhookSignatureError } from './providers/types.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxWebhookBody {
  eventId: string;
  orderNo: string;
  status: 'paid' | 'failed';
  amountCents: number;
  currency: string;
  /** the provider reference the order stored at prepay (the sandbox plays M-PESA's CheckoutRequestID check) */
  providerRef?: string;
}

/**
 * The default provider (architecture.md "Payments"): our own hosted checkout page at
 * `/sandbox/checkout/{orderNo}`, which confirms or declines and delivers a webhook body signed with
 * HMAC-SHA256 (hex, header `x-sandbox-signature`). No real money moves. It also runs every method whose
 * provider has no keys, playing that method's flow (sandbox-checkout.ts).
 */
export class SandboxProvider implements PaymentProvider {
  readonly key = 'sandbox' as const;
  constructor(
    private readonly secret: string,
    private readonly publicUrl: () => string,
  ) {}

  isConfigured() {
    return true;
  }

  async prepay(input: PrepayInput): Promise<PrepayResult> {
    return { toPayUrl: `${this.publicUrl()}/sandbox/checkout/${encodeURIComponent(input.orderNo)}`, providerRef: `sbx_${input.orderNo}` };
  }

  /**
   * The sandbox's refund API (docs/payments.md#refunds): no money moves; the refund id is derived from the
   * idempotency key, so a repeated request answers the same refund, as a real provider's would.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const id = createHmac('sha256', this.secret).update(`refund:${input.idempotencyKey}`).digest('hex').slice(0, 24);
    return { refundId: `sbx_re_${id}`, status: 'refunded' };
  }

  /** Signs a webhook body as the hosted checkout does. */
  sign(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  /** Builds the signed delivery the checkout page sends for `orderNo`. */
  buildDelivery(body: SandboxWebhookBody): WebhookRequest {
    const rawBody = JSON.stringify(body);
    return { rawBody, headers: { [SANDBOX_SIGNATURE_HEADER]: this.sign(rawBody) } };
  }

  /** @throws WebhookSignatureError on a missing or wrong signature or a malformed body */
  async verifyWebhook(req: WebhookRequest): Promise<VerifiedPaymentEvent> {
    const given = req.headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) throw new WebhookSignatureError('missing sandbox signature');
    const expected = Buffer.from(this.sign(req.rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new WebhookSignatureError('bad sandbox signature');
    let body: SandboxWebhookBody;
    try {
      body = JSON.parse(req.rawBody) as SandboxWebhookBody;
    } catch {
      throw new WebhookSignatureError('malformed sandbox body');
    }
    if (
      typeof body.orderNo !== 'string' ||
      !Number.isSafeInteger(body.amountCents) ||
      (body.status !== 'paid' && body.status !== 'failed')
    ) {
      throw new WebhookSignatureError('malformed sandbox body');
    }
    return {
      eventId: String(body.eventId),
      orderNo: body.orderNo,
      status: body.status,
      amountCents: body.amountCents,
      currency: String(body.currency),
      providerRef: typeof body.providerRef === 'string' ? body.providerRef : undefined,
    };
  }
}
