import type { DepositConfig, PayOrder, PrepayResult } from '@hapa/contracts';
import { centsToCoins } from '@hapa/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { PaymentProvider, PayMethodKey, WebhookRequest } from './providers/types.ts';
import { CardTradeService } from './card-trade.service.ts';
import { Checkout, type DepositRequest } from './checkout.ts';
import { planDeposit, sourcesCents, type DepositPartSource, type DepositPlan, type PartMode, type PartOrder } from './deposit-parts.ts';
import { OrderViews } from './order-views.ts';
import { CryptoCatalogue } from './crypto.ts';
import { LivePrices, type CryptoPriceFeed } from './crypto-price-feed.ts';
import { DepositConfigService } from './deposit-config.ts';
import { GiftBagService } from './gift-bag.service.ts';
import { HapaCoinService } from './hapacoin.service.ts';
import { ProviderSet } from './provider-set.ts';
import { PromotionsService } from './promotions.service.ts';
import { SandboxCheckout } from './sandbox-checkout.ts';
import { PaymentSettlement, type DepositProgression, type WebhookOutcome } from './settlement.ts';

export type { WebhookOutcome };

export interface PaymentsDeps {
  db: Db;
  wallet: WalletService;
  publisher: Publisher;
  random: RandomSource;
  clock: Clock;
  jobs: JobsService;
  /** real providers that have keys, plus 'sandbox' in sandbox mode */
  providers: Map<PayMethodKey, PaymentProvider>;
  mode: 'sandbox' | 'live';
  publicUrl: () => string;
  orderTtlMinutes: number;
  /** secret the sandbox's test addresses derive from (the sandbox webhook secret) */
  sandboxSecret: string;
  /** USD prices of crypto coins by ticker (defaults apply to the rest) */
  cryptoPrices: Map<string, string>;
  /** KES per coin unit */
  kesPerUsd: string;
  tonGraceSeconds: number;
  /** live crypto price feed (env CRYPTO_PRICE_FEED); absent: the static prices */
  priceFeed?: CryptoPriceFeed;
  /** VIP progression of a credited deposit (XP, level-up rewards; the birthday bonus part; modules/vip) */
  progression: DepositProgression;
  /** domain events outbox: `deposit.credited` is appended when a paid order is credited */
  events: EventsService;
}

/**
 * Payments (docs/payments.md; docs/product/README.md; architecture.md "Payments"): one facade over the parts, each in its
 * own file: deposit config (deposit-config.ts), the parts a deposit credits (deposit-parts.ts, deposit-quote.ts),
 * checkout (checkout.ts) and the order views (order-views.ts), settlement of webhooks,
 * timeouts, TON polling and PayPal capture (settlement.ts), the sandbox's method flows
 * (sandbox-checkout.ts), gift bags (gift-bag.service.ts), HapaCoin packages (hapacoin.service.ts) and the
 * coin history (through the wallet). Routes call the parts directly.
 */
export class PaymentsService {
  readonly providers: ProviderSet;
  readonly crypto: CryptoCatalogue;
  readonly configs: DepositConfigService;
  readonly settlement: PaymentSettlement;
  readonly checkout: Checkout;
  readonly views: OrderViews;
  readonly sandbox: SandboxCheckout;
  readonly gifts: GiftBagService;
  readonly beans: HapaCoinService;
  readonly cardTrade: CardTradeService;
  readonly promotions: PromotionsService;

