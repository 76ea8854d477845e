/**
 * Sending a withdrawal on-chain sits behind `PayoutProvider` (docs/payments.md#payouts), beside the payment providers.
 * An approval moves the withdrawal to `sending` and enqueues the payout job in the same transaction; the job calls
 * `submit` with our own request id as the idempotency key, the provider's webhook (signed) or a status poll moves it
 * to `paid` (with the provider's transaction hash) or `failed`. `manual` (nothing sent by the server; an operator pays
 * from the custody wallet and pastes the hash) is only ever an explicit choice (PAYOUT_PROVIDER=manual).
 */

/** One payout as the job hands it to the provider. */
export interface PayoutRequest {
  /** our own request id (`wd_{withdrawalId}`): the provider's idempotency key; a repeat never pays twice */
  requestId: string;
  withdrawalId: number;
  /** chain as the withdrawal page offers it: TRON, ETH, BTC, TON */
  chain: string;
  /** coin: USDT, ETH, BTC, TON */
  ccy: string;
  address: string;
  /** the coin amount, a decimal string (e.g. '149' USDT, '0.0015' BTC) */
  coinAmount: string;
  /** the same amount in the coin's minor units (satoshi, wei, nanoton, 10^-6 USDT), a decimal integer string */
  coinMinor: string;
  /** the withdrawal's value in cents (what left the commission balance) */
  amountCents: number;
}

/** Where a payout stands at the provider. */
export type PayoutState = 'submitted' | 'confirmed' | 'failed';

/** The provider's answer about one payout. */
export interface PayoutStatus {
  /** the provider's id of the payout (recorded on the withdrawal as `provider_ref`) */
  providerRef: string;
  status: PayoutState;
  /** the on-chain transaction hash, from the provider (confirmed) */
  txHash?: string;
  /** the provider's reason (failed) */
  reason?: string;
}

/** A verified webhook (IPN) about one payout. */
export interface PayoutEvent extends PayoutStatus {
  /** our request id when the provider echoes it (the withdrawal is found by it, else by providerRef) */
  requestId?: string;
}

/** The webhook's signature is missing or wrong, or its body is not the provider's (answered 401 payout.error.signature). */
export class PayoutSignatureError extends Error {}

/** The provider refused the request for good (4xx: bad address, amount under its minimum): the withdrawal fails. */
export class PayoutRejectedError extends Error {}

export interface PayoutProvider {
  /** 'sandbox' | 'nowpayments' | 'manual' */
  readonly name: string;
  /** false for `manual`: nothing is sent, an operator marks the withdrawal paid with the hash */
  readonly automatic: boolean;
  /**
   * Hands the payout to the provider, idempotently by `req.requestId`: a second call for the same request id returns
   * the first payout (never a second one).
   * @throws PayoutRejectedError when the provider refuses it for good; any other error is retried by the job
   */
  submit(req: PayoutRequest): Promise<PayoutStatus>;
  /** The provider's current answer for `providerRef`. @throws on a network error (the poll job retries) */
  status(providerRef: string): Promise<PayoutStatus>;
  /** @throws PayoutSignatureError on a missing or wrong signature or a malformed body */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PayoutEvent;
}

/** PAYOUT_PROVIDER=manual: nothing is sent; the operator marks the withdrawal paid with the hash (`ReferralConsole.markPaid`). */
export const manualPayout: PayoutProvider = {
  name: 'manual',
  automatic: false,
  submit: async () => {
    throw new Error('the manual payout sends nothing');
  },
  status: async () => {
    throw new Error('the manual payout has no status');
  },
  verifyWebhook: () => {
    throw new PayoutSignatureError('the manual payout has no webhook');
  },
};

/** Decimals of each coin's minor unit (satoshi 8, wei 18, nanoton 9, USDT on TRON and Ethereum 6). */
export const COIN_DECIMALS: Record<string, number> = { BTC: 8, ETH: 18, TON: 9, USDT: 6 };

/**
 * `coinAmount` (a decimal string) in the coin's minor units, as a decimal integer string; digits past the coin's
 * decimals are cut (never rounded up: we never send more than priced).
 * @throws Error on an unknown coin or a malformed amount
 */
export function toMinorUnits(ccy: string, coinAmount: string): string {
  const decimals = COIN_DECIMALS[ccy];
  if (decimals === undefined) throw new Error(`unknown coin ${ccy}`);
  const m = /^(\d+)(?:\.(\d+))?$/.exec(coinAmount);
  if (!m) throw new Error(`not a coin amount: ${coinAmount}`);
  const frac = (m[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return (BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt(frac || '0')).toString();
}

/** Our request id for withdrawal `id`: the idempotency key every provider call for it carries. */
export const payoutRequestId = (id: number) => `wd_${id}`;

/** The withdrawal id of one of our request ids, or null. */
export function withdrawalIdOf(requestId: string | undefined): number | null {
  const m = /^wd_(\d{1,10})$/.exec(requestId ?? '');
  return m ? Number(m[1]) : null;
}
