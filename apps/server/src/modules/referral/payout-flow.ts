import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { log } from '../../lib/logger.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import type { EventsService } from '../events/events.service.ts';
import { slowRetryAfter, type JobsService } from '../jobs/jobs.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import {
  PayoutRejectedError,
  PayoutSignatureError,
  payoutRequestId,
  toMinorUnits,
  withdrawalIdOf,
  type PayoutProvider,
  type PayoutStatus,
} from './payout.ts';
import { SandboxPayoutProvider } from './payout-sandbox.ts';
import * as repo from './referral.repo.ts';
import { postWithdrawalPaid, postWithdrawalReturned } from './withdrawal-moves.ts';

/** The durable job that hands an approved withdrawal to the payout provider (docs/payments.md#payouts). */
export const PAYOUT_SEND_JOB = 'withdrawal_payout';
/** The durable job that asks the provider where a sent payout stands (the webhook usually answers first). */
export const PAYOUT_POLL_JOB = 'withdrawal_payout_poll';

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof repo.lockWithdrawal>>>;

/** What a payout webhook did: `paid`, `failed`, or `ignored` (already final, or still on its way). */
export type PayoutOutcome = { outcome: 'paid' | 'failed' | 'ignored'; withdrawalId: number | null };

/**
 * The payout side of withdrawals (docs/payments.md#payouts): an approval (ReferralConsole.approve, its four-eyes and
 * TOTP rules) moves a withdrawal to `sending` and calls `enqueue` in the same transaction; the send job submits it to
 * the provider with our request id (`wd_{id}`) as the idempotency key and records the provider's reference (`sent`);
 * the provider's signed webhook or the poll job moves it to `paid` (the provider's hash; ledger `withdraw_payout:{id}`
 * once) or `failed` (the amount back on the commission balance; ledger `withdraw_release:{id}` once). Every change
 * takes the withdrawal's row lock and checks its state, so a repeated job, a retried webhook and a poll racing a
 * webhook each act once.
 */
export class WithdrawalPayouts {
  constructor(
    private readonly d: {
      db: Db;
      wallet: WalletService;
      clock: Clock;
      jobs: JobsService;
      provider: PayoutProvider;
      /** domain events outbox: `withdrawal.paid` where a payout is confirmed (withdrawal-moves.ts) */
      events: EventsService;
      /** ms between status polls of a sent payout at a real provider */
      pollMs: number;
      /** sandbox: ms until the poll confirms a sent payout (0: only the console's SANDBOX buttons) */
      sandboxConfirmMs: number;
    },
  ) {
    d.jobs.register(PAYOUT_SEND_JOB, (tx, p: { withdrawalId: number }, job) => this.send(tx, p.withdrawalId, job));
    d.jobs.register(PAYOUT_POLL_JOB, (tx, p: { withdrawalId: number; n: number }, job) => this.poll(tx, p.withdrawalId, p.n, job));
  }

  get provider(): PayoutProvider {
    return this.d.provider;
  }

  /** Schedules the send job of withdrawal `w` (once per withdrawal: the job's dedupe key), inside the approval's transaction. */
  enqueue(tx: DbOrTx, w: { id: number; userId: number }): Promise<void> {
    return this.d.jobs.schedule(tx, {
      kind: PAYOUT_SEND_JOB,
      dedupeKey: `${PAYOUT_SEND_JOB}:${w.id}`,
      payload: { withdrawalId: w.id, userId: w.userId },
      dueAt: this.d.clock.now(),
    });
  }

  /**
   * Job: submits a `sending` withdrawal. Runs in the job's transaction with the row locked; the provider call is
   * idempotent by our request id, so a run that dies after the provider accepted (the transaction rolls back) and
   * runs again gets the first payout back instead of a second one. A provider refusal for good fails the withdrawal
   * (amount back); any other error (the provider down, a timeout) rethrows and the job retries with backoff, and after
   * PROVIDER_FAST_ATTEMPTS the job hands over to a follow-up send job every `pollMs`, so a long outage never leaves the
   * withdrawal stuck in `sending` (the retries stay safe: the same request id every time).
   */
  private async send(tx: Tx, withdrawalId: number, job: { id: number; kind: string; attempts: number }): Promise<void> {
    const w = await repo.lockWithdrawal(tx, withdrawalId);
    if (!w || w.status !== 'sending') return;
    let st: PayoutStatus;
    try {
      st = await this.d.provider.submit({
        requestId: payoutRequestId(w.id),
        withdrawalId: w.id,
        chain: w.chain,
        ccy: w.ccy,
        address: w.address,
        coinAmount: w.coinAmount,
        coinMinor: toMinorUnits(w.ccy, w.coinAmount),
        amountCents: w.amountCents,
      });
    } catch (err) {
      if (err instanceof PayoutRejectedError) {
        await this.fail(tx, w, err.message);
        return;
      }
      slowRetryAfter(
        this.d.db,
        job,
        err,
        { provider: this.d.provider.name, withdrawalId: w.id },
        'payout provider still failing: trying again later',
      );
      await this.d.jobs.schedule(tx, {
        kind: PAYOUT_SEND_JOB,
        dedupeKey: `${PAYOUT_SEND_JOB}:${w.id}:after:${job.id}`,
        payload: { withdrawalId: w.id, userId: w.userId },
        dueAt: new Date(this.d.clock.now().getTime() + this.d.pollMs),
      });
      return;
    }
    const sent = await repo.updateWithdrawal(tx, w.id, { status: 'sent', providerRef: st.providerRef, updatedAt: this.d.clock.now() });
    await writeAudit(tx, {
      operatorId: w.decidedBy ?? w.userId,
      action: 'withdrawal.payout_sent',
      targetType: 'withdrawal',
      targetId: w.id,
      before: { status: w.status },
      after: { status: 'sent', provider: this.d.provider.name, providerRef: st.providerRef },
      ip: `payout:${this.d.provider.name}`,
    });
    if (st.status !== 'submitted') await this.apply(tx, sent, st);
    else await this.schedulePoll(tx, w, 0);
  }

