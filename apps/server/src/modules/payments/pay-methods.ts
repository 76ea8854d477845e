import type { PayMethodKey } from './providers/types.ts';

/** A deposit method as configured (spec §3 Pay method), amounts in cents, bonus in ppm of the amount. */
export interface PayMethodConfig {
  payType: PayMethodKey;
  label: string;
  payTypeName: string;
  minCents: number;
  maxCents: number;
  bonusPpm: number;
  ifRecommend: boolean;
  optionalAmount: boolean;
  currency: string;
  currencySymbol: string;
  exchangeRate: number;
  tips: string;
  sort: number;
}

export const MIN_TOP_UP_CENTS = 2_000;
export const MAX_TOP_UP_CENTS = 10_000_00;

/** The methods offered; `sandbox` is always complete and works offline. */
export const PAY_METHODS: PayMethodConfig[] = [
  {
    payType: 'sandbox',
    label: 'Card',
    payTypeName: 'Test card (sandbox)',
    minCents: MIN_TOP_UP_CENTS,
    maxCents: MAX_TOP_UP_CENTS,
    bonusPpm: 0,
    ifRecommend: true,
    optionalAmount: true,
    currency: 'USD',
    currencySymbol: '$',
    exchangeRate: 1,
    tips: 'Test payment: no real money moves.',
    sort: 1,
  },
];
