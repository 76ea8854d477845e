import type {
  DistributionCode,
  DistributionCodeInput,
  OpsFlaggedReferral,
  OpsPayoutCheck,
  OpsWithdrawal,
  WithdrawStatus,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Tx } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { MoneyGuard } from '../../platform/money-guard.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { uidOfFriendCode } from '../users/friend-code.ts';
import { vipRowOf } from '../vip/vip-levels.ts';
import { manualPayout, type PayoutProvider } from './payout.ts';
import type { WithdrawalPayouts } from './payout-flow.ts';
import * as repo from './referral.repo.ts';
import { parseAmount, toCode, toWithdrawal, type Actor, type ReferralCore } from './referral-shared.ts';
import { postWithdrawalPaid, postWithdrawalReturned } from './withdrawal-moves.ts';

/**
 * The operator console's referral side (role finance; docs/security.md#console-money-rules, docs/payments.md#payouts;
 * apps/server/src/modules/referral/README.md): the withdrawal queue, approve / pay / reject / release, the payout
 * sandbox's buttons, self-referral flags and distribution codes. Every mutation writes its audit row in its own transaction.
 * Money: release (`withdrawals_pending` -> `user_commission`), payout (`withdrawals_pending` -> `crypto_payouts`).
 */
export class ReferralConsole {
  constructor(
    private readonly d: ReferralCore & {
      /** the payout provider's side of withdrawals (payout-flow.ts); without it approvals are manual */
      payouts?: WithdrawalPayouts;
      /** the console money rules: approvals, payments, rejections (docs/security.md#console-money-rules) */
      money: MoneyGuard;
    },
  ) {}

  private get payout(): PayoutProvider {
    return this.d.payouts?.provider ?? manualPayout;
  }

  /** The payout provider approvals hand withdrawals to ('sandbox', 'nowpayments', 'manual'). */
  get payoutProviderName(): string {
    return this.payout.name;
  }

  /**
   * The console's SANDBOX buttons: the payout sandbox confirms (fake hash of the chain) or fails a sent withdrawal.
   * @throws AppError payout.error.provider | withdraw.error.not_found | withdraw.error.state
   */
  async sandboxPayoutOutcome(op: OperatorContext, id: number, outcome: 'confirm' | 'fail'): Promise<OpsWithdrawal> {
    if (!this.d.payouts) throw new AppError('payout.error.provider');
    await this.d.payouts.sandboxOutcome(op, id, outcome);
    return this.opsOne(id);
  }

  /**
   * "Ask the provider now" for a sent withdrawal (WithdrawalPayouts.checkNow): the provider's answer, and the withdrawal
   * after it (settled when the answer was final).
   * @throws AppError payout.error.provider | withdraw.error.not_found | withdraw.error.state | payout.error.unreachable
   */
  async checkPayout(op: OperatorContext, id: number): Promise<OpsPayoutCheck> {
    if (!this.d.payouts) throw new AppError('payout.error.provider');
    const { answer, reason } = await this.d.payouts.checkNow(op, id);
    return { answer, reason, withdrawal: await this.opsOne(id) };
  }

  /**
   * The withdrawal queue for operators (one status or all). Open withdrawals (pending, approved) of players whose
   * VIP level has a withdrawal perk (VIP table `withdrawalPerk`, apps/server/src/modules/referral/README.md) come first, flagged `vipPriority`;
   * the order is otherwise kept (oldest open first).
   */
  async opsWithdrawals(status: WithdrawStatus | undefined): Promise<OpsWithdrawal[]> {
    const rows = await repo.listWithdrawalsForOps(this.d.db, status);
    const awaiting = await this.d.money.awaiting(
      'withdrawal',
      'withdrawal',
      rows.filter((r) => r.w.status === 'pending').map((r) => r.w.id),
    );
    const out = await Promise.all(
      rows.map(async (r) => {
        const open = ['pending', 'approved', 'sending', 'sent'].includes(r.w.status);
        const vipPriority = open && (await vipRowOf(r.xp)).withdrawalPerk !== null;
        return {
          ...toWithdrawal(r.w),
          uid: r.w.userId,
          nickname: r.nickname,
          decidedBy: r.w.decidedBy,
          rejectReason: r.w.rejectReason,
          vipPriority,
          awaitingSecond: awaiting.get(String(r.w.id)) ?? null,
          payoutProvider: r.w.payoutProvider,
          providerRef: r.w.providerRef,
          failReason: r.w.failReason,
        };
      }),
    );
    // a stable sort: VIP-priority open withdrawals first, each group in the queue's own order
    return [...out.filter((w) => w.vipPriority), ...out.filter((w) => !w.vipPriority)];
  }

