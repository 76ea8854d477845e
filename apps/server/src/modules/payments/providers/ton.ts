/**
 * TON payments (docs/product/constants.md#top-up-and-deposits: valid 360 s, 1 TON = 1e9 nanotons). Prepay quotes the order in
 * nanotons and builds transfer links whose comment is the order number; there is no
 * webhook: `findPayment` polls toncenter v2 `getTransactions` for the receiving address.
 */
import {
  ProviderRequestError,
  WebhookSignatureError,
  type PaymentProvider,
  type PrepayInput,
  type PrepayResult,
  type VerifiedPaymentEvent,
} from './types.ts';
import { assertCents, fetchJson, numberToPlainString, trimBase, type FetchFn } from './util.ts';

export const TON_PAYMENT_TTL_SECONDS = 360;
export const NANOTONS_PER_TON = 1_000_000_000n;
export const TONCENTER_API_BASE = 'https://toncenter.com/api/v2';
const COINGECKO_PRICE_URL = 'https://api.coingecko.com/api/v3/simple/price?ids=the-open-network&vs_currencies=';

export interface TonConfig {
  /** Wallet that receives payments, user-friendly form (env TON_RECEIVE_ADDRESS). */
  receiveAddress: string;
  /** toncenter API key, raises the rate limit (env TONCENTER_API_KEY). */
  toncenterApiKey?: string;
  /** toncenter v2 base (env TONCENTER_API_BASE); default https://toncenter.com/api/v2. */
  toncenterBase?: string;
  /** Fixed price of 1 TON in the order currency as a decimal string (env TON_USD_PRICE); overrides the price lookup. */
  fixedPrice?: string;
  /** Price source: price of 1 TON in `currency`. Default: CoinGecko simple price through the injected fetch. */
  getTonPrice?: (currency: string) => Promise<string | number>;
}

export interface TonDeps {
  fetch: FetchFn;
  now: () => Date;
}

/** An incoming transfer that pays an order. nanotons is a decimal string (bigint-safe). */
export interface TonPaymentMatch {
  /** Use as the idempotency key of the credit. */
  eventId: string;
  txHash: string;
  lt: string;
  nanotons: string;
  sender: string;
  paidAt: Date;
}

interface ToncenterMessage {
  source?: string;
  value?: string;
  message?: string;
  msg_data?: { '@type'?: string; text?: string };
}

interface ToncenterTransaction {
  utime?: number;
  transaction_id?: { lt?: string; hash?: string };
  in_msg?: ToncenterMessage;
}

/**
 * Converts cents into nanotons at `price` (currency units per 1 TON, decimal string or number),
 * rounding up so the payer never sends less than the order: 2000 cents at "5" -> "4000000000".
 * @throws RangeError when the price is not a positive decimal or the amount is not whole cents.
 */
