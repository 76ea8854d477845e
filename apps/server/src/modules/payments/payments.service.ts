import { centsToCoins, depositXp, formatPlainCoins, MoneyFormatError, parseCoinAmount, validateDepositAmount } from '@hapa/domain';
import type { DepositConfig, PayOrder, PrepayResult } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { PaymentProvider, PayMethodKey, WebhookRequest } from './providers/types.ts';
import { WebhookSignatureError } from './providers/types.ts';
import { PAY_METHODS, type PayMethodConfig } from './pay-methods.ts';
import * as repo from './payments.repo.ts';
import { SandboxProvider } from './sandbox-provider.ts';

export type WebhookOutcome = 'credited' | 'failed' | 'duplicate' | 'already_paid' | 'ignored' | 'unknown_order';

export interface PaymentsDeps {
  db: Db;
  wallet: WalletService;
  publisher: Publisher;
  random: RandomSource;
  clock: Clock;
  providers: Map<PayMethodKey, PaymentProvider>;
  publicUrl: () => string;
  orderTtlMinutes: number;
}

/**
 * Deposits (spec §4 "Payment after prepay", §5 deposit rules, architecture.md "Payments"): orders,
 * prepay through a provider, and webhooks that credit exactly once (by provider event id, by order
 * state under a row lock, and by the ledger idempotency key `deposit:{orderNo}`).
 */
export class PaymentsService {
  constructor(private readonly d: PaymentsDeps) {}

  private method(payType: string): PayMethodConfig & { provider: PaymentProvider } {
    const m = PAY_METHODS.find((x) => x.payType === payType);
    const provider = m && this.d.providers.get(m.payType);
    if (!m || !provider) throw new AppError('pay.error.method_unsupported');
    return { ...m, provider };
  }

  /** GET /api/pay/config/v4 (spec §3 Deposit config); amounts in coin units. */
  async config(userId: number | null): Promise<DepositConfig> {
    const paid = userId ? await repo.countPaidOrders(this.d.db, userId) : 0;
    const methods = PAY_METHODS.filter((m) => this.d.providers.has(m.payType)).sort((a, b) => a.sort - b.sort);
    return {
      minAmount: centsToCoins(Math.min(...methods.map((m) => m.minCents))),
      presets: [20, 50, 100, 500, 1000, 5000],
      defaultPresetIndex: 1,
      step: 10,
      isFirstTopUp: paid === 0,
      payMethods: methods.map((m, i) => ({
        label: m.label,
        payType: m.payType,
        payTypeName: m.payTypeName,
        minAmount: centsToCoins(m.minCents),
        maxAmount: centsToCoins(m.maxCents),
        defaultSelect: i === 0,
        bonusRate: m.bonusPpm / 1_000_000,
        ifRecommend: m.ifRecommend,
        currencySymbol: m.currencySymbol,
        exchangeRate: m.exchangeRate,
        optionalAmount: m.optionalAmount,
        isTest: m.payType === 'sandbox',
        tips: m.tips,
        sort: m.sort,
      })),
    };
  }

  /**
   * POST /api/pay/{method}/prepay: validates the amount (coin units, 2 decimals, spec §5 min/max texts),
   * creates a pending order and asks the provider where to pay.
   * @throws AppError validation.amount | pay.error.amount_min | pay.error.amount_max | pay.error.method_unsupported | pay.error.charge_disabled
   */
  async prepay(userId: number, canCharge: boolean, payType: string, amount: unknown, extra: { mobile?: string; email?: string } = {}): Promise<PrepayResult> {
    if (!canCharge) throw new AppError('pay.error.charge_disabled');
    const m = this.method(payType);
    let cents: number;
    try {
      cents = parseCoinAmount(amount);
    } catch (e) {
      if (e instanceof MoneyFormatError) throw new AppError('validation.amount');
      throw e;
    }
    const check = validateDepositAmount(cents, { minCents: m.minCents, maxCents: m.maxCents, symbol: m.currencySymbol });
    if (!check.ok) throw new AppError(check.key, check.message);
    const now = this.d.clock.now();
    const orderNo = `D${now.toISOString().slice(0, 10).replace(/-/g, '')}${this.d.random.hex(8).toUpperCase()}`;
    const bonusCents = Math.floor((cents * m.bonusPpm) / 1_000_000);
    const order = await repo.insertOrder(this.d.db, {
      orderNo,
      userId,
      payType: m.payType,
      amountCents: cents,
      bonusCents,
      currency: m.currency,
      expiresAt: new Date(now.getTime() + this.d.orderTtlMinutes * 60_000),
    });
    const base = this.d.publicUrl();
    const res = await m.provider.prepay({
      orderNo,
      amountCents: cents,
      currency: m.currency,
      userId,
      email: extra.email,
      mobile: extra.mobile,
      returnUrl: `${base}/payment-result?orderNo=${orderNo}`,
      webhookUrl: `${base}/api/pay/${m.payType}/webhook`,
    });
    if (res.providerRef) await repo.setProviderRef(this.d.db, order.id, res.providerRef);
    return {
      orderNo,
      toPayUrl: res.toPayUrl ?? res.toUrl ?? '',
      toUrl: res.toUrl,
      deepLink: res.deepLink,
      qrcodeLink: res.qrcodeLink,
      toAccount: res.toAccount,
    };
  }

