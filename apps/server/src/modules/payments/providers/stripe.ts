/**
 * Stripe card payments through the official `stripe` SDK: prepay creates a hosted
 * Checkout Session; the webhook is verified with `stripe.webhooks.constructEvent`.
 */
import type Stripe from 'stripe';
import { OutboundTimeoutError } from '../../../lib/http-client.ts';
import {
  ProviderRequestError,
  ProviderTimeoutError,
  WebhookSignatureError,
  type PaymentProvider,
  type PrepayInput,
  type PrepayResult,
  type RefundInput,
  type RefundResult,
  type VerifiedPaymentEvent,
  type WebhookRequest,
} from './types.ts';
import { assertCents, getHeader, type FetchFn } from './util.ts';

export interface StripeConfig {
  /** `sk_live_...` / `sk_test_...` (env STRIPE_SECRET_KEY). */
  secretKey: string;
  /** Endpoint signing secret `whsec_...` (env STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Product name shown on the Checkout page; default "HapaBox coins". */
  productName?: string;
  /** Accepted age of a webhook signature in seconds; default 300. */
  toleranceSeconds?: number;
}

export interface StripeDeps {
  fetch: FetchFn;
  now: () => Date;
}

/** Session statuses that mean the money is on its way (`unpaid` means an async method is still pending). */
const PAID_SESSION_STATUSES = new Set(['paid', 'no_payment_required']);

export class StripeProvider implements PaymentProvider {
  readonly key = 'stripe' as const;
  /** the SDK client, made on first use: the `stripe` module loads then, not at every start (bench:start) */
  private client: Promise<Stripe> | null = null;

  constructor(
    private readonly config: StripeConfig,
    private readonly deps: StripeDeps,
  ) {}

