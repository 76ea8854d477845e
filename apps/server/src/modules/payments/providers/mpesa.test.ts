import { describe, expect, it, vi } from 'vitest';
import { MpesaProvider, darajaTimestamp, normalizeKenyanMsisdn, stkPassword } from './mpesa.ts';
import { ProviderRequestError, WebhookSignatureError, type PrepayInput } from './types.ts';

const NOW = new Date('2026-03-01T09:05:07Z'); // 12:05:07 in Nairobi
const config = {
  consumerKey: 'ck',
  consumerSecret: 'cs',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  callbackSecret: 'cb-secret',
  apiBase: 'https://sandbox.safaricom.co.ke',
};
const input: PrepayInput = {
  orderNo: 'HBKE00000001',
  amountCents: 100_000, // KES 1,000
  currency: 'KES',
  userId: 11,
  mobile: '0712 345-678',
  returnUrl: 'https://hapabox.test/payment-result?orderNo=HBKE00000001',
  webhookUrl: 'https://hapabox.test/api/pay/lipa/callback',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stkFetch() {
  return vi.fn(async (url: string) =>
    url.includes('/oauth/v1/generate')
      ? json({ access_token: 'daraja-token', expires_in: '3599' })
      : json({
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        }),
  );
}

function callback(resultCode: number, amount: number | string = 1000) {
  const meta =
    resultCode === 0
      ? {
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
              { Name: 'TransactionDate', Value: 20260301120530 },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        }
      : {};
  return JSON.stringify({
    Body: {
      stkCallback: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: 'ws_CO_191220191020363925',
        ResultCode: resultCode,
        ResultDesc: resultCode === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user',
        ...meta,
      },
    },
  });
}

describe('helpers', () => {
  it('normalises Kenyan numbers and rejects others', () => {
    for (const raw of ['0712345678', '712345678', '+254712345678', '254712345678', '0712 345 678', '(0712)-345678'])
      expect(normalizeKenyanMsisdn(raw)).toBe('254712345678');
    expect(normalizeKenyanMsisdn('0110123456')).toBe('254110123456');
    for (const raw of ['', undefined, '0812345678', '07123456', '+1 202 555 0100', '25471234567890', 'abc']) {
      expect(() => normalizeKenyanMsisdn(raw)).toThrow(ProviderRequestError);
    }
  });

  it('builds the timestamp in Nairobi time and the STK password', () => {
    expect(darajaTimestamp(NOW)).toBe('20260301120507');
    expect(stkPassword('174379', 'pk', '20260301120507')).toBe(Buffer.from('174379pk20260301120507').toString('base64'));
  });
});

