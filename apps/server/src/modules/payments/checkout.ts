import type { DepositQuote, PrepayResult, ShippingAddress } from '@hapa/contracts';
import { centsToCoins } from '@hapa/domain';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import { log } from '../../lib/logger.ts';
import { ProviderRequestError, ProviderTimeoutError, type PrepayInput } from './providers/types.ts';
import { WOOSHPAY_CARD_ERROR_KEY } from './providers/wooshpay.ts';
import type { CryptoCatalogue } from './crypto.ts';
import type { DepositConfigService } from './deposit-config.ts';
import { partColumns, partsView, type DepositPlan, type PartMode, type PartOrder } from './deposit-parts.ts';
import { checkDeposit, quoteView, type CheckedDeposit } from './deposit-quote.ts';
import type { PayMethodConfig } from './pay-methods.ts';
import type { ProviderSet, ResolvedProvider } from './provider-set.ts';
import { formatNanotons, type SandboxCheckout, type SandboxPrepay } from './sandbox-checkout.ts';
import type { PaymentSettlement } from './settlement.ts';
import { TON_POLL_INTERVAL_MS } from './settlement.ts';
import * as repo from './payments.repo.ts';

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  random: RandomSource;
  providers: ProviderSet;
  settlement: PaymentSettlement;
  configs: DepositConfigService;
  crypto: CryptoCatalogue;
  sandbox: () => SandboxCheckout;
  publicUrl: () => string;
  orderTtlMinutes: number;
  /** the parts of a deposit (deposit-parts.ts planDeposit with the registered sources), the crediting's own function */
  plan: (db: Db, order: PartOrder, mode: PartMode) => Promise<DepositPlan>;
}

/** A prepay request as the routes pass it (docs/product/endpoints.md#conventions prepay body + headers). */
export interface DepositRequest {
  amount: unknown;
  referUrl?: string;
  mobile?: string;
  cryptoCurrencyCode?: string;
  network?: string;
  shippingAddress?: z.infer<typeof ShippingAddress>;
  referEvent?: string;
  siteCode?: string;
  email?: string;
}

/** A gift-bag order: the bag fixes the amount and the gift. */
export interface GiftOrder {
  giftSendLogId: number;
  payCents: number;
  giftCents: number;
}

/**
 * Deposit orders (docs/product/states.md#payments "Payment after prepay", docs/product/validation.md#deposit-amount deposit rules, docs/product/endpoints.md#payments prepay): validates the amount by the
 * method's rules, quotes its parts (docs/payments.md#deposit-parts), creates the order recording them with a timeout
 * job in one transaction, then asks the provider (or the sandbox playing it) where to pay. The order's views are
 * order-views.ts.
 */
export class Checkout {
  /** Player protection's check of a new deposit order (same transaction as the order insert); throws to refuse. */
  depositGuard: ((tx: Tx, userId: number, coinCents: number) => Promise<void>) | null = null;

  constructor(private readonly d: CheckoutDeps) {}

  /** Sets player protection's re-check of a paid order at credit time (see PaymentSettlement.creditGuard). */
  set creditGuard(guard: PaymentSettlement['creditGuard']) {
    this.d.settlement.creditGuard = guard;
  }

  /**
   * POST /api/pay/{payType}/prepay. `amount` in the method's currency units (2 decimals).
   * @throws AppError pay.error.charge_disabled | pay.error.method_unsupported | validation.amount (not a number,
   *   more than 2 decimals) | pay.error.amount_min (also negatives) | pay.error.amount_max (also huge) |
   *   pay.error.crypto_currency | pay.error.whole_amount | pay.error.mpesa_phone | error.wooshpay.card_error |
   *   pay.error.provider | pay.error.provider_timeout (details `{orderNo}`: the provider did not answer in time;
   *   the order stays pending, so a later webhook still credits it once: docs/architecture/production.md#outbound-calls)
   */
  async prepay(userId: number, canCharge: boolean, payType: string, req: DepositRequest): Promise<PrepayResult> {
    return this.start(userId, canCharge, payType, req, null);
  }

