import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import { outboundPolicy, timedFetch, type OutboundProvider } from '../../lib/http-client.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { parsePriceList } from './crypto.ts';
import { ExchangeTickerFeed } from './crypto-price-feed.ts';
import { PaymentsService } from './payments.service.ts';
import { createPaymentProviders, paymentProvidersConfigFromEnv } from './providers/registry.ts';
import { SandboxProvider } from './sandbox-provider.ts';
import type { DepositProgression } from './settlement.ts';

/**
 * Builds the payments service from config: the real providers that have keys (providers/registry.ts, with
 * the global fetch read at call time under each provider's deadline and retries, docs/architecture/production.md#outbound-calls,
 * and the app clock), plus the sandbox in PAYMENTS_MODE=sandbox.
 * @throws Error when a provider is only partly configured (the server must not start half-wired).
 */
export function createPayments(
  config: Config,
  deps: {
    db: Db;
    wallet: WalletService;
    publisher: Publisher;
    random: RandomSource;
    clock: Clock;
    jobs: JobsService;
    events: EventsService;
    publicUrl: () => string;
    progression: DepositProgression;
  },
): PaymentsService {
  const providers = createPaymentProviders(paymentProvidersConfigFromEnv(config as unknown as NodeJS.ProcessEnv), {
    fetch: (input, init) => globalThis.fetch(input, init),
    // gpay and sandbox never call out: gpay runs on the card provider's instance, the sandbox is our own page
    fetchFor: (key) => timedFetch(outboundPolicy(config, key as OutboundProvider)),
    now: () => deps.clock.now(),
  });
  const gpayRunsOn = providers.get(config.GPAY_PROVIDER);
  if (gpayRunsOn) providers.set('gpay', gpayRunsOn);
  if (config.PAYMENTS_MODE === 'sandbox') providers.set('sandbox', new SandboxProvider(config.SANDBOX_WEBHOOK_SECRET, deps.publicUrl));
  const cryptoPrices = parsePriceList(config.CRYPTO_PRICES);
  if (config.TON_USD_PRICE && !cryptoPrices.has('TON')) cryptoPrices.set('TON', config.TON_USD_PRICE);
  return new PaymentsService({
    ...deps,
    providers,
    mode: config.PAYMENTS_MODE,
    orderTtlMinutes: config.ORDER_TTL_MINUTES,
    sandboxSecret: config.SANDBOX_WEBHOOK_SECRET,
    cryptoPrices,
    kesPerUsd: config.KES_PER_USD,
    tonGraceSeconds: config.TON_POLL_GRACE_SECONDS,
    priceFeed:
      config.CRYPTO_PRICE_FEED === 'binance'
        ? new ExchangeTickerFeed(config.CRYPTO_PRICE_FEED_URL, timedFetch(outboundPolicy(config, 'price_feed')))
        : undefined,
  });
}
