import { CryptoPrice } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

export type CryptoPriceData = z.infer<typeof CryptoPrice>;

/** How often the live price is refreshed while the crypto panel is open, ms. */
export const CRYPTO_PRICE_REFRESH_MS = 30_000;

/**
 * GET /api/pay/crypto_price/{code} (docs/product/entities.md#deposits): `cryptoPrice` USD per coin (decimal string), `minPrice`
 * the coin's minimum deposit in coin units, `pricePrecision` decimals of the crypto amount.
 * @throws ApiError `pay.error.crypto_currency`
 */
export function getCryptoPrice(code: string, signal?: AbortSignal): Promise<CryptoPriceData> {
  return api(`/pay/crypto_price/${encodeURIComponent(code)}`, { schema: CryptoPrice, signal });
}

export function useCryptoPrice(code: string | null) {
  return useQuery({
    queryKey: [...queryRoots.pay, 'crypto-price', code ?? ''],
    queryFn: ({ signal }) => getCryptoPrice(code as string, signal),
    enabled: !!code,
    refetchInterval: CRYPTO_PRICE_REFRESH_MS,
    staleTime: 10_000,
  });
}
