import type { ShippingFeeRule } from '@hapa/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { SettingsService } from '../../platform/settings.ts';
import { SHIPPING_COUNTRY_CODES } from '../addresses/countries.ts';

/** Exchange center rates (ppm of the prize value) and the Charge voucher it gives. */
export interface ExchangeRates {
  /** beans = floor(valueCents x beanPpm / 1e6) (1 cent = 1 HapaCoin at parity) */
  beanPpm: number;
  /** Charge voucher bonus = floor(valueCents x voucherPpm / 1e6) cents */
  voucherPpm: number;
  voucherMinDepositCents: number;
  voucherDays: number;
}

/** How long vouchers live. */
export interface VoucherExpiry {
  /** free-box vouchers a deposit earned */
  depositFreeDays: number;
}

/** Tracking page per carrier; `{no}` is replaced by the tracking number. */
export type CarrierLinks = Record<string, string>;

/**
 * Defaults seeded at start (README "Prizes"; operators change the rows):
 * - `shipping.fee_rule`: $14.99 default, US $5.99, CA/GB/DE/FR/AU $8.99 ..., free from $100 of prizes
 * - `shipping.countries`: the ISO codes prizes ship to (GET /api/country/list)
 * - `exchange.rates`: prizes -> HapaCoins at 110 %, -> Charge voucher at 120 % (min deposit $20, 30 days)
 * - `vouchers.expiry`: deposit free-box vouchers live 30 days
 * - `shipping.carriers`: tracking links of DHL, UPS, FedEx, USPS and a generic tracker
 */
export const PRIZE_SETTING_DEFAULTS = {
  'shipping.fee_rule': {
    defaultFeeCents: 14_99,
    fees: {
      US: 5_99,
      CA: 8_99,
      GB: 8_99,
      DE: 8_99,
      FR: 8_99,
      ES: 8_99,
      IT: 8_99,
      NL: 8_99,
      AU: 9_99,
      NZ: 9_99,
      BR: 12_99,
      KE: 12_99,
      NG: 12_99,
    },
    freeFromCents: 100_00,
  } satisfies ShippingFeeRule,
  'shipping.countries': SHIPPING_COUNTRY_CODES as string[],
  'exchange.rates': { beanPpm: 1_100_000, voucherPpm: 1_200_000, voucherMinDepositCents: 20_00, voucherDays: 30 } satisfies ExchangeRates,
  'vouchers.expiry': { depositFreeDays: 30 } satisfies VoucherExpiry,
  'shipping.carriers': {
    DHL: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={no}',
    UPS: 'https://www.ups.com/track?tracknum={no}',
    FedEx: 'https://www.fedex.com/fedextrack/?trknbr={no}',
    USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={no}',
    default: 'https://parcelsapp.com/en/tracking/{no}',
  } satisfies CarrierLinks,
};
export type PrizeSettingKey = keyof typeof PRIZE_SETTING_DEFAULTS;
type Values = {
  'shipping.fee_rule': ShippingFeeRule;
  'shipping.countries': string[];
  'exchange.rates': ExchangeRates;
  'vouchers.expiry': VoucherExpiry;
  'shipping.carriers': CarrierLinks;
};

/**
 * Typed access to the prize settings rows (architecture.md "Settings that operators tune"): the keys and
 * defaults above are declared on the ops SettingsService (table `settings`, seeded at start, cached briefly).
 */
export class PrizeSettings {
  constructor(private readonly settings: SettingsService) {
    for (const [key, value] of Object.entries(PRIZE_SETTING_DEFAULTS)) settings.define(key, value);
  }

  /** The value of `key` (the stored row, else the default). */
  get<K extends PrizeSettingKey>(key: K): Promise<Values[K]> {
    return this.settings.get<Values[K]>(key);
  }

  /** Sets `key` in the caller's transaction (an operator's change; write the audit row in the same one). */
  set<K extends PrizeSettingKey>(tx: DbOrTx, key: K, value: Values[K], operatorId: number): Promise<unknown> {
    return this.settings.set(tx, key, value, operatorId);
  }

  /** Drops this instance's cached values of `keys` (after the transaction that set them committed). */
  forget(...keys: PrizeSettingKey[]): void {
    for (const k of keys) this.settings.forget(k);
  }

  /** True when prizes ship to ISO alpha-2 `code`. */
  async isShippingCountry(code: string): Promise<boolean> {
    return (await this.get('shipping.countries')).includes(code.toUpperCase());
  }
}
