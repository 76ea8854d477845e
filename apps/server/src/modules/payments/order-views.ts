import { ERRORS, type CryptoOrder, type PayHistory, type PayOrder } from '@hapa/contracts';
import type { z } from 'zod';
import { centsToCoins } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { qrDataUrl } from './crypto.ts';
import { partsOfOrder } from './deposit-parts.ts';
import { findMethod } from './pay-methods.ts';
import type { PaymentSettlement } from './settlement.ts';
import { DEPOSIT_LIMIT_REFUND_DUE } from './settlement.ts';
import * as repo from './payments.repo.ts';
import { finalRefundsOf } from './refunds.repo.ts';

const TIMEOUT_TEXT = ERRORS['pay.error.order_timeout'].msg;
/** An order paid over the deposit limit (README "Deposit limits"): not credited, refunded by an operator. */
const REFUND_DUE_TEXT = 'This payment would go over your deposit limit, so it was not added to your balance. It will be refunded.';

/**
 * What the player reads of their orders (docs/product/states.md#payments return with orderNo, docs/product/endpoints.md#payments order check, crypto order, pay history): the
 * status (a pending order past its expiry reads expired) and the parts each order records
 * (docs/payments.md#deposit-parts): credited once paid, quoted before.
 */
export class OrderViews {
  constructor(private readonly d: { db: Db; clock: Clock; settlement: PaymentSettlement }) {}

  /**
   * GET /api/pay/order/{orderNo}: status paid | pending | failed | expired (a pending order past its expiry
   * reads expired with msg "The payment is time out, please try again."). A pending real PayPal order is
   * captured first (the payer is back from PayPal).
   * @throws AppError pay.error.order_not_found
   */
  async order(orderNo: string): Promise<PayOrder> {
    let o = await repo.findOrder(this.d.db, orderNo);
    if (!o) throw new AppError('pay.error.order_not_found');
    if (o.provider === 'paypal' && o.status === 'pending') {
      await this.d.settlement.capturePaypal(orderNo).catch(() => undefined);
      o = (await repo.findOrder(this.d.db, orderNo))!;
    }
    const m = findMethod(o.payType);
    const status = this.statusOf(o);
    const details = (o.details ?? {}) as repo.OrderDetails;
    const parts = partsOfOrder(o);
    return {
      orderNo: o.orderNo,
      status,
      payType: o.payType,
      amount: centsToCoins(o.amountCents),
      bonusAmount: centsToCoins(parts.bonusCents),
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      expiresAt: o.expiresAt.toISOString(),
      orderKind: o.orderKind === 'gift_bag' ? 'gift_bag' : 'deposit',
      label: m?.label ?? o.payType,
      coinAmount: centsToCoins(o.coinCents ?? o.amountCents),
      giftAmount: centsToCoins(o.giftCents),
      parts: parts.parts,
      totalAmount: centsToCoins(parts.totalCents),
      isTest: o.isTest || (o.provider ?? o.payType) === 'sandbox',
      flow: (o.isTest ? m?.sandboxFlow : m?.liveFlow) ?? 'redirect',
      msg:
        status === 'expired'
          ? TIMEOUT_TEXT
          : o.failureReason === DEPOSIT_LIMIT_REFUND_DUE
            ? REFUND_DUE_TEXT
            : status === 'failed'
              ? 'Top-up failed'
              : null,
      errorCode:
        status === 'expired'
          ? 'pay.error.order_timeout'
          : o.failureReason === DEPOSIT_LIMIT_REFUND_DUE
            ? 'protection.error.deposit_limit'
            : null,
      cardEndNumber: details.card && !details.card.declined ? details.card.last4 : null,
      cardBrand: details.card && !details.card.declined ? details.card.brand : null,
    };
  }

  private statusOf(o: repo.OrderRow): PayOrder['status'] {
    if (o.status === 'pending' && o.expiresAt.getTime() <= this.d.clock.now().getTime()) return 'expired';
    return o.status as PayOrder['status'];
  }

  /**
   * GET /api/pay/crypto_order/{orderNo}: the player's crypto or TON order for /user/crypto-payment-order.
   * @throws AppError pay.error.order_not_found (also someone else's order) | pay.error.method_unsupported
   */
  async cryptoOrder(userId: number, orderNo: string): Promise<CryptoOrder> {
    const o = await repo.findOrder(this.d.db, orderNo);
    if (!o || o.userId !== userId) throw new AppError('pay.error.order_not_found');
    const m = findMethod(o.payType);
    if (!m || (m.sandboxKind !== 'crypto' && m.sandboxKind !== 'ton')) throw new AppError('pay.error.method_unsupported');
    const details = (o.details ?? {}) as repo.OrderDetails;
    const status = this.statusOf(o);
    return {
      orderNo,
      status,
      payType: o.payType,
      cryptoCurrency: details.cryptoCurrency ?? '',
      network: details.network ?? '',
      networkName: details.networkName ?? '',
      address: details.address ?? null,
      cryptoAmount: details.cryptoAmount ?? '',
      amount: centsToCoins(o.amountCents),
      currency: o.currency,
      uri: details.uri ?? null,
      qrcode: details.uri ? await qrDataUrl(details.uri) : null,
      toPayUrl: details.toPayUrl ?? null,
      expiresAt: o.expiresAt.toISOString(),
      remainingSeconds: Math.max(0, Math.floor((o.expiresAt.getTime() - this.d.clock.now().getTime()) / 1000)),
      isTest: o.isTest,
      msg: status === 'expired' ? TIMEOUT_TEXT : status === 'failed' ? 'Top-up failed' : null,
    };
  }

  /** GET /api/pay/history/v2: the player's orders, newest first, amounts in coin units. */
  async history(userId: number, page: number, pageSize: number): Promise<z.infer<typeof PayHistory>> {
    const { list, total } = await repo.listOrders(this.d.db, userId, pageSize, (page - 1) * pageSize);
    const refunded = new Map(
      (
        await finalRefundsOf(
          this.d.db,
          list.map((o) => o.orderNo),
        )
      ).map((r) => [r.orderNo, r]),
    );
    return {
      list: list.map((o) => {
        const parts = partsOfOrder(o);
        const refund = refunded.get(o.orderNo);
        return {
          orderNo: o.orderNo,
          payType: o.payType,
          label: findMethod(o.payType)?.label ?? o.payType,
          orderKind: (o.orderKind === 'gift_bag' ? 'gift_bag' : 'deposit') as 'deposit' | 'gift_bag',
          status: this.statusOf(o),
          amount: centsToCoins(o.amountCents),
          currency: o.currency,
          coinAmount: centsToCoins(o.coinCents ?? o.amountCents),
          bonusAmount: centsToCoins(parts.bonusCents),
          giftAmount: centsToCoins(o.giftCents),
          parts: parts.parts,
          totalAmount: centsToCoins(parts.totalCents),
          isTest: o.isTest || (o.provider ?? o.payType) === 'sandbox',
          createdAt: o.createdAt.toISOString(),
          paidAt: o.paidAt?.toISOString() ?? null,
          refund: refund
            ? { amount: centsToCoins(refund.coinCents + refund.bonusCents), refundedAt: refund.refundedAt?.toISOString() ?? null }
            : null,
        };
      }),
      total,
      page,
      pageSize,
    };
  }
}
