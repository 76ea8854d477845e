import { quoteCrypto } from '@hapa/domain';

export { quoteCrypto };
/**
 * Crypto amounts as exact decimal strings (docs/product/entities.md#deposits crypto price: cryptoPrice, minPrice, pricePrecision):
 * the amount to send for a deposit, rounded up at the coin's precision like the server's quote.
 */

/** Same as {@link quoteCrypto} but never throws (null when the price is unusable). */
export function tryQuoteCrypto(coinCents: number, price: string | undefined, precision: number | undefined): string | null {
  if (price === undefined || precision === undefined) return null;
  try {
    return quoteCrypto(coinCents, price, precision);
  } catch {
    return null;
  }
}
