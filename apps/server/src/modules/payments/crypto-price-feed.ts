/**
 * Live crypto prices (docs/product/entities.md#deposits crypto price; docs/payments.md): a price feed behind an interface, cached 30 s, with a
 * stale-price guard. `CRYPTO_PRICE_FEED=static` (the offline default) serves the configured prices
 * (CRYPTO_PRICES over the built-in ones) labelled `static`; `binance` reads the public exchange ticker
 * `GET {CRYPTO_PRICE_FEED_URL}/api/v3/ticker/price?symbol={TICKER}USDT` (no key), USDT counted as 1 USD.
 * A quote older than 2 minutes is never used: when the feed fails and the last good price is older, the
 * price call and crypto prepays answer `pay.error.price_stale`.
 */
import { AppError } from '../../http/app-error.ts';
import { timedFetch } from '../../lib/http-client.ts';
import { log } from '../../lib/logger.ts';
import type { Clock } from '../../lib/random.ts';

/** How long a fetched price is served without asking the feed again. */
export const PRICE_CACHE_MS = 30_000;
/** The oldest price a quote may use. */
export const PRICE_MAX_AGE_MS = 120_000;

/** A source of USD prices per coin (decimal strings). */
export interface CryptoPriceFeed {
  readonly source: 'live' | 'static';
  /** @throws Error when the feed cannot answer for `ticker` */
  fetchPrice(ticker: string): Promise<string>;
}

/**
 * A Binance-compatible public ticker (`/api/v3/ticker/price`). `fetchFn` carries the deadline and retries: the
 * server passes the `price_feed` policy (PROVIDER_TIMEOUTS, docs/architecture/production.md#outbound-calls); default 10 s, 2 retries.
 */
export class ExchangeTickerFeed implements CryptoPriceFeed {
  readonly source = 'live' as const;
  constructor(
    private readonly baseUrl: string,
    private readonly fetchFn: typeof fetch = timedFetch({ provider: 'price_feed', timeoutMs: 10_000, retries: 2 }),
  ) {}

  async fetchPrice(ticker: string): Promise<string> {
    if (ticker === 'USDT') return '1';
    const url = `${this.baseUrl.replace(/\/+$/, '')}/api/v3/ticker/price?symbol=${encodeURIComponent(`${ticker}USDT`)}`;
    const res = await this.fetchFn(url, { method: 'GET' });
    if (!res.ok) throw new Error(`price feed answered HTTP ${res.status} for ${ticker}`);
    const body = (await res.json()) as { price?: unknown };
    const price = typeof body.price === 'string' ? body.price.trim() : '';
    if (!/^\d+(\.\d+)?$/.test(price) || Number(price) <= 0) throw new Error(`price feed sent no usable price for ${ticker}`);
    return price.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  }
}

export interface PriceQuote {
  price: string;
  source: 'live' | 'static';
  /** when the feed gave this price */
  at: Date;
}

/** Live prices with the 30 s cache and the 2 minute stale guard. */
export class LivePrices {
  private readonly cache = new Map<string, PriceQuote>();
  private readonly inflight = new Map<string, Promise<PriceQuote>>();

  constructor(
    private readonly feed: CryptoPriceFeed,
    private readonly clock: Clock,
  ) {}

  /**
   * USD price of `ticker`: the cached price when younger than 30 s, else a fresh one from the feed; when the
   * feed fails, the cached price if younger than 2 minutes.
   * @throws AppError pay.error.price_stale when there is no price younger than 2 minutes
   */
  async quote(ticker: string): Promise<PriceQuote> {
    const now = this.clock.now().getTime();
    const hit = this.cache.get(ticker);
    if (hit && now - hit.at.getTime() < PRICE_CACHE_MS) return hit;
    let pending = this.inflight.get(ticker);
    if (!pending) {
      pending = this.feed.fetchPrice(ticker).then((price) => {
        const q: PriceQuote = { price, source: this.feed.source, at: this.clock.now() };
        this.cache.set(ticker, q);
        return q;
      });
      this.inflight.set(ticker, pending);
      void pending.finally(() => this.inflight.delete(ticker)).catch(() => undefined);
    }
    try {
      return await pending;
    } catch (e) {
      const last = this.cache.get(ticker);
      if (last && this.clock.now().getTime() - last.at.getTime() <= PRICE_MAX_AGE_MS) return last;
      log('payments').warn(
        { ticker, lastPriceAgeS: last ? Math.round((this.clock.now().getTime() - last.at.getTime()) / 1000) : null },
        `crypto price refused: ${(e as Error).message}`,
      );
      throw new AppError('pay.error.price_stale');
    }
  }
}
