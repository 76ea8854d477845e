import { centsToCoins, formatPlainCoins, type LevelInfo } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { log } from '../../lib/logger.ts';
import type { Publisher } from '../../lib/publisher.ts';
import { recordDeposit } from '../../lib/metrics.ts';
import type { EventsService } from '../events/events.service.ts';
import { slowRetryAfter, type JobsService } from '../jobs/jobs.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { PaypalProvider } from './providers/paypal.ts';
import { TonProvider } from './providers/ton.ts';
import {
  ProviderRequestError,
  WebhookSignatureError,
  type PayMethodKey,
  type VerifiedPaymentEvent,
  type WebhookRequest,
} from './providers/types.ts';
import { partColumns, type DepositPartSource, type DepositPlan, type PartMode, type PartOrder, type PlannedPart } from './deposit-parts.ts';
import { findMethod } from './pay-methods.ts';
import type { ProviderSet } from './provider-set.ts';
import * as repo from './payments.repo.ts';

export type WebhookOutcome =
  'credited' | 'failed' | 'duplicate' | 'already_paid' | 'ignored' | 'unknown_order' | 'amount_mismatch' | 'ref_mismatch' | 'refund_due';

/**
 * `failure_reason` of a paid order that was not credited because it would pass a deposit limit at credit
 * time: the order reads failed with the limit message, the money is owed back to the payer (console player
 * view "Refunds due"); the order is never credited later.
 */
export const DEPOSIT_LIMIT_REFUND_DUE = 'deposit_limit:refund_due';

export const ORDER_TIMEOUT_JOB = 'pay.order_timeout';
export const TON_POLL_JOB = 'pay.ton_poll';
export const TON_POLL_INTERVAL_MS = 15_000;
/** How long after an order's window the TON poll keeps trying while the chain's API cannot be asked, in ms (a day). */
export const TON_POLL_GIVE_UP_MS = 24 * 60 * 60 * 1000;

export interface SettlementDeps {
  db: Db;
  wallet: WalletService;
  publisher: Publisher;
  clock: Clock;
  jobs: JobsService;
  providers: ProviderSet;
  /** seconds the TON poller keeps looking after expiry */
  tonGraceSeconds: number;
  /** domain events outbox (`deposit.credited`) */
  events: EventsService;
  /** the parts of a deposit (deposit-parts.ts planDeposit with the registered sources): the quote's function */
  plan: (db: DbOrTx, order: PartOrder, mode: PartMode) => Promise<DepositPlan>;
  /** VIP progression in the crediting transaction (modules/vip): XP with level-up rewards */
  progression: DepositProgression;
}

/** What the VIP module does with a credited deposit inside its transaction (docs/payments.md). */
export interface DepositProgression {
  /** adds the deposit's XP (docs/product/constants.md#vip-and-progression: 10 per coin unit) and hands out level-up rewards; returns Level info (docs/product/entities.md#deposits) */
  awardXp(tx: Tx, userId: number, xp: number): Promise<LevelInfo>;
  /** the birthday bonus part of a deposit inside the claimed window (a DepositPartSource's `part`) */
  birthdayPart: DepositPartSource['part'];
}

/** The facts an order row gives its parts. */
export function orderFacts(o: repo.OrderRow): PartOrder {
  return {
    userId: o.userId,
    orderNo: o.orderNo,
    payType: o.payType,
    orderKind: o.orderKind,
    currency: o.currency,
    coinCents: o.coinCents ?? o.amountCents,
    giftCents: o.giftCents,
    giftSendLogId: o.giftSendLogId,
  };
}

interface Applied {
  outcome: WebhookOutcome;
  orderNo: string;
  /** set when credited: whom to notify, the coin balance after and the coin cents deposited */
  credited?: { userId: number; balance: number; cents: number };
}

/**
 * Settles payments (docs/product/states.md#payments "Payment after prepay", docs/product/endpoints.md#payments, architecture.md "Payments"): verifies webhooks,
 * credits a paid order exactly once (provider event id unique, order row lock, one ledger line per part of
 * docs/payments.md#deposit-parts, each under its unique key), expires unpaid orders on time, polls
 * TON (no webhook) and captures PayPal orders on return.
 */
export class PaymentSettlement {
  /**
   * Player protection's re-check of a paid order at credit time (same transaction, order row locked):
   * returns null to credit, or the limit message to refuse (the order is then marked refund-due, not credited).
   */
  creditGuard: ((tx: Tx, userId: number, coinCents: number) => Promise<string | null>) | null = null;

