import type { CardChallenge, CardSupport, CheckoutInit, PayOrder, TradeResult, TradeSubmitBody } from '@hapa/contracts';
import { centsToCoins } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import { findMethod } from './pay-methods.ts';
import { cardBrand, luhn, SANDBOX_TEST_CARDS, type SandboxCheckout } from './sandbox-checkout.ts';
import * as repo from './payments.repo.ts';

/** The sandbox acquirer asks for a 3-D Secure challenge for this test card (the number Stripe uses for "3DS required"). */
export const THREE_DS_TEST_CARD = '4000000000003220';
/** The one-time code the sandbox issuer accepts on its challenge; any other code fails the authentication. */
export const THREE_DS_TEST_CODE = '1234';
/** Brands the card acquirer (WooshPay, pay type 7) takes. */
export const SUPPORTED_BRANDS = ['visa', 'mastercard'] as const;
const UNSUPPORTED_TEXT = 'This card is not supported, please try another card or other payment method';

export interface CardTradeDeps {
  db: Db;
  clock: Clock;
  random: RandomSource;
  sandbox: () => SandboxCheckout;
  orderView: (orderNo: string) => Promise<PayOrder>;
}

/**
 * The card trade API of the wooshpay page (docs/product/endpoints.md#payments: /pay/checkout/init, /pay/check_card_support,
 * /pay/trade/v2/submit, /pay/trade/v2/confirm, /pay/{id}/card/cancel). Test orders run on the sandbox
 * acquirer: declines as the sandbox card form (docs/product/errors.md#client-handling texts), and test card 4000 0000 0000 3220 makes the
 * acquirer ask for a 3-D Secure challenge (code 1234 passes; another code, or closing it, fails the order,
 * nothing credited). A real card order is paid on the acquirer's hosted page (`toPayUrl`); there the trade
 * API only reads and cancels.
 */
export class CardTradeService {
  constructor(private readonly d: CardTradeDeps) {}

  /** The player's pending-or-closed card order. @throws AppError pay.error.order_not_found | pay.error.method_unsupported */
  private async cardOrder(userId: number, orderNo: string) {
    const o = await repo.findOrder(this.d.db, orderNo);
    if (!o || o.userId !== userId) throw new AppError('pay.error.order_not_found');
    const m = findMethod(o.payType);
    if (!m || m.sandboxKind !== 'card_form') throw new AppError('pay.error.method_unsupported');
    return { o, m, details: (o.details ?? {}) as repo.OrderDetails };
  }

  /**
   * A test card order the player may still pay: pending, or failed only by a declined card (docs/product/errors.md "please
   * try another card": the checkout stays open for another card until the order expires; an abandoned or
   * failed 3-D Secure challenge closes it for good).
   * @throws AppError pay.error.order_closed | pay.error.order_timeout | pay.error.method_unsupported
   */
  private async pendingTestOrder(userId: number, orderNo: string) {
    const r = await this.cardOrder(userId, orderNo);
    if (!r.o.isTest) throw new AppError('pay.error.method_unsupported');
    const threeDsClosed = r.details.threeDs?.status === 'abandoned' || r.details.threeDs?.status === 'failed';
    const retryable = r.o.status === 'pending' || (r.o.status === 'failed' && !!r.details.card?.declined && !threeDsClosed);
    if (!retryable) throw new AppError('pay.error.order_closed');
    if (r.o.expiresAt.getTime() <= this.d.clock.now().getTime()) throw new AppError('pay.error.order_timeout');
    return r;
  }

