import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  PayoutSignatureError,
  type PayoutEvent,
  type PayoutProvider,
  type PayoutRequest,
  type PayoutState,
  type PayoutStatus,
} from './payout.ts';

export const PAYOUT_SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The body of a payout sandbox webhook (signed like the payment sandbox's: HMAC-SHA256 hex of the raw body). */
export interface SandboxPayoutWebhook {
  requestId: string;
  providerRef: string;
  status: PayoutState;
  txHash?: string;
  reason?: string;
}

/** The reason a sandbox payout fails with (the console's "fail" switch, or PAYOUT_SANDBOX_OUTCOME=fail). */
export const SANDBOX_FAIL_REASON = 'SANDBOX: the payout was declined';

/**
 * A fake but well-formed transaction hash of `chain` for the sandbox payout `providerRef` (the same one every time):
 * Ethereum `0x` + 64 hex, TRON, Bitcoin and TON 64 hex (docs/payments.md#payouts).
 */
export function sandboxTxHash(chain: string, providerRef: string): string {
  const hex = createHash('sha256').update(`hapabox-sandbox-payout:${providerRef}`).digest('hex');
  return chain === 'ETH' ? `0x${hex}` : hex;
}

/**
 * The payout sandbox (the default in development and tests, like the payment sandbox; architecture.md "Payments"):
 * nothing leaves the server. `submit` is idempotent by construction (the reference is derived from our request id);
 * a payout is confirmed by the status poll `confirmAfterMs` after it was sent (the job asks `status`), or earlier by
 * the console's SANDBOX buttons, which deliver a signed webhook through the same path a real provider's takes.
 * `outcome` 'fail' makes every polled payout fail (the "fail" switch, PAYOUT_SANDBOX_OUTCOME).
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox';
  readonly automatic = true;
  /** `secret`: SANDBOX_WEBHOOK_SECRET (signs the webhooks); `outcome`: what the status poll answers */
  constructor(
    private readonly secret: string,
    private readonly outcome: 'confirm' | 'fail' = 'confirm',
  ) {}

  async submit(req: PayoutRequest): Promise<PayoutStatus> {
    return { providerRef: `sbxpo_${req.chain}_${req.requestId}`, status: 'submitted' };
  }

  async status(providerRef: string): Promise<PayoutStatus> {
    return this.outcome === 'fail'
      ? { providerRef, status: 'failed', reason: SANDBOX_FAIL_REASON }
      : { providerRef, status: 'confirmed', txHash: sandboxTxHash(chainOf(providerRef), providerRef) };
  }

  /** Signs a webhook body as the sandbox sends it. */
  sign(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  /** The signed delivery the console's SANDBOX button sends for a sent payout: confirmed with a hash, or failed. */
  buildDelivery(requestId: string, providerRef: string, outcome: 'confirm' | 'fail'): { rawBody: string; headers: Record<string, string> } {
    const body: SandboxPayoutWebhook =
      outcome === 'confirm'
        ? { requestId, providerRef, status: 'confirmed', txHash: sandboxTxHash(chainOf(providerRef), providerRef) }
        : { requestId, providerRef, status: 'failed', reason: SANDBOX_FAIL_REASON };
    const rawBody = JSON.stringify(body);
    return { rawBody, headers: { [PAYOUT_SANDBOX_SIGNATURE_HEADER]: this.sign(rawBody) } };
  }

  /** @throws PayoutSignatureError on a missing or wrong signature or a malformed body */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PayoutEvent {
    const given = headers[PAYOUT_SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) throw new PayoutSignatureError('missing sandbox signature');
    if (!timingSafeEqual(Buffer.from(this.sign(rawBody), 'hex'), Buffer.from(given, 'hex')))
      throw new PayoutSignatureError('bad sandbox signature');
    let body: SandboxPayoutWebhook;
    try {
      body = JSON.parse(rawBody) as SandboxPayoutWebhook;
    } catch {
      throw new PayoutSignatureError('malformed sandbox body');
    }
    if (typeof body?.providerRef !== 'string' || !['submitted', 'confirmed', 'failed'].includes(body.status))
      throw new PayoutSignatureError('malformed sandbox body');
    return {
      providerRef: body.providerRef,
      requestId: typeof body.requestId === 'string' ? body.requestId : undefined,
      status: body.status,
      txHash: typeof body.txHash === 'string' ? body.txHash : undefined,
      reason: typeof body.reason === 'string' ? body.reason : undefined,
    };
  }
}

/** The chain a sandbox reference names (`sbxpo_{chain}_{requestId}`). */
function chainOf(providerRef: string): string {
  return /^sbxpo_([A-Z]+)_/.exec(providerRef)?.[1] ?? 'ETH';
}
