import { X509Certificate, createSign, generateKeyPairSync, sign as rsaSign, type KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PaypalProvider, isPaypalCertUrl } from './paypal.ts';
import { ProviderRequestError, WebhookSignatureError, type PrepayInput } from './types.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const WEBHOOK_ID = '1JE4291016473214C';
const CERT_URL = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });

// --- a minimal DER encoder, enough to build a self-signed X.509 v3 certificate for the test ---
function der(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const length = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
}
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const oid = (bytes: number[]) => der(0x06, Buffer.from(bytes));
const SHA256_WITH_RSA = seq(oid([0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]), Buffer.from([0x05, 0x00]));
const name = (cn: string) => seq(der(0x31, seq(oid([0x55, 0x04, 0x03]), der(0x0c, Buffer.from(cn)))));
const utcTime = (d: Date) => der(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));

function selfSignedCertPem(pub: KeyObject, priv: KeyObject, notBefore: Date, notAfter: Date): string {
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([0x02]))),
    der(0x02, Buffer.from([0x01, 0x23])),
    SHA256_WITH_RSA,
    name('messageverificationcerts.paypal.com'),
    seq(utcTime(notBefore), utcTime(notAfter)),
    name('messageverificationcerts.paypal.com'),
    pub.export({ type: 'spki', format: 'der' }),
  );
  const signature = rsaSign('sha256', tbs, priv);
  const cert = seq(tbs, SHA256_WITH_RSA, der(0x03, Buffer.concat([Buffer.from([0x00]), signature])));
  return `-----BEGIN CERTIFICATE-----\n${cert.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`;
}

const CERT_PEM = selfSignedCertPem(publicKey, privateKey, new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));