  /** GET /api/pay/order/{orderNo}: a pending order past its expiry reads as `expired`. */
  async order(orderNo: string): Promise<PayOrder> {
    const o = await repo.findOrder(this.d.db, orderNo);
    if (!o) throw new AppError('pay.error.order_not_found');
    const expired = o.status === 'pending' && o.expiresAt.getTime() <= this.d.clock.now().getTime();
    return {
      orderNo: o.orderNo,
      status: expired ? 'expired' : (o.status as PayOrder['status']),
      payType: o.payType,
      amount: centsToCoins(o.amountCents),
      bonusAmount: centsToCoins(o.bonusCents),
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      expiresAt: o.expiresAt.toISOString(),
    };
  }

  /**
   * The hosted sandbox checkout's Pay or Decline (POST /api/pay/sandbox/{orderNo}/confirm|decline):
   * delivers a signed webhook for the order through the same path as any provider's webhook.
   * @throws AppError pay.error.order_not_found | pay.error.method_unsupported
   */
  async completeSandboxCheckout(orderNo: string, status: 'paid' | 'failed'): Promise<PayOrder> {
    const sandbox = this.d.providers.get('sandbox');
    if (!(sandbox instanceof SandboxProvider)) throw new AppError('pay.error.method_unsupported');
    const o = await repo.findOrder(this.d.db, orderNo);
    if (!o) throw new AppError('pay.error.order_not_found');
    if (o.payType !== 'sandbox') throw new AppError('pay.error.method_unsupported');
    await this.handleWebhook('sandbox', sandbox.buildDelivery({ eventId: `sbx_${orderNo}_${status}`, orderNo, status, amountCents: o.amountCents, currency: o.currency }));
    return this.order(orderNo);
  }

  /**
   * Handles one webhook delivery: verifies it with the provider, records the event id once, and under
   * the order's row lock credits amount + bonus exactly once. A paid order never goes back; a late
   * payment for an expired or declined order is still credited once.
   * @throws AppError pay.error.signature (nothing recorded) | pay.error.amount_mismatch (recorded, not credited)
   */
  async handleWebhook(payType: PayMethodKey, req: WebhookRequest): Promise<{ outcome: WebhookOutcome; orderNo: string }> {
    const provider = this.d.providers.get(payType);
    if (!provider) throw new AppError('pay.error.method_unsupported');
    let ev;
    try {
      ev = await provider.verifyWebhook(req);
    } catch (e) {
      if (e instanceof WebhookSignatureError) throw new AppError('pay.error.signature');
      throw e;
    }
    const result = await this.d.db.transaction(async (tx) => {
      const fresh = await repo.insertEvent(tx, {
        provider: payType,
        eventId: ev.eventId,
        orderNo: ev.orderNo,
        status: ev.status,
        amountCents: ev.amountCents,
        currency: ev.currency,
        outcome: 'received',
        payload: safeJson(req.rawBody),
      });
      if (!fresh) return { outcome: 'duplicate' as const };
      const order = await repo.lockOrder(tx, ev.orderNo);
      const settle = async (outcome: WebhookOutcome | 'amount_mismatch') => {
        await repo.setEventOutcome(tx, payType, ev.eventId, outcome);
        return { outcome, order };
      };
      if (!order || order.payType !== payType) return settle('unknown_order');
      if (ev.status === 'ignored') return settle('ignored');
      if (ev.status === 'failed') {
        if (order.status === 'pending') await repo.updateOrder(tx, order.id, { status: 'failed', failureReason: 'declined' });
        return settle(order.status === 'paid' ? 'already_paid' : 'failed');
      }
      if (ev.amountCents !== order.amountCents || ev.currency.toUpperCase() !== order.currency.toUpperCase()) return settle('amount_mismatch');
      if (order.status === 'paid') return settle('already_paid');
      const credit = await this.d.wallet.credit(tx, 'payments_clearing', {
        userId: order.userId,
        amount: order.amountCents,
        idempotencyKey: `deposit:${order.orderNo}`,
        kind: 'deposit',
        refType: 'payment_order',
        refId: order.orderNo,
      });
      let balance = credit.balance;
      if (order.bonusCents > 0) {
        balance = (await this.d.wallet.credit(tx, 'bonus', { userId: order.userId, amount: order.bonusCents, idempotencyKey: `deposit_bonus:${order.orderNo}`, kind: 'deposit_bonus', refType: 'payment_order', refId: order.orderNo })).balance;
      }
      await repo.updateOrder(tx, order.id, { status: 'paid', paidAt: this.d.clock.now(), journalEntryId: credit.entryId, failureReason: null });
      await repo.addXp(tx, order.userId, depositXp(order.amountCents));
      const r = await settle('credited');
      return { ...r, balance };
    });
    if (result.outcome === 'amount_mismatch') {
      console.warn(`payment ${payType} event ${ev.eventId} for ${ev.orderNo}: amount ${formatPlainCoins(ev.amountCents)} ${ev.currency} does not match the order; not credited`);
      throw new AppError('pay.error.amount_mismatch');
    }
    if (result.outcome === 'credited' && 'balance' in result && result.order) {
      this.d.publisher.toUser(result.order.userId, 'notify:balance', { coin: centsToCoins(result.balance as number) });
    }
    return { outcome: result.outcome as WebhookOutcome, orderNo: ev.orderNo };
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return { raw: raw.slice(0, 2000) };
  }
}