  /** POST /api/gift/prepay: an order for a gift bag (fixed amount, gift credited once with it). */
  async prepayGift(
    userId: number,
    canCharge: boolean,
    payType: string,
    gift: GiftOrder,
    req: Omit<DepositRequest, 'amount'>,
  ): Promise<PrepayResult> {
    return this.start(userId, canCharge, payType, { ...req, amount: (gift.payCents / 100).toFixed(2) }, gift);
  }

  /**
   * GET /api/pay/{payType}/quote: what a deposit of `req.amount` would credit now, part by part, computed by the
   * function the crediting uses (docs/payments.md#deposit-parts). The amount rules are the prepay's; no phone needed.
   * @throws AppError pay.error.charge_disabled and the amount errors of `prepay` (but pay.error.mpesa_phone)
   */
  async quote(userId: number, canCharge: boolean, payType: string, req: DepositRequest): Promise<DepositQuote> {
    if (!canCharge) throw new AppError('pay.error.charge_disabled');
    const c = checkDeposit(this.d, payType, req, { gift: false, phone: false });
    const plan = await this.d.plan(this.d.db, this.facts(userId, 'Q', c, null), 'quote');
    return quoteView(c, plan, this.d.configs.freeBoxName);
  }

  /** The facts of the order a prepay is about to write (deposit-parts.ts). */
  private facts(userId: number, orderNo: string, c: CheckedDeposit, gift: GiftOrder | null): PartOrder {
    return {
      userId,
      orderNo,
      payType: c.m.payType,
      orderKind: gift ? 'gift_bag' : 'deposit',
      currency: c.m.currency,
      coinCents: c.coinCents,
      giftCents: gift?.giftCents ?? 0,
      giftSendLogId: gift?.giftSendLogId ?? null,
    };
  }

