import type { Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { EventsService } from '../events/events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './referral.repo.ts';

/** The withdrawal a move settles (amount in cents). */
export interface HeldWithdrawal {
  id: number;
  userId: number;
  amountCents: number;
  currency: string;
  status: string;
}

/** Who settled it, for the audit row: an operator, or the payout provider (its name as the address). */
export interface MoveActor {
  operatorId: number;
  ip: string;
  /** audit action, e.g. `withdrawal.paid`, `withdrawal.payout_confirmed` */
  action: string;
  /** extra fields of the audit row's `after` and of the journal entry's metadata (provider, reason, ...) */
  detail?: Record<string, unknown>;
}

interface MoveDeps {
  wallet: WalletService;
  clock: Clock;
  /** domain events outbox: `withdrawal.paid` */
  events: EventsService;
}

/**
 * A withdrawal is paid (apps/server/src/modules/referral/README.md, docs/payments.md#payouts): ONE journal entry
 * `withdraw_payout:{id}` (withdrawals_pending -> crypto_payouts; a repeat posts nothing), the row `paid` with the
 * transaction hash, `withdrawal.paid` for the player's notification, one audit row. The caller holds the row lock and
 * has checked the status.
 */
export async function postWithdrawalPaid(d: MoveDeps, tx: Tx, w: HeldWithdrawal, txHash: string, by: MoveActor): Promise<void> {
  await d.wallet.postLegs(tx, {
    idempotencyKey: `withdraw_payout:${w.id}`,
    kind: 'withdraw_payout',
    userId: w.userId,
    refType: 'withdrawal',
    refId: String(w.id),
    metadata: { txHash, ...by.detail },
    legs: [
      { system: 'withdrawals_pending', amount: -w.amountCents },
      { system: 'crypto_payouts', amount: w.amountCents },
    ],
  });
  await repo.updateWithdrawal(tx, w.id, { status: 'paid', txHash, updatedAt: d.clock.now() });
  await d.events.append(tx, 'withdrawal.paid', w.userId, {
    userId: w.userId,
    withdrawalId: w.id,
    amountCents: w.amountCents,
    currency: w.currency,
  });
  await writeAudit(tx, {
    operatorId: by.operatorId,
    action: by.action,
    targetType: 'withdrawal',
    targetId: w.id,
    before: { status: w.status },
    after: { status: 'paid', txHash, ...by.detail },
    ip: by.ip,
  });
}

/**
 * The held amount returns to the player's commission balance: ONE journal entry `withdraw_release:{id}`
 * (withdrawals_pending -> user_commission; a repeat posts nothing) and the row's new status with its reason. The caller
 * writes the audit row (its fields differ by path) and holds the row lock.
 */
export async function postWithdrawalReturned(
  d: MoveDeps,
  tx: Tx,
  w: HeldWithdrawal,
  to: { status: 'rejected' | 'released' | 'failed'; reason: string; decidedBy?: number; metadata?: Record<string, unknown> },
): Promise<void> {
  await d.wallet.postLegs(tx, {
    idempotencyKey: `withdraw_release:${w.id}`,
    kind: 'withdraw_release',
    userId: w.userId,
    refType: 'withdrawal',
    refId: String(w.id),
    ...(to.metadata ? { metadata: to.metadata } : {}),
    legs: [
      { system: 'withdrawals_pending', amount: -w.amountCents },
      { user: 'user_commission', amount: w.amountCents },
    ],
  });
  await repo.updateWithdrawal(tx, w.id, {
    status: to.status,
    ...(to.status === 'failed' ? { failReason: to.reason.slice(0, 500) } : { rejectReason: to.reason }),
    ...(to.decidedBy !== undefined ? { decidedBy: to.decidedBy } : {}),
    updatedAt: d.clock.now(),
  });
}
