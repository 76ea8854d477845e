import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PayoutRejectedError,
  PayoutSignatureError,
  type PayoutEvent,
  type PayoutProvider,
  type PayoutRequest,
  type PayoutState,
  type PayoutStatus,
} from './payout.ts';

export const NOWPAYMENTS_SIGNATURE_HEADER = 'x-nowpayments-sig';

/** NOWPayments' currency code of each chain and coin the withdrawal page offers (packages/domain WITHDRAW_OPTIONS). */
export const NOWPAYMENTS_CURRENCY: Record<string, string> = {
  'TRON:USDT': 'usdttrc20',
  'ETH:USDT': 'usdterc20',
  'ETH:ETH': 'eth',
  'BTC:BTC': 'btc',
  'TON:TON': 'ton',
};

export interface NowPaymentsPayoutConfig {
  apiKey: string;
  /** the account's e-mail and password: POST /v1/auth gives the JWT the payout endpoints require */
  email: string;
  password: string;
  /** the IPN secret key (dashboard, Store Settings): HMAC-SHA512 key of the callbacks' `x-nowpayments-sig` */
  ipnSecret: string;
  /** default https://api.nowpayments.io */
  apiBase: string;
  /** absolute URL of our payout webhook (`{PUBLIC_URL}/api/payout/nowpayments/webhook`) */
  ipnCallbackUrl: () => string;
  /**
   * The 2FA code of a created payout batch (POST /v1/payout/{id}/verify), when the account's payouts 2FA secret is
   * configured (NOWPAYMENTS_2FA_SECRET); without it the batch waits for an operator to verify it in the dashboard.
   */
  verificationCode?: () => Promise<string>;
  /** the fetch to use: the payout policy's deadline and retries (lib/http-client.ts `timedFetch`) */
  fetch: typeof fetch;
}

/** One withdrawal of a payout batch as NOWPayments returns it (GET /v1/payout/{id}, list, IPN). */
interface NpWithdrawal {
  id?: string | number;
  batch_withdrawal_id?: string | number;
  status?: string;
  hash?: string | null;
  error?: string | null;
  unique_external_id?: string | null;
}

/** The IPN signature: HMAC-SHA512 (hex) of the body's parameters sorted by name, `JSON.stringify(params, keys.sort())`. */
export function nowPaymentsSignature(secret: string, params: Record<string, unknown>): string {
  return createHmac('sha512', secret)
    .update(JSON.stringify(params, Object.keys(params).sort()))
    .digest('hex');
}

/** NOWPayments' withdrawal status -> ours: FINISHED confirmed; FAILED and REJECTED failed; anything else still on its way. */
function stateOf(status: string | undefined): PayoutState {
  const s = (status ?? '').toUpperCase();
  if (s === 'FINISHED') return 'confirmed';
  if (s === 'FAILED' || s === 'REJECTED') return 'failed';
  return 'submitted';
}

/**
 * NOWPayments mass payouts (docs/payments.md#payouts), against its documented API: `POST /v1/auth` (e-mail and
 * password -> a JWT), `POST /v1/payout` (header `x-api-key` and `Authorization: Bearer {jwt}`; one withdrawal per batch
 * with `unique_external_id` = our request id and `ipn_callback_url`), optionally `POST /v1/payout/{id}/verify` with
 * the 2FA code, `GET /v1/payout/{id}` for the status, `GET /v1/payout` to find a batch by our request id before
 * creating one (so a retry after a crash finds the first payout instead of sending a second). Callbacks (IPN) are
 * signed with HMAC-SHA512 of the sorted JSON body in `x-nowpayments-sig`. The batch id is our `provider_ref`.
 */
export class NowPaymentsPayoutProvider implements PayoutProvider {
  readonly name = 'nowpayments';
  readonly automatic = true;
  private jwt: { token: string; until: number } | null = null;

  constructor(private readonly c: NowPaymentsPayoutConfig) {}

  private url(path: string) {
    return `${this.c.apiBase.replace(/\/+$/, '')}${path}`;
  }

