import type { DepositConfig, PayMethod, PayOption } from '@hapa/contracts';
import { artPath, bonusCents, centsToCoins, coinsToCents, formatBonusRate } from '@hapa/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PartOrder } from './deposit-parts.ts';
import type { Clock } from '../../lib/random.ts';
import { depositBreakdown, extraInfoList, FIRST_TOP_UP, PAY_BONUS_TIERS, toCoinCents, USABLE_REWARDS } from './deposit-rules.ts';
import { methodLogos } from './logos.ts';
import { PAY_METHODS, siteFor, type PayMethodConfig, type SiteConfig } from './pay-methods.ts';
import type { ProviderSet, ResolvedProvider } from './provider-set.ts';
import * as repo from './payments.repo.ts';

const FREE_BOX = repo.seededFreeBox();
const FREE_BOX_ID = FREE_BOX.id;
const FREE_BOX_NAME = FREE_BOX.name ?? 'Free Box';
const FREE_BOX_IMG = artPath('box', FREE_BOX_ID);
/** docs/product/constants.md#top-up-and-deposits "crypto flop default amount 100" */
export const CRYPTO_DEFAULT_AMOUNT = 100;

export interface DepositConfigDeps {
  db: Db;
  clock: Clock;
  providers: ProviderSet;
  /** KES per coin unit (config KES_PER_USD) */
  kesPerUsd: string;
}

/**
 * Deposit configuration (docs/product/entities.md#deposits Deposit config, Pay method, Pay option; docs/product/constants.md#top-up-and-deposits presets, steppers, bonus tiers,
 * XP, rewards, pay methods): which methods are offered on a site and what each quick amount brings.
 */
export class DepositConfigService {
  /** the free box a deposit's vouchers open (docs/product/constants.md#top-up-and-deposits extra gifts), by name */
  readonly freeBoxName = FREE_BOX_NAME;
  private extraParts: ((db: DbOrTx, order: PartOrder) => Promise<number>) | null = null;

  constructor(private readonly d: DepositConfigDeps) {}

  /** Sets how the other parts of a deposit are quoted (deposit-parts.ts sourcesCents with the registered sources). */
  useExtraParts(fn: (db: DbOrTx, order: PartOrder) => Promise<number>): void {
    this.extraParts = fn;
  }

  /**
   * Each quick amount's `bonusAmount` for a signed-in player: its pay-rule bonus lines plus the other parts quoted now
   * (docs/payments.md#deposit-parts), one quote per distinct coin amount and currency.
   */
  private async withBonusAmounts(userId: number, methods: PayMethod[]): Promise<PayMethod[]> {
    const extra = this.extraParts;
    if (!extra) return methods;
    const memo = new Map<string, Promise<number>>();
    const extraOf = (currency: string, coinCents: number) => {
      const key = `${currency}:${coinCents}`;
      if (!memo.has(key))
        memo.set(
          key,
          extra(this.d.db, {
            userId,
            orderNo: 'Q',
            payType: '',
            orderKind: 'deposit',
            currency,
            coinCents,
            giftCents: 0,
            giftSendLogId: null,
          }),
        );
      return memo.get(key)!;
    };
    const BONUS_LINES = new Set(['bonus', 'tier_bonus', 'first_top_up']);
    return Promise.all(
      methods.map(async (m) => ({
        ...m,
        payInfoVoList: await Promise.all(
          m.payInfoVoList.map(async (o) => {
            const rules = o.extraInfoList.filter((l) => BONUS_LINES.has(l.type)).reduce((s, l) => s + coinsToCents(l.amount), 0);
            const coinCents = this.coinCents(coinsToCents(o.amount), m.currency);
            return { ...o, bonusAmount: centsToCoins(rules + (await extraOf(m.currency, coinCents))) };
          }),
        ),
      })),
    );
  }

  /** Currency units per coin unit, as a decimal string ('1' for USD). */
  rate(currency: string): string {
    return currency === 'KES' ? this.d.kesPerUsd : '1';
  }

  /** Coin cents credited for `amountCents` of `currency` (floored). */
  coinCents(amountCents: number, currency: string): number {
    return toCoinCents(amountCents, this.rate(currency));
  }

  /** Methods offered on a site with who runs them, by sort; live mode leaves out methods without keys. */
  offered(site: SiteConfig): { m: PayMethodConfig; resolved: ResolvedProvider }[] {
    return PAY_METHODS.filter((m) => site.methods.includes(m.payType))
      .map((m) => ({ m, resolved: this.d.providers.resolve(m) }))
      .filter((x): x is { m: PayMethodConfig; resolved: ResolvedProvider } => x.resolved !== undefined)
      .sort((a, b) => a.m.sort - b.m.sort);
  }

