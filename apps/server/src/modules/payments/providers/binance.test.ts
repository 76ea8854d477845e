import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { BinanceProvider, signBinanceRequest } from './binance.ts';
import { ProviderRequestError, WebhookSignatureError, type PrepayInput } from './types.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });

const input: PrepayInput = {
  orderNo: 'HB2026030100001',
  amountCents: 2005,
  currency: 'USD',
  userId: 9,
  returnUrl: 'https://hapabox.test/payment-result?orderNo=HB2026030100001',
  webhookUrl: 'https://hapabox.test/api/pay/binance/webhook',
};

function makeProvider(fetchFn: unknown, extra: Record<string, string> = {}) {
  return new BinanceProvider(
    { apiKey: 'bp-api-key', secretKey: 'bp-secret', webhookPublicKeyPem: PUBLIC_PEM, ...extra },
    { fetch: fetchFn as typeof fetch, now: () => NOW },
  );
}

function notification(bizStatus: string, totalFee = '20.05') {
  const data = JSON.stringify({
    merchantTradeNo: 'HB2026030100001',
    productType: 'Food',
    productName: 'HapaBox coins',
    tradeType: 'WEB',
    totalFee: Number(totalFee),
    currency: 'USDT',
    commission: 0,
  });
  // bizId as a bare 64-bit number, as Binance sends it (too large for a JS number).
  return `{"bizType":"PAY","bizId":29383937493038367292,"bizIdStr":"29383937493038367292","bizStatus":"${bizStatus}","data":${JSON.stringify(data)}}`;
}

