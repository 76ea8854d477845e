import type {
  OpsGameRoundPage,
  OpsPaymentDetail,
  OpsPaymentList,
  OpsPaymentRow,
  OpsPlayerLimits,
  OpsRole,
  OpsWithdrawalPage,
} from '@hapa/contracts';
import { parseCoinAmount } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { RefundsService } from '../payments/refunds.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { emailFor } from '../../platform/player-privacy.ts';
import * as pay from './payments-lookup.repo.ts';
import * as dossier from './player-dossier.repo.ts';

export interface PaymentSearch {
  orderNo?: string;
  player?: string;
  providerRef?: string;
  /** coin units, exact ("25" or "25.50") */
  amount?: string;
  page: number;
  pageSize: number;
}

/** Order columns of each deposit part (docs/payments.md#deposit-parts), as the order records them once paid. */
const PART_COLUMNS = [
  ['bonus', 'bonusCents'],
  ['tier_bonus', 'tierBonusCents'],
  ['first_bonus', 'firstBonusCents'],
  ['gift', 'giftCents'],
  ['promotion', 'promotionCents'],
  ['charge_voucher', 'voucherBonusCents'],
  ['event_bonus', 'eventBonusCents'],
  ['birthday_bonus', 'birthdayBonusCents'],
] as const;

/**
 * An operator's day in the console, the reads (docs/how-to/operator-day.md): payments found by order number, player,
 * provider reference or exact amount, each order's whole life (parts, webhook events, journal entries, notifications,
 * refund), and the player dossier's game rounds, withdrawals and limits. Emails are masked for roles that may not
 * see them (player-privacy.ts). Refunds themselves are `RefundsService` (modules/payments).
 */
export class OpsDayService {
  constructor(private readonly d: { db: Db; wallet: WalletService; refunds: RefundsService; clock: Clock }) {}

  /**
   * Orders matching every given filter, newest first. A player that matches nobody gives an empty page.
   * @throws AppError error.invalid_parameter when no filter is given
   */
  async searchPayments(roles: readonly OpsRole[], q: PaymentSearch): Promise<OpsPaymentList> {
    const f: pay.PaymentFilter = {};
    if (q.orderNo) f.orderNo = q.orderNo;
    if (q.providerRef) f.providerRef = q.providerRef;
    if (q.amount) f.amountCents = parseCoinAmount(q.amount);
    if (q.player) {
      const uid = await pay.resolvePlayer(this.d.db, q.player);
      if (uid === null) return { list: [], total: 0 };
      f.uid = uid;
    }
    if (!Object.keys(f).length) throw new AppError('error.invalid_parameter');
    const { rows, total } = await pay.searchOrders(this.d.db, f, q.pageSize, (q.page - 1) * q.pageSize);
    const statuses = await this.d.refunds.statuses(rows.map((r) => r.o.orderNo));
    return { total, list: rows.map((r) => paymentRow(roles, r, statuses.get(r.o.orderNo) ?? null)) };
  }

  /** The order's whole life. @throws AppError pay.error.order_not_found */
  async payment(roles: readonly OpsRole[], orderNo: string): Promise<OpsPaymentDetail> {
    const { rows } = await pay.searchOrders(this.d.db, { orderNo }, 1, 0);
    const r = rows[0];
    if (!r) throw new AppError('pay.error.order_not_found');
    const o = r.o;
    const [events, entries, notes, refund, balanceCents] = await Promise.all([
      pay.orderEvents(this.d.db, orderNo),
      pay.orderEntries(this.d.db, orderNo),
      pay.orderNotifications(this.d.db, o.userId, orderNo),
      this.d.refunds.get(orderNo),
      this.d.wallet.balanceOf(this.d.db, o.userId),
    ]);
    const coinCents = o.coinCents ?? o.amountCents;
    const parts = [{ kind: 'coins', cents: coinCents }, ...PART_COLUMNS.map(([kind, col]) => ({ kind, cents: o[col] }))].filter(
      (p) => p.cents > 0,
    );
    return {
      ...paymentRow(roles, r, refund?.status ?? null),
      coinCents,
      parts,
      expiresAt: o.expiresAt.toISOString(),
      failureReason: o.failureReason,
      events: events.map((e) => ({
        provider: e.provider,
        eventId: e.eventId,
        status: e.status,
        amountCents: e.amountCents,
        currency: e.currency,
        outcome: e.outcome,
        receivedAt: e.receivedAt.toISOString(),
      })),
      entries: entries.map(({ e, lines }) => ({
        id: e.id,
        kind: e.kind,
        idempotencyKey: e.idempotencyKey,
        createdAt: e.createdAt.toISOString(),
        lines: lines.map((l) => ({ account: l.kind, amount: l.amount })),
      })),
      notifications: notes.map((n) => ({ kind: n.kind, key: n.key, createdAt: n.createdAt.toISOString() })),
      refund,
      refundMode: this.d.refunds.modeFor(o),
      reversalCents: parts.reduce((s, p) => s + p.cents, 0),
      balanceCents,
    };
  }

  /** The player's game rounds of every game, newest first; the server seed only once its pair is revealed. */
  async rounds(uid: number, page: number, pageSize: number): Promise<OpsGameRoundPage> {
    const { rows, total } = await dossier.listRounds(this.d.db, uid, pageSize, (page - 1) * pageSize);
    return {
      total,
      list: rows.map(({ r, clientSeed, serverSeedHash, serverSeed, revealedAt }) => ({
        id: r.id,
        game: r.game,
        stakeCents: r.stakeCents,
        payoutCents: r.payoutCents,
        status: r.status,
        nonce: r.nonce,
        clientSeed,
        serverSeedHash,
        serverSeed: revealedAt ? serverSeed : null,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  async withdrawals(uid: number, page: number, pageSize: number): Promise<OpsWithdrawalPage> {
    const { rows, total } = await dossier.listWithdrawals(this.d.db, uid, pageSize, (page - 1) * pageSize);
    return {
      total,
      list: rows.map((w) => ({
        id: w.id,
        amountCents: w.amountCents,
        currency: w.currency,
        status: w.status,
        createdAt: w.createdAt.toISOString(),
      })),
    };
  }

  /** Responsible-gaming limits in force and the break in force (none when it ended). */
  async limits(uid: number): Promise<OpsPlayerLimits> {
    const { limits, latestBreak } = await dossier.limitsOf(this.d.db, uid);
    const now = this.d.clock.now();
    return {
      limits: limits
        .filter((l) => l.amountCents !== null)
        .map((l) => ({ kind: l.kind, period: l.period, amountCents: l.amountCents!, createdAt: l.updatedAt.toISOString() })),
      exclusion: latestBreak && latestBreak.until > now ? { kind: latestBreak.kind, until: latestBreak.until.toISOString() } : null,
    };
  }
}

function paymentRow(
  roles: readonly OpsRole[],
  r: { o: pay.PaymentOrderRow; nickname: string; email: string },
  refundStatus: OpsPaymentRow['refundStatus'],
): OpsPaymentRow {
  const o = r.o;
  return {
    orderNo: o.orderNo,
    uid: o.userId,
    nickname: r.nickname,
    email: emailFor(roles, r.email),
    payType: o.payType,
    provider: o.provider,
    providerRef: o.providerRef,
    amountCents: o.amountCents,
    currency: o.currency,
    status: o.status,
    isTest: o.isTest,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    refundStatus,
  };
}
