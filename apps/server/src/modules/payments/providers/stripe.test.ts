import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { StripeProvider } from './stripe.ts';
import { ProviderRequestError, WebhookSignatureError, type PrepayInput } from './types.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_secret';

const input: PrepayInput = {
  orderNo: 'HB20260301000001',
  amountCents: 2050,
  currency: 'USD',
  userId: 42,
  email: 'player@example.com',
  returnUrl: 'https://hapabox.test/payment-result?orderNo=HB20260301000001',
  webhookUrl: 'https://hapabox.test/api/pay/stripe/webhook',
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
}

function makeProvider(fetchFn: typeof fetch) {
  return new StripeProvider({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET }, { fetch: fetchFn, now: () => NOW });
}

function signedRequest(payload: string, timestampSeconds = Math.floor(NOW.getTime() / 1000), secret = WEBHOOK_SECRET) {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
  return { headers: { 'Stripe-Signature': header }, rawBody: payload };
}

function sessionEvent(type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: 'evt_123',
    object: 'event',
    type,
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        client_reference_id: input.orderNo,
        metadata: { orderNo: input.orderNo },
        amount_total: 2050,
        currency: 'usd',
        payment_status: 'paid',
        ...session,
      },
    },
  });
}

describe('StripeProvider.prepay', () => {
  it('creates a checkout session with the amount in cents and maps the hosted url', async () => {
    const fetchFn = vi.fn(async () =>
      jsonResponse({
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        expires_at: 1772452800,
      }),
    );
    const result = await makeProvider(fetchFn as unknown as typeof fetch).prepay(input);

    expect(result).toEqual({
      toPayUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
      providerRef: 'cs_test_1',
      expiresAt: new Date(1772452800 * 1000),
    });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer sk_test_123');
    expect(headers.get('idempotency-key')).toBe(`hapabox-checkout-${input.orderNo}`);
    const form = new URLSearchParams(String(init.body));
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2050');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('success_url')).toBe(input.returnUrl);
    expect(form.get('cancel_url')).toBe(input.returnUrl);
    expect(form.get('client_reference_id')).toBe(input.orderNo);
    expect(form.get('metadata[orderNo]')).toBe(input.orderNo);
    expect(form.get('customer_email')).toBe('player@example.com');
  });

  it('turns a Stripe API error into ProviderRequestError with the Stripe code', async () => {
    const fetchFn = vi.fn(async () =>
      jsonResponse(
        { error: { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least $0.50 usd' } },
        400,
      ),
    );
    const error = await makeProvider(fetchFn as unknown as typeof fetch)
      .prepay({ ...input, amountCents: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect((error as ProviderRequestError).providerCode).toBe('amount_too_small');
  });

  it('rejects amounts that are not whole cents before calling Stripe', async () => {
    const fetchFn = vi.fn();
    await expect(makeProvider(fetchFn as unknown as typeof fetch).prepay({ ...input, amountCents: 20.5 })).rejects.toThrow(RangeError);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('StripeProvider.verifyWebhook', () => {
  const provider = makeProvider(vi.fn() as unknown as typeof fetch);

  it('verifies a signed checkout.session.completed and maps it to paid', async () => {
    const event = await provider.verifyWebhook(signedRequest(sessionEvent('checkout.session.completed', {})));
    expect(event).toEqual({
      eventId: 'evt_123',
      orderNo: input.orderNo,
      status: 'paid',
      amountCents: 2050,
      currency: 'USD',
      providerRef: 'cs_test_1',
    });
  });

  it('maps expired and async_payment_failed to failed, unpaid completion and other types to ignored', async () => {
    expect(
      (await provider.verifyWebhook(signedRequest(sessionEvent('checkout.session.expired', { payment_status: 'unpaid' })))).status,
    ).toBe('failed');
    expect((await provider.verifyWebhook(signedRequest(sessionEvent('checkout.session.async_payment_failed', {})))).status).toBe('failed');
    expect((await provider.verifyWebhook(signedRequest(sessionEvent('checkout.session.async_payment_succeeded', {})))).status).toBe('paid');
    expect(
      (await provider.verifyWebhook(signedRequest(sessionEvent('checkout.session.completed', { payment_status: 'unpaid' })))).status,
    ).toBe('ignored');
    const other = JSON.stringify({ id: 'evt_9', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1' } } });
    expect((await provider.verifyWebhook(signedRequest(other))).status).toBe('ignored');
  });

  it('rejects a tampered body', async () => {
    const req = signedRequest(sessionEvent('checkout.session.completed', {}));
    req.rawBody = req.rawBody.replace('2050', '9050');
    await expect(provider.verifyWebhook(req)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('rejects a signature made with another secret', async () => {
    const req = signedRequest(sessionEvent('checkout.session.completed', {}), undefined, 'whsec_forged');
    await expect(provider.verifyWebhook(req)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('rejects a stale timestamp (older than 5 minutes)', async () => {
    const req = signedRequest(sessionEvent('checkout.session.completed', {}), Math.floor(NOW.getTime() / 1000) - 301);
    await expect(provider.verifyWebhook(req)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('rejects a missing signature header', async () => {
    await expect(provider.verifyWebhook({ headers: {}, rawBody: sessionEvent('checkout.session.completed', {}) })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});
