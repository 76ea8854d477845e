/**
 * Binance Pay (merchant API v3). Requests are signed with
 * `BinancePay-Signature` = upper-case hex HMAC-SHA512(secretKey, `${timestamp}\n${nonce}\n${body}\n`);
 * webhooks are signed by Binance with RSA-SHA256 over the same payload shape and
 * verified with Binance's public key (configured PEM, or fetched from the certificates API).
 */
import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import {
  ProviderRequestError,
  WebhookSignatureError,
  type PaymentProvider,
  type PrepayInput,
  type PrepayResult,
  type VerifiedPaymentEvent,
  type WebhookRequest,
} from './types.ts';
import {
  centsToDecimal,
  decimalToCents,
  fetchJson,
  getHeader,
  hmacHex,
  parseJsonBody,
  randomAlphanumeric,
  trimBase,
  type FetchFn,
} from './util.ts';

export const BINANCE_PAY_API_BASE = 'https://bpay.binanceapi.com';
/** Body Binance expects back from our webhook endpoint (HTTP 200). */
export const BINANCE_WEBHOOK_ACK = { returnCode: 'SUCCESS', returnMessage: null } as const;

export interface BinanceConfig {
  /** Merchant API key, sent as BinancePay-Certificate-SN (env BINANCE_PAY_API_KEY). */
  apiKey: string;
  /** Merchant secret key for HMAC-SHA512 request signatures (env BINANCE_PAY_SECRET_KEY). */
  secretKey: string;
  /** Binance's webhook public key, PEM (env BINANCE_PAY_PUBLIC_KEY); when absent it is queried from /certificates. */
  webhookPublicKeyPem?: string;
  /** Expected BinancePay-Certificate-SN of webhooks (env BINANCE_PAY_CERT_SN); checked when set. */
  webhookCertSn?: string;
  /** API host (env BINANCE_PAY_API_BASE); default https://bpay.binanceapi.com. */
  apiBase?: string;
  /** Stablecoin USD orders are priced in, 1 USD = 1 unit; default "USDT". */
  orderCurrency?: string;
  /** Accepted clock difference of webhook timestamps in seconds; default 300. */
  toleranceSeconds?: number;
}

export interface BinanceDeps {
  fetch: FetchFn;
  now: () => Date;
}

interface BinanceEnvelope<T> {
  status?: string;
  code?: string;
  data?: T;
  errorMessage?: string;
}

interface BinanceOrderData {
  prepayId?: string;
  expireTime?: number;
  qrcodeLink?: string;
  qrContent?: string;
  checkoutUrl?: string;
  deeplink?: string;
  universalUrl?: string;
}

interface BinanceNotification {
  bizType?: string;
  bizIdStr?: string;
  bizStatus?: string;
  data?: string;
}

