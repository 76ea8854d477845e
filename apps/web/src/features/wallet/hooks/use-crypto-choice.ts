import type { PayMethod } from '@hapa/contracts';
import { cryptoMinimumCents } from '@hapa/domain';
import { useState } from 'react';
import { coinsToCents } from '../../../lib/money.ts';
import { useCryptoCurrencies } from '../api/get-crypto-currencies.ts';
import { useCryptoPrice } from '../api/get-crypto-price.ts';
import { cryptoCodeFor, hasCryptoPickers } from '../lib/pay-methods.ts';

/**
 * The crypto panel's choice (docs/product/routes.md#payments, docs/product/entities.md#deposits, docs/product/validation.md#deposit-amount): currency and network pickers for the crypto method, the
 * live price of the picked coin (TON for the TON method) and the minimum = max(coin minPrice, method
 * minimum), cents.
 */
export function useCryptoChoice(method: PayMethod | undefined, methodMinCents: number) {
  const pickers = hasCryptoPickers(method);
  const currencies = useCryptoCurrencies(pickers);
  const [ticker, setTicker] = useState<string | null>(null);
  const [networkCode, setNetworkCode] = useState<string | null>(null);
  const list = currencies.data ?? [];
  const coin = list.find((c) => c.ticker === ticker) ?? list[0];
  const network = coin?.networks.find((n) => n.code === networkCode) ?? coin?.networks[0];
  const code = cryptoCodeFor(method, pickers ? (coin?.ticker ?? null) : null);
  const price = useCryptoPrice(code);
  const minCents = code && price.data ? cryptoMinimumCents(coinsToCents(price.data.minPrice), methodMinCents) : methodMinCents;
  return {
    pickers,
    currencies: list,
    currenciesLoading: currencies.isLoading,
    coin,
    network,
    code,
    price: code ? price.data : undefined,
    priceError: price.isError,
    minCents,
    selectCoin: (next: string) => {
      setTicker(next);
      setNetworkCode(null);
    },
    selectNetwork: setNetworkCode,
    /** prepay fields for the crypto method */
    prepayFields: pickers && coin ? { cryptoCurrencyCode: coin.ticker, network: network?.code } : {},
  };
}

export type CryptoChoice = ReturnType<typeof useCryptoChoice>;
