/**
 * Crypto currencies for the crypto pay method (docs/product/entities.md#deposits Crypto currency and price, docs/product/validation.md#deposit-amount crypto minimum):
 * coins, networks, USD prices (configured, no live feed offline), exact quotes as decimal strings, and
 * the sandbox's test receiving addresses and QR codes.
 */
import { createHmac } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import { coinIcon } from './logos.ts';
import type { LivePrices, PriceQuote } from './crypto-price-feed.ts';

export interface CryptoNetworkConfig {
  code: string;
  networkName: string;
  color: string;
  /** URI scheme the QR code uses (bitcoin:, tron: ...) */
  scheme: string;
  address: 'tron' | 'evm' | 'btc' | 'ltc' | 'sol' | 'ton';
}

export interface CryptoCoinConfig {
  ticker: string;
  name: string;
  color: string;
  /** USD per coin, decimal string */
  defaultPrice: string;
  /** the coin's minimum deposit, cents (docs/product/validation.md#deposit-amount "Crypto minimum is larger of coin minPrice and configured min") */
  minPriceCents: number;
  /** decimals of amounts in this coin */
  precision: number;
  /** false: priced here but not offered in the crypto method's picker (TON is its own method) */
  pickable: boolean;
  networks: CryptoNetworkConfig[];
}

const TRC20: CryptoNetworkConfig = { code: 'TRC20', networkName: 'Tron (TRC20)', color: '#eb0029', scheme: 'tron', address: 'tron' };
const ERC20: CryptoNetworkConfig = { code: 'ERC20', networkName: 'Ethereum (ERC20)', color: '#627eea', scheme: 'ethereum', address: 'evm' };
const BEP20: CryptoNetworkConfig = {
  code: 'BEP20',
  networkName: 'BNB Smart Chain (BEP20)',
  color: '#f0b90b',
  scheme: 'bnb',
  address: 'evm',
};
const SOL: CryptoNetworkConfig = { code: 'SOL', networkName: 'Solana', color: '#9945ff', scheme: 'solana', address: 'sol' };

export const CRYPTO_COINS: CryptoCoinConfig[] = [
  {
    ticker: 'USDT',
    name: 'Tether',
    color: '#26a17b',
    defaultPrice: '1',
    minPriceCents: 20_00,
    precision: 2,
    pickable: true,
    networks: [TRC20, ERC20, BEP20],
  },
  {
    ticker: 'USDC',
    name: 'USD Coin',
    color: '#2775ca',
    defaultPrice: '1',
    minPriceCents: 20_00,
    precision: 2,
    pickable: true,
    networks: [ERC20, SOL],
  },
  {
    ticker: 'BTC',
    name: 'Bitcoin',
    color: '#f7931a',
    defaultPrice: '65000',
    minPriceCents: 30_00,
    precision: 8,
    pickable: true,
    networks: [{ code: 'BTC', networkName: 'Bitcoin', color: '#f7931a', scheme: 'bitcoin', address: 'btc' }],
  },
  {
    ticker: 'ETH',
    name: 'Ethereum',
    color: '#627eea',
    defaultPrice: '3200',
    minPriceCents: 25_00,
    precision: 6,
    pickable: true,
    networks: [{ ...ERC20, code: 'ETH', networkName: 'Ethereum' }],
  },
  {
    ticker: 'LTC',
    name: 'Litecoin',
    color: '#345d9d',
    defaultPrice: '80',
    minPriceCents: 20_00,
    precision: 6,
    pickable: true,
    networks: [{ code: 'LTC', networkName: 'Litecoin', color: '#345d9d', scheme: 'litecoin', address: 'ltc' }],
  },
  {
    ticker: 'TON',
    name: 'Toncoin',
    color: '#0098ea',
    defaultPrice: '5.2',
    minPriceCents: 20_00,
    precision: 9,
    pickable: false,
    networks: [{ code: 'TON', networkName: 'TON', color: '#0098ea', scheme: 'ton', address: 'ton' }],
  },
];

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function pick(bytes: Buffer, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[bytes[i % bytes.length]! % alphabet.length];
  return out;
}

/** Parses "BTC=65000,ETH=3200" into a map (validated by the config schema). */
export function parsePriceList(text: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (text ?? '').split(',')) {
    const [code, price] = part.split('=').map((x) => x?.trim());
    if (code && price) out.set(code.toUpperCase(), price);
  }
  return out;
}