  constructor(private readonly d: SettlementDeps) {
    d.jobs.register(ORDER_TIMEOUT_JOB, (tx, p: { orderNo: string }) => this.expireOrder(tx, p.orderNo));
    d.jobs.register(TON_POLL_JOB, (tx, p: { orderNo: string; n: number }, job) => this.pollTon(tx, p, job));
  }

  /**
   * One webhook delivery: verified by the provider, then settled in one transaction.
   * @returns outcome credited | failed | duplicate | already_paid | ignored | unknown_order
   * @throws AppError pay.error.method_unsupported (no such provider) | pay.error.signature (nothing recorded)
   *   | pay.error.amount_mismatch, pay.error.ref_mismatch (recorded and logged, never credited)
   */
  async handleWebhook(providerKey: PayMethodKey, req: WebhookRequest): Promise<{ outcome: WebhookOutcome; orderNo: string }> {
    const provider = this.d.providers.get(providerKey);
    if (!provider) throw new AppError('pay.error.method_unsupported');
    let ev: VerifiedPaymentEvent;
    try {
      ev = await provider.verifyWebhook(req);
    } catch (e) {
      if (e instanceof WebhookSignatureError) {
        log('payments').warn({ provider: providerKey }, `webhook refused: ${e.message}`);
        throw new AppError('pay.error.signature');
      }
      if (e instanceof ProviderRequestError || e instanceof RangeError) throw new AppError('pay.error.provider');
      throw e;
    }
    const applied = await this.d.db.transaction((tx) => this.applyEvent(tx, providerKey, ev, safeJson(req.rawBody)));
    this.afterCommit(applied);
    if (applied.outcome === 'amount_mismatch') throw new AppError('pay.error.amount_mismatch');
    if (applied.outcome === 'ref_mismatch') throw new AppError('pay.error.ref_mismatch');
    return { outcome: applied.outcome, orderNo: applied.orderNo };
  }

  /**
   * Settles a verified event inside `tx`: records the event id once, locks the order, and credits it when
   * paid. A paid order never goes back; a late payment for an expired or failed order is still credited once;
   * an amount or currency mismatch (or, for M-PESA, another CheckoutRequestID) is recorded, logged, not credited.
   */
  async applyEvent(tx: Tx, providerKey: PayMethodKey, ev: VerifiedPaymentEvent, payload: unknown): Promise<Applied> {
    const fresh = await repo.insertEvent(tx, {
      provider: providerKey,
      eventId: ev.eventId,
      orderNo: ev.orderNo,
      status: ev.status,
      amountCents: ev.amountCents,
      currency: ev.currency,
      outcome: 'received',
      payload: payload as object,
    });
    if (!fresh) return { outcome: 'duplicate', orderNo: ev.orderNo };
    const order = await repo.lockOrder(tx, ev.orderNo);
    const settle = async (outcome: WebhookOutcome, credited?: Applied['credited']): Promise<Applied> => {
      await repo.setEventOutcome(tx, providerKey, ev.eventId, outcome);
      return { outcome, orderNo: ev.orderNo, credited };
    };
    if (!order || (order.provider ?? order.payType) !== providerKey) return settle('unknown_order');
    if (ev.status === 'ignored') return settle('ignored');
    if (order.payType === 'mpesa' && ev.providerRef !== order.providerRef) {
      log('payments').warn(
        { provider: providerKey, eventId: ev.eventId, orderNo: ev.orderNo },
        `CheckoutRequestID ${ev.providerRef} is not the stored ${order.providerRef}; not credited`,
      );
      return settle('ref_mismatch');
    }
    if (ev.status === 'failed') {
      if (order.status === 'pending') await repo.closePendingOrder(tx, order.id, 'failed', 'declined');
      return settle(order.status === 'paid' ? 'already_paid' : 'failed');
    }
    if (ev.amountCents !== order.amountCents || ev.currency.toUpperCase() !== order.currency.toUpperCase()) {
      log('payments').warn(
        { provider: providerKey, eventId: ev.eventId, orderNo: ev.orderNo },
        `${formatPlainCoins(ev.amountCents)} ${ev.currency} does not match the order's ${formatPlainCoins(order.amountCents)} ${order.currency}; not credited`,
      );
      return settle('amount_mismatch');
    }
    if (order.status === 'paid') return settle('already_paid');
    if (order.failureReason === DEPOSIT_LIMIT_REFUND_DUE) return settle('refund_due');
    if (await this.creditGuard?.(tx, order.userId, order.coinCents ?? order.amountCents)) {
      log('payments').warn(
        { provider: providerKey, eventId: ev.eventId, orderNo: ev.orderNo },
        `over the player's deposit limit at credit; not credited, refund due`,
      );
      await repo.updateOrder(tx, order.id, { status: 'failed', failureReason: DEPOSIT_LIMIT_REFUND_DUE });
      return settle('refund_due');
    }
    const balance = await this.creditOrder(tx, order);
    return settle('credited', { userId: order.userId, balance, cents: order.coinCents ?? order.amountCents });
  }

