import type { OpsRefund } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { log } from '../../lib/logger.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { MoneyGuard } from '../../platform/money-guard.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import type { EventsService } from '../events/events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { partsOfOrder } from './deposit-parts.ts';
import type { ProviderSet } from './provider-set.ts';
import { ProviderRequestError, type PaymentProvider } from './providers/types.ts';
import * as repo from './payments.repo.ts';
import * as refunds from './refunds.repo.ts';
import type { RefundRow } from './refunds.repo.ts';

export interface RefundsDeps {
  db: Db;
  wallet: WalletService;
  money: MoneyGuard;
  providers: ProviderSet;
  clock: Clock;
  /** domain events outbox (`payment.refunded`: the player's notification) */
  events: EventsService;
}

/** Money-rule target of a refund attempt (docs/security.md#console-money-rules): one row per attempt. */
const TARGET_TYPE = 'payment_order';
const targetId = (r: Pick<RefundRow, 'orderNo' | 'attempt'>) => `${r.orderNo}#${r.attempt}`;

/** What a refund takes back from the player (coin cents): the deposit's coins part and every other part it credited. */
export function reversalOf(order: repo.OrderRow): { coinCents: number; bonusCents: number } {
  const coinCents = order.coinCents ?? order.amountCents;
  return { coinCents, bonusCents: partsOfOrder(order).totalCents - coinCents };
}

/**
 * Console refunds of paid orders (docs/payments.md#refunds), at most one per order:
 * - the refund reverses exactly what the deposit credited (its coins part to `payments_clearing`, every bonus part to
 *   `bonus`) in ONE journal entry `refund:{orderNo}:{attempt}`; when the player's coin balance is below that (coins
 *   already spent) the refund is refused `ops.error.refund_spent` and nothing moves;
 * - through the provider's refund API when its adapter has one (`PaymentProvider.refund`: sandbox, Stripe, PayPal),
 *   else only as "mark refunded" (`manual`), for money the operator returned outside the provider;
 * - the console money rules decide four-eyes (action 'refund', the coins part counted): above the operator's limit
 *   the refund waits 'awaiting' until a DIFFERENT operator approves; never on the operator's own player account.
 * The ledger moves before the provider is asked (status 'processing'); a provider refusal posts the opposite entry
 * `refund_undo:{orderNo}:{attempt}` and leaves the refund 'failed' (a new request retries with the next attempt).
 */
export class RefundsService {
  constructor(private readonly d: RefundsDeps) {}

  /** 'provider' when the order's provider has a refund API, else 'manual'. */
  modeFor(order: repo.OrderRow): 'provider' | 'manual' {
    return this.providerOf(order)?.refund ? 'provider' : 'manual';
  }