/** Builds the string both request and webhook signatures cover: `${timestamp}\n${nonce}\n${body}\n`. */
export function binanceSignaturePayload(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** Upper-case hex HMAC-SHA512 of the signature payload with the merchant secret key. */
export function signBinanceRequest(secretKey: string, timestamp: string, nonce: string, body: string): string {
  return hmacHex(secretKey, binanceSignaturePayload(timestamp, nonce, body), 'sha512').toUpperCase();
}

export class BinanceProvider implements PaymentProvider {
  readonly key = 'binance' as const;
  private certificateCache = new Map<string, KeyObject>();

  constructor(
    private readonly config: BinanceConfig,
    private readonly deps: BinanceDeps,
  ) {}

  /** True when the API key and secret key are set (the webhook key can be queried). */
  isConfigured(): boolean {
    return Boolean(this.config.apiKey && this.config.secretKey);
  }

  /**
   * Creates a v3 order (`POST /binancepay/openapi/v3/order`) for a USD amount priced 1:1 in the
   * configured stablecoin, e.g. 2000 cents -> orderAmount 20.00 USDT; merchantTradeNo = orderNo.
   * @returns toPayUrl = checkoutUrl, deepLink = deeplink, qrcodeLink, toUrl = universalUrl,
   *   providerRef = prepayId, expiresAt = expireTime.
   * @throws ProviderRequestError when the order number is not 1-32 letters/digits, the currency is not USD,
   *   or Binance answers with status FAIL (providerCode = Binance code, e.g. "400201").
   */
  async prepay(input: PrepayInput): Promise<PrepayResult> {
    if (!/^[A-Za-z0-9]{1,32}$/.test(input.orderNo))
      throw new ProviderRequestError('binance merchantTradeNo must be 1-32 letters or digits');
    if ((input.currency || 'USD').toUpperCase() !== 'USD')
      throw new ProviderRequestError(`binance orders are priced in USD, got ${input.currency}`);
    const currency = (this.config.orderCurrency ?? 'USDT').toUpperCase();
    const amount = Number(centsToDecimal(input.amountCents));
    const body = {
      env: { terminalType: 'WEB' },
      merchantTradeNo: input.orderNo,
      orderAmount: amount,
      currency,
      description: `HapaBox top-up ${input.orderNo}`,
      goodsDetails: [
        {
          goodsType: '02',
          goodsCategory: '6000',
          referenceGoodsId: 'hapabox-coins',
          goodsName: 'HapaBox coins',
          goodsUnitAmount: { currency, amount },
          goodsQuantity: '1',
        },
      ],
      buyer: { referenceBuyerId: String(input.userId) },
      returnUrl: input.returnUrl,
      cancelUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
    };
    const data = await this.signedPost<BinanceOrderData>('/binancepay/openapi/v3/order', body);
    if (!data.checkoutUrl) throw new ProviderRequestError('binance order has no checkoutUrl');
    return {
      toPayUrl: data.checkoutUrl,
      toUrl: data.universalUrl,
      deepLink: data.deeplink,
      qrcodeLink: data.qrcodeLink,
      providerRef: data.prepayId,
      expiresAt: typeof data.expireTime === 'number' ? new Date(data.expireTime) : undefined,
    };
  }

  /**
   * Verifies a Binance Pay notification: RSA-SHA256 signature (base64 `BinancePay-Signature`) over
   * `${BinancePay-Timestamp}\n${BinancePay-Nonce}\n${rawBody}\n`, timestamp (ms) within the tolerance,
   * and BinancePay-Certificate-SN when one is configured. bizStatus PAY_SUCCESS -> paid,
   * PAY_CLOSED -> failed, others ignored; orderNo = data.merchantTradeNo, amountCents = data.totalFee
   * (20.05 -> 2005); currency 'USD' when paid in the configured stablecoin (the 1:1 pricing of prepay),
   * otherwise Binance's currency as is; eventId = `${bizIdStr}:${bizStatus}`.
   * Answer Binance with BINANCE_WEBHOOK_ACK.
   * @throws WebhookSignatureError when a header is missing, the timestamp is stale or the signature fails;
   *   ProviderRequestError when no key is configured and the certificates query fails (retryable).
   */
  async verifyWebhook(req: WebhookRequest): Promise<VerifiedPaymentEvent> {
    const timestamp = getHeader(req.headers, 'binancepay-timestamp');
    const nonce = getHeader(req.headers, 'binancepay-nonce');
    const signature = getHeader(req.headers, 'binancepay-signature');
    const certSn = getHeader(req.headers, 'binancepay-certificate-sn');
    if (!timestamp || !nonce || !signature) throw new WebhookSignatureError('missing BinancePay signature headers');
    if (this.config.webhookCertSn && certSn !== this.config.webhookCertSn)
      throw new WebhookSignatureError('unexpected BinancePay-Certificate-SN');
    if (
      !/^\d+$/.test(timestamp) ||
      Math.abs(this.deps.now().getTime() - Number(timestamp)) > (this.config.toleranceSeconds ?? 300) * 1000
    ) {
      throw new WebhookSignatureError('BinancePay-Timestamp outside the tolerance');
    }
    const publicKey = await this.webhookPublicKey(certSn);
    const verifier = createVerify('RSA-SHA256');
    verifier.update(binanceSignaturePayload(timestamp, nonce, req.rawBody), 'utf8');
    if (!verifier.verify(publicKey, Buffer.from(signature, 'base64'))) throw new WebhookSignatureError('binance signature does not match');

    const note = parseJsonBody<BinanceNotification>(req.rawBody);
    const bizId = note.bizIdStr ?? /"bizId"\s*:\s*(\d+)/.exec(req.rawBody)?.[1] ?? '';
    const data =
      typeof note.data === 'string'
        ? parseJsonBody<{ merchantTradeNo?: string; totalFee?: number | string; currency?: string }>(note.data)
        : {};
    const orderCurrency = (this.config.orderCurrency ?? 'USDT').toUpperCase();
    const status =
      note.bizType !== 'PAY'
        ? 'ignored'
        : note.bizStatus === 'PAY_SUCCESS'
          ? 'paid'
          : note.bizStatus === 'PAY_CLOSED'
            ? 'failed'
            : 'ignored';
    return {
      eventId: `${bizId}:${note.bizStatus ?? ''}`,
      orderNo: data.merchantTradeNo ?? '',
      status,
      amountCents: data.totalFee !== undefined ? decimalToCents(data.totalFee) : 0,
      // prepay priced the USD order 1:1 in the stablecoin; report it back as USD so it compares with the order.
      currency: (data.currency ?? '').toUpperCase() === orderCurrency ? 'USD' : (data.currency ?? '').toUpperCase(),
      providerRef: bizId || undefined,
    };
  }

  /**
   * Queries Binance's webhook public keys (`POST /binancepay/openapi/certificates`).
   * @returns one entry per key: certSerial and certPublic (PEM or bare base64).
   * @throws ProviderRequestError on a FAIL answer.
   */
  async queryCertificates(): Promise<Array<{ certSerial: string; certPublic: string }>> {
    return this.signedPost<Array<{ certSerial: string; certPublic: string }>>('/binancepay/openapi/certificates', {});
  }

  private async webhookPublicKey(certSn: string | undefined): Promise<KeyObject> {
    const cacheKey = this.config.webhookPublicKeyPem ? 'configured' : (certSn ?? '');
    const cached = this.certificateCache.get(cacheKey);
    if (cached) return cached;
    let pem = this.config.webhookPublicKeyPem;
    if (!pem) {
      const certificates = await this.queryCertificates();
      pem = certificates.find((c) => !certSn || c.certSerial === certSn)?.certPublic;
      if (!pem) throw new WebhookSignatureError('no Binance public key for this certificate serial');
    }
    const key = createPublicKey(pem.includes('BEGIN') ? pem : `-----BEGIN PUBLIC KEY-----\n${pem}\n-----END PUBLIC KEY-----\n`);
    this.certificateCache.set(cacheKey, key);
    return key;
  }

  private async signedPost<T>(path: string, body: unknown): Promise<T> {
    const json = JSON.stringify(body);
    const timestamp = String(this.deps.now().getTime());
    const nonce = randomAlphanumeric(32);
    const { status, body: answer } = await fetchJson<BinanceEnvelope<T>>(
      this.deps.fetch,
      `${trimBase(this.config.apiBase || BINANCE_PAY_API_BASE)}${path}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'BinancePay-Timestamp': timestamp,
          'BinancePay-Nonce': nonce,
          'BinancePay-Certificate-SN': this.config.apiKey,
          'BinancePay-Signature': signBinanceRequest(this.config.secretKey, timestamp, nonce, json),
        },
        body: json,
      },
      'binance',
    );
    if (status >= 400 || answer.status !== 'SUCCESS' || answer.data === undefined) {
      throw new ProviderRequestError(`binance request failed (HTTP ${status}): ${answer.errorMessage ?? 'unknown error'}`, answer.code);
    }
    return answer.data;
  }
}