  private stripe(): Promise<Stripe> {
    this.client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(this.config.secretKey || 'sk_unconfigured', {
          // deps.fetch carries the deadline and the retries (lib/http-client.ts; the checkout request has its own
          // Idempotency-Key, so it is retried there): the SDK's own retries would multiply them
          httpClient: StripeSdk.createFetchHttpClient(this.deps.fetch),
          maxNetworkRetries: 0,
          telemetry: false,
        }),
    );
    return this.client;
  }

  /** True when both the secret key and the webhook signing secret are set. */
  isConfigured(): boolean {
    return Boolean(this.config.secretKey && this.config.webhookSecret);
  }

  /**
   * Creates a Checkout Session (mode `payment`, one line item of `amountCents` in
   * `currency`), tagged with the order number as `client_reference_id` and
   * `metadata.orderNo`; success and cancel both return to `returnUrl`.
   * The order number is the idempotency key, so a repeated prepay returns the same session.
   * @returns toPayUrl = the hosted Checkout URL, providerRef = session id, expiresAt = session expiry.
   * @throws ProviderTimeoutError when Stripe did not answer within its deadline; ProviderRequestError when Stripe
   *   rejects the request (providerCode = Stripe error code).
   */
  async prepay(input: PrepayInput): Promise<PrepayResult> {
    assertCents(input.amountCents);
    const currency = (input.currency || 'USD').toLowerCase();
    let session: Stripe.Checkout.Session;
    const stripe = await this.stripe();
    try {
      session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency,
                unit_amount: input.amountCents,
                product_data: { name: this.config.productName ?? 'HapaBox coins' },
              },
            },
          ],
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          client_reference_id: input.orderNo,
          customer_email: input.email,
          metadata: { orderNo: input.orderNo, userId: String(input.userId) },
          payment_intent_data: { metadata: { orderNo: input.orderNo, userId: String(input.userId) } },
        },
        { idempotencyKey: `hapabox-checkout-${input.orderNo}` },
      );
    } catch (error) {
      const stripeError = error as { message?: string; code?: string; type?: string; detail?: unknown };
      if (stripeError.detail instanceof OutboundTimeoutError) throw new ProviderTimeoutError(`stripe ${stripeError.detail.message}`);
      throw new ProviderRequestError(
        `stripe checkout session failed: ${stripeError.message ?? String(error)}`,
        stripeError.code ?? stripeError.type,
      );
    }
    if (!session.url) throw new ProviderRequestError('stripe checkout session has no url');
    return {
      toPayUrl: session.url,
      providerRef: session.id,
      expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : undefined,
    };
  }

  /**
   * Refunds a paid Checkout Session in full (docs/payments.md#refunds): reads the session's PaymentIntent, then
   * `POST /v1/refunds` with `payment_intent` and `amount`, under the Idempotency-Key `hapabox-refund-<key>` so a
   * retried request answers the first refund. Stripe's `succeeded` -> refunded, `pending` / `requires_action` ->
   * pending (Stripe settles it later); `failed` / `canceled` is a refusal.
   * @throws ProviderRequestError (providerCode = Stripe error code, or `no_payment_intent`) | ProviderTimeoutError
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    assertCents(input.amountCents);
    if (!input.providerRef) throw new ProviderRequestError('stripe refund: the order has no Checkout Session', 'no_payment_intent');
    const stripe = await this.stripe();
    try {
      const session = await stripe.checkout.sessions.retrieve(input.providerRef);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new ProviderRequestError('stripe refund: the session has no PaymentIntent', 'no_payment_intent');
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: input.amountCents, metadata: { orderNo: input.orderNo } },
        { idempotencyKey: `hapabox-refund-${input.idempotencyKey}` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new ProviderRequestError(`stripe refund ${refund.id} is ${refund.status}`, refund.status);
      return { refundId: refund.id, status: refund.status === 'succeeded' ? 'refunded' : 'pending' };
    } catch (error) {
      if (error instanceof ProviderRequestError) throw error;
      const stripeError = error as { message?: string; code?: string; type?: string; detail?: unknown };
      if (stripeError.detail instanceof OutboundTimeoutError) throw new ProviderTimeoutError(`stripe ${stripeError.detail.message}`);
      throw new ProviderRequestError(`stripe refund failed: ${stripeError.message ?? String(error)}`, stripeError.code ?? stripeError.type);
    }
  }

  /**
   * Verifies the `Stripe-Signature` header with the SDK and maps the event:
   * checkout.session.completed (payment_status paid) and async_payment_succeeded -> paid;
   * checkout.session.expired and async_payment_failed -> failed; everything else -> ignored.
   * amountCents = session.amount_total (minor units); currency upper-cased.
   * @throws WebhookSignatureError when the header is missing, the signature is wrong or older than the tolerance.
   */
  async verifyWebhook(req: WebhookRequest): Promise<VerifiedPaymentEvent> {
    const header = getHeader(req.headers, 'stripe-signature');
    if (!header) throw new WebhookSignatureError('missing stripe-signature header');
    let event: Stripe.Event;
    const stripe = await this.stripe();
    try {
      event = stripe.webhooks.constructEvent(
        req.rawBody,
        header,
        this.config.webhookSecret,
        this.config.toleranceSeconds ?? 300,
        undefined,
        this.deps.now().getTime(),
      );
    } catch (error) {
      throw new WebhookSignatureError(`stripe signature rejected: ${(error as Error).message}`);
    }
    return mapStripeEvent(event);
  }
}

/** Maps a verified Stripe (or Stripe-compatible) event to our payment event. */
export function mapStripeEvent(event: { id: string; type: string; data: { object: unknown } }): VerifiedPaymentEvent {
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  const isSession = typeof event.type === 'string' && event.type.startsWith('checkout.session.');
  const orderNo = isSession ? (session.client_reference_id ?? session.metadata?.orderNo ?? '') : '';
  const base = {
    eventId: event.id,
    orderNo,
    amountCents: isSession ? Number(session.amount_total ?? 0) : 0,
    currency: isSession ? String(session.currency ?? '').toUpperCase() : '',
    providerRef: isSession ? session.id : undefined,
  };
  switch (event.type) {
    case 'checkout.session.completed':
      return { ...base, status: PAID_SESSION_STATUSES.has(String(session.payment_status)) ? 'paid' : 'ignored' };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, status: 'paid' };
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { ...base, status: 'failed' };
    default:
      return { ...base, status: 'ignored' };
  }
}