  constructor(private readonly d: PaymentsDeps) {
    this.providers = new ProviderSet(d.providers, d.mode);
    this.crypto = new CryptoCatalogue(d.cryptoPrices, d.priceFeed ? new LivePrices(d.priceFeed, d.clock) : undefined, () => d.clock.now());
    this.configs = new DepositConfigService({ db: d.db, clock: d.clock, providers: this.providers, kesPerUsd: d.kesPerUsd });
    this.promotions = new PromotionsService({ db: d.db, clock: d.clock, random: d.random });
    const plan = (db: DbOrTx, order: PartOrder, mode: PartMode) => this.plan(db, order, mode);
    this.settlement = new PaymentSettlement({
      db: d.db,
      wallet: d.wallet,
      publisher: d.publisher,
      clock: d.clock,
      jobs: d.jobs,
      providers: this.providers,
      tonGraceSeconds: d.tonGraceSeconds,
      events: d.events,
      plan,
      progression: d.progression,
    });
    this.checkout = new Checkout({
      db: d.db,
      clock: d.clock,
      random: d.random,
      providers: this.providers,
      settlement: this.settlement,
      configs: this.configs,
      crypto: this.crypto,
      sandbox: () => this.sandbox,
      publicUrl: d.publicUrl,
      orderTtlMinutes: d.orderTtlMinutes,
      plan,
    });
    this.views = new OrderViews({ db: d.db, clock: d.clock, settlement: this.settlement });
    // each quick amount's bonus counts the other parts too (the same sources the crediting pays)
    this.configs.useExtraParts((db, order) => sourcesCents(db, order, this.sources()));
    this.sandbox = new SandboxCheckout({
      db: d.db,
      clock: d.clock,
      providers: this.providers,
      crypto: this.crypto,
      settlement: this.settlement,
      secret: d.sandboxSecret,
      publicUrl: d.publicUrl,
      orderView: (orderNo) => this.views.order(orderNo),
    });
    this.gifts = new GiftBagService({ db: d.db, clock: d.clock, random: d.random, configs: this.configs, checkout: this.checkout });
    this.beans = new HapaCoinService({ db: d.db, wallet: d.wallet, random: d.random });
    this.cardTrade = new CardTradeService({
      db: d.db,
      clock: d.clock,
      random: d.random,
      sandbox: () => this.sandbox,
      orderView: (orderNo) => this.views.order(orderNo),
    });
  }

  /** Bonus parts of other modules, credited in this order after the pay rules' parts (deposit-parts.ts). */
  private readonly partSources: DepositPartSource[] = [];

  /**
   * Adds a bonus another module pays with every deposit (a Charge voucher: modules/vouchers; the Deposit Bonus event:
   * modules/promo-events). Its `part` is quoted by prepay and credited in the crediting transaction, after the
   * promotion and before the birthday bonus (docs/payments.md#deposit-parts).
   */
  addDepositPart(source: DepositPartSource): void {
    this.partSources.push(source);
  }

  /** The bonus sources after the pay rules, in credit order: the promotion, the registered sources, the birthday bonus. */
  private sources(): DepositPartSource[] {
    return [
      { kind: 'promotion', part: (x, o, m) => this.promotions.depositPart(x, o, m) },
      ...this.partSources,
      { kind: 'birthday_bonus', part: this.d.progression.birthdayPart },
    ];
  }

  /** The parts of a deposit: the pay rules, then the sources. */
  private plan(db: DbOrTx, order: PartOrder, mode: PartMode): Promise<DepositPlan> {
    return planDeposit(db, order, mode, this.sources());
  }

  /** GET /api/pay/config/v4 (docs/product/entities.md#deposits Deposit config). */
  config(userId: number | null, siteCode?: string): Promise<DepositConfig> {
    return this.configs.config(userId, siteCode);
  }

  /** POST /api/pay/{payType}/prepay (see Checkout.prepay for errors). */
  prepay(userId: number, canCharge: boolean, payType: string, req: DepositRequest): Promise<PrepayResult> {
    return this.checkout.prepay(userId, canCharge, payType, req);
  }

  /** GET /api/pay/order/{orderNo}. */
  order(orderNo: string): Promise<PayOrder> {
    return this.views.order(orderNo);
  }

  /** Sandbox checkout's Pay or Decline (POST /api/pay/sandbox/{orderNo}/confirm|decline). */
  completeSandboxCheckout(orderNo: string, status: 'paid' | 'failed'): Promise<PayOrder> {
    return this.sandbox.complete(orderNo, status);
  }

  /** One webhook delivery (see PaymentSettlement.handleWebhook). */
  handleWebhook(payType: PayMethodKey, req: WebhookRequest): Promise<{ outcome: WebhookOutcome; orderNo: string }> {
    return this.settlement.handleWebhook(payType, req);
  }

  /** GET /api/coin/history/v2: the player's coin ledger lines, newest first, coin units. */
  async coinHistory(userId: number, page: number, pageSize: number) {
    const { list, total } = await this.d.wallet.history(this.d.db, userId, page, pageSize, 'user_coin');
    return {
      list: list.map((l) => ({
        ...l,
        amount: centsToCoins(l.amount),
        balanceAfter: centsToCoins(l.balanceAfter),
        createdAt: l.createdAt.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }
}