/** SVG QR code of `text` as a data URL. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await (await import('qrcode')).default.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The crypto catalogue with configured prices (env CRYPTO_PRICES, TON_USD_PRICE) over the defaults. */
export class CryptoCatalogue {
  private readonly prices: Map<string, string>;

  /** `live`: the live feed (crypto-price-feed.ts); without it the configured static prices are used. */
  constructor(
    overrides: Map<string, string>,
    private readonly live?: LivePrices,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.prices = new Map(CRYPTO_COINS.map((c) => [c.ticker, overrides.get(c.ticker) ?? c.defaultPrice]));
  }

  /**
   * The price a quote uses now: the live feed's (30 s cache, never older than 2 minutes) or the static one.
   * @throws AppError pay.error.price_stale (live feed down for more than 2 minutes)
   */
  async currentPrice(ticker: string): Promise<PriceQuote> {
    if (this.live) return this.live.quote(ticker);
    return { price: this.price(ticker), source: 'static', at: this.clock() };
  }

  /**
   * GET /api/pay/crypto_price/{code} with the live price and its source (`live` or `static`, the offline default).
   * @throws AppError pay.error.crypto_currency | pay.error.price_stale
   */
  async livePriceOf(code: string) {
    const base = this.priceOf(code);
    const q = await this.currentPrice(base.code);
    return { ...base, cryptoPrice: q.price, source: q.source, updatedAt: q.at.toISOString() };
  }

  /** GET /api/pay/crypto_currencies items: the coins of the crypto method's picker. */
  list() {
    return CRYPTO_COINS.filter((c) => c.pickable).map((c) => ({
      name: c.name,
      ticker: c.ticker,
      icon: coinIcon(c.ticker, c.color),
      networks: c.networks.map((n) => ({ code: n.code, networkName: n.networkName, networkIcon: coinIcon(n.code, n.color) })),
    }));
  }

  coin(code: string): CryptoCoinConfig | undefined {
    return CRYPTO_COINS.find((c) => c.ticker === code.trim().toUpperCase());
  }

  /** USD price of one coin (decimal string). */
  price(ticker: string): string {
    return this.prices.get(ticker) ?? '0';
  }

  /**
   * GET /api/pay/crypto_price/{code} (docs/product/entities.md#deposits price): USD price (decimal string), the coin's minimum deposit
   * in coin units and the decimals of its amounts.
   * @throws AppError pay.error.crypto_currency for an unknown code
   */
  priceOf(code: string): { code: string; cryptoPrice: string; minPrice: number; pricePrecision: number } {
    const coin = this.coin(code);
    if (!coin) throw new AppError('pay.error.crypto_currency');
    return { code: coin.ticker, cryptoPrice: this.price(coin.ticker), minPrice: coin.minPriceCents / 100, pricePrecision: coin.precision };
  }

  /** The network of a coin by code, or its first network when none is asked for. */
  network(coin: CryptoCoinConfig, code: string | undefined): CryptoNetworkConfig | undefined {
    return code ? coin.networks.find((n) => n.code === code.trim().toUpperCase()) : coin.networks[0];
  }

  /**
   * A deterministic TEST receiving address for a sandbox order (never a real wallet): shaped like the
   * network's addresses, with testnet prefixes where the network has them (tb1q, tltc1q, kQ).
   */
  sandboxAddress(secret: string, network: CryptoNetworkConfig, orderNo: string): string {
    const h = createHmac('sha256', secret).update(`sandbox-address|${network.code}|${orderNo}`).digest();
    switch (network.address) {
      case 'tron':
        return `T${pick(h, BASE58, 33)}`;
      case 'evm':
        return `0x${h.toString('hex').slice(0, 40)}`;
      case 'btc':
        return `tb1q${pick(h, BECH32, 38)}`;
      case 'ltc':
        return `tltc1q${pick(h, BECH32, 38)}`;
      case 'sol':
        return pick(h, BASE58, 44);
      case 'ton':
        return `kQ${h.toString('base64url')}${h.subarray(0, 2).toString('base64url')}`.slice(0, 48);
    }
  }

  /** Payment URI encoded in the QR code. */
  paymentUri(coin: CryptoCoinConfig, network: CryptoNetworkConfig, address: string, cryptoAmount: string, orderNo: string): string {
    if (network.address === 'ton')
      return `ton://transfer/${address}?amount=${cryptoAmount.replace('.', '').replace(/^0+(?=\d)/, '')}&text=${encodeURIComponent(orderNo)}`;
    const token = network.code === coin.ticker ? '' : `&token=${coin.ticker}`;
    return `${network.scheme}:${address}?amount=${cryptoAmount}${token}`;
  }
}
