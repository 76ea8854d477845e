import { ERRORS, type CryptoOrder, type PayOrder, type PrepayResult, type ShippingAddress } from '@hapa/contracts';
import { centsToCoins, cryptoMinimumCents, MoneyFormatError, parseCoinAmount, validateDepositAmount } from '@hapa/domain';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import { normalizeKenyanMsisdn } from './providers/mpesa.ts';
import { ProviderRequestError, type PrepayInput } from './providers/types.ts';
import { WOOSHPAY_CARD_ERROR_KEY } from './providers/wooshpay.ts';
import type { CryptoCatalogue, CryptoCoinConfig, CryptoNetworkConfig } from './crypto.ts';
import { qrDataUrl } from './crypto.ts';
import type { DepositConfigService } from './deposit-config.ts';
import { depositBreakdown, totalBonusCents } from './deposit-rules.ts';
import { findMethod, type PayMethodConfig } from './pay-methods.ts';
import type { ProviderSet, ResolvedProvider } from './provider-set.ts';
import { formatNanotons, type SandboxCheckout, type SandboxPrepay } from './sandbox-checkout.ts';
import type { PaymentSettlement } from './settlement.ts';
import { DEPOSIT_LIMIT_REFUND_DUE, TON_POLL_INTERVAL_MS } from './settlement.ts';
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
}

/** A prepay request as the routes pass it (spec §7 prepay body + headers). */
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

const TIMEOUT_TEXT = ERRORS['pay.error.order_timeout'].msg;
/** An order paid over the deposit limit (README "Deposit limits"): not credited, refunded by an operator. */
const REFUND_DUE_TEXT = 'This payment would go over your deposit limit, so it was not added to your balance. It will be refunded.';