  /**
   * Approves a pending withdrawal under the console money rules (docs/security.md#console-money-rules): never for the
   * operator's own player account; when what this operator (or all operators) approved alone for the player in the
   * window plus this amount passes the limit, the first approval is recorded ('withdrawal.approval_request', the
   * withdrawal stays pending with `awaitingSecond`) and a DIFFERENT operator's approval completes it. An approval hands
   * the withdrawal to the payout provider (docs/payments.md#payouts): a real one or the sandbox moves it to `sending`
   * and enqueues the payout job in the same transaction (payout-flow.ts); PAYOUT_PROVIDER=manual leaves it `approved`
   * until an operator pastes the on-chain hash (`markPaid`).
   * @throws AppError withdraw.error.not_found | withdraw.error.state | ops.error.own_account | ops.error.own_approval
   */
  async approve(op: OperatorContext, id: number): Promise<OpsWithdrawal> {
    await this.d.money.auditRefusals(op, () =>
      this.d.db.transaction(async (tx) => {
        const w = await repo.lockWithdrawal(tx, id);
        if (!w) throw new AppError('withdraw.error.not_found');
        if (w.status !== 'pending') throw new AppError('withdraw.error.state');
        const target = {
          action: 'withdrawal',
          targetType: 'withdrawal',
          targetId: id,
          playerId: w.userId,
          amountCents: w.amountCents,
        } as const;
        await this.d.money.assertNotOwnAccount(tx, op, target);
        const first = await this.d.money.approveAwaiting(tx, op, 'withdrawal', 'withdrawal', id);
        const rule = first ? { secondTo: first.requestedBy } : await this.d.money.record(tx, op, target);
        if ('status' in rule && rule.status === 'awaiting') {
          await writeAudit(tx, {
            operatorId: op.userId,
            action: 'withdrawal.approval_request',
            targetType: 'withdrawal',
            targetId: id,
            before: { status: w.status },
            after: { status: w.status, awaitingSecond: true, rule },
            ip: op.ip,
          });
          return;
        }
        // a payout provider sends it through the durable payout job, enqueued in this transaction; manual waits for the hash
        const automatic = this.d.payouts !== undefined && this.payout.automatic;
        const after = await repo.updateWithdrawal(tx, id, {
          status: automatic ? 'sending' : 'approved',
          payoutProvider: this.payout.name,
          decidedBy: op.userId,
          updatedAt: this.d.clock.now(),
        });
        if (automatic) await this.d.payouts!.enqueue(tx, w);
        await writeAudit(tx, {
          operatorId: op.userId,
          action: 'withdrawal.approve',
          targetType: 'withdrawal',
          targetId: id,
          before: { status: w.status },
          after: { status: after.status, payout: this.payout.name, rule },
          ip: op.ip,
        });
      }),
    );
    return this.opsOne(id);
  }

  /**
   * Marks an approved withdrawal paid with the on-chain transaction hash: the held amount leaves through
   * `crypto_payouts` (one entry, idempotent per withdrawal). Never for the operator's own player account
   * (docs/security.md#console-money-rules).
   * @throws AppError withdraw.error.not_found | withdraw.error.state | ops.error.own_account
   */
  async markPaid(op: OperatorContext, id: number, txHash: string): Promise<OpsWithdrawal> {
    await this.d.money.auditRefusals(op, () =>
      this.d.db.transaction(async (tx) => {
        const w = await repo.lockWithdrawal(tx, id);
        if (!w) throw new AppError('withdraw.error.not_found');
        if (w.status !== 'approved') throw new AppError('withdraw.error.state');
        await this.d.money.assertNotOwnAccount(tx, op, this.moneyTarget(w));
        await this.settlePaid(tx, w, op, txHash, 'withdrawal.paid');
      }),
    );
    return this.opsOne(id);
  }

  private moneyTarget(w: { id: number; userId: number; amountCents: number }) {
    return { action: 'withdrawal', targetType: 'withdrawal', targetId: w.id, playerId: w.userId, amountCents: w.amountCents } as const;
  }

  private async settlePaid(
    tx: Tx,
    w: { id: number; userId: number; amountCents: number; currency: string; status: string },
    op: Actor,
    txHash: string,
    action: string,
  ) {
    await postWithdrawalPaid(this.d, tx, w, txHash, { operatorId: op.userId, ip: op.ip, action });
  }

  /**
   * Rejects a pending withdrawal: the held amount returns to the player's commission balance (one entry,
   * idempotent per withdrawal). An approved one is released with `release`; approve raced with reject ends in
   * whichever locked the row first, the other gets withdraw.error.state. A first approval waiting for a second
   * operator ends with it. Never for the operator's own player account (docs/security.md#console-money-rules).
   * @throws AppError withdraw.error.not_found | withdraw.error.state | ops.error.own_account
   */
  async reject(op: OperatorContext, id: number, reason: string): Promise<OpsWithdrawal> {
    return this.returnHeld(op, id, reason, 'pending', 'withdrawal.reject');
  }

