import { describe, expect, it, vi } from 'vitest';
import { PaypalProvider } from './paypal.ts';
import { StripeProvider } from './stripe.ts';
import { ProviderRequestError, type RefundInput } from './types.ts';

/** Small tier: the provider refund adapters (docs/payments.md#refunds) against recorded answers of their documented APIs. */
const NOW = new Date('2026-03-01T12:00:00Z');
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
const refund = (providerRef: string): RefundInput => ({
  orderNo: 'HB1',
  providerRef,
  amountCents: 2050,
  currency: 'USD',
  idempotencyKey: 'HB1-1',
});
const body = (init: RequestInit | undefined) => String(init?.body ?? '');
const header = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

describe('StripeProvider.refund', () => {
  const make = (fetchFn: unknown) =>
    new StripeProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_x' }, { fetch: fetchFn as typeof fetch, now: () => NOW });

  it("reads the session's PaymentIntent, then refunds its amount under the refund's idempotency key", async () => {
    const fetchFn = vi.fn(async (url: string) =>
      url.includes('/v1/checkout/sessions/')
        ? json({ id: 'cs_test_1', object: 'checkout.session', payment_intent: 'pi_123' })
        : json({ id: 're_123', object: 'refund', status: 'succeeded', amount: 2050 }),
    );
    expect(await make(fetchFn).refund(refund('cs_test_1'))).toEqual({ refundId: 're_123', status: 'refunded' });
    const [url, init] = fetchFn.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toContain('/v1/refunds');
    expect(body(init)).toContain('payment_intent=pi_123');
    expect(body(init)).toContain('amount=2050');
    expect(header(init, 'Idempotency-Key')).toBe('hapabox-refund-HB1-1');
  });

  it('a pending refund counts as refunded-pending; a failed one and an error are refusals', async () => {
    const pending = vi.fn(async (url: string) =>
      url.includes('/checkout/sessions/') ? json({ id: 'cs', payment_intent: 'pi' }) : json({ id: 're_p', status: 'pending' }),
    );
    expect(await make(pending).refund(refund('cs'))).toEqual({ refundId: 're_p', status: 'pending' });
    const failed = vi.fn(async (url: string) =>
      url.includes('/checkout/sessions/') ? json({ id: 'cs', payment_intent: 'pi' }) : json({ id: 're_f', status: 'failed' }),
    );
    await expect(make(failed).refund(refund('cs'))).rejects.toBeInstanceOf(ProviderRequestError);
    const refused = vi.fn(async (url: string) =>
      url.includes('/checkout/sessions/')
        ? json({ id: 'cs', payment_intent: 'pi' })
        : json({ error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge already refunded' } }, 400),
    );
    const err = await make(refused)
      .refund(refund('cs'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderRequestError);
    expect((err as ProviderRequestError).providerCode).toBe('charge_already_refunded');
    const noIntent = vi.fn(async () => json({ id: 'cs', payment_intent: null }));
    await expect(make(noIntent).refund(refund('cs'))).rejects.toMatchObject({ providerCode: 'no_payment_intent' });
  });
});

describe('PaypalProvider.refund', () => {
  const make = (fetchFn: unknown) =>
    new PaypalProvider(
      { clientId: 'client-id', clientSecret: 'client-secret', webhookId: 'WH', apiBase: 'https://api-m.sandbox.paypal.com' },
      { fetch: fetchFn as typeof fetch, now: () => NOW },
    );

  it("refunds the order's capture with the amount, under PayPal-Request-Id", async () => {
    const fetchFn = vi.fn(async (url: string) => {
      if (url.endsWith('/v1/oauth2/token')) return json({ access_token: 'tok', expires_in: 3600 });
      if (url.endsWith('/v2/checkout/orders/5O19'))
        return json({ id: '5O19', purchase_units: [{ payments: { captures: [{ id: 'CAP1' }] } }] });
      return json({ id: 'RF1', status: 'COMPLETED' }, 201);
    });
    expect(await make(fetchFn).refund(refund('5O19'))).toEqual({ refundId: 'RF1', status: 'refunded' });
    const [url, init] = fetchFn.mock.calls[2] as unknown as [string, RequestInit];
    expect(url).toBe('https://api-m.sandbox.paypal.com/v2/payments/captures/CAP1/refund');
    expect(JSON.parse(body(init))).toMatchObject({ amount: { value: '20.50', currency_code: 'USD' }, invoice_id: 'HB1' });
    expect(header(init, 'PayPal-Request-Id')).toBe('hapabox-refund-HB1-1');
    expect((fetchFn.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBeUndefined();
  });

  it('an order without a capture, or a refused refund, is a ProviderRequestError', async () => {
    const noCapture = vi.fn(async (url: string) =>
      url.endsWith('/v1/oauth2/token') ? json({ access_token: 'tok', expires_in: 3600 }) : json({ id: '5O19', purchase_units: [{}] }),
    );
    await expect(make(noCapture).refund(refund('5O19'))).rejects.toMatchObject({ providerCode: 'no_capture' });
    const refused = vi.fn(async (url: string) => {
      if (url.endsWith('/v1/oauth2/token')) return json({ access_token: 'tok', expires_in: 3600 });
      if (url.includes('/v2/checkout/orders/')) return json({ id: '5O19', purchase_units: [{ payments: { captures: [{ id: 'CAP1' }] } }] });
      return json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED', description: 'already refunded' }] }, 422);
    });
    await expect(make(refused).refund(refund('5O19'))).rejects.toMatchObject({ providerCode: 'CAPTURE_FULLY_REFUNDED' });
  });
});
