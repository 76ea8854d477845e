/**
 * Crypto amount for a deposit of `coinCents` at `price` USD per coin (decimal string), rounded UP to
 * `precision` decimals so the payer never sends less than the order (docs/product/entities.md#deposits crypto price):
 * (2000, "65000", 8) -> "0.00030770". Exact: computed with bigint, never floats.
 * @throws RangeError on a non-positive or malformed price, a bad amount or a bad precision
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
