/**
 * M-PESA via Safaricom Daraja: OAuth client credentials, then an STK push (Lipa na M-PESA
 * Online) that prompts the payer's phone. Daraja does not sign callbacks, so the CallBackURL
 * carries a per-order token `token=<orderNo>.<issued unix s>.<base64url HMAC-SHA256>` that
 * verifyWebhook checks (the route passes it in the `x-callback-token` header).
 */
import { createHmac } from 'node:crypto';
import {
  ProviderRequestError,
  WebhookSignatureError,
  type PaymentProvider,
  type PrepayInput,
  type PrepayResult,
  type VerifiedPaymentEvent,
  type WebhookRequest,
} from './types.ts';
import { assertCents, decimalToCents, fetchJson, getHeader, parseJsonBody, safeEqual, trimBase, type FetchFn } from './util.ts';

export const DARAJA_LIVE_API_BASE = 'https://api.safaricom.co.ke';
export const DARAJA_SANDBOX_API_BASE = 'https://sandbox.safaricom.co.ke';
/** Query parameter of the CallBackURL that carries the callback token. */
export const MPESA_CALLBACK_TOKEN_PARAM = 'token';
/** Body Daraja expects back from the callback endpoint. */
export const MPESA_CALLBACK_ACK = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

export interface MpesaConfig {
  /** Daraja app consumer key (env MPESA_CONSUMER_KEY). */
  consumerKey: string;
  /** Daraja app consumer secret (env MPESA_CONSUMER_SECRET). */
  consumerSecret: string;
  /** Paybill business short code (env MPESA_SHORTCODE). */
  shortcode: string;
  /** Lipa na M-PESA Online passkey (env MPESA_PASSKEY). */
  passkey: string;
  /** Our secret for callback tokens (env MPESA_CALLBACK_SECRET). */
  callbackSecret: string;
  /** API host (env MPESA_API_BASE); default live https://api.safaricom.co.ke. */
  apiBase?: string;
  /** How long after prepay a callback is accepted, seconds; default 3600. */
  callbackTtlSeconds?: number;
}

export interface MpesaDeps {
  fetch: FetchFn;
  now: () => Date;
}

interface DarajaError {
  errorCode?: string;
  errorMessage?: string;
}

interface StkCallback {
  MerchantRequestID?: string;
  CheckoutRequestID?: string;
  ResultCode?: number | string;
  ResultDesc?: string;
  CallbackMetadata?: { Item?: Array<{ Name?: string; Value?: string | number }> };
}

/**
 * Normalises a Kenyan mobile number to 254XXXXXXXXX (07.., 01.., +2547.., 2547.., 7.. accepted;
 * spaces, dashes and brackets ignored).
 * @throws ProviderRequestError (providerCode "mpesa.invalid_phone") for anything else.
 */
export function normalizeKenyanMsisdn(raw: string | undefined): string {
  const digits = (raw ?? '').replace(/[\s\-()]/g, '').replace(/^\+/, '');
  const match = /^(?:254|0)?([17]\d{8})$/.exec(digits);
  if (!match) throw new ProviderRequestError('Please enter a valid M-PESA phone number (07XXXXXXXX)', 'mpesa.invalid_phone');
  return `254${match[1]}`;
}

