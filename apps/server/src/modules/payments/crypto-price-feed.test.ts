import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { ExchangeTickerFeed, LivePrices, type CryptoPriceFeed } from './crypto-price-feed.ts';
import { signTimestamped, verifyTimestamped } from './providers/timestamp-signature.ts';
import { WebhookSignatureError } from './providers/types.ts';

/** Small tier: the ticker's answer parsing, the cache / stale guard with a held clock, the timestamp signature. */
describe('live crypto prices (small)', () => {
  const answer =
    (body: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify(body), { status });

  it('reads the Binance ticker price, trims trailing zeros, counts USDT as 1 and refuses a broken answer', async () => {
    const urls: string[] = [];
    const feed = new ExchangeTickerFeed('https://ticker.test/', async (u) => {
      urls.push(String(u));
      return new Response(JSON.stringify({ symbol: 'BTCUSDT', price: '64000.50000000' }));
    });
    expect(await feed.fetchPrice('BTC')).toBe('64000.5');
    expect(urls).toEqual(['https://ticker.test/api/v3/ticker/price?symbol=BTCUSDT']);
    expect(await feed.fetchPrice('USDT')).toBe('1');
    await expect(new ExchangeTickerFeed('https://t', answer({ price: '-1' })).fetchPrice('ETH')).rejects.toThrow(/no usable price/);
    await expect(new ExchangeTickerFeed('https://t', answer({ price: 'NaN' })).fetchPrice('ETH')).rejects.toThrow(/no usable price/);
    await expect(new ExchangeTickerFeed('https://t', answer({ code: -1121 }, 400)).fetchPrice('ETH')).rejects.toThrow(/HTTP 400/);
  });

  it('caches 30 s, serves the last price up to 2 minutes when the feed fails, then refuses (pay.error.price_stale)', async () => {
    let now = 1_000_000;
    let calls = 0;
    let up = true;
    const feed: CryptoPriceFeed = {
      source: 'live',
      fetchPrice: async () => (calls++, up ? String(100 + calls) : Promise.reject(new Error('down'))),
    };
    const prices = new LivePrices(feed, { now: () => new Date(now) });
    const [a, b] = await Promise.all([prices.quote('ETH'), prices.quote('ETH')]);
    expect([a.price, b.price, calls]).toEqual(['101', '101', 1]);
    now += 29_999;
    expect((await prices.quote('ETH')).price).toBe('101');
    now += 1;
    expect((await prices.quote('ETH')).price).toBe('102');
    up = false;
    now += 120_000;
    expect((await prices.quote('ETH')).price).toBe('102');
    now += 1;
    const err = await prices.quote('ETH').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).key).toBe('pay.error.price_stale');
    await expect(prices.quote('LTC')).rejects.toBeInstanceOf(AppError);
  });
});

describe('timestamp + body webhook signature (small)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const body = '{"eventId":"e1"}';
  const ts = String(now.getTime());
  const req = (headers: Record<string, string>) => ({ headers, rawBody: body });

  it('accepts the right signature within 5 minutes and refuses a wrong, missing or stale one', () => {
    const sig = signTimestamped('s3cret', ts, body);
    expect(() => verifyTimestamped(req({ 'x-timestamp': ts, 'x-signature': sig }), 's3cret', now, 'p')).not.toThrow();
    expect(() => verifyTimestamped(req({ 'X-Timestamp': ts, 'X-Signature': sig.toUpperCase() }), 's3cret', now, 'p')).not.toThrow();
    expect(() => verifyTimestamped(req({ 'x-timestamp': ts, 'x-signature': sig }), 'other', now, 'p')).toThrow(WebhookSignatureError);
    expect(() => verifyTimestamped(req({ 'x-signature': sig }), 's3cret', now, 'p')).toThrow(WebhookSignatureError);
    expect(() =>
      verifyTimestamped(req({ 'x-timestamp': ts, 'x-signature': sig }), 's3cret', new Date(now.getTime() + 300_001), 'p'),
    ).toThrow(/tolerance/);
    const other = String(now.getTime() - 1);
    expect(() => verifyTimestamped(req({ 'x-timestamp': other, 'x-signature': sig }), 's3cret', now, 'p')).toThrow(/mismatch/);
  });
});
