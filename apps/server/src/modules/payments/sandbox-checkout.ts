import type { PayOrder, SandboxSession } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { WOOSHPAY_INSUFFICIENT_FUNDS_TEXT } from './providers/wooshpay.ts';
import { quoteNanotons } from './providers/ton.ts';
import type { PrepayInput, PrepayResult as ProviderPrepay } from './providers/types.ts';
import { quoteCrypto } from '@hapa/domain';
import { CryptoCatalogue, qrDataUrl, type CryptoCoinConfig, type CryptoNetworkConfig } from './crypto.ts';
import { findMethod, type PayMethodConfig } from './pay-methods.ts';
import type { ProviderSet } from './provider-set.ts';
import type { PaymentSettlement } from './settlement.ts';
import * as repo from './payments.repo.ts';

export const SANDBOX_TEST_NOTICE = 'TEST PAYMENT: this is the sandbox, no real money moves.';

/** Test cards of the sandbox card form (any future expiry, any 3-digit CVC). */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', outcome: 'paid' },
  { number: '5555555555554444', outcome: 'paid (Mastercard)' },
  { number: '4000000000009995', outcome: 'declined: insufficient funds' },
  { number: '4000000000000002', outcome: 'declined: card declined' },
] as const;

export interface SandboxCheckoutDeps {
  db: Db;
  clock: Clock;
  providers: ProviderSet;
  crypto: CryptoCatalogue;
  settlement: PaymentSettlement;
  /** secret the test addresses derive from */
  secret: string;
  publicUrl: () => string;
  orderView: (orderNo: string) => Promise<PayOrder>;
}

/** What the sandbox prepay returns: the provider-style answer plus the details to keep on the order. */
export interface SandboxPrepay extends ProviderPrepay {
  details: repo.OrderDetails;
}

/**
 * The sandbox playing each method's own flow (docs/payments.md, "Providers"): card form, PayPal approval, crypto
 * address + amount + QR with a simulated confirmation, Binance page data, M-PESA STK prompt, TON link + QR
 * valid 360 s. Every session is labelled as a test payment; confirmations go through the signed sandbox
 * webhook, the same path as a real provider's.
 */
export class SandboxCheckout {
  constructor(private readonly d: SandboxCheckoutDeps) {}

  private checkoutUrl(orderNo: string) {
    return `${this.d.publicUrl()}/sandbox/checkout/${encodeURIComponent(orderNo)}`;
  }

  /** Prepay on the sandbox for method `m` (amount already validated; phone already normalised). */
  async prepay(
    m: PayMethodConfig,
    input: PrepayInput,
    opts: { coin?: CryptoCoinConfig; network?: CryptoNetworkConfig; phone?: string },
  ): Promise<SandboxPrepay> {
    const toPayUrl = this.checkoutUrl(input.orderNo);
    const base = { toPayUrl, providerRef: `sbx_${input.orderNo}` };
    switch (m.sandboxKind) {
      case 'crypto': {
        const coin = opts.coin!;
        const network = opts.network!;
        const address = this.d.crypto.sandboxAddress(this.d.secret, network, input.orderNo);
        const cryptoAmount = quoteCrypto(input.amountCents, (await this.d.crypto.currentPrice(coin.ticker)).price, coin.precision);
        const uri = this.d.crypto.paymentUri(coin, network, address, cryptoAmount, input.orderNo);
        return {
          ...base,
          toAccount: address,
          details: { cryptoCurrency: coin.ticker, network: network.code, networkName: network.networkName, address, cryptoAmount, uri },
        };
      }
      case 'ton': {
        const coin = this.d.crypto.coin('TON')!;
        const network = coin.networks[0]!;
        const address = this.d.crypto.sandboxAddress(this.d.secret, network, input.orderNo);
        const nanotons = quoteNanotons(input.amountCents, (await this.d.crypto.currentPrice('TON')).price);
        const cryptoAmount = formatNanotons(nanotons);
        const deepLink = `ton://transfer/${address}?amount=${nanotons}&text=${encodeURIComponent(input.orderNo)}`;
        return {
          ...base,
          deepLink,
          toAccount: address,
          qrcodeLink: await qrDataUrl(deepLink),
          details: {
            cryptoCurrency: 'TON',
            network: 'TON',
            networkName: network.networkName,
            address,
            cryptoAmount,
            uri: deepLink,
            deepLink,
          },
        };
      }
      case 'binance': {
        const deepLink = `${toPayUrl}?app=binance`;
        const qrcodeLink = `${this.d.publicUrl()}/api/pay/sandbox/${encodeURIComponent(input.orderNo)}/qrcode.svg`;
        return { ...base, deepLink, qrcodeLink, toUrl: toPayUrl, details: { deepLink, qrcodeLink } };
      }
      case 'mpesa_stk':
        return { ...base, providerRef: `ws_CO_SBX_${input.orderNo}`, details: { phone: maskPhone(opts.phone ?? '') } };
      default:
        return { ...base, details: {} };
    }
  }

  private async testOrder(orderNo: string) {
    const o = await repo.findOrder(this.d.db, orderNo);
    if (!o) throw new AppError('pay.error.order_not_found');
    if ((o.provider ?? o.payType) !== 'sandbox' || !this.d.providers.sandbox()) throw new AppError('pay.error.method_unsupported');
    return o;
  }

