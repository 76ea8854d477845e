/**
 * Builds the real payment providers from configuration. Only configured providers are
 * returned; the sandbox provider is added by the payments module itself.
 */
import { AirwallexProvider, type AirwallexConfig } from './airwallex.ts';
import { BinanceProvider, type BinanceConfig } from './binance.ts';
import { CoinbaseProvider, type CoinbaseConfig } from './coinbase.ts';
import { HostedCheckoutProvider, type HostedCheckoutConfig, type HostedCheckoutKey } from './hosted-checkout.ts';
import { MpesaProvider, type MpesaConfig } from './mpesa.ts';
import { PaypalProvider, type PaypalConfig } from './paypal.ts';
import { StripeProvider, type StripeConfig } from './stripe.ts';
import { TonProvider, type TonConfig } from './ton.ts';
import type { PayMethodKey, PaymentProvider } from './types.ts';
import type { FetchFn } from './util.ts';
import { WooshpayProvider, type WooshpayConfig } from './wooshpay.ts';

/** One optional section per provider; a missing section means the provider is off. */
export interface PaymentProvidersConfig {
  stripe?: StripeConfig;
  wooshpay?: WooshpayConfig;
  coinbase?: CoinbaseConfig;
  binance?: BinanceConfig;
  paypal?: PaypalConfig;
  ton?: TonConfig;
  mpesa?: MpesaConfig;
  airwallex?: AirwallexConfig;
  /** quest2pay, pyvio, acquire_checkout: configurable hosted checkouts (hosted-checkout.ts) */
  hosted?: Partial<Record<HostedCheckoutKey, HostedCheckoutConfig>>;
}

export interface PaymentProviderDeps {
  fetch: typeof fetch;
  /**
   * The fetch each provider's calls go through, by provider: in the server a fetchWithTimeout bound to that
   * provider's deadline and retries (lib/http-client.ts, docs/architecture/production.md#outbound-calls). Absent: `fetch`.
   */
  fetchFor?: (provider: PayMethodKey) => typeof fetch;
  now: () => Date;
}

/**
 * Instantiates every configured provider (section present and isConfigured() true).
 * Narrow with `instanceof` for provider-specific calls: TonProvider.findPayment,
 * PaypalProvider.captureOrder, MpesaProvider.queryStkStatus.
 */
export function createPaymentProviders(config: PaymentProvidersConfig, deps: PaymentProviderDeps): Map<PayMethodKey, PaymentProvider> {
  const providerDeps = (key: PayMethodKey) => ({ fetch: (deps.fetchFor?.(key) ?? deps.fetch) as FetchFn, now: deps.now });
  const candidates: PaymentProvider[] = [];
  if (config.stripe) candidates.push(new StripeProvider(config.stripe, providerDeps('stripe')));
  if (config.wooshpay) candidates.push(new WooshpayProvider(config.wooshpay, providerDeps('wooshpay')));
  if (config.coinbase) candidates.push(new CoinbaseProvider(config.coinbase, providerDeps('coinbase')));
  if (config.binance) candidates.push(new BinanceProvider(config.binance, providerDeps('binance')));
  if (config.paypal) candidates.push(new PaypalProvider(config.paypal, providerDeps('paypal')));
  if (config.ton) candidates.push(new TonProvider(config.ton, providerDeps('ton')));
  if (config.mpesa) candidates.push(new MpesaProvider(config.mpesa, providerDeps('mpesa')));
  if (config.airwallex) candidates.push(new AirwallexProvider(config.airwallex, providerDeps('airwallex')));
  for (const [key, c] of Object.entries(config.hosted ?? {}) as Array<[HostedCheckoutKey, HostedCheckoutConfig]>)
    candidates.push(new HostedCheckoutProvider(key, c, providerDeps(key)));
  return new Map(candidates.filter((provider) => provider.isConfigured()).map((provider) => [provider.key, provider]));
}

type Env = NodeJS.ProcessEnv;

/** Trimmed value, or undefined when unset or blank. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Reads a section: undefined when none of `required` is set; the values when all are set.
 * @throws Error naming the missing variables when only some are set (a half-configured provider).
 */