/**
 * Deposit orders (spec §4 "Payment after prepay", §5 deposit rules, §7 prepay / order / crypto order /
 * history): validates the amount by the method's rules, creates the order with its promised bonuses and a
 * timeout job in one transaction, then asks the provider (or the sandbox playing it) where to pay.
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
   *   pay.error.provider
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

  private method(payType: string, gift: boolean): { m: PayMethodConfig; resolved: ResolvedProvider } {
    const m = findMethod(payType);
    const resolved = m && this.d.providers.resolve(m);
    if (!m || !resolved || (gift && m.currency !== 'USD')) throw new AppError('pay.error.method_unsupported');
    return { m, resolved };
  }

  private async start(
    userId: number,
    canCharge: boolean,
    payType: string,
    req: DepositRequest,
    gift: GiftOrder | null,
  ): Promise<PrepayResult> {
    if (!canCharge) throw new AppError('pay.error.charge_disabled');
    const { m, resolved } = this.method(payType, gift !== null);
    let coin: CryptoCoinConfig | undefined;
    let network: CryptoNetworkConfig | undefined;
    let minCents = m.minCents;
    if (m.sandboxKind === 'crypto' || m.sandboxKind === 'ton') {
      coin = this.d.crypto.coin(m.sandboxKind === 'ton' ? 'TON' : (req.cryptoCurrencyCode ?? 'USDT'));
      network = coin && this.d.crypto.network(coin, m.sandboxKind === 'ton' ? undefined : req.network);
      if (!coin || !network || (m.sandboxKind === 'crypto' && !coin.pickable)) throw new AppError('pay.error.crypto_currency');
      minCents = cryptoMinimumCents(coin.minPriceCents, m.minCents);
    }
    const limits = { minCents, maxCents: m.maxCents, symbol: m.currencySymbol, isCrypto: m.isCrypto };
    const cents = parseAmount(req.amount, limits);
    const check = validateDepositAmount(cents, limits);
    if (!check.ok) throw new AppError(check.key, check.message);
    let phone: string | undefined;
    if (m.needsMobile) {
      if (cents % 100 !== 0) throw new AppError('pay.error.whole_amount');
      try {
        phone = normalizeKenyanMsisdn(req.mobile);
      } catch {
        throw new AppError('pay.error.mpesa_phone');
      }
    }

    const now = this.d.clock.now();
    const coinCents = this.d.configs.coinCents(cents, m.currency);
    // the first-top-up offer is used up only by a top-up that paid it (not by a no-bonus test card or gift bag)
    const isFirstTopUp = gift === null && !m.noBonuses && !(await repo.firstBonusPaid(this.d.db, userId));
    const b = depositBreakdown(coinCents, {
      methodBonusPpm: m.bonusPpm,
      extraSpins: m.extraSpins,
      isFirstTopUp,
      noBonuses: gift !== null || m.noBonuses,
    });
    const expiresAt = new Date(now.getTime() + (m.ttlSeconds ? m.ttlSeconds * 1000 : this.d.orderTtlMinutes * 60_000));
    const orderNo = `${gift ? 'G' : 'D'}${now.toISOString().slice(0, 10).replace(/-/g, '')}${this.d.random.hex(8).toUpperCase()}`;
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
        bonusCents: b.methodBonusCents,
        tierBonusCents: b.tierBonusCents,
        firstBonusCents: b.firstBonusCents,
        giftCents: gift?.giftCents ?? 0,
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
      const code = e instanceof ProviderRequestError ? (e.providerCode ?? 'error') : 'error';
      await repo.closePendingOrder(this.d.db, order.id, 'failed', `provider:${code}`.slice(0, 200));
      if (e instanceof ProviderRequestError) {
        console.warn(`payment ${resolved.key} prepay for ${orderNo} failed: ${e.message}`);
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
      bonusAmount: centsToCoins(totalBonusCents(b)),
      expiresAt: expiresAt.toISOString(),
      cryptoCurrency: res.details.cryptoCurrency,
      network: res.details.network,
      cryptoAmount: res.details.cryptoAmount,
    };
  }

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
    return {
      orderNo: o.orderNo,
      status,
      payType: o.payType,
      amount: centsToCoins(o.amountCents),
      bonusAmount: centsToCoins(o.bonusCents + o.tierBonusCents + o.firstBonusCents),
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      expiresAt: o.expiresAt.toISOString(),
      orderKind: o.orderKind === 'gift_bag' ? 'gift_bag' : 'deposit',
      label: m?.label ?? o.payType,
      coinAmount: centsToCoins(o.coinCents ?? o.amountCents),
      giftAmount: centsToCoins(o.giftCents),
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
  async history(userId: number, page: number, pageSize: number) {
    const { list, total } = await repo.listOrders(this.d.db, userId, pageSize, (page - 1) * pageSize);
    return {
      list: list.map((o) => ({
        orderNo: o.orderNo,
        payType: o.payType,
        label: findMethod(o.payType)?.label ?? o.payType,
        orderKind: (o.orderKind === 'gift_bag' ? 'gift_bag' : 'deposit') as 'deposit' | 'gift_bag',
        status: this.statusOf(o),
        amount: centsToCoins(o.amountCents),
        currency: o.currency,
        coinAmount: centsToCoins(o.coinCents ?? o.amountCents),
        bonusAmount: centsToCoins(o.bonusCents + o.tierBonusCents + o.firstBonusCents),
        giftAmount: centsToCoins(o.giftCents),
        isTest: o.isTest || (o.provider ?? o.payType) === 'sandbox',
        createdAt: o.createdAt.toISOString(),
        paidAt: o.paidAt?.toISOString() ?? null,
      })),
      total,
      page,
      pageSize,
    };
  }
}

/**
 * Parses a prepay amount (spec §5): not a number or more than 2 decimals -> validation.amount; negative ->
 * the minimum message; beyond any amount -> the maximum message.
 */
function parseAmount(raw: unknown, limits: { minCents: number; maxCents: number; symbol: string; isCrypto: boolean }): number {
  try {
    return parseCoinAmount(raw);
  } catch (e) {
    if (!(e instanceof MoneyFormatError)) throw e;
    if (e.reason === 'negative' || e.reason === 'too_large') {
      const r = validateDepositAmount(e.reason === 'negative' ? -1 : limits.maxCents + 1, limits);
      if (!r.ok) throw new AppError(r.key, r.message);
    }
    throw new AppError('validation.amount');
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