  private async schedulePoll(tx: Tx, w: { id: number; userId: number }, n: number) {
    const sandbox = this.d.provider instanceof SandboxPayoutProvider;
    if (sandbox && this.d.sandboxConfirmMs === 0) return;
    const wait = sandbox ? this.d.sandboxConfirmMs : this.d.pollMs;
    await this.d.jobs.schedule(tx, {
      kind: PAYOUT_POLL_JOB,
      dedupeKey: `${PAYOUT_POLL_JOB}:${w.id}:${n}`,
      payload: { withdrawalId: w.id, userId: w.userId, n },
      dueAt: new Date(this.d.clock.now().getTime() + wait),
    });
  }

  /**
   * Job: asks the provider about a `sent` payout; final answers settle it, otherwise it asks again later. A provider
   * that cannot be asked (down, a timeout) is retried with the job's backoff, and after PROVIDER_FAST_ATTEMPTS failed runs
   * the next poll comes every `pollMs`: a status API down for longer than the job's own retries never leaves a `sent`
   * payout that nothing asks about.
   */
  private async poll(tx: Tx, withdrawalId: number, n: number, job: { kind: string; attempts: number }): Promise<void> {
    const w = await repo.lockWithdrawal(tx, withdrawalId);
    if (!w || w.status !== 'sent' || !w.providerRef) return;
    let st: PayoutStatus;
    try {
      st = await this.d.provider.status(w.providerRef);
    } catch (err) {
      slowRetryAfter(
        this.d.db,
        job,
        err,
        { provider: this.d.provider.name, withdrawalId: w.id },
        'payout provider cannot be asked: asking again later',
      );
      await this.schedulePoll(tx, w, n + 1);
      return;
    }
    if (st.status === 'submitted') await this.schedulePoll(tx, w, n + 1);
    else await this.apply(tx, w, st);
  }