export function quoteNanotons(amountCents: number, price: string | number): bigint {
  assertCents(amountCents);
  const text = typeof price === 'number' ? numberToPlainString(price) : price.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal price: ${String(price)}`);
  const fraction = match[2] ?? '';
  const scaledPrice = BigInt(match[1] + fraction);
  if (scaledPrice === 0n) throw new RangeError('TON price must be positive');
  const numerator = BigInt(amountCents) * NANOTONS_PER_TON * 10n ** BigInt(fraction.length);
  const denominator = 100n * scaledPrice;
  return (numerator + denominator - 1n) / denominator;
}

/** Comment text of an incoming message: toncenter's decoded `message`, else base64 `msg.dataText`. */
function messageComment(msg: ToncenterMessage): string {
  if (typeof msg.message === 'string' && msg.message !== '') return msg.message;
  if (msg.msg_data?.['@type'] === 'msg.dataText' && msg.msg_data.text) return Buffer.from(msg.msg_data.text, 'base64').toString('utf8');
  return '';
}

export class TonProvider implements PaymentProvider {
  readonly key = 'ton' as const;

  constructor(
    private readonly config: TonConfig,
    private readonly deps: TonDeps,
  ) {}

  /** True when a receiving address is set. */
  isConfigured(): boolean {
    return Boolean(this.config.receiveAddress);
  }

  /**
   * Quotes the order in nanotons and returns transfer links with comment = orderNo.
   * @returns deepLink `ton://transfer/<address>?amount=<nanotons>&text=<orderNo>`, toPayUrl the same as a
   *   Tonkeeper https link, qrcodeLink an SVG data URL of the deep link, toAccount the address,
   *   providerRef the expected nanotons (decimal string, pass it to findPayment), expiresAt now + 360 s.
   * @throws ProviderRequestError when no price can be obtained; RangeError on a bad amount.
   */
  async prepay(input: PrepayInput): Promise<PrepayResult> {
    const currency = (input.currency || 'USD').toUpperCase();
    const nanotons = quoteNanotons(input.amountCents, await this.price(currency)).toString();
    const address = this.config.receiveAddress;
    const query = `amount=${nanotons}&text=${encodeURIComponent(input.orderNo)}`;
    const deepLink = `ton://transfer/${address}?${query}`;
    const svg = await (await import('qrcode')).default.toString(deepLink, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return {
      deepLink,
      toPayUrl: `https://app.tonkeeper.com/transfer/${address}?${query}`,
      qrcodeLink: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
      toAccount: address,
      providerRef: nanotons,
      expiresAt: new Date(this.deps.now().getTime() + TON_PAYMENT_TTL_SECONDS * 1000),
    };
  }

  /** TON has no webhook; use findPayment. @throws WebhookSignatureError always. */
  async verifyWebhook(): Promise<VerifiedPaymentEvent> {
    throw new WebhookSignatureError('TON has no webhook');
  }

  /**
   * Looks for an incoming transfer to the receiving address, not older than `since`, whose comment
   * equals `orderNo` and whose value is at least `expectedNanotons`. Pages back through
   * getTransactions (limit per page, up to maxPages) until transactions are older than `since`.
   * @returns the first (newest) match, or null.
   * @throws ProviderRequestError when toncenter answers ok:false or a non-2xx status.
   */
  async findPayment(
    orderNo: string,
    expectedNanotons: string | bigint,
    since: Date,
    options: { limit?: number; maxPages?: number } = {},
  ): Promise<TonPaymentMatch | null> {
    const expected = BigInt(expectedNanotons);
    const sinceSeconds = Math.floor(since.getTime() / 1000);
    const limit = options.limit ?? 50;
    let cursor: { lt: string; hash: string } | undefined;
    for (let page = 0; page < (options.maxPages ?? 5); page += 1) {
      const params = new URLSearchParams({ address: this.config.receiveAddress, limit: String(limit), archival: 'false' });
      if (cursor) {
        params.set('lt', cursor.lt);
        params.set('hash', cursor.hash);
      }
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (this.config.toncenterApiKey) headers['X-API-Key'] = this.config.toncenterApiKey;
      const url = `${trimBase(this.config.toncenterBase || TONCENTER_API_BASE)}/getTransactions?${params}`;
      const { status, body } = await fetchJson<{ ok?: boolean; result?: ToncenterTransaction[]; error?: string; code?: number }>(
        this.deps.fetch,
        url,
        { method: 'GET', headers },
        'toncenter',
      );
      if (status < 200 || status >= 300 || !body.ok || !Array.isArray(body.result)) {
        throw new ProviderRequestError(
          `toncenter getTransactions failed (HTTP ${status}): ${body.error ?? 'unknown error'}`,
          body.code !== undefined ? String(body.code) : undefined,
        );
      }
      // With a cursor, toncenter repeats the cursor transaction first.
      const transactions = cursor ? body.result.filter((tx) => tx.transaction_id?.hash !== cursor?.hash) : body.result;
      for (const tx of transactions) {
        if ((tx.utime ?? 0) < sinceSeconds) return null;
        const msg = tx.in_msg;
        if (!msg?.source || !/^\d+$/.test(msg.value ?? '')) continue;
        if (messageComment(msg).trim() !== orderNo || BigInt(msg.value as string) < expected) continue;
        const hash = tx.transaction_id?.hash ?? '';
        return {
          eventId: `ton:${hash}`,
          txHash: hash,
          lt: tx.transaction_id?.lt ?? '',
          nanotons: msg.value as string,
          sender: msg.source,
          paidAt: new Date((tx.utime ?? 0) * 1000),
        };
      }
      const last = body.result[body.result.length - 1];
      if (body.result.length < limit || !last?.transaction_id?.lt || !last.transaction_id.hash) return null;
      cursor = { lt: last.transaction_id.lt, hash: last.transaction_id.hash };
    }
    return null;
  }

  private async price(currency: string): Promise<string | number> {
    if (this.config.fixedPrice) return this.config.fixedPrice;
    if (this.config.getTonPrice) return this.config.getTonPrice(currency);
    const { status, body } = await fetchJson<Record<string, Record<string, number> | undefined>>(
      this.deps.fetch,
      `${COINGECKO_PRICE_URL}${currency.toLowerCase()}`,
      { method: 'GET', headers: { Accept: 'application/json' } },
      'coingecko',
    );
    const price = body['the-open-network']?.[currency.toLowerCase()];
    if (status !== 200 || typeof price !== 'number' || !(price > 0)) throw new ProviderRequestError(`no TON price in ${currency}`);
    return price;
  }
}
