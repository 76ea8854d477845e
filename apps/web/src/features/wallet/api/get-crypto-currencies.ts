import { CryptoCurrencyList, type CryptoCurrency } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

export type CryptoCurrencyItem = z.infer<typeof CryptoCurrency>;

/** GET /api/pay/crypto_currencies (docs/product/entities.md#deposits Crypto currency): coins the crypto method takes, with networks. */
export function getCryptoCurrencies(signal?: AbortSignal): Promise<CryptoCurrencyItem[]> {
  return api('/pay/crypto_currencies', { schema: CryptoCurrencyList, signal });
}

export function useCryptoCurrencies(enabled: boolean) {
  return useQuery({
    queryKey: [...queryRoots.pay, 'crypto-currencies'],
    queryFn: ({ signal }) => getCryptoCurrencies(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
