import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider, PrepayInput, PrepayResult, VerifiedPaymentEvent, WebhookRequest } from './providers/types.ts';
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
