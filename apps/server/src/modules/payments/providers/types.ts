/**
 * Payment provider contract shared by every real provider and the sandbox.
 * Amounts are integer minor units (cents) unless a field says otherwise.
 */
export type PayMethodKey =
  | 'sandbox'
  | 'stripe'
  | 'wooshpay'
  | 'coinbase'
  | 'binance'
  | 'paypal'
  | 'ton'
  | 'mpesa'
  | 'airwallex'
  | 'gpay'
  | 'acquire_checkout'
  | 'quest2pay'
  | 'pyvio';
export interface PrepayInput {
  orderNo: string;
  amountCents: number;
  currency: string;
  /* ISO, 'USD' default */ userId: number;
  email?: string;
  returnUrl: string;
  /* absolute URL of /payment-result?orderNo=... */ webhookUrl: string;
  /* absolute URL of our webhook for this provider */ mobile?: string;
  cryptoCurrencyCode?: string;
  network?: string;
  shippingAddress?: { city: string; countryCode: string; postcode: string; state: string; street: string };
}
export interface PrepayResult {
  toPayUrl?: string;
  toUrl?: string;
  deepLink?: string;
  qrcodeLink?: string;
  toAccount?: string;
  providerRef?: string;
  expiresAt?: Date;
}
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}
export interface VerifiedPaymentEvent {
  eventId: string;
  orderNo: string;
  status: 'paid' | 'failed' | 'ignored';
  amountCents: number;
  currency: string;
  providerRef?: string;
}
/** A refund of a paid order through the provider (docs/payments.md#refunds); amounts in the order's currency. */
export interface RefundInput {
  orderNo: string;
  /** what the order stored at prepay (Stripe: Checkout Session id, PayPal: order id, sandbox: sbx_<orderNo>) */
  providerRef: string | null;
  amountCents: number;
  currency: string;
  /** stable per refund attempt: the provider answers a repeated request with the first refund */
  idempotencyKey: string;
}
export interface RefundResult {
  /** the provider's refund id */
  refundId: string;
  /** 'refunded': done; 'pending': accepted, settles later (still counts as refunded for the player) */
  status: 'refunded' | 'pending';
}
export interface PaymentProvider {
  readonly key: PayMethodKey;
  isConfigured(): boolean;
  prepay(input: PrepayInput): Promise<PrepayResult>;
  /** throws WebhookSignatureError when the signature is missing or wrong */ verifyWebhook(
    req: WebhookRequest,
  ): Promise<VerifiedPaymentEvent>;
  /**
   * Refunds a paid order in full through the provider's refund API; absent when the provider documents none
   * (the console then offers "mark refunded", docs/payments.md#refunds).
   * @throws ProviderRequestError when the provider refuses; ProviderTimeoutError when it did not answer
   */
  refund?(input: RefundInput): Promise<RefundResult>;
}
export class WebhookSignatureError extends Error {}
export class ProviderRequestError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
  }
}
/**
 * The provider did not answer within its deadline (lib/http-client.ts): the request may have reached it, so an
 * order it was about creating stays pending for a later webhook (docs/architecture/production.md#outbound-calls).
 */
export class ProviderTimeoutError extends ProviderRequestError {
  constructor(message: string) {
    super(message, 'timeout');
  }
}