  /**
   * POST /api/pay/check_card_support: BIN check of the first digits (6 at least). Visa and Mastercard are
   * taken; other brands answer supported false with the text to show.
   */
  checkCardSupport(cardNumber: string): CardSupport {
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{6,19}$/.test(digits)) throw new AppError('pay.error.card_invalid');
    const brand = cardBrand(digits);
    const supported = (SUPPORTED_BRANDS as readonly string[]).includes(brand);
    return { bin: digits.slice(0, 6), brand, supported, msg: supported ? null : UNSUPPORTED_TEXT };
  }

  /** POST /api/pay/checkout/init: the order as the wooshpay page shows it (owner only). */
  async init(userId: number, orderNo: string): Promise<CheckoutInit> {
    const { o, m, details } = await this.cardOrder(userId, orderNo);
    const view = await this.d.orderView(orderNo);
    const challenge =
      view.status === 'pending' && details.threeDs?.status === 'pending' && details.card
        ? this.challengeView(details.threeDs.challengeId, details.card, o.isTest)
        : null;
    return {
      orderNo,
      status: view.status,
      label: m.label,
      amount: centsToCoins(o.amountCents),
      currency: o.currency,
      currencySymbol: m.currencySymbol,
      isTest: o.isTest,
      toPayUrl: o.isTest ? null : (details.toPayUrl ?? null),
      supportedBrands: [...SUPPORTED_BRANDS],
      testCards: o.isTest
        ? [
            ...SANDBOX_TEST_CARDS.map((c) => ({ ...c })),
            { number: THREE_DS_TEST_CARD, outcome: `3-D Secure: code ${THREE_DS_TEST_CODE} pays` },
          ]
        : undefined,
      challenge,
      remainingSeconds: Math.max(0, Math.floor((o.expiresAt.getTime() - this.d.clock.now().getTime()) / 1000)),
    };
  }

  private challengeView(challengeId: string, card: { last4: string; brand: string }, isTest: boolean): CardChallenge {
    return {
      challengeId,
      brand: card.brand,
      last4: card.last4,
      message: `Your bank needs to confirm this payment. Enter the code sent to the phone number registered with your card ending in ${card.last4}.`,
      testCode: isTest ? THREE_DS_TEST_CODE : null,
    };
  }

  /**
   * POST /api/pay/trade/v2/submit: pays the test order with the card, or answers `challenge` when the
   * acquirer asks for 3-D Secure (the order stays pending until /trade/v2/confirm or /card/cancel).
   * @throws AppError pay.error.card_invalid | pay.error.card_unsupported | error.wooshpay.card_error (402) |
   *   pay.error.order_not_found | pay.error.order_closed | pay.error.order_timeout | pay.error.method_unsupported
   */
  async submit(userId: number, body: TradeSubmitBody): Promise<TradeResult> {
    const { o } = await this.pendingTestOrder(userId, body.orderNo);
    const digits = body.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) throw new AppError('pay.error.card_invalid');
    if (!this.checkCardSupport(digits).supported) throw new AppError('pay.error.card_unsupported');
    if (digits === THREE_DS_TEST_CARD) {
      const now = this.d.clock.now();
      const expired =
        body.expYear < now.getUTCFullYear() || (body.expYear === now.getUTCFullYear() && body.expMonth < now.getUTCMonth() + 1);
      if (expired || !/^\d{3,4}$/.test(body.cvc)) throw new AppError('pay.error.card_invalid');
      const card = { last4: digits.slice(-4), brand: cardBrand(digits) };
      const challengeId = `3ds_${this.d.random.hex(12)}`;
      await repo.mergeDetails(this.d.db, o.id, { card, threeDs: { challengeId, status: 'pending' } });
      return { status: 'challenge', order: await this.d.orderView(body.orderNo), challenge: this.challengeView(challengeId, card, true) };
    }
    const order = await this.d.sandbox().payWithCard(body.orderNo, body);
    return { status: order.status === 'paid' ? 'paid' : 'failed', order, challenge: null };
  }

  /**
   * POST /api/pay/trade/v2/confirm: the challenge's code. The right code pays the order (signed sandbox
   * webhook, credited once); a wrong one fails it (nothing credited).
   * @throws AppError pay.error.no_challenge (none waiting, or another challenge id) | pay.error.order_closed | pay.error.order_timeout
   */
  async confirm(userId: number, body: { orderNo: string; challengeId: string; code: string }): Promise<TradeResult> {
    const { o, details } = await this.pendingTestOrder(userId, body.orderNo);
    if (details.threeDs?.status !== 'pending' || details.threeDs.challengeId !== body.challengeId)
      throw new AppError('pay.error.no_challenge');
    const passed = body.code.trim() === THREE_DS_TEST_CODE;
    await repo.mergeDetails(this.d.db, o.id, { threeDs: { challengeId: body.challengeId, status: passed ? 'passed' : 'failed' } });
    const order = await this.d.sandbox().complete(body.orderNo, passed ? 'paid' : 'failed');
    return { status: order.status === 'paid' ? 'paid' : 'failed', order, challenge: null };
  }

  /**
   * POST /api/pay/{id}/card/cancel: the player leaves the card payment (e.g. closes the 3-D Secure challenge):
   * a pending order fails and nothing is credited; a closed order is returned as it is.
   * @throws AppError pay.error.order_not_found | pay.error.method_unsupported
   */
  async cancel(userId: number, orderNo: string): Promise<PayOrder> {
    const { o, details } = await this.cardOrder(userId, orderNo);
    if (o.status !== 'pending') return this.d.orderView(orderNo);
    if (details.threeDs?.status === 'pending')
      await repo.mergeDetails(this.d.db, o.id, { threeDs: { ...details.threeDs, status: 'abandoned' } });
    if (o.isTest) return this.d.sandbox().complete(orderNo, 'failed');
    await repo.closePendingOrder(this.d.db, o.id, 'failed', 'cancelled');
    return this.d.orderView(orderNo);
  }
}