  /**
   * Credits a paid order (caller holds the order row lock): each part of its plan (deposit-parts.ts, the function
   * the quote used, now in `credit` mode) as its own ledger line, then XP and rewards, and records on the order
   * what was really credited (docs/payments.md#deposit-parts). Returns the coin balance (cents).
   */
  private async creditOrder(tx: Tx, order: repo.OrderRow): Promise<number> {
    const coinCents = order.coinCents ?? order.amountCents;
    const ref = { userId: order.userId, refType: 'payment_order', refId: order.orderNo };
    const now = this.d.clock.now();
    const plan = await this.d.plan(tx, orderFacts(order), 'credit');
    let balance = 0;
    let deposit: { entryId: number; duplicate: boolean } | null = null;
    const credited: { kind: PlannedPart['kind']; cents: number }[] = [];
    for (const p of plan.parts) {
      const r = await this.d.wallet.credit(tx, p.from, { ...ref, amount: p.cents, idempotencyKey: p.idempotencyKey, kind: p.ledgerKind });
      balance = r.balance;
      if (p.kind === 'coins') deposit = r;
      if (!r.duplicate) credited.push({ kind: p.kind, cents: p.cents });
      await p.afterCredit?.(tx, !r.duplicate, now);
    }
    if (!deposit) throw new Error(`order ${order.orderNo} has no coins part`);
    const b = plan.breakdown;
    await this.d.progression.awardXp(tx, order.userId, b.xp);
    await repo.insertRewards(tx, [
      ...(b.boxVouchers > 0
        ? [
            {
              userId: order.userId,
              orderNo: order.orderNo,
              kind: 'box_voucher',
              quantity: b.boxVouchers,
              boxId: repo.seededFreeBox().id,
              voucherKind: 0,
            },
          ]
        : []),
      ...(b.wheelSpins > 0 ? [{ userId: order.userId, orderNo: order.orderNo, kind: 'wheel_spin', quantity: b.wheelSpins }] : []),
    ]);
    const method = findMethod(order.payType);
    if (!deposit.duplicate)
      await this.d.events.append(tx, 'deposit.credited', order.userId, {
        userId: order.userId,
        orderNo: order.orderNo,
        payType: order.payType,
        isCrypto: method?.isCrypto ?? false,
        coinCents,
        bonusCents: credited.filter((p) => p.kind !== 'coins').reduce((s, p) => s + p.cents, 0),
      });
    await repo.updateOrder(tx, order.id, {
      status: 'paid',
      paidAt: now,
      journalEntryId: deposit.entryId,
      failureReason: null,
      // what was really credited: a part whose key was used before (first top-up, a gift bag's gift) records 0
      ...partColumns(credited),
    });
    return balance;
  }

  /** Schedules the order's timeout at its expiry (idempotent per order). */
  scheduleTimeout(db: DbOrTx, orderNo: string, expiresAt: Date) {
    return this.d.jobs.schedule(db, {
      kind: ORDER_TIMEOUT_JOB,
      dedupeKey: `${ORDER_TIMEOUT_JOB}:${orderNo}`,
      payload: { orderNo },
      dueAt: expiresAt,
    });
  }

  /** Starts polling toncenter for a TON order (real TON provider only). */
  scheduleTonPoll(db: DbOrTx, orderNo: string, n: number, dueAt: Date) {
    return this.d.jobs.schedule(db, { kind: TON_POLL_JOB, dedupeKey: `${TON_POLL_JOB}:${orderNo}:${n}`, payload: { orderNo, n }, dueAt });
  }

