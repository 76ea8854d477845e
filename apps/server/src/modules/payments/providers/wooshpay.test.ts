import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ProviderRequestError, WebhookSignatureError, type PrepayInput } from './types.ts';
import { WOOSHPAY_CARD_ERROR_KEY, WOOSHPAY_INSUFFICIENT_FUNDS_TEXT, WooshpayProvider } from './wooshpay.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const SECRET = 'whsec_woosh_test';

const input: PrepayInput = {
  orderNo: 'HB7000001',
  amountCents: 2000,
  currency: 'USD',
  userId: 7,
  returnUrl: 'https://hapabox.test/payment-result?orderNo=HB7000001',
  webhookUrl: 'https://hapabox.test/api/pay/wooshpay/webhook',
};

function makeProvider(fetchFn: unknown) {
  return new WooshpayProvider(
    { secretKey: 'sk_test_woosh', webhookSecret: SECRET, baseUrl: 'https://apitest.wooshpay.com/' },
    { fetch: fetchFn as typeof fetch, now: () => NOW },
  );
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function sign(rawBody: string, t = Math.floor(NOW.getTime() / 1000), secret = SECRET) {
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return { headers: { 'wooshpay-signature': `t=${t},v1=${v1}` }, rawBody };
}

const completed = JSON.stringify({
  id: 'evt_1580071',
  object: 'event',
  type: 'checkout.session.completed',
  created: 1772366400000,
  data: {
    object: {
      id: 'cs_1580071142008291328',
      object: 'checkout.session',
      client_reference_id: 'HB7000001',
      metadata: { orderNo: 'HB7000001' },
      amount_total: 2000,
      currency: 'USD',
      payment_status: 'paid',
    },
  },
});

describe('WooshpayProvider.prepay', () => {
  it('posts a checkout session with basic auth and amount in cents', async () => {
    const fetchFn = vi.fn(async () =>
      json({
        id: 'cs_1580071142008291328',
        object: 'checkout.session',
        url: 'https://checkouttest.wooshpay.com/pay/cs_test_1',
        expires_at: 1772452800000,
      }),
    );
    const result = await makeProvider(fetchFn).prepay(input);
    expect(result).toEqual({
      toPayUrl: 'https://checkouttest.wooshpay.com/pay/cs_test_1',
      providerRef: 'cs_1580071142008291328',
      expiresAt: new Date(1772452800000),
    });

    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://apitest.wooshpay.com/v1/checkout/sessions');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('sk_test_woosh:').toString('base64')}`);
    expect(headers['Content-Type']).toBe('application/json');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      mode: 'payment',
      success_url: input.returnUrl,
      cancel_url: input.returnUrl,
      client_reference_id: 'HB7000001',
      metadata: { orderNo: 'HB7000001', userId: '7' },
      line_items: [{ quantity: 1, price_data: { currency: 'USD', unit_amount: 2000 } }],
    });
  });

  it('maps an insufficient-funds card_error to the docs/product/errors.md#client-handling text', async () => {
    const fetchFn = vi.fn(async () =>
      json(
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        },
        402,
      ),
    );
    const error = (await makeProvider(fetchFn)
      .prepay(input)
      .catch((e: unknown) => e)) as ProviderRequestError;
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error.providerCode).toBe(WOOSHPAY_CARD_ERROR_KEY);
    expect(error.message).toBe(WOOSHPAY_INSUFFICIENT_FUNDS_TEXT);
  });

  it('keeps the provider text for other card errors and the code for other errors', async () => {
    const declined = vi.fn(async () =>
      json({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }, 402),
    );
    const e1 = (await makeProvider(declined)
      .prepay(input)
      .catch((e: unknown) => e)) as ProviderRequestError;
    expect([e1.providerCode, e1.message]).toEqual([WOOSHPAY_CARD_ERROR_KEY, 'Your card was declined.']);
    const invalid = vi.fn(async () =>
      json({ error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing success_url' } }, 400),
    );
    const e2 = (await makeProvider(invalid)
      .prepay(input)
      .catch((e: unknown) => e)) as ProviderRequestError;
    expect(e2.providerCode).toBe('parameter_missing');
  });
});

describe('WooshpayProvider.verifyWebhook', () => {
  const provider = makeProvider(vi.fn());

  it('verifies a valid signature and maps the completed session', async () => {
    expect(await provider.verifyWebhook(sign(completed))).toEqual({
      eventId: 'evt_1580071',
      orderNo: 'HB7000001',
      status: 'paid',
      amountCents: 2000,
      currency: 'USD',
      providerRef: 'cs_1580071142008291328',
    });
  });

  it('accepts the header when one of several v1 signatures matches', async () => {
    const req = sign(completed);
    req.headers['wooshpay-signature'] = req.headers['wooshpay-signature'].replace('v1=', 'v1=deadbeef,v1=');
    expect((await provider.verifyWebhook(req)).status).toBe('paid');
  });

  it('rejects a tampered body, a forged secret, a stale or future timestamp and a missing header', async () => {
    const tampered = sign(completed);
    tampered.rawBody = tampered.rawBody.replace('"amount_total":2000', '"amount_total":200000');
    await expect(provider.verifyWebhook(tampered)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook(sign(completed, undefined, 'whsec_other'))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook(sign(completed, Math.floor(NOW.getTime() / 1000) - 301))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.verifyWebhook(sign(completed, Math.floor(NOW.getTime() / 1000) + 301))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.verifyWebhook({ headers: {}, rawBody: completed })).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook({ headers: { 'wooshpay-signature': 'v1=abc' }, rawBody: completed })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it('maps an expired session to failed', async () => {
    const expired = completed.replace('checkout.session.completed', 'checkout.session.expired');
    expect((await provider.verifyWebhook(sign(expired))).status).toBe('failed');
  });
});