  /** A JWT for the payout endpoints (valid 5 minutes at NOWPayments; renewed after 4). */
  private async token(): Promise<string> {
    if (this.jwt && this.jwt.until > Date.now()) return this.jwt.token;
    const res = await this.c.fetch(this.url('/v1/auth'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.c.email, password: this.c.password }),
    });
    const body = (await res.json().catch(() => ({}))) as { token?: unknown };
    if (!res.ok || typeof body.token !== 'string') throw new Error(`nowpayments auth failed (${res.status})`);
    this.jwt = { token: body.token, until: Date.now() + 4 * 60_000 };
    return body.token;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const headers: Record<string, string> = {
      'x-api-key': this.c.apiKey,
      authorization: `Bearer ${await this.token()}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await this.c.fetch(this.url(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, json: await res.json().catch(() => null) };
  }

  /** The withdrawals of an answer, whichever documented shape it has (a batch with `withdrawals`, or a list). */
  private static items(json: any): NpWithdrawal[] {
    if (Array.isArray(json)) return json;
    if (Array.isArray(json?.withdrawals)) return json.withdrawals;
    if (Array.isArray(json?.payouts)) return json.payouts;
    if (Array.isArray(json?.data)) return json.data;
    return [];
  }

  private static statusOf(batchId: string, w: NpWithdrawal): PayoutStatus {
    const status = stateOf(w.status);
    return {
      providerRef: batchId,
      status,
      txHash: status === 'confirmed' && w.hash ? String(w.hash) : undefined,
      reason: status === 'failed' ? String(w.error ?? w.status ?? 'failed') : undefined,
    };
  }

  /** A batch already created for `requestId` (a retry after a crash), or null. */
  private async find(requestId: string): Promise<PayoutStatus | null> {
    const res = await this.call('GET', `/v1/payout?limit=100&page=0&order=desc`);
    if (res.status >= 400) throw new Error(`nowpayments payout list failed (${res.status})`);
    const hit = NowPaymentsPayoutProvider.items(res.json).find((w) => w.unique_external_id === requestId);
    return hit?.batch_withdrawal_id ? NowPaymentsPayoutProvider.statusOf(String(hit.batch_withdrawal_id), hit) : null;
  }

  async submit(req: PayoutRequest): Promise<PayoutStatus> {
    const currency = NOWPAYMENTS_CURRENCY[`${req.chain}:${req.ccy}`];
    if (!currency) throw new PayoutRejectedError(`nowpayments has no currency for ${req.chain} ${req.ccy}`);
    const first = await this.find(req.requestId);
    if (first) return first;
    const res = await this.call('POST', '/v1/payout', {
      ipn_callback_url: this.c.ipnCallbackUrl(),
      withdrawals: [
        {
          address: req.address,
          currency,
          amount: Number(req.coinAmount),
          ipn_callback_url: this.c.ipnCallbackUrl(),
          unique_external_id: req.requestId,
        },
      ],
    });
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
      throw new PayoutRejectedError(String(res.json?.message ?? `nowpayments refused the payout (${res.status})`));
    if (res.status >= 400) throw new Error(`nowpayments payout failed (${res.status})`);
    const batchId = res.json?.id;
    if (batchId === undefined || batchId === null) throw new Error('nowpayments payout answer without an id');
    if (this.c.verificationCode) {
      const v = await this.call('POST', `/v1/payout/${encodeURIComponent(String(batchId))}/verify`, {
        verification_code: await this.c.verificationCode(),
      });
      if (v.status >= 400) throw new Error(`nowpayments payout verification failed (${v.status})`);
    }
    const w = NowPaymentsPayoutProvider.items(res.json)[0] ?? {};
    return NowPaymentsPayoutProvider.statusOf(String(batchId), w);
  }

  async status(providerRef: string): Promise<PayoutStatus> {
    const res = await this.call('GET', `/v1/payout/${encodeURIComponent(providerRef)}`);
    if (res.status >= 400) throw new Error(`nowpayments payout status failed (${res.status})`);
    const w = NowPaymentsPayoutProvider.items(res.json)[0];
    if (!w) throw new Error('nowpayments payout status without withdrawals');
    return NowPaymentsPayoutProvider.statusOf(providerRef, w);
  }

  /** @throws PayoutSignatureError on a missing or wrong `x-nowpayments-sig` or a body that is not a payout IPN */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PayoutEvent {
    const given = headers[NOWPAYMENTS_SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) throw new PayoutSignatureError('missing nowpayments signature');
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      throw new PayoutSignatureError('malformed nowpayments body');
    }
    if (!params || typeof params !== 'object' || Array.isArray(params)) throw new PayoutSignatureError('malformed nowpayments body');
    const expected = Buffer.from(nowPaymentsSignature(this.c.ipnSecret, params), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'))) throw new PayoutSignatureError('bad nowpayments signature');
    const w = params as NpWithdrawal;
    if (w.batch_withdrawal_id === undefined || w.batch_withdrawal_id === null) throw new PayoutSignatureError('not a payout callback');
    return {
      ...NowPaymentsPayoutProvider.statusOf(String(w.batch_withdrawal_id), w),
      requestId: typeof w.unique_external_id === 'string' ? w.unique_external_id : undefined,
    };
  }
}