  /**
   * Releases an approved but unpaid withdrawal (the manual payout never sent, or the send failed): the held
   * amount returns to the player's commission balance exactly as a reject does (ledger key
   * `withdraw_release:{id}`), the withdrawal ends `released` with the reason, audited as `withdrawal.release`.
   * A paid withdrawal cannot be released; release raced with mark-paid ends in one of them. Never for the operator's
   * own player account.
   * @throws AppError withdraw.error.not_found | withdraw.error.state | ops.error.own_account
   */
  async release(op: OperatorContext, id: number, reason: string): Promise<OpsWithdrawal> {
    return this.returnHeld(op, id, reason, 'approved', 'withdrawal.release');
  }

  private async returnHeld(
    op: OperatorContext,
    id: number,
    reason: string,
    from: 'pending' | 'approved',
    action: string,
  ): Promise<OpsWithdrawal> {
    await this.d.money.auditRefusals(op, () =>
      this.d.db.transaction(async (tx) => {
        const w = await repo.lockWithdrawal(tx, id);
        if (!w) throw new AppError('withdraw.error.not_found');
        if (w.status !== from) throw new AppError('withdraw.error.state');
        await this.d.money.assertNotOwnAccount(tx, op, this.moneyTarget(w));
        if (from === 'pending') await this.d.money.rejectAwaiting(tx, op, 'withdrawal', 'withdrawal', id);
        await postWithdrawalReturned(this.d, tx, w, {
          status: from === 'approved' ? 'released' : 'rejected',
          reason,
          decidedBy: op.userId,
        });
        await writeAudit(tx, {
          operatorId: op.userId,
          action,
          targetType: 'withdrawal',
          targetId: id,
          before: { status: w.status },
          after: { status: from === 'approved' ? 'released' : 'rejected', reason },
          ip: op.ip,
        });
      }),
    );
    return this.opsOne(id);
  }

  private async opsOne(id: number): Promise<OpsWithdrawal> {
    const all = await this.opsWithdrawals(undefined);
    const hit = all.find((w) => w.id === id);
    if (!hit) throw new AppError('withdraw.error.not_found');
    return hit;
  }

  /** Referrals flagged by the self-referral rule, for review (newest first). */
  async opsFlagged(): Promise<OpsFlaggedReferral[]> {
    const rows = await repo.listFlagged(this.d.db);
    return rows.map((r) => ({
      referredId: Number(r.referred_id),
      referredName: r.referred_name,
      referrerId: Number(r.referrer_id),
      referrerName: r.referrer_name,
      reason: r.flag_reason,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }

  /**
   * Clears a referral's review flag after an operator checked it: commission accrues on deposits credited from
   * then on (deposits made while it was flagged earned nothing, as the rules page says).
   * @throws AppError error.not_found when the referral is not flagged
   */
  async clearFlag(op: Actor, referredId: number): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      if (!(await repo.clearFlag(tx, referredId))) throw new AppError('error.not_found');
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'referral.clear_flag',
        targetType: 'user',
        targetId: referredId,
        before: { flagged: true },
        after: { flagged: false },
        ip: op.ip,
      });
    });
  }

  /** Operator list of distribution codes, newest first. */
  async opsCodes(): Promise<DistributionCode[]> {
    const rows = await repo.listCodes(this.d.db);
    return rows.map((r) => toCode(r.code, r.boxName));
  }

  /**
   * Creates a distribution code (start, end, uses, reward coins, a box or a box's Free voucher), writing the audit row with it.
   * @throws AppError distribution.error.code_window | distribution.error.code_exists | validation.amount |
   *   distribution.error.amount | user.error.distribution_box_error
   */
  async createCode(op: Actor, input: DistributionCodeInput): Promise<DistributionCode> {
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    if (!(endsAt > startsAt)) throw new AppError('distribution.error.code_window');
    if (uidOfFriendCode(input.code) !== null) throw new AppError('distribution.error.code_exists');
    let rewardCents: number | null = null;
    let rewardBoxId: number | null = null;
    let boxName: string | null = null;
    if (input.rewardType === 'coins') rewardCents = parseAmount(input.rewardAmount);
    else {
      // box: opened at claim; voucher: a Free voucher of the box (the free box cannot be either)
      const box = input.rewardBoxId ? await repo.findBox(this.d.db, input.rewardBoxId) : null;
      if (!box || !box.isActive || box.isFree) throw new AppError('user.error.distribution_box_error');
      rewardBoxId = box.id;
      boxName = box.name;
    }
    const row = await this.d.db.transaction(async (tx) => {
      const created = await repo.insertCode(tx, {
        code: input.code.toUpperCase(),
        startsAt,
        endsAt,
        maxUses: input.maxUses,
        rewardType: input.rewardType,
        rewardCents,
        rewardBoxId,
        createdBy: op.userId,
      });
      if (!created) throw new AppError('distribution.error.code_exists');
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'distribution_code.create',
        targetType: 'distribution_code',
        targetId: created.id,
        before: null,
        after: toCode(created, boxName),
        ip: op.ip,
      });
      return created;
    });
    return toCode(row, boxName);
  }
}