const input: PrepayInput = {
  orderNo: 'HBPP0001',
  amountCents: 2000,
  currency: 'USD',
  userId: 3,
  returnUrl: 'https://hapabox.test/payment-result?orderNo=HBPP0001',
  webhookUrl: 'https://hapabox.test/api/pay/paypal/webhook',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function makeProvider(fetchFn: unknown) {
  return new PaypalProvider(
    { clientId: 'client-id', clientSecret: 'client-secret', webhookId: WEBHOOK_ID, apiBase: 'https://api-m.sandbox.paypal.com' },
    { fetch: fetchFn as typeof fetch, now: () => NOW },
  );
}

function captureEvent(eventType: string, value = '20.00') {
  return JSON.stringify({
    id: 'WH-58D329510W468432D-8HN650336L201105X',
    event_version: '1.0',
    create_time: '2026-03-01T11:59:58Z',
    resource_type: 'capture',
    event_type: eventType,
    resource: {
      id: '42311647XV020574X',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      custom_id: 'HBPP0001',
      supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
    },
  });
}

function signed(rawBody: string, opts: { time?: string; key?: KeyObject; certUrl?: string } = {}) {
  const time = opts.time ?? '2026-03-01T11:59:59Z';
  const transmissionId = '69cd13f0-d67a-11e5-baa3-778b53f4ae55';
  const message = `${transmissionId}|${time}|${WEBHOOK_ID}|${crc32(rawBody)}`;
  return {
    headers: {
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': createSign('RSA-SHA256')
        .update(message)
        .sign(opts.key ?? privateKey, 'base64'),
      'paypal-cert-url': opts.certUrl ?? CERT_URL,
      'paypal-auth-algo': 'SHA256withRSA',
    },
    rawBody,
  };
}

describe('PaypalProvider.prepay and captureOrder', () => {
  it('gets an OAuth token once, creates a CAPTURE order and maps the payer-action link', async () => {
    const fetchFn = vi.fn(async (url: string) => {
      if (url.endsWith('/v1/oauth2/token')) return json({ access_token: 'A21AA-token', token_type: 'Bearer', expires_in: 32400 });
      return json({
        id: '5O190127TN364715T',
        status: 'PAYER_ACTION_REQUIRED',
        links: [
          { href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T', rel: 'self' },
          { href: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T', rel: 'payer-action' },
        ],
      });
    });
    const provider = makeProvider(fetchFn);
    expect(await provider.prepay(input)).toEqual({
      toPayUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
      providerRef: '5O190127TN364715T',
    });
    await provider.prepay({ ...input, orderNo: 'HBPP0002', amountCents: 12345 });

    expect(fetchFn).toHaveBeenCalledTimes(3);
    const [tokenUrl, tokenInit] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(tokenUrl).toBe('https://api-m.sandbox.paypal.com/v1/oauth2/token');
    expect(tokenInit.headers).toMatchObject({
      Authorization: `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(tokenInit.body).toBe('grant_type=client_credentials');

    const [orderUrl, orderInit] = fetchFn.mock.calls[1] as unknown as [string, RequestInit];
    expect(orderUrl).toBe('https://api-m.sandbox.paypal.com/v2/checkout/orders');
    expect(orderInit.headers).toMatchObject({ Authorization: 'Bearer A21AA-token', 'PayPal-Request-Id': 'hapabox-order-HBPP0001' });
    const body = JSON.parse(String(orderInit.body));
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units[0]).toMatchObject({
      custom_id: 'HBPP0001',
      reference_id: 'HBPP0001',
      amount: { currency_code: 'USD', value: '20.00' },
    });
    expect(body.payment_source.paypal.experience_context).toMatchObject({ return_url: input.returnUrl, cancel_url: input.returnUrl });
    expect(JSON.parse(String((fetchFn.mock.calls[2] as unknown as [string, RequestInit])[1].body)).purchase_units[0].amount.value).toBe(
      '123.45',
    );
  });

  it('captures an order and maps the capture to a paid event', async () => {
    const fetchFn = vi.fn(async (url: string) => {
      if (url.endsWith('/v1/oauth2/token')) return json({ access_token: 'tok', expires_in: 3600 });
      return json(
        {
          id: '5O190127TN364715T',
          status: 'COMPLETED',
          purchase_units: [
            {
              reference_id: 'HBPP0001',
              payments: {
                captures: [
                  { id: '3C679366HH908993F', status: 'COMPLETED', amount: { currency_code: 'USD', value: '20.00' }, custom_id: 'HBPP0001' },
                ],
              },
            },
          ],
        },
        201,
      );
    });
    expect(await makeProvider(fetchFn).captureOrder('5O190127TN364715T')).toEqual({
      eventId: 'capture:3C679366HH908993F',
      orderNo: 'HBPP0001',
      status: 'paid',
      amountCents: 2000,
      currency: 'USD',
      providerRef: '3C679366HH908993F',
    });
    expect((fetchFn.mock.calls[1] as unknown as [string])[0]).toBe(
      'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T/capture',
    );
  });

  it('maps a PayPal error to ProviderRequestError with the issue code', async () => {
    const fetchFn = vi.fn(async (url: string) =>
      url.endsWith('/token')
        ? json({ access_token: 'tok', expires_in: 3600 })
        : json(
            { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }] },
            422,
          ),
    );
    const error = (await makeProvider(fetchFn)
      .captureOrder('X')
      .catch((e: unknown) => e)) as ProviderRequestError;
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error.providerCode).toBe('ORDER_ALREADY_CAPTURED');
  });
});

describe('PaypalProvider.verifyWebhook', () => {
  const certFetch = () => vi.fn(async () => new Response(CERT_PEM));

  it('the test certificate parses as X.509', () => {
    expect(new X509Certificate(CERT_PEM).subject).toContain('messageverificationcerts.paypal.com');
  });

  it('verifies with the downloaded certificate (cached) and maps CAPTURE.COMPLETED', async () => {
    const fetchFn = certFetch();
    const provider = makeProvider(fetchFn);
    expect(await provider.verifyWebhook(signed(captureEvent('PAYMENT.CAPTURE.COMPLETED', '20.50')))).toEqual({
      eventId: 'WH-58D329510W468432D-8HN650336L201105X',
      orderNo: 'HBPP0001',
      status: 'paid',
      amountCents: 2050,
      currency: 'USD',
      providerRef: '42311647XV020574X',
    });
    expect((await provider.verifyWebhook(signed(captureEvent('PAYMENT.CAPTURE.DENIED')))).status).toBe('failed');
    expect((await provider.verifyWebhook(signed(captureEvent('CHECKOUT.ORDER.APPROVED')))).status).toBe('ignored');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect((fetchFn.mock.calls[0] as unknown as [string])[0]).toBe(CERT_URL);
  });

  it('also accepts a bare public key PEM at the cert URL', async () => {
    const provider = makeProvider(vi.fn(async () => new Response(publicKey.export({ type: 'spki', format: 'pem' }).toString())));
    expect((await provider.verifyWebhook(signed(captureEvent('PAYMENT.CAPTURE.COMPLETED')))).status).toBe('paid');
  });

  it('rejects a tampered body, a forged signature, a stale time and missing headers', async () => {
    const provider = makeProvider(certFetch());
    const req = signed(captureEvent('PAYMENT.CAPTURE.COMPLETED'));
    await expect(provider.verifyWebhook({ ...req, rawBody: req.rawBody.replace('20.00', '2000.00') })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(
      provider.verifyWebhook(signed(captureEvent('PAYMENT.CAPTURE.COMPLETED'), { key: attacker.privateKey })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      provider.verifyWebhook(signed(captureEvent('PAYMENT.CAPTURE.COMPLETED'), { time: '2026-03-01T11:50:00Z' })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook({ headers: {}, rawBody: req.rawBody })).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('never fetches a certificate from outside https *.paypal.com', async () => {
    const fetchFn = vi.fn(async () => new Response(attacker.publicKey.export({ type: 'spki', format: 'pem' }).toString()));
    const provider = makeProvider(fetchFn);
    for (const certUrl of [
      'https://evil.example/cert.pem',
      'http://api.paypal.com/cert',
      'https://paypal.com.evil.example/cert',
      'https://evilpaypal.com/cert',
    ]) {
      await expect(
        provider.verifyWebhook(signed(captureEvent('PAYMENT.CAPTURE.COMPLETED'), { key: attacker.privateKey, certUrl })),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
    }
    expect(fetchFn).not.toHaveBeenCalled();
    expect(isPaypalCertUrl(CERT_URL)).toBe(true);
  });

  it('rejects an expired certificate', async () => {
    const expired = selfSignedCertPem(publicKey, privateKey, new Date('2024-01-01T00:00:00Z'), new Date('2025-01-01T00:00:00Z'));
    const provider = makeProvider(vi.fn(async () => new Response(expired)));
    await expect(provider.verifyWebhook(signed(captureEvent('PAYMENT.CAPTURE.COMPLETED')))).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('uses the unsigned decimal CRC32 of the raw body (check value of "123456789")', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
  });
});