function section<K extends string>(env: Env, required: Record<K, string>): Record<K, string> | undefined {
  const entries = Object.entries(required) as Array<[K, string]>;
  const values = entries.map(([key, name]) => [key, read(env, name)] as const);
  if (values.every(([, value]) => value === undefined)) return undefined;
  const missing = entries.filter(([key]) => values.find(([k]) => k === key)?.[1] === undefined).map(([, name]) => name);
  if (missing.length > 0) throw new Error(`payment provider misconfigured: set ${missing.join(', ')} (or unset its other variables)`);
  return Object.fromEntries(values) as Record<K, string>;
}

/** PEM values may come with literal "\n" sequences in env files. */
function pem(value: string | undefined): string | undefined {
  return value?.replace(/\\n/g, '\n');
}

/**
 * Maps environment variables to PaymentProvidersConfig (names listed in README.md).
 * @throws Error when a provider is only partly configured.
 */
export function paymentProvidersConfigFromEnv(env: Env): PaymentProvidersConfig {
  const config: PaymentProvidersConfig = {};
  const stripe = section(env, { secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' });
  if (stripe) config.stripe = stripe;
  const wooshpay = section(env, { secretKey: 'WOOSHPAY_SECRET_KEY', webhookSecret: 'WOOSHPAY_WEBHOOK_SECRET' });
  if (wooshpay) config.wooshpay = { ...wooshpay, baseUrl: read(env, 'WOOSHPAY_BASE_URL') };
  const coinbase = section(env, { apiKey: 'COINBASE_COMMERCE_API_KEY', webhookSecret: 'COINBASE_COMMERCE_WEBHOOK_SECRET' });
  if (coinbase) config.coinbase = coinbase;
  const binance = section(env, { apiKey: 'BINANCE_PAY_API_KEY', secretKey: 'BINANCE_PAY_SECRET_KEY' });
  if (binance) {
    config.binance = {
      ...binance,
      webhookPublicKeyPem: pem(read(env, 'BINANCE_PAY_PUBLIC_KEY')),
      webhookCertSn: read(env, 'BINANCE_PAY_CERT_SN'),
      apiBase: read(env, 'BINANCE_PAY_API_BASE'),
    };
  }
  const paypal = section(env, { clientId: 'PAYPAL_CLIENT_ID', clientSecret: 'PAYPAL_CLIENT_SECRET', webhookId: 'PAYPAL_WEBHOOK_ID' });
  if (paypal) config.paypal = { ...paypal, apiBase: read(env, 'PAYPAL_API_BASE') };
  const ton = section(env, { receiveAddress: 'TON_RECEIVE_ADDRESS' });
  if (ton) {
    config.ton = {
      ...ton,
      toncenterApiKey: read(env, 'TONCENTER_API_KEY'),
      toncenterBase: read(env, 'TONCENTER_API_BASE'),
      fixedPrice: read(env, 'TON_USD_PRICE'),
    };
  }
  const mpesa = section(env, {
    consumerKey: 'MPESA_CONSUMER_KEY',
    consumerSecret: 'MPESA_CONSUMER_SECRET',
    shortcode: 'MPESA_SHORTCODE',
    passkey: 'MPESA_PASSKEY',
    callbackSecret: 'MPESA_CALLBACK_SECRET',
  });
  if (mpesa) config.mpesa = { ...mpesa, apiBase: read(env, 'MPESA_API_BASE') };
  const airwallex = section(env, {
    clientId: 'AIRWALLEX_CLIENT_ID',
    apiKey: 'AIRWALLEX_API_KEY',
    webhookSecret: 'AIRWALLEX_WEBHOOK_SECRET',
  });
  if (airwallex)
    config.airwallex = { ...airwallex, apiBase: read(env, 'AIRWALLEX_API_BASE'), checkoutBase: read(env, 'AIRWALLEX_CHECKOUT_BASE') };
  for (const [key, prefix] of [
    ['quest2pay', 'QUEST2PAY'],
    ['pyvio', 'PYVIO'],
    ['acquire_checkout', 'ACQUIRE_CHECKOUT'],
  ] as const) {
    const hosted = section(env, { merchantId: `${prefix}_MERCHANT_ID`, secret: `${prefix}_SECRET`, apiBase: `${prefix}_API_BASE` });
    if (hosted) config.hosted = { ...config.hosted, [key]: hosted };
  }
  return config;
}