  private async start(
    userId: number,
    canCharge: boolean,
    payType: string,
    req: DepositRequest,
    gift: GiftOrder | null,
  ): Promise<PrepayResult> {
    if (!canCharge) throw new AppError('pay.error.charge_disabled');
    const c = checkDeposit(this.d, payType, req, { gift: gift !== null, phone: true });
    const { m, resolved, cents, coinCents, coin, network, phone } = c;
    const now = this.d.clock.now();
    const expiresAt = new Date(now.getTime() + (m.ttlSeconds ? m.ttlSeconds * 1000 : this.d.orderTtlMinutes * 60_000));
    const orderNo = `${gift ? 'G' : 'D'}${now.toISOString().slice(0, 10).replace(/-/g, '')}${this.d.random.hex(8).toUpperCase()}`;
    // the quote, recorded on the order: what every screen shows until the crediting records what it paid
    const plan = await this.d.plan(this.d.db, this.facts(userId, orderNo, c, gift), 'quote');
    const order = await this.d.db.transaction(async (tx) => {
      await this.depositGuard?.(tx, userId, coinCents);
      const row = await repo.insertOrder(tx, {
        orderNo,
        userId,
        payType: m.payType,
        provider: resolved.key,
        orderKind: gift ? 'gift_bag' : 'deposit',
        amountCents: cents,
        coinCents,
        ...partColumns(plan.parts),
        giftSendLogId: gift?.giftSendLogId ?? null,
        currency: m.currency,
        siteCode: req.siteCode?.toUpperCase() ?? null,
        isTest: resolved.isTest,
        expiresAt,
      });
      await this.d.settlement.scheduleTimeout(tx, orderNo, expiresAt);
      return row;
    });

    const base = this.d.publicUrl();
    const input: PrepayInput = {
      orderNo,
      amountCents: cents,
      currency: m.currency,
      userId,
      email: req.email,
      mobile: phone,
      cryptoCurrencyCode: coin?.ticker,
      network: network?.code,
      shippingAddress: req.shippingAddress,
      returnUrl: `${base}/payment-result?orderNo=${orderNo}`,
      webhookUrl: m.payType === 'mpesa' ? `${base}/api/pay/lipa/callback` : `${base}/api/pay/${resolved.key}/webhook`,
    };
    let res: SandboxPrepay;
    try {
      res = resolved.isTest
        ? await this.d.sandbox().prepay(m, input, { coin, network, phone })
        : withDetails(await resolved.provider.prepay(input), m);
    } catch (e) {
      if (e instanceof ProviderTimeoutError) {
        // the request may have reached the provider (a checkout opened, an STK push sent): the order stays pending,
        // its timeout job expires it, and a webhook that still comes credits it once (docs/architecture/production.md#outbound-calls)
        log('payments').warn({ provider: resolved.key, orderNo }, `prepay timed out; order kept pending: ${e.message}`);
        throw new AppError('pay.error.provider_timeout', undefined, { orderNo });
      }
      const code = e instanceof ProviderRequestError ? (e.providerCode ?? 'error') : 'error';
      await repo.closePendingOrder(this.d.db, order.id, 'failed', `provider:${code}`.slice(0, 200));
      if (e instanceof ProviderRequestError) {
        log('payments').warn({ provider: resolved.key, orderNo }, `prepay failed: ${e.message}`);
        if (e.providerCode === WOOSHPAY_CARD_ERROR_KEY) throw new AppError('error.wooshpay.card_error', e.message);
        if (e.providerCode === 'mpesa.invalid_phone') throw new AppError('pay.error.mpesa_phone');
        throw new AppError('pay.error.provider');
      }
      throw e;
    }
    const details: repo.OrderDetails = { ...res.details, toPayUrl: res.toPayUrl, referUrl: req.referUrl, referEvent: req.referEvent };
    await repo.updateOrder(this.d.db, order.id, { providerRef: res.providerRef ?? null, details });
    if (!resolved.isTest && m.payType === 'ton') {
      await this.d.settlement.scheduleTonPoll(this.d.db, orderNo, 1, new Date(now.getTime() + TON_POLL_INTERVAL_MS));
    }

    const flow = resolved.isTest ? m.sandboxFlow : m.liveFlow;
    const quoted = partsView(plan.parts);
    const amount = centsToCoins(cents);
    const toPayUrl = res.toPayUrl ?? res.toUrl ?? '';
    const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
    const nextUrl = {
      wooshpay: `/wooshpay?${q({ orderNo, amount: String(amount) })}`,
      binance: `/binance-payment?${q({ orderNo, amount: String(amount), deepLink: res.deepLink ?? '', qrcodeLink: res.qrcodeLink ?? '', referUrl: req.referUrl ?? '' })}`,
      crypto: `/user/crypto-payment-order?${q({ orderNo, toAccount: res.toAccount ?? '' })}`,
      mpesa_stk: '',
      redirect: toPayUrl,
    }[flow];
    return {
      orderNo,
      toPayUrl,
      toUrl: res.toUrl,
      deepLink: res.deepLink,
      qrcodeLink: res.qrcodeLink,
      toAccount: res.toAccount,
      payType: m.payType,
      payTypeCode: m.payTypeCode,
      flow,
      nextUrl,
      isTest: resolved.isTest,
      amount,
      currency: m.currency,
      currencySymbol: m.currencySymbol,
      coinAmount: centsToCoins(coinCents),
      bonusAmount: centsToCoins(quoted.bonusCents),
      parts: quoted.parts,
      totalAmount: centsToCoins(quoted.totalCents),
      expiresAt: expiresAt.toISOString(),
      cryptoCurrency: res.details.cryptoCurrency,
      network: res.details.network,
      cryptoAmount: res.details.cryptoAmount,
    };
  }
}

/** Keeps what a real provider's prepay says the payer needs (TON: address, nanotons as TON, deep link). */
function withDetails(r: Awaited<ReturnType<ResolvedProvider['provider']['prepay']>>, m: PayMethodConfig): SandboxPrepay {
  if (m.payType === 'ton' && r.providerRef && r.toAccount) {
    return {
      ...r,
      details: {
        cryptoCurrency: 'TON',
        network: 'TON',
        networkName: 'TON',
        address: r.toAccount,
        cryptoAmount: formatNanotons(BigInt(r.providerRef)),
        uri: r.deepLink,
        deepLink: r.deepLink,
      },
    };
  }
  return { ...r, details: { deepLink: r.deepLink, qrcodeLink: r.qrcodeLink } };
}