  /**
   * GET /api/pay/sandbox/{orderNo}/session: what the sandbox page shows for this test order.
   * @throws AppError pay.error.order_not_found | pay.error.method_unsupported (not a sandbox order)
   */
  async session(orderNo: string): Promise<SandboxSession> {
    const o = await this.testOrder(orderNo);
    const m = findMethod(o.payType)!;
    const view = await this.d.orderView(orderNo);
    const details = (o.details ?? {}) as repo.OrderDetails;
    const now = this.d.clock.now().getTime();
    const kind = m.sandboxKind;
    const s: SandboxSession = {
      orderNo,
      payType: o.payType,
      label: m.label,
      kind,
      flow: m.sandboxFlow,
      isTest: true,
      testNotice: SANDBOX_TEST_NOTICE,
      status: view.status,
      amount: view.amount,
      currency: o.currency,
      currencySymbol: m.currencySymbol,
      coinAmount: view.coinAmount,
      expiresAt: view.expiresAt,
      remainingSeconds: Math.max(0, Math.floor((o.expiresAt.getTime() - now) / 1000)),
      returnUrl: `/payment-result?orderNo=${encodeURIComponent(orderNo)}`,
      actions: kind === 'card_form' ? ['card', 'confirm', 'decline'] : ['confirm', 'decline'],
    };
    if (kind === 'card_form') s.testCards = SANDBOX_TEST_CARDS.map((c) => ({ ...c }));
    if ((kind === 'crypto' || kind === 'ton') && details.address && details.uri) {
      s.crypto = {
        cryptoCurrency: details.cryptoCurrency ?? '',
        network: details.network ?? '',
        networkName: details.networkName ?? '',
        address: details.address,
        cryptoAmount: details.cryptoAmount ?? '',
        uri: details.uri,
        qrcode: await qrDataUrl(details.uri),
      };
    }
    if (details.deepLink) s.deepLink = details.deepLink;
    if (details.qrcodeLink) s.qrcodeLink = details.qrcodeLink;
    if (kind === 'mpesa_stk') {
      s.mpesa = {
        phone: details.phone ?? '',
        prompt: `Do you want to pay KES ${view.amount.toLocaleString('en-US')} to HapaBox? Enter your M-PESA PIN.`,
      };
    }
    return s;
  }

  /**
   * Confirm (paid) or decline (failed) a test order: delivers a signed sandbox webhook, as the hosted page
   * does. A paid order stays paid; a confirmation after the timeout is credited (late payment).
   * @throws AppError pay.error.order_not_found | pay.error.method_unsupported
   */
  async complete(orderNo: string, status: 'paid' | 'failed'): Promise<PayOrder> {
    const o = await this.testOrder(orderNo);
    const sandbox = this.d.providers.sandbox()!;
    const delivery = sandbox.buildDelivery({
      eventId: `sbx_${orderNo}_${status}`,
      orderNo,
      status,
      amountCents: o.amountCents,
      currency: o.currency,
      providerRef: o.providerRef ?? undefined,
    });
    await this.d.settlement.handleWebhook('sandbox', delivery);
    return this.d.orderView(orderNo);
  }

  /**
   * POST /api/pay/sandbox/{orderNo}/card: the sandbox card form (card flows). Keeps only the last 4 digits
   * and the brand. Test cards: see SANDBOX_TEST_CARDS; any other valid card pays.
   * @throws AppError pay.error.card_invalid | error.wooshpay.card_error (declined; insufficient funds carries
   *   the docs/product/errors.md#client-handling text) | pay.error.method_unsupported | pay.error.order_not_found
   */
  async payWithCard(orderNo: string, card: { cardNumber: string; expMonth: number; expYear: number; cvc: string }): Promise<PayOrder> {
    const o = await this.testOrder(orderNo);
    if (findMethod(o.payType)?.sandboxKind !== 'card_form') throw new AppError('pay.error.method_unsupported');
    const digits = card.cardNumber.replace(/[\s-]/g, '');
    const now = this.d.clock.now();
    const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits) || expired || !/^\d{3,4}$/.test(card.cvc))
      throw new AppError('pay.error.card_invalid');
    const last4 = digits.slice(-4);
    const brand = cardBrand(digits);
    if (o.status === 'paid') return this.d.orderView(orderNo);
    if (digits === '4000000000009995' || digits === '4000000000000002') {
      const insufficient = digits === '4000000000009995';
      await repo.mergeDetails(this.d.db, o.id, { card: { last4, brand, declined: insufficient ? 'insufficient_funds' : 'card_declined' } });
      // the decline fails the order (Pay history reads FAILED); another card may still pay it (late payment)
      if (o.status === 'pending') await this.complete(orderNo, 'failed');
      throw new AppError('error.wooshpay.card_error', insufficient ? WOOSHPAY_INSUFFICIENT_FUNDS_TEXT : 'Your card was declined.');
    }
    await repo.mergeDetails(this.d.db, o.id, { card: { last4, brand } });
    return this.complete(orderNo, 'paid');
  }

  /** The Binance sandbox QR code (SVG of the order's deep link). */
  async qrcodeSvg(orderNo: string): Promise<string> {
    const o = await this.testOrder(orderNo);
    const details = (o.details ?? {}) as repo.OrderDetails;
    return (await import('qrcode')).default.toString(details.deepLink ?? this.checkoutUrl(orderNo), {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
    });
  }
}

/** "2547XXXXXXXX" -> "2547****5678". */
export function maskPhone(phone: string): string {
  return phone.length > 8 ? `${phone.slice(0, 4)}${'*'.repeat(phone.length - 8)}${phone.slice(-4)}` : phone;
}

/** 4000000000 nanotons -> "4.000000000" TON. */
export function formatNanotons(nanotons: bigint): string {
  const s = nanotons.toString().padStart(10, '0');
  return `${s.slice(0, -9)}.${s.slice(-9)}`;
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^6/.test(digits)) return 'discover';
  return 'card';
}
