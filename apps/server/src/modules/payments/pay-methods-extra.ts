import { MIN_TOP_UP_CENTS } from '@hapa/domain';
import type { PayMethodConfig } from './pay-methods.ts';

const base = {
  currency: 'USD',
  currencySymbol: '$',
  needsMobile: false,
  optionalAmount: true,
  minCents: MIN_TOP_UP_CENTS,
  maxCents: 10_000_00,
  bonusPpm: 0,
  ifRecommend: false,
  isCrypto: false,
  extraSpins: false,
  liveFlow: 'redirect',
  sandboxFlow: 'redirect',
} as const;

/**
 * The extra methods of docs/product/constants.md#top-up-and-deposits (docs/payments.md), each behind the provider interface and played by the sandbox while
 * it has no keys: Airwallex's hosted payment page, Google Pay (runs on Stripe or the card acquirer, env
 * GPAY_PROVIDER), an acquirer's hosted checkout, and the two wallets quest2pay and pyvio (configurable hosted
 * checkouts, providers/hosted-checkout.ts). Amounts in USD cents.
 */
export const EXTRA_PAY_METHODS: PayMethodConfig[] = [
  {
    ...base,
    payType: 'gpay',
    payTypeCode: 10,
    label: 'Google Pay',
    payTypeName: 'Google Pay',
    sandboxKind: 'gpay',
    tips: 'Pay with a card saved in your Google account.',
    sort: 7,
  },
  {
    ...base,
    payType: 'airwallex',
    payTypeCode: 9,
    label: 'Airwallex',
    payTypeName: 'Card (Airwallex)',
    sandboxKind: 'card_form',
    tips: 'You will finish the payment on the Airwallex payment page.',
    sort: 8,
  },
  {
    ...base,
    payType: 'acquire_checkout',
    payTypeCode: 11,
    label: 'Card checkout',
    payTypeName: 'Visa / Mastercard (hosted checkout)',
    sandboxKind: 'card_form',
    tips: "You will enter your card on the acquirer's secure checkout page.",
    sort: 10,
  },
  {
    ...base,
    payType: 'quest2pay',
    payTypeCode: 12,
    label: 'Quest2Pay',
    payTypeName: 'Quest2Pay wallet',
    sandboxKind: 'wallet',
    tips: 'You will approve the payment in your Quest2Pay wallet.',
    sort: 11,
  },
  {
    ...base,
    payType: 'pyvio',
    payTypeCode: 13,
    label: 'Pyvio',
    payTypeName: 'Pyvio wallet',
    sandboxKind: 'wallet',
    tips: 'You will approve the payment in your Pyvio wallet.',
    sort: 12,
  },
];