  /**
   * The console's "Ask the provider now" (docs/payments.md#payouts): asks the provider about a `sent` payout at once,
   * with the row locked, and settles it on a final answer exactly as the poll job and the webhook do (so it races
   * them safely: whichever locks the row first settles, the others find it settled). A payout still on its way stays
   * `sent` and its poll chain goes on. The check is audited with the provider's answer.
   * @returns the provider's answer (`submitted`, `confirmed`, `failed`, with its reason) and what it did
   * @throws AppError payout.error.provider (manual payouts, or sent through another provider than the one in use) |
   *   withdraw.error.not_found |
   *   withdraw.error.state (not `sent`) | payout.error.unreachable (503: the provider did not answer; nothing changed)
   */
  async checkNow(
    op: OperatorContext,
    id: number,
  ): Promise<{ answer: PayoutStatus['status']; reason: string | null; outcome: PayoutOutcome['outcome'] }> {
    if (!this.d.provider.automatic) throw new AppError('payout.error.provider');
    return this.d.db.transaction(async (tx) => {
      const w = await repo.lockWithdrawal(tx, id);
      if (!w) throw new AppError('withdraw.error.not_found');
      if (w.status !== 'sent' || !w.providerRef) throw new AppError('withdraw.error.state');
      // sent through a provider no longer in use (the configuration changed since): this one has never heard of it
      if (w.payoutProvider !== this.d.provider.name) throw new AppError('payout.error.provider');
      let st: PayoutStatus;
      try {
        st = await this.d.provider.status(w.providerRef);
      } catch (err) {
        log('payouts').warn(
          { provider: this.d.provider.name, withdrawalId: w.id, err: err instanceof Error ? err.message : String(err) },
          'payout provider did not answer the console',
        );
        throw new AppError('payout.error.unreachable');
      }
      const outcome = await this.apply(tx, w, st);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'withdrawal.payout_checked',
        targetType: 'withdrawal',
        targetId: w.id,
        before: { status: w.status },
        after: { provider: this.d.provider.name, answer: st.status, reason: st.reason ?? null, outcome },
        ip: op.ip,
      });
      return { answer: st.status, reason: st.reason ?? null, outcome };
    });
  }

  /** Settles a `sent` withdrawal on a final answer (confirmed -> paid, failed -> failed); anything else does nothing. */
  private async apply(tx: Tx, w: WithdrawalRow, st: PayoutStatus): Promise<PayoutOutcome['outcome']> {
    if (w.status !== 'sent') return 'ignored';
    if (st.status === 'confirmed') {
      if (!st.txHash) return 'ignored'; // paid without the provider's hash is not paid: wait for the next answer
      await this.paid(tx, w, st.txHash);
      return 'paid';
    }
    if (st.status === 'failed') {
      await this.fail(tx, w, st.reason ?? 'failed');
      return 'failed';
    }
    return 'ignored';
  }

  private async paid(tx: Tx, w: WithdrawalRow, txHash: string) {
    const provider = this.d.provider.name;
    await postWithdrawalPaid(this.d, tx, w, txHash, {
      operatorId: w.decidedBy ?? w.userId,
      ip: `payout:${provider}`,
      action: 'withdrawal.payout_confirmed',
      detail: { provider, providerRef: w.providerRef },
    });
  }

  /** The payout failed: the held amount returns to the commission balance (ledger `withdraw_release:{id}`, once). */
  private async fail(tx: Tx, w: WithdrawalRow, reason: string) {
    await postWithdrawalReturned(this.d, tx, w, { status: 'failed', reason, metadata: { reason, provider: this.d.provider.name } });
    await writeAudit(tx, {
      operatorId: w.decidedBy ?? w.userId,
      action: 'withdrawal.payout_failed',
      targetType: 'withdrawal',
      targetId: w.id,
      before: { status: w.status },
      after: { status: 'failed', reason, provider: this.d.provider.name },
      ip: `payout:${this.d.provider.name}`,
    });
  }

  /**
   * POST /api/payout/{provider}/webhook: verifies the provider's signature on the raw body, then settles the withdrawal
   * it names (by our request id, else by the provider's reference) in one transaction with the row locked. A retried
   * or late delivery about a settled withdrawal is `ignored`.
   * @throws AppError payout.error.provider (not the provider in use) | payout.error.signature (401: bad signature or body)
   */
  async handleWebhook(
    providerName: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PayoutOutcome> {
    if (providerName !== this.d.provider.name || !this.d.provider.automatic) throw new AppError('payout.error.provider');
    let ev;
    try {
      ev = this.d.provider.verifyWebhook(rawBody, headers);
    } catch (err) {
      if (err instanceof PayoutSignatureError) {
        log('payouts').warn({ provider: providerName, err: err.message }, 'payout webhook refused');
        throw new AppError('payout.error.signature');
      }
      throw err;
    }
    return this.d.db.transaction(async (tx) => {
      const byRequest = withdrawalIdOf(ev.requestId);
      const id = byRequest ?? (await repo.findWithdrawalByProviderRef(tx, ev.providerRef))?.id ?? null;
      const w = id === null ? null : await repo.lockWithdrawal(tx, id);
      if (!w || (w.providerRef !== null && w.providerRef !== ev.providerRef))
        return { outcome: 'ignored' as const, withdrawalId: w?.id ?? null };
      return { outcome: await this.apply(tx, w, ev), withdrawalId: w.id };
    });
  }

  /**
   * The console's SANDBOX buttons (payout sandbox only): the sandbox's signed webhook for a `sent` withdrawal, confirmed
   * with a fake hash of its chain or failed, delivered through `handleWebhook` like a real provider's.
   * @throws AppError payout.error.provider (not the sandbox) | withdraw.error.not_found | withdraw.error.state (not sent)
   */
  async sandboxOutcome(_op: OperatorContext, id: number, outcome: 'confirm' | 'fail'): Promise<PayoutOutcome> {
    const sandbox = this.d.provider;
    if (!(sandbox instanceof SandboxPayoutProvider)) throw new AppError('payout.error.provider');
    const w = await repo.findWithdrawalById(this.d.db, id);
    if (!w) throw new AppError('withdraw.error.not_found');
    if (w.status !== 'sent' || !w.providerRef) throw new AppError('withdraw.error.state');
    const delivery = sandbox.buildDelivery(payoutRequestId(w.id), w.providerRef, outcome);
    return this.handleWebhook('sandbox', delivery.rawBody, delivery.headers);
  }
}