/** Daraja timestamp yyyyMMddHHmmss in Kenya time (EAT, UTC+3, no daylight saving). */
export function darajaTimestamp(now: Date): string {
  const eat = new Date(now.getTime() + 3 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${eat.getUTCFullYear()}${pad(eat.getUTCMonth() + 1)}${pad(eat.getUTCDate())}${pad(eat.getUTCHours())}${pad(eat.getUTCMinutes())}${pad(eat.getUTCSeconds())}`;
}

/** STK password: base64(shortcode + passkey + timestamp). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

export class MpesaProvider implements PaymentProvider {
  readonly key = 'mpesa' as const;
  private token: { value: string; expiresAtMs: number } | undefined;

  constructor(
    private readonly config: MpesaConfig,
    private readonly deps: MpesaDeps,
  ) {}

  /** True when consumer key/secret, short code, passkey and callback secret are set. */
  isConfigured(): boolean {
    const c = this.config;
    return Boolean(c.consumerKey && c.consumerSecret && c.shortcode && c.passkey && c.callbackSecret);
  }

  /** Callback token for an order, issued at `issuedAt` (unix seconds). */
  callbackToken(orderNo: string, issuedAt: number): string {
    const mac = createHmac('sha256', this.config.callbackSecret).update(`mpesa-callback|${orderNo}|${issuedAt}`).digest('base64url');
    return `${orderNo}.${issuedAt}.${mac}`;
  }

  /**
   * Sends an STK push for `amountCents` KES (must be whole shillings, >= 1 KES) to `mobile`.
   * CallBackURL = webhookUrl + `token=<token>`. No redirect: the payer confirms on the phone.
   * @returns providerRef = CheckoutRequestID (store it; the callback is matched against it).
   * @throws ProviderRequestError on a bad phone number ("mpesa.invalid_phone"), a non-KES currency,
   *   a fractional amount, or a Daraja error (providerCode = errorCode or ResponseCode).
   */
  async prepay(input: PrepayInput): Promise<PrepayResult> {
    assertCents(input.amountCents);
    if ((input.currency || '').toUpperCase() !== 'KES')
      throw new ProviderRequestError(`M-PESA charges KES, got ${input.currency}`, 'mpesa.currency');
    if (input.amountCents % 100 !== 0 || input.amountCents < 100)
      throw new ProviderRequestError('M-PESA amounts must be whole shillings', 'mpesa.amount');
    const phone = Number(normalizeKenyanMsisdn(input.mobile));
    const timestamp = darajaTimestamp(this.deps.now());
    const token = this.callbackToken(input.orderNo, Math.floor(this.deps.now().getTime() / 1000));
    const callbackUrl = `${input.webhookUrl}${input.webhookUrl.includes('?') ? '&' : '?'}${MPESA_CALLBACK_TOKEN_PARAM}=${encodeURIComponent(token)}`;
    const answer = await this.api<{ CheckoutRequestID?: string; ResponseCode?: string; ResponseDescription?: string }>(
      '/mpesa/stkpush/v1/processrequest',
      {
        BusinessShortCode: this.config.shortcode,
        Password: stkPassword(this.config.shortcode, this.config.passkey, timestamp),
        Timestamp: timestamp,
        TransactionType: 'CustomerPayBillOnline',
        Amount: input.amountCents / 100,
        PartyA: phone,
        PartyB: this.config.shortcode,
        PhoneNumber: phone,
        CallBackURL: callbackUrl,
        AccountReference: input.orderNo.slice(0, 12),
        TransactionDesc: 'HapaBox',
      },
    );
    if (answer.ResponseCode !== '0' || !answer.CheckoutRequestID) {
      throw new ProviderRequestError(`M-PESA STK push refused: ${answer.ResponseDescription ?? 'unknown'}`, answer.ResponseCode);
    }
    return { providerRef: answer.CheckoutRequestID };
  }

  /**
   * Authenticates a Daraja STK callback by its token and maps `Body.stkCallback`:
   * ResultCode 0 -> paid (amountCents from CallbackMetadata Amount, KES x 100), else failed.
   * eventId = providerRef = CheckoutRequestID; orderNo comes from the token. The caller must also
   * check that providerRef equals the CheckoutRequestID stored at prepay.
   * Header `x-callback-token`: the `token` query value, or the whole query string of the callback URL.
   * @throws WebhookSignatureError when the token is missing, forged, for another order or older than callbackTtlSeconds.
   */
  async verifyWebhook(req: WebhookRequest): Promise<VerifiedPaymentEvent> {
    const header = getHeader(req.headers, 'x-callback-token');
    if (!header) throw new WebhookSignatureError('missing x-callback-token header');
    const token = header.includes(`${MPESA_CALLBACK_TOKEN_PARAM}=`)
      ? (new URLSearchParams(header.replace(/^\?/, '')).get(MPESA_CALLBACK_TOKEN_PARAM) ?? '')
      : header;
    const match = /^(.+)\.(\d+)\.([A-Za-z0-9_-]+)$/.exec(token);
    if (!match || !this.config.callbackSecret) throw new WebhookSignatureError('malformed callback token');
    const [, orderNo, issuedAtText] = match;
    if (!safeEqual(token, this.callbackToken(orderNo, Number(issuedAtText))))
      throw new WebhookSignatureError('callback token does not match');
    const ageSeconds = this.deps.now().getTime() / 1000 - Number(issuedAtText);
    if (ageSeconds < -300 || ageSeconds > (this.config.callbackTtlSeconds ?? 3600))
      throw new WebhookSignatureError('callback token expired');

    const callback = parseJsonBody<{ Body?: { stkCallback?: StkCallback } }>(req.rawBody).Body?.stkCallback;
    if (!callback?.CheckoutRequestID) throw new WebhookSignatureError('callback has no Body.stkCallback.CheckoutRequestID');
    const isPaid = Number(callback.ResultCode) === 0;
    const amount = callback.CallbackMetadata?.Item?.find((item) => item.Name === 'Amount')?.Value;
    return {
      eventId: callback.CheckoutRequestID,
      orderNo,
      status: isPaid ? 'paid' : 'failed',
      amountCents: isPaid && amount !== undefined ? decimalToCents(amount) : 0,
      currency: 'KES',
      providerRef: callback.CheckoutRequestID,
    };
  }

  /**
   * Asks Daraja for the result of an STK push (`/mpesa/stkpushquery/v1/query`), e.g. when no callback came.
   * @returns 'paid' (ResultCode 0), 'failed' (other ResultCode) or 'pending' (still being processed).
   * @throws ProviderRequestError on other Daraja errors.
   */
  async queryStkStatus(checkoutRequestId: string): Promise<'paid' | 'failed' | 'pending'> {
    const timestamp = darajaTimestamp(this.deps.now());
    try {
      const answer = await this.api<{ ResultCode?: string | number }>('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: this.config.shortcode,
        Password: stkPassword(this.config.shortcode, this.config.passkey, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
      return Number(answer.ResultCode) === 0 ? 'paid' : 'failed';
    } catch (error) {
      if (error instanceof ProviderRequestError && error.providerCode === '500.001.1001') return 'pending';
      throw error;
    }
  }

  private async accessToken(): Promise<string> {
    const nowMs = this.deps.now().getTime();
    if (this.token && this.token.expiresAtMs > nowMs) return this.token.value;
    const basic = Buffer.from(`${this.config.consumerKey}:${this.config.consumerSecret}`).toString('base64');
    const { status, body } = await fetchJson<{ access_token?: string; expires_in?: string | number } & DarajaError>(
      this.deps.fetch,
      `${trimBase(this.config.apiBase || DARAJA_LIVE_API_BASE)}/oauth/v1/generate?grant_type=client_credentials`,
      { method: 'GET', headers: { Authorization: `Basic ${basic}` } },
      'mpesa',
    );
    if (status !== 200 || !body.access_token)
      throw new ProviderRequestError(`M-PESA OAuth failed (HTTP ${status}): ${body.errorMessage ?? 'no token'}`, body.errorCode);
    this.token = { value: body.access_token, expiresAtMs: nowMs + Math.max(0, Number(body.expires_in ?? 0) - 60) * 1000 };
    return body.access_token;
  }

  private async api<T>(path: string, body: unknown): Promise<T> {
    const token = await this.accessToken();
    const { status, body: answer } = await fetchJson<T & DarajaError>(
      this.deps.fetch,
      `${trimBase(this.config.apiBase || DARAJA_LIVE_API_BASE)}${path}`,
      { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      'mpesa',
    );
    if (status < 200 || status >= 300 || answer.errorCode) {
      throw new ProviderRequestError(`M-PESA ${path} failed (HTTP ${status}): ${answer.errorMessage ?? 'unknown error'}`, answer.errorCode);
    }
    return answer;
  }
}