function signed(rawBody: string, opts: { timestamp?: number; key?: typeof privateKey } = {}) {
  const timestamp = String(opts.timestamp ?? NOW.getTime());
  const nonce = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${rawBody}\n`)
    .sign(opts.key ?? privateKey, 'base64');
  return {
    headers: {
      'BinancePay-Timestamp': timestamp,
      'BinancePay-Nonce': nonce,
      'BinancePay-Signature': signature,
      'BinancePay-Certificate-SN': 'cert-sn-1',
    },
    rawBody,
  };
}

describe('BinanceProvider.prepay', () => {
  it('signs the v3 order request with HMAC-SHA512 and maps checkout links', async () => {
    const fetchFn = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: 'SUCCESS',
            code: '000000',
            data: {
              prepayId: '29383937493038367292',
              terminalType: 'WEB',
              expireTime: 1772370000000,
              qrcodeLink: 'https://public.bnbstatic.com/static/payment/qr.jpg',
              qrContent: 'https://app.binance.com/qr/dplk1',
              checkoutUrl: 'https://pay.binance.com/checkout/abc',
              deeplink: 'bnc://app.binance.com/payment/secpay?tempToken=abc',
              universalUrl: 'https://app.binance.com/payment/secpay?linkToken=abc',
            },
            errorMessage: '',
          }),
        ),
    );
    const result = await makeProvider(fetchFn).prepay(input);
    expect(result).toEqual({
      toPayUrl: 'https://pay.binance.com/checkout/abc',
      toUrl: 'https://app.binance.com/payment/secpay?linkToken=abc',
      deepLink: 'bnc://app.binance.com/payment/secpay?tempToken=abc',
      qrcodeLink: 'https://public.bnbstatic.com/static/payment/qr.jpg',
      providerRef: '29383937493038367292',
      expiresAt: new Date(1772370000000),
    });

    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://bpay.binanceapi.com/binancepay/openapi/v3/order');
    const headers = init.headers as Record<string, string>;
    expect(headers['BinancePay-Timestamp']).toBe(String(NOW.getTime()));
    expect(headers['BinancePay-Nonce']).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(headers['BinancePay-Certificate-SN']).toBe('bp-api-key');
    const expected = createHmac('sha512', 'bp-secret')
      .update(`${headers['BinancePay-Timestamp']}\n${headers['BinancePay-Nonce']}\n${String(init.body)}\n`)
      .digest('hex')
      .toUpperCase();
    expect(headers['BinancePay-Signature']).toBe(expected);
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      env: { terminalType: 'WEB' },
      merchantTradeNo: 'HB2026030100001',
      orderAmount: 20.05,
      currency: 'USDT',
      returnUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
    });
    expect(String(init.body)).toContain('"orderAmount":20.05');
  });

  it('signBinanceRequest matches an independently computed HMAC-SHA512', () => {
    const manual = createHmac('sha512', 'k').update('1\nn\n{}\n').digest('hex').toUpperCase();
    expect(signBinanceRequest('k', '1', 'n', '{}')).toBe(manual);
  });

  it('throws ProviderRequestError with the Binance code on FAIL and validates the order number', async () => {
    const fetchFn = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'FAIL', code: '400201', errorMessage: 'merchantTradeNo is invalid or duplicated' })),
    );
    const error = (await makeProvider(fetchFn)
      .prepay(input)
      .catch((e: unknown) => e)) as ProviderRequestError;
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error.providerCode).toBe('400201');
    await expect(makeProvider(fetchFn).prepay({ ...input, orderNo: 'HB-1' })).rejects.toBeInstanceOf(ProviderRequestError);
  });
});

describe('BinanceProvider.verifyWebhook', () => {
  const provider = makeProvider(vi.fn());

  it('verifies the RSA signature and maps PAY_SUCCESS', async () => {
    expect(await provider.verifyWebhook(signed(notification('PAY_SUCCESS')))).toEqual({
      eventId: '29383937493038367292:PAY_SUCCESS',
      orderNo: 'HB2026030100001',
      status: 'paid',
      amountCents: 2005,
      currency: 'USD',
      providerRef: '29383937493038367292',
    });
  });

  it('reports a currency other than the pricing stablecoin as is', async () => {
    const body = notification('PAY_SUCCESS').replace('\\"USDT\\"', '\\"BNB\\"');
    expect(body).toContain('BNB');
    expect((await provider.verifyWebhook(signed(body))).currency).toBe('BNB');
  });

  it('maps PAY_CLOSED to failed', async () => {
    expect((await provider.verifyWebhook(signed(notification('PAY_CLOSED')))).status).toBe('failed');
  });

  it('rejects a tampered body, another key, a stale timestamp and missing headers', async () => {
    const req = signed(notification('PAY_SUCCESS'));
    await expect(provider.verifyWebhook({ ...req, rawBody: req.rawBody.replace('PAY_SUCCESS', 'PAY_CLOSED') })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.verifyWebhook(signed(notification('PAY_SUCCESS'), { key: other.privateKey }))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(
      provider.verifyWebhook(signed(notification('PAY_SUCCESS'), { timestamp: NOW.getTime() - 301_000 })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook({ headers: {}, rawBody: notification('PAY_SUCCESS') })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it('checks the certificate serial when configured', async () => {
    const strict = makeProvider(vi.fn(), { webhookCertSn: 'cert-sn-2' });
    await expect(strict.verifyWebhook(signed(notification('PAY_SUCCESS')))).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('loads the public key from the certificates API when none is configured, once', async () => {
    const fetchFn = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'SUCCESS', code: '000000', data: [{ certSerial: 'cert-sn-1', certPublic: PUBLIC_PEM }] })),
    );
    const fetching = new BinanceProvider(
      { apiKey: 'bp-api-key', secretKey: 'bp-secret' },
      { fetch: fetchFn as unknown as typeof fetch, now: () => NOW },
    );
    expect((await fetching.verifyWebhook(signed(notification('PAY_SUCCESS')))).status).toBe('paid');
    expect((await fetching.verifyWebhook(signed(notification('PAY_CLOSED')))).status).toBe('failed');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect((fetchFn.mock.calls[0] as unknown as [string])[0]).toBe('https://bpay.binanceapi.com/binancepay/openapi/certificates');
  });
});