  /** A method as the API shows it (docs/product/entities.md#deposits Pay method) with its quick amounts (Pay options). */
  methodView(
    m: PayMethodConfig,
    resolved: ResolvedProvider,
    opts: { site: SiteConfig; isFirstTopUp: boolean; defaultSelect: boolean; presets?: number[] },
  ): PayMethod {
    const logos = methodLogos(m.payType);
    const presets = (opts.presets ?? opts.site.presets).filter((u) => u * 100 >= m.minCents && u * 100 <= m.maxCents);
    const defaultAmount = opts.site.presets[opts.site.defaultPresetIndex];
    const payInfoVoList: PayOption[] = presets.map((units) => {
      const b = depositBreakdown(this.coinCents(units * 100, m.currency), {
        methodBonusPpm: m.bonusPpm,
        extraSpins: m.extraSpins,
        isFirstTopUp: opts.isFirstTopUp,
        noBonuses: m.noBonuses,
      });
      const voucher = USABLE_REWARDS.boxVouchers && b.boxVouchers > 0;
      return {
        amount: units,
        isDefault: units === defaultAmount,
        extraInfoList: extraInfoList(b, m.bonusPpm, FREE_BOX_NAME),
        itemId: voucher ? FREE_BOX_ID : null,
        itemName: voucher ? FREE_BOX_NAME : null,
        itemImg: voucher ? FREE_BOX_IMG : null,
      };
    });
    return {
      label: m.label,
      payType: m.payType,
      payTypeCode: m.payTypeCode,
      payTypeName: m.payTypeName,
      minAmount: centsToCoins(m.minCents),
      maxAmount: centsToCoins(m.maxCents),
      defaultSelect: opts.defaultSelect,
      bonusRate: m.bonusPpm / 1_000_000,
      ifRecommend: m.ifRecommend,
      paysBonuses: !m.noBonuses,
      payBonus: m.bonusPpm > 0 ? `+${formatBonusRate(m.bonusPpm / 1_000_000)} bonus` : '',
      payInfoVoList,
      currency: m.currency,
      currencySymbol: m.currencySymbol,
      exchangeRate: Number(this.rate(m.currency)),
      optionalAmount: m.optionalAmount,
      isTest: resolved.isTest,
      isCrypto: m.isCrypto,
      needsMobile: m.needsMobile,
      flow: resolved.isTest ? m.sandboxFlow : m.liveFlow,
      tips: resolved.isTest ? `${m.tips} Test payment: no real money moves.` : m.tips,
      sort: m.sort,
      selectedLogo: logos.selected,
      unselectedLogo: logos.unselected,
    };
  }

  /**
   * GET /api/pay/config/v4 for a player (or a visitor, userId null) on a site (`siteCode` header/query).
   * isFirstTopUp: no top-up has paid the first-top-up bonus yet; retainBox: the free box for players without a deposit;
   * hasExtraFlipChance: a signed-in player who has had no paid deposit yet today (UTC): the first credited paid
   * deposit of a UTC day grants one Flip Cards chance (modules/games/flip, sourceRef `deposit_day:{userId}:{yyyy-mm-dd}`).
   */
  async config(userId: number | null, siteCode: string | undefined): Promise<DepositConfig> {
    const site = siteFor(siteCode);
    const now = this.d.clock.now();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const summary = userId
      ? await repo.paidSummary(this.d.db, userId, dayStart)
      : { paid: 0, lastPaidAt: null, paidSince: 0, firstBonusPaid: 0 };
    // the first-top-up offer stays until a top-up paid it (a no-bonus test card or a gift bag does not use it up)
    const isFirstTopUp = summary.firstBonusPaid === 0;
    const offered = this.offered(site);
    const defaultType = offered.find((x) => x.m.payType === 'wooshpay')?.m.payType ?? offered[0]?.m.payType;
    const views = offered.map(({ m, resolved }) =>
      this.methodView(m, resolved, { site, isFirstTopUp, defaultSelect: m.payType === defaultType }),
    );
    const payMethods = userId ? await this.withBonusAmounts(userId, views) : views;
    const retainBox = summary.paid === 0 ? { id: FREE_BOX_ID, name: FREE_BOX_NAME, img: FREE_BOX_IMG, price: 0 } : null;
    return {
      siteCode: site.code,
      currency: site.currency,
      currencySymbol: site.currencySymbol,
      exchangeRate: Number(this.rate(site.currency)),
      minAmount: offered.length ? centsToCoins(Math.min(...offered.map((x) => x.m.minCents))) : 0,
      presets: site.presets,
      defaultPresetIndex: site.defaultPresetIndex,
      step: site.step,
      isFirstTopUp,
      firstTopUpBonusRate: FIRST_TOP_UP.bonusPpm / 1_000_000,
      firstTopUpMaxBonus: centsToCoins(FIRST_TOP_UP.maxCents),
      payMethods,
      payBonusList: PAY_BONUS_TIERS.map((t) => ({
        amount: t.amountUnits,
        bonusRate: t.bonusPpm / 1_000_000,
        bonusAmount: centsToCoins(bonusCents(t.amountUnits * 100, t.bonusPpm)),
      })),
      retainBox,
      hasRetainBox: retainBox !== null,
      // the first paid deposit of the UTC day brings a Flip Cards chance (docs/payments.md); later ones that day do not
      hasExtraFlipChance: userId !== null && summary.paidSince === 0,
      cryptoDefaultAmount: CRYPTO_DEFAULT_AMOUNT,
      paymentsMode: this.d.providers.mode,
    };
  }

  /** USD methods that can take a gift bag of `payCents` (docs/product/entities.md#gift-bag Gift bag payMethods; no quick amounts: the bag fixes it). */
  giftBagMethods(payCents: number): PayMethod[] {
    const site = siteFor('DEFAULT');
    const offered = this.offered(site).filter((x) => x.m.currency === 'USD' && x.m.minCents <= payCents && payCents <= x.m.maxCents);
    const defaultType = offered.find((x) => x.m.payType === 'wooshpay')?.m.payType ?? offered[0]?.m.payType;
    return offered.map(({ m, resolved }) =>
      this.methodView(m, resolved, { site, isFirstTopUp: false, defaultSelect: m.payType === defaultType, presets: [] }),
    );
  }
}
