/**
 * Crypto amounts as exact decimal strings (spec §3 crypto price: cryptoPrice, minPrice, pricePrecision):
 * the amount to send for a deposit, rounded up at the coin's precision like the server's quote.
 */

/**
 * Crypto amount for `coinCents` at `price` USD per coin, `precision` decimals, rounded up:
 * (5000, "65000", 8) -> "0.00076924".
 * @throws RangeError on a bad price or amount
 */
export function quoteCrypto(coinCents: number, price: string, precision: number): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(price.trim());
  if (!m || !Number.isSafeInteger(coinCents) || coinCents < 0 || !Number.isSafeInteger(precision) || precision < 0) {
    throw new RangeError(`bad price ${price} or amount ${coinCents}`);
  }
  const frac = m[2] ?? '';
  const scaled = BigInt(m[1] + frac);
  if (scaled === 0n) throw new RangeError('price must be positive');
  const num = BigInt(coinCents) * 10n ** BigInt(frac.length + precision);
  const den = 100n * scaled;
  const units = ((num + den - 1n) / den).toString().padStart(precision + 1, '0');
  return precision === 0 ? units : `${units.slice(0, -precision)}.${units.slice(-precision)}`;
}

/** Same as {@link quoteCrypto} but never throws (null when the price is unusable). */
export function tryQuoteCrypto(coinCents: number, price: string | undefined, precision: number | undefined): string | null {
  if (price === undefined || precision === undefined) return null;
  try {
    return quoteCrypto(coinCents, price, precision);
  } catch {
    return null;
  }
}
