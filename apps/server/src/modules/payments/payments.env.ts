import { z } from 'zod';
import { requiredInProduction } from '../../config-secrets.ts';

const opt = z.string().optional();

/**
 * Payment environment variables, merged into the app config (config.ts). A real provider is on when all of
 * its required variables are set (providers/README.md lists them); with only some set the server refuses to
 * start. Crypto prices have defaults because there is no price feed offline.
 */
export const PAYMENTS_ENV = {
  STRIPE_SECRET_KEY: opt,
  STRIPE_WEBHOOK_SECRET: opt,
  WOOSHPAY_SECRET_KEY: opt,
  WOOSHPAY_WEBHOOK_SECRET: opt,
  WOOSHPAY_BASE_URL: opt,
  COINBASE_COMMERCE_API_KEY: opt,
  COINBASE_COMMERCE_WEBHOOK_SECRET: opt,
  BINANCE_PAY_API_KEY: opt,
  BINANCE_PAY_SECRET_KEY: opt,
  BINANCE_PAY_PUBLIC_KEY: opt,
  BINANCE_PAY_CERT_SN: opt,
  BINANCE_PAY_API_BASE: opt,
  PAYPAL_CLIENT_ID: opt,
  PAYPAL_CLIENT_SECRET: opt,
  PAYPAL_WEBHOOK_ID: opt,
  PAYPAL_API_BASE: opt,
  TON_RECEIVE_ADDRESS: opt,
  TONCENTER_API_KEY: opt,
  TONCENTER_API_BASE: opt,
  TON_USD_PRICE: opt,
  MPESA_CONSUMER_KEY: opt,
  MPESA_CONSUMER_SECRET: opt,
  MPESA_SHORTCODE: opt,
  MPESA_PASSKEY: opt,
  MPESA_CALLBACK_SECRET: opt,
  MPESA_API_BASE: opt,
  AIRWALLEX_CLIENT_ID: opt,
  AIRWALLEX_API_KEY: opt,
  AIRWALLEX_WEBHOOK_SECRET: opt,
  AIRWALLEX_API_BASE: opt,
  AIRWALLEX_CHECKOUT_BASE: opt,
  QUEST2PAY_MERCHANT_ID: opt,
  QUEST2PAY_SECRET: opt,
  QUEST2PAY_API_BASE: opt,
  PYVIO_MERCHANT_ID: opt,
  PYVIO_SECRET: opt,
  PYVIO_API_BASE: opt,
  ACQUIRE_CHECKOUT_MERCHANT_ID: opt,
  ACQUIRE_CHECKOUT_SECRET: opt,
  ACQUIRE_CHECKOUT_API_BASE: opt,
  /** Which card provider runs Google Pay (pay type gpay): Stripe Checkout (default) or the card acquirer (WooshPay). */
  GPAY_PROVIDER: z.enum(['stripe', 'wooshpay']).default('stripe'),
  /**
   * Live crypto prices: `static` (the offline default: CRYPTO_PRICES over the built-in prices) or `binance` (public
   * ticker). Production requires `binance`, or `static` set explicitly (prices fixed on purpose; config-secrets.ts).
   */
  CRYPTO_PRICE_FEED: z.enum(['static', 'binance']).default('static'),
  /** Base URL of the Binance-compatible public ticker (GET {base}/api/v3/ticker/price?symbol=BTCUSDT). */
  CRYPTO_PRICE_FEED_URL: z.string().url().default('https://api.binance.com'),
  /** USD prices of the crypto coins, e.g. "BTC=65000,ETH=3200,TON=5.2"; unknown coins keep their defaults. */
  CRYPTO_PRICES: z
    .string()
    .regex(/^\s*[A-Za-z0-9]+=\d+(\.\d+)?\s*(,\s*[A-Za-z0-9]+=\d+(\.\d+)?\s*)*$/, 'CODE=price pairs separated by commas')
    .optional(),
  /** Kenyan shillings per coin unit (USD) for the KE site variant. */
  KES_PER_USD: z
    .string()
    .regex(/^\d+(\.\d{1,4})?$/, 'a decimal with up to 4 places')
    .default('129'),
  /** Seconds the TON poller keeps looking after a TON order expired (late payments are still credited). */
  TON_POLL_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
} as const;

/** Production prices crypto live, or says on purpose that prices are fixed (README "Configuration", config-secrets.ts). */
requiredInProduction({
  capability: 'live crypto prices',
  name: 'CRYPTO_PRICE_FEED',
  fix: 'CRYPTO_PRICE_FEED=binance',
  optOut: 'CRYPTO_PRICE_FEED',
  optOutValue: 'static',
  met: (c) => c.CRYPTO_PRICE_FEED !== undefined && c.CRYPTO_PRICE_FEED !== 'static',
  degraded: 'crypto prices are fixed (CRYPTO_PRICE_FEED=static: CRYPTO_PRICES over the built-in prices)',
});
