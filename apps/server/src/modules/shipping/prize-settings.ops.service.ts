import type { OpsPrizeRates, OpsShippingSettings } from '@hapa/contracts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { Actor } from './fulfilment.service.ts';
import type { PrizeSettings } from './prize-settings.ts';

/**
 * The prize settings in the operator console (README "Prizes", docs/architecture/console.md): shipping (fee rule, countries,
 * carriers; role fulfilment) and rates (exchange center rates, voucher expiry; role finance). Each save writes
 * its rows and ONE audit row (before/after) in one transaction; the new values apply to the next order,
 * exchange or voucher at once on this instance (others within the settings cache time, 5 s).
 */
export class PrizeSettingsConsole {
  constructor(private readonly d: { db: Db; settings: PrizeSettings }) {}

  /** GET /api/ops/prizes/shipping: `shipping.fee_rule`, `shipping.countries`, `shipping.carriers`. */
  async shipping(): Promise<OpsShippingSettings> {
    const [feeRule, countries, carriers] = await Promise.all([
      this.d.settings.get('shipping.fee_rule'),
      this.d.settings.get('shipping.countries'),
      this.d.settings.get('shipping.carriers'),
    ]);
    return { feeRule, countries, carriers };
  }

  /**
   * POST /api/ops/prizes/shipping: replaces the three shipping rows (shapes validated by `OpsShippingSettings`);
   * audit action `settings.shipping`. Returns the saved values.
   */
  async updateShipping(actor: Actor, v: OpsShippingSettings): Promise<OpsShippingSettings> {
    const countries = [...v.countries].sort();
    await this.d.db.transaction(async (tx) => {
      const before = {
        feeRule: await this.d.settings.set(tx, 'shipping.fee_rule', v.feeRule, actor.userId),
        countries: await this.d.settings.set(tx, 'shipping.countries', countries, actor.userId),
        carriers: await this.d.settings.set(tx, 'shipping.carriers', v.carriers, actor.userId),
      };
      await writeAudit(tx, {
        operatorId: actor.userId,
        action: 'settings.shipping',
        targetType: 'setting',
        targetId: 'shipping',
        before,
        after: { ...v, countries },
        ip: actor.ip,
      });
    });
    this.d.settings.forget('shipping.fee_rule', 'shipping.countries', 'shipping.carriers');
    return this.shipping();
  }

  /** GET /api/ops/prizes/rates: `exchange.rates` and `vouchers.expiry`. */
  async rates(): Promise<OpsPrizeRates> {
    const [exchangeRates, voucherExpiry] = await Promise.all([
      this.d.settings.get('exchange.rates'),
      this.d.settings.get('vouchers.expiry'),
    ]);
    return { exchangeRates, voucherExpiry };
  }

  /** POST /api/ops/prizes/rates: replaces `exchange.rates` and `vouchers.expiry`; audit action `settings.prize_rates`. */
  async updateRates(actor: Actor, v: OpsPrizeRates): Promise<OpsPrizeRates> {
    await this.d.db.transaction(async (tx) => {
      const before = {
        exchangeRates: await this.d.settings.set(tx, 'exchange.rates', v.exchangeRates, actor.userId),
        voucherExpiry: await this.d.settings.set(tx, 'vouchers.expiry', v.voucherExpiry, actor.userId),
      };
      await writeAudit(tx, {
        operatorId: actor.userId,
        action: 'settings.prize_rates',
        targetType: 'setting',
        targetId: 'prize_rates',
        before,
        after: v,
        ip: actor.ip,
      });
    });
    this.d.settings.forget('exchange.rates', 'vouchers.expiry');
    return this.rates();
  }
}