describe('MpesaProvider.prepay', () => {
  it('gets an OAuth token with basic auth and sends the documented STK push', async () => {
    const fetchFn = stkFetch();
    const provider = new MpesaProvider(config, { fetch: fetchFn as unknown as typeof fetch, now: () => NOW });
    expect(await provider.prepay(input)).toEqual({ providerRef: 'ws_CO_191220191020363925' });

    const [oauthUrl, oauthInit] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(oauthUrl).toBe('https://sandbox.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials');
    expect(oauthInit.method).toBe('GET');
    expect(oauthInit.headers).toMatchObject({ Authorization: `Basic ${Buffer.from('ck:cs').toString('base64')}` });

    const [stkUrl, stkInit] = fetchFn.mock.calls[1] as unknown as [string, RequestInit];
    expect(stkUrl).toBe('https://sandbox.safaricom.co.ke/mpesa/stkpush/v1/processrequest');
    expect(stkInit.headers).toMatchObject({ Authorization: 'Bearer daraja-token', 'Content-Type': 'application/json' });
    const body = JSON.parse(String(stkInit.body));
    const token = provider.callbackToken('HBKE00000001', Math.floor(NOW.getTime() / 1000));
    expect(body).toEqual({
      BusinessShortCode: '174379',
      Password: Buffer.from(`174379${config.passkey}20260301120507`).toString('base64'),
      Timestamp: '20260301120507',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1000,
      PartyA: 254712345678,
      PartyB: '174379',
      PhoneNumber: 254712345678,
      CallBackURL: `https://hapabox.test/api/pay/lipa/callback?token=${encodeURIComponent(token)}`,
      AccountReference: 'HBKE00000001',
      TransactionDesc: 'HapaBox',
    });
  });

  it('rejects bad numbers, fractional shillings and other currencies before calling Daraja', async () => {
    const fetchFn = vi.fn();
    const provider = new MpesaProvider(config, { fetch: fetchFn as unknown as typeof fetch, now: () => NOW });
    await expect(provider.prepay({ ...input, mobile: '12345' })).rejects.toMatchObject({ providerCode: 'mpesa.invalid_phone' });
    await expect(provider.prepay({ ...input, amountCents: 100_050 })).rejects.toMatchObject({ providerCode: 'mpesa.amount' });
    await expect(provider.prepay({ ...input, currency: 'USD' })).rejects.toMatchObject({ providerCode: 'mpesa.currency' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('maps a Daraja error to ProviderRequestError with its errorCode', async () => {
    const fetchFn = vi.fn(async (url: string) =>
      url.includes('/oauth/')
        ? json({ access_token: 't', expires_in: '3599' })
        : json({ requestId: '1', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' }, 400),
    );
    const provider = new MpesaProvider(config, { fetch: fetchFn as unknown as typeof fetch, now: () => NOW });
    await expect(provider.prepay(input)).rejects.toMatchObject({ providerCode: '400.002.02' });
  });
});

describe('MpesaProvider.verifyWebhook', () => {
  const provider = new MpesaProvider(config, { fetch: vi.fn() as unknown as typeof fetch, now: () => NOW });
  const issuedAt = Math.floor(NOW.getTime() / 1000) - 60;
  const token = provider.callbackToken('HBKE00000001', issuedAt);

  it('accepts the token (raw or as the query string) and maps a successful payment in whole KES to cents', async () => {
    const expected = {
      eventId: 'ws_CO_191220191020363925',
      orderNo: 'HBKE00000001',
      status: 'paid',
      amountCents: 100_000,
      currency: 'KES',
      providerRef: 'ws_CO_191220191020363925',
    };
    expect(await provider.verifyWebhook({ headers: { 'x-callback-token': token }, rawBody: callback(0) })).toEqual(expected);
    expect(
      await provider.verifyWebhook({
        headers: { 'x-callback-token': `?token=${encodeURIComponent(token)}` },
        rawBody: callback(0, '1000.00'),
      }),
    ).toEqual(expected);
  });

  it('maps a non-zero ResultCode to failed', async () => {
    expect(await provider.verifyWebhook({ headers: { 'x-callback-token': token }, rawBody: callback(1032) })).toMatchObject({
      status: 'failed',
      amountCents: 0,
      orderNo: 'HBKE00000001',
    });
  });

  it('rejects a missing, forged, re-targeted or expired token', async () => {
    const body = callback(0);
    await expect(provider.verifyWebhook({ headers: {}, rawBody: body })).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      provider.verifyWebhook({ headers: { 'x-callback-token': `${token.slice(0, -2)}xx` }, rawBody: body }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      provider.verifyWebhook({ headers: { 'x-callback-token': token.replace('HBKE00000001', 'HBKE00000002') }, rawBody: body }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    const forger = new MpesaProvider({ ...config, callbackSecret: 'guess' }, { fetch: vi.fn() as unknown as typeof fetch, now: () => NOW });
    await expect(
      provider.verifyWebhook({ headers: { 'x-callback-token': forger.callbackToken('HBKE00000001', issuedAt) }, rawBody: body }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    const stale = provider.callbackToken('HBKE00000001', Math.floor(NOW.getTime() / 1000) - 3601);
    await expect(provider.verifyWebhook({ headers: { 'x-callback-token': stale }, rawBody: body })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});

describe('MpesaProvider.queryStkStatus', () => {
  it('reports paid, failed and pending', async () => {
    const answers = [
      json({ ResponseCode: '0', ResultCode: '0', ResultDesc: 'The service request is processed successfully.' }),
      json({ ResponseCode: '0', ResultCode: '1032', ResultDesc: 'Request cancelled by user' }),
      json({ errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' }, 500),
    ];
    const fetchFn = vi.fn(async (url: string) =>
      url.includes('/oauth/') ? json({ access_token: 't', expires_in: '3599' }) : answers.shift()!,
    );
    const provider = new MpesaProvider(config, { fetch: fetchFn as unknown as typeof fetch, now: () => NOW });
    expect(await provider.queryStkStatus('ws_CO_1')).toBe('paid');
    expect(await provider.queryStkStatus('ws_CO_1')).toBe('failed');
    expect(await provider.queryStkStatus('ws_CO_1')).toBe('pending');
    const query = JSON.parse(String((fetchFn.mock.calls[1] as unknown as [string, RequestInit])[1].body));
    expect(query).toMatchObject({ BusinessShortCode: '174379', Timestamp: '20260301120507', CheckoutRequestID: 'ws_CO_1' });
    expect(fetchFn.mock.calls.filter((c) => String(c[0]).includes('/oauth/'))).toHaveLength(1);
  });
});