  /** Job: a pending order past its expiry becomes expired ("The payment is time out, please try again."). */
  private async expireOrder(tx: Tx, orderNo: string): Promise<void> {
    const order = await repo.lockOrder(tx, orderNo);
    if (!order || order.status !== 'pending') return;
    if (order.expiresAt.getTime() > this.d.clock.now().getTime()) {
      await this.d.jobs.schedule(tx, {
        kind: ORDER_TIMEOUT_JOB,
        dedupeKey: `${ORDER_TIMEOUT_JOB}:${orderNo}:${order.expiresAt.getTime()}`,
        payload: { orderNo },
        dueAt: order.expiresAt,
      });
      return;
    }
    await repo.closePendingOrder(tx, order.id, 'expired', 'timeout');
  }

  /**
   * Job: looks for the TON transfer of an order (comment = orderNo, at least the quoted nanotons) and credits
   * it; polls again every 15 s until expiry + grace (a late transfer is still credited once).
   */
  private async pollTon(tx: Tx, p: { orderNo: string; n: number }, job: { kind: string; attempts: number }) {
    const ton = this.d.providers.get('ton');
    const order = await repo.findOrder(tx, p.orderNo);
    if (!(ton instanceof TonProvider) || !order || order.status === 'paid' || order.provider !== 'ton' || !order.providerRef) return;
    let match: Awaited<ReturnType<TonProvider['findPayment']>>;
    try {
      match = await ton.findPayment(order.orderNo, order.providerRef, order.createdAt);
    } catch (err) {
      // the chain's API down or slow: fast retries, then a look every TON_POLL_INTERVAL_MS, past the order's window
      // too (a transfer made in the window must still be found), until TON_POLL_GIVE_UP_MS after it
      slowRetryAfter(
        this.d.db,
        job,
        err,
        { provider: 'ton', orderNo: order.orderNo, n: p.n },
        'TON API cannot be asked: asking again later',
      );
      const now = this.d.clock.now().getTime();
      if (now < order.expiresAt.getTime() + this.d.tonGraceSeconds * 1000 + TON_POLL_GIVE_UP_MS)
        await this.scheduleTonPoll(tx, order.orderNo, p.n + 1, new Date(now + TON_POLL_INTERVAL_MS));
      else log('payments').error({ orderNo: order.orderNo }, 'TON API could not be asked for a day after the order: no longer polled');
      return;
    }
    if (match) {
      const ev: VerifiedPaymentEvent = {
        eventId: match.eventId,
        orderNo: order.orderNo,
        status: 'paid',
        amountCents: order.amountCents,
        currency: order.currency,
        providerRef: match.txHash,
      };
      const applied = await this.applyEvent(tx, 'ton', ev, match);
      return () => this.afterCommit(applied);
    }
    const now = this.d.clock.now().getTime();
    if (now < order.expiresAt.getTime() + this.d.tonGraceSeconds * 1000)
      await this.scheduleTonPoll(tx, order.orderNo, p.n + 1, new Date(now + TON_POLL_INTERVAL_MS));
  }

  /**
   * Captures an approved PayPal order when the payer returns (PayPal appends token=<PayPal order id>); the
   * capture is credited like a webhook (event `capture:<id>`; the later PAYMENT.CAPTURE.COMPLETED webhook
   * then reads already_paid). Not approved yet / already captured: nothing happens.
   * @throws AppError pay.error.order_not_found | pay.error.provider
   */
  async capturePaypal(orderNo: string): Promise<void> {
    const order = await repo.findOrder(this.d.db, orderNo);
    if (!order) throw new AppError('pay.error.order_not_found');
    const paypal = this.d.providers.get('paypal');
    if (order.provider !== 'paypal' || order.status === 'paid' || !order.providerRef || !(paypal instanceof PaypalProvider)) return;
    let ev: VerifiedPaymentEvent;
    try {
      ev = await paypal.captureOrder(order.providerRef);
    } catch (e) {
      if (e instanceof ProviderRequestError && (e.providerCode === 'ORDER_NOT_APPROVED' || e.providerCode === 'ORDER_ALREADY_CAPTURED'))
        return;
      if (e instanceof ProviderRequestError) throw new AppError('pay.error.provider');
      throw e;
    }
    const applied = await this.d.db.transaction((tx) => this.applyEvent(tx, 'paypal', ev, { capture: ev }));
    this.afterCommit(applied);
  }

  private afterCommit(applied: Applied) {
    if (applied.credited) recordDeposit(this.d.db, applied.credited.cents);
    if (applied.credited)
      this.d.publisher.toUser(applied.credited.userId, 'notify:balance', { coin: centsToCoins(applied.credited.balance) });
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return { raw: raw.slice(0, 2000) };
  }
}