  /**
   * Requests the refund of a paid order: refunds it now when the money rules let this operator alone, else records it
   * 'awaiting' a second operator. A repeated request (any operator) while a refund is awaiting, processing or done
   * answers that refund and moves nothing more. One audit row 'payment.refund_request' (with the rule's verdict).
   * @throws AppError pay.error.order_not_found | ops.error.refund_not_paid | ops.error.refund_no_api (no refund API
   *   and not `manual`) | ops.error.own_account | ops.error.refund_spent (balance below what the refund takes back)
   */
  async request(ctx: OperatorContext, orderNo: string, reason: string, manual: boolean): Promise<OpsRefund> {
    const text = reason.trim();
    if (!text) throw new AppError('ops.error.reason_required');
    const row = await this.d.money.auditRefusals(ctx, () =>
      this.d.db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderNo);
        if (!order) throw new AppError('pay.error.order_not_found');
        const existing = await refunds.lockRefund(tx, orderNo);
        if (existing && ['awaiting', 'processing', 'refunded'].includes(existing.status)) return existing;
        if (order.status !== 'paid') throw new AppError('ops.error.refund_not_paid');
        const mode = manual ? 'manual' : this.modeFor(order);
        if (mode !== (manual ? 'manual' : 'provider')) throw new AppError('ops.error.refund_no_api');
        const { coinCents, bonusCents } = reversalOf(order);
        const target = { action: 'refund', targetType: TARGET_TYPE, playerId: order.userId, amountCents: coinCents } as const;
        await this.d.money.assertNotOwnAccount(tx, ctx, { ...target, targetId: orderNo });
        await this.assertCovered(tx, order.userId, coinCents + bonusCents);
        const fields = {
          mode,
          status: 'awaiting',
          amountCents: order.amountCents,
          currency: order.currency,
          coinCents,
          bonusCents,
          reason: text,
          requestedBy: ctx.userId,
          approvedBy: null,
          providerRefundId: null,
          error: null,
          createdAt: this.d.clock.now(),
        };
        let r = existing
          ? await refunds.updateRefund(tx, existing.id, { ...fields, attempt: existing.attempt + 1 })
          : await refunds.insertRefund(tx, { ...fields, orderNo, userId: order.userId });
        const verdict = await this.d.money.record(tx, ctx, { ...target, targetId: targetId(r) });
        if (verdict.status === 'done') r = await this.reverse(tx, r);
        await writeAudit(tx, {
          operatorId: ctx.userId,
          action: 'payment.refund_request',
          targetType: TARGET_TYPE,
          targetId: orderNo,
          before: existing ? { status: existing.status, attempt: existing.attempt } : null,
          after: {
            uid: order.userId,
            mode,
            status: r.status,
            coinCents,
            bonusCents,
            amountCents: order.amountCents,
            reason: text,
            rule: verdict,
          },
          ip: ctx.ip,
        });
        return r;
      }),
    );
    return this.view(row.status === 'processing' ? await this.callProvider(row) : row);
  }

  /**
   * The second operator's decision on an awaiting refund: approve (the reversal posts, the provider is asked) or
   * reject (nothing moves). The requester cannot decide their own; the order and refund row locks serialise racing
   * decisions (the later ones read `ops.error.nothing_awaiting`). One audit row 'payment.refund_approve' / '_reject'.
   * @throws AppError pay.error.order_not_found | ops.error.nothing_awaiting | ops.error.own_approval |
   *   ops.error.own_account | ops.error.refund_spent
   */
  async decide(ctx: OperatorContext, orderNo: string, approve: boolean): Promise<OpsRefund> {
    const row = await this.d.money.auditRefusals(ctx, () =>
      this.d.db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderNo);
        if (!order) throw new AppError('pay.error.order_not_found');
        const r = await refunds.lockRefund(tx, orderNo);
        if (!r || r.status !== 'awaiting') throw new AppError('ops.error.nothing_awaiting');
        if (r.requestedBy === ctx.userId) throw new AppError('ops.error.own_approval');
        await this.d.money.assertNotOwnAccount(tx, ctx, {
          action: 'refund',
          targetType: TARGET_TYPE,
          targetId: orderNo,
          playerId: r.userId,
          amountCents: r.coinCents,
        });
        let after: RefundRow;
        if (approve) {
          await this.assertCovered(tx, r.userId, r.coinCents + r.bonusCents);
          await this.d.money.approveAwaiting(tx, ctx, 'refund', TARGET_TYPE, targetId(r));
          after = await this.reverse(tx, await refunds.updateRefund(tx, r.id, { approvedBy: ctx.userId }));
        } else {
          await this.d.money.rejectAwaiting(tx, ctx, 'refund', TARGET_TYPE, targetId(r));
          after = await refunds.updateRefund(tx, r.id, { status: 'rejected', approvedBy: ctx.userId });
        }
        await writeAudit(tx, {
          operatorId: ctx.userId,
          action: approve ? 'payment.refund_approve' : 'payment.refund_reject',
          targetType: TARGET_TYPE,
          targetId: orderNo,
          before: { status: 'awaiting', requestedBy: r.requestedBy },
          after: { status: after.status, coinCents: r.coinCents, bonusCents: r.bonusCents },
          ip: ctx.ip,
        });
        return after;
      }),
    );
    return this.view(row.status === 'processing' ? await this.callProvider(row) : row);
  }

  /** The order's refund as the console shows it, or null. */
  async get(orderNo: string): Promise<OpsRefund | null> {
    const [row] = await refunds.refundsOf(this.d.db, [orderNo]);
    return row ? toView(row.r, row.email) : null;
  }

  /** Refund statuses of `orderNos` (console lists). */
  async statuses(orderNos: string[]): Promise<Map<string, OpsRefund['status']>> {
    return new Map((await refunds.refundsOf(this.d.db, orderNos)).map(({ r }) => [r.orderNo, r.status as OpsRefund['status']]));
  }

  /** The final refunds of `orderNos`, by order (the player's pay history): coin cents taken back and when. */
  async finalRefunds(orderNos: string[]): Promise<Map<string, { cents: number; at: Date | null }>> {
    const rows = await refunds.finalRefundsOf(this.d.db, orderNos);
    return new Map(rows.map((r) => [r.orderNo, { cents: r.coinCents + r.bonusCents, at: r.refundedAt }]));
  }

  /** @throws AppError ops.error.refund_spent when the player's coin balance is below `cents` (locks the account) */
  private async assertCovered(tx: Tx, userId: number, cents: number): Promise<void> {
    const account = await this.d.wallet.lockAccount(tx, userId);
    if (account.balance < cents) throw new AppError('ops.error.refund_spent');
  }

  /** Posts the reversal (one entry) and moves the refund on: 'processing' for the provider, 'refunded' when manual. */
  private async reverse(tx: Tx, r: RefundRow): Promise<RefundRow> {
    const legs = [
      { user: 'user_coin' as const, amount: -(r.coinCents + r.bonusCents) },
      { system: 'payments_clearing' as const, amount: r.coinCents },
      ...(r.bonusCents > 0 ? [{ system: 'bonus' as const, amount: r.bonusCents }] : []),
    ];
    let entry;
    try {
      entry = await this.d.wallet.postLegs(tx, {
        idempotencyKey: `refund:${r.orderNo}:${r.attempt}`,
        kind: 'deposit_refund',
        userId: r.userId,
        refType: 'payment_order',
        refId: r.orderNo,
        metadata: { mode: r.mode, attempt: r.attempt },
        legs,
      });
    } catch (e) {
      if (e instanceof AppError && e.key === 'coin.error.not_enough') throw new AppError('ops.error.refund_spent');
      throw e;
    }
    if (r.mode === 'manual') return this.finish(tx, r, entry.entryId, null);
    return refunds.updateRefund(tx, r.id, { status: 'processing', journalEntryId: entry.entryId });
  }

  /** Final: 'refunded', and the player's notification (`payment.refunded`). */
  private async finish(tx: Tx, r: RefundRow, entryId: number | null, providerRefundId: string | null): Promise<RefundRow> {
    const done = await refunds.updateRefund(tx, r.id, {
      status: 'refunded',
      refundedAt: this.d.clock.now(),
      ...(entryId !== null ? { journalEntryId: entryId } : {}),
      ...(providerRefundId !== null ? { providerRefundId } : {}),
    });
    await this.d.events.append(tx, 'payment.refunded', r.userId, {
      userId: r.userId,
      orderNo: r.orderNo,
      coinCents: r.coinCents,
      bonusCents: r.bonusCents,
    });
    return done;
  }

  /**
   * Asks the provider (after the reversal committed). Accepted -> 'refunded'; refused or unreachable -> the opposite
   * entry puts the coins back and the refund reads 'failed' with the provider's message.
   */
  private async callProvider(r: RefundRow): Promise<RefundRow> {
    const order = await repo.findOrder(this.d.db, r.orderNo);
    const provider = order ? this.providerOf(order) : undefined;
    let outcome: { refundId: string } | { error: string };
    try {
      if (!order || !provider?.refund) throw new ProviderRequestError('the provider has no refund API');
      outcome = await provider.refund({
        orderNo: r.orderNo,
        providerRef: order.providerRef,
        amountCents: r.amountCents,
        currency: r.currency,
        idempotencyKey: `${r.orderNo}-${r.attempt}`,
      });
    } catch (e) {
      if (!(e instanceof ProviderRequestError)) log('payments').error({ err: e, orderNo: r.orderNo }, 'refund call failed');
      outcome = { error: e instanceof Error ? e.message.slice(0, 500) : 'refund failed' };
    }
    return this.d.db.transaction(async (tx) => {
      await repo.lockOrder(tx, r.orderNo);
      const cur = await refunds.lockRefund(tx, r.orderNo);
      if (!cur || cur.status !== 'processing' || cur.attempt !== r.attempt) return cur ?? r;
      if ('refundId' in outcome) return this.finish(tx, cur, null, outcome.refundId);
      await this.d.wallet.postLegs(tx, {
        idempotencyKey: `refund_undo:${cur.orderNo}:${cur.attempt}`,
        kind: 'deposit_refund_undo',
        userId: cur.userId,
        refType: 'payment_order',
        refId: cur.orderNo,
        metadata: { attempt: cur.attempt },
        legs: [
          { user: 'user_coin', amount: cur.coinCents + cur.bonusCents },
          { system: 'payments_clearing', amount: -cur.coinCents },
          ...(cur.bonusCents > 0 ? [{ system: 'bonus' as const, amount: -cur.bonusCents }] : []),
        ],
      });
      // the money came back: this attempt no longer counts toward the operators' window sums
      await this.d.money.undoDone(tx, 'refund', TARGET_TYPE, targetId(cur));
      return refunds.updateRefund(tx, cur.id, { status: 'failed', error: outcome.error });
    });
  }

  private providerOf(order: repo.OrderRow): PaymentProvider | undefined {
    return this.d.providers.get((order.provider ?? order.payType) as Parameters<ProviderSet['get']>[0]);
  }

  private async view(r: RefundRow): Promise<OpsRefund> {
    return (await this.get(r.orderNo)) ?? toView(r, null);
  }
}

function toView(r: RefundRow, email: string | null): OpsRefund {
  return {
    id: r.id,
    orderNo: r.orderNo,
    mode: r.mode as OpsRefund['mode'],
    status: r.status as OpsRefund['status'],
    amountCents: r.amountCents,
    currency: r.currency,
    coinCents: r.coinCents,
    bonusCents: r.bonusCents,
    reason: r.reason,
    attempt: r.attempt,
    providerRefundId: r.providerRefundId,
    error: r.error,
    requestedBy: r.requestedBy,
    requestedByEmail: email,
    approvedBy: r.approvedBy,
    createdAt: r.createdAt.toISOString(),
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}
