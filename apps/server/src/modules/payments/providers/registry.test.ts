import { describe, expect, it, vi } from 'vitest';
import { BinanceProvider } from './binance.ts';
import { MpesaProvider } from './mpesa.ts';
import { PaypalProvider } from './paypal.ts';
import { createPaymentProviders, paymentProvidersConfigFromEnv } from './registry.ts';
import { StripeProvider } from './stripe.ts';
import { TonProvider } from './ton.ts';

const fullEnv = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  WOOSHPAY_SECRET_KEY: 'sk_test_w',
  WOOSHPAY_WEBHOOK_SECRET: 'whsec_w',
  WOOSHPAY_BASE_URL: 'https://apitest.wooshpay.com',
  COINBASE_COMMERCE_API_KEY: 'cc',
  COINBASE_COMMERCE_WEBHOOK_SECRET: 'ccs',
  BINANCE_PAY_API_KEY: 'bk',
  BINANCE_PAY_SECRET_KEY: 'bs',
  BINANCE_PAY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nMIIB\\n-----END PUBLIC KEY-----',
  BINANCE_PAY_CERT_SN: 'sn',
  PAYPAL_CLIENT_ID: 'pid',
  PAYPAL_CLIENT_SECRET: 'psec',
  PAYPAL_WEBHOOK_ID: 'WH1',
  PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
  TON_RECEIVE_ADDRESS: 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG',
  TON_USD_PRICE: '5.2',
  MPESA_CONSUMER_KEY: 'mk',
  MPESA_CONSUMER_SECRET: 'ms',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'pk',
  MPESA_CALLBACK_SECRET: 'cb',
};

const deps = { fetch: vi.fn() as unknown as typeof fetch, now: () => new Date('2026-03-01T00:00:00Z') };

describe('paymentProvidersConfigFromEnv', () => {
  it('is empty without any variable', () => {
    expect(paymentProvidersConfigFromEnv({})).toEqual({});
  });

  it('reads every section, unescaping PEM newlines', () => {
    const config = paymentProvidersConfigFromEnv(fullEnv);
    expect(Object.keys(config).sort()).toEqual(['binance', 'coinbase', 'mpesa', 'paypal', 'stripe', 'ton', 'wooshpay']);
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(config.binance?.webhookPublicKeyPem).toBe('-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----');
    expect(config.ton).toMatchObject({ receiveAddress: fullEnv.TON_RECEIVE_ADDRESS, fixedPrice: '5.2' });
    expect(config.mpesa).toMatchObject({ shortcode: '174379', callbackSecret: 'cb' });
  });

  it('refuses a half-configured provider and names what is missing', () => {
    expect(() => paymentProvidersConfigFromEnv({ STRIPE_SECRET_KEY: 'sk' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => paymentProvidersConfigFromEnv({ MPESA_CONSUMER_KEY: 'k', MPESA_SHORTCODE: ' ' })).toThrow(
      /MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY, MPESA_CALLBACK_SECRET/,
    );
  });
});

describe('createPaymentProviders', () => {
  it('creates only configured providers, keyed by pay method', () => {
    const providers = createPaymentProviders(paymentProvidersConfigFromEnv(fullEnv), deps);
    expect([...providers.keys()].sort()).toEqual(['binance', 'coinbase', 'mpesa', 'paypal', 'stripe', 'ton', 'wooshpay']);
    expect(providers.get('stripe')).toBeInstanceOf(StripeProvider);
    expect(providers.get('binance')).toBeInstanceOf(BinanceProvider);
    expect(providers.get('paypal')).toBeInstanceOf(PaypalProvider);
    expect(providers.get('ton')).toBeInstanceOf(TonProvider);
    expect(providers.get('mpesa')).toBeInstanceOf(MpesaProvider);
    for (const [key, provider] of providers) expect(provider.key).toBe(key);
  });

  it('skips sections whose provider reports it is not configured', () => {
    const providers = createPaymentProviders({ stripe: { secretKey: 'sk', webhookSecret: '' }, ton: { receiveAddress: 'UQ...' } }, deps);
    expect([...providers.keys()]).toEqual(['ton']);
  });
});
