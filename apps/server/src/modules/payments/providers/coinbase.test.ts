import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { CoinbaseProvider } from './coinbase.ts';
import { ProviderRequestError, WebhookSignatureError, type PrepayInput } from './types.ts';

const SECRET = 'cc-shared-secret';
const input: PrepayInput = {
  orderNo: 'HBC0001',
  amountCents: 2000,
  currency: 'USD',
  userId: 5,
  returnUrl: 'https://hapabox.test/payment-result?orderNo=HBC0001',
  webhookUrl: 'https://hapabox.test/api/pay/coinbase/webhook',
};

function makeProvider(fetchFn: unknown) {
  return new CoinbaseProvider(
    { apiKey: 'cc-api-key', webhookSecret: SECRET },
    { fetch: fetchFn as typeof fetch, now: () => new Date('2026-03-01T00:00:00Z') },
  );
}

function webhook(type: string, amount = '20.00') {
  return JSON.stringify({
    id: 1,
    scheduled_for: '2026-03-01T00:00:00Z',
    event: {
      id: '24934862-d980-46cb-9402-43c81b0cdba6',
      resource: 'event',
      type,
      api_version: '2018-03-22',
      created_at: '2026-03-01T00:00:00Z',
      data: {
        id: 'f765421f',
        code: '66BEOV2A',
        metadata: { orderNo: 'HBC0001', userId: '5' },
        pricing: { local: { amount, currency: 'USD' } },
      },
    },
  });
}

const sign = (rawBody: string, secret = SECRET) => ({
  headers: { 'X-CC-Webhook-Signature': createHmac('sha256', secret).update(rawBody).digest('hex') },
  rawBody,
});

describe('CoinbaseProvider.prepay', () => {
  it('creates a fixed_price charge with the documented headers and decimal amount', async () => {
    const fetchFn = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            data: {
              id: 'f765421f',
              code: '66BEOV2A',
              hosted_url: 'https://commerce.coinbase.com/charges/66BEOV2A',
              expires_at: '2026-03-01T01:00:00Z',
            },
          }),
          { status: 201 },
        ),
    );
    const result = await makeProvider(fetchFn).prepay({ ...input, amountCents: 2005 });
    expect(result).toEqual({
      toPayUrl: 'https://commerce.coinbase.com/charges/66BEOV2A',
      providerRef: '66BEOV2A',
      expiresAt: new Date('2026-03-01T01:00:00Z'),
    });

    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.commerce.coinbase.com/charges');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-CC-Api-Key': 'cc-api-key', 'X-CC-Version': '2018-03-22', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toMatchObject({
      pricing_type: 'fixed_price',
      local_price: { amount: '20.05', currency: 'USD' },
      metadata: { orderNo: 'HBC0001' },
      redirect_url: input.returnUrl,
    });
  });

  it('throws ProviderRequestError with the Coinbase error type', async () => {
    const fetchFn = vi.fn(
      async () => new Response(JSON.stringify({ error: { type: 'invalid_request', message: 'Invalid API key' } }), { status: 401 }),
    );
    const error = (await makeProvider(fetchFn)
      .prepay(input)
      .catch((e: unknown) => e)) as ProviderRequestError;
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error.providerCode).toBe('invalid_request');
  });
});

describe('CoinbaseProvider.verifyWebhook', () => {
  const provider = makeProvider(vi.fn());

  it('verifies and maps charge:confirmed to paid with exact cents', async () => {
    expect(await provider.verifyWebhook(sign(webhook('charge:confirmed', '20.10')))).toEqual({
      eventId: '24934862-d980-46cb-9402-43c81b0cdba6',
      orderNo: 'HBC0001',
      status: 'paid',
      amountCents: 2010,
      currency: 'USD',
      providerRef: '66BEOV2A',
    });
  });

  it('maps resolved -> paid, failed -> failed, pending -> ignored', async () => {
    expect((await provider.verifyWebhook(sign(webhook('charge:resolved')))).status).toBe('paid');
    expect((await provider.verifyWebhook(sign(webhook('charge:failed')))).status).toBe('failed');
    expect((await provider.verifyWebhook(sign(webhook('charge:pending')))).status).toBe('ignored');
  });

  it('rejects a tampered body, a forged signature and a missing header', async () => {
    const req = sign(webhook('charge:confirmed'));
    await expect(provider.verifyWebhook({ ...req, rawBody: req.rawBody.replace('20.00', '2000.00') })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.verifyWebhook(sign(webhook('charge:confirmed'), 'not-the-secret'))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook({ headers: {}, rawBody: webhook('charge:confirmed') })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});
