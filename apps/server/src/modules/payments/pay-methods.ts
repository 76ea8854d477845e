import { DEFAULT_PRESET_INDEX, DEPOSIT_PRESETS, DEPOSIT_PRESETS_VARIANT, MIN_TOP_UP_CENTS, STEP, STEP_VARIANT } from '@hapa/domain';
import type { PayFlow } from '@hapa/contracts';
import type { PayMethodKey } from './providers/types.ts';
import { EXTRA_PAY_METHODS } from './pay-methods-extra.ts';

export { MIN_TOP_UP_CENTS };

/** What the sandbox page shows for a method that runs on the sandbox. */
export type SandboxKind = 'card_form' | 'paypal' | 'crypto' | 'binance' | 'mpesa_stk' | 'ton' | 'gpay' | 'wallet';

/**
 * A deposit method as configured (docs/product/entities.md#deposits Pay method, docs/product/constants.md#top-up-and-deposits pay methods). Amounts are minor units of the
 * method's `currency` (cents; KES cents for M-PESA); bonus in ppm of the coin amount.
 */
export interface PayMethodConfig {
  payType: PayMethodKey;
  /** numeric pay type; 7 = wooshpay card, the default card type (docs/product/constants.md#top-up-and-deposits) */
  payTypeCode: number;
  label: string;
  payTypeName: string;
  minCents: number;
  maxCents: number;
  bonusPpm: number;
  /** the one recommended method of a site (its RECOMMENDED badge): the card on the default site, M-PESA on KE */
  ifRecommend: boolean;
  optionalAmount: boolean;
  currency: 'USD' | 'KES';
  currencySymbol: string;
  isCrypto: boolean;
  needsMobile: boolean;
  /** docs/product/constants.md#vip-and-progression "each $100 by crypto or Binance one extra" wheel spin */
  extraSpins: boolean;
  /** what the web does after prepay with the real provider, and on the sandbox */
  liveFlow: PayFlow;
  sandboxFlow: PayFlow;
  sandboxKind: SandboxKind;
  /** order validity when shorter than the default order TTL (TON: 360 s, docs/product/constants.md#timings) */
  ttlSeconds?: number;
  /** no tier or first-top-up bonus: the plain sandbox test card credits exactly the amount */
  noBonuses?: boolean;
  tips: string;
  sort: number;
}

export const MAX_TOP_UP_CENTS = 10_000_00;
const MAX_CRYPTO_CENTS = 100_000_00;

const usd = { currency: 'USD', currencySymbol: '$', needsMobile: false, optionalAmount: true } as const;

/** Every method we support (docs/product/constants.md#top-up-and-deposits: wooshpay, stripe, paypal, coinbase/crypto, binance, m-pesa, ton, plus docs/payments.md's
 * airwallex, gpay, acquire_checkout, quest2pay, pyvio in pay-methods-extra.ts; plus the sandbox). */
export const PAY_METHODS: PayMethodConfig[] = [
  {
    ...usd,
    payType: 'wooshpay',
    payTypeCode: 7,
    label: 'Card',
    payTypeName: 'Visa / Mastercard',
    minCents: MIN_TOP_UP_CENTS,
    maxCents: MAX_TOP_UP_CENTS,
    bonusPpm: 0,
    ifRecommend: true,
    isCrypto: false,
    extraSpins: false,
    liveFlow: 'wooshpay',
    sandboxFlow: 'wooshpay',
    sandboxKind: 'card_form',
    tips: 'Pay by debit or credit card. Coins arrive as soon as the card payment succeeds.',
    sort: 1,
  },
  {
    ...usd,
    payType: 'coinbase',
    payTypeCode: 3,
    label: 'Crypto',
    payTypeName: 'USDT, BTC, ETH, USDC, LTC',
    minCents: MIN_TOP_UP_CENTS,
    maxCents: MAX_CRYPTO_CENTS,
    bonusPpm: 50_000,
    ifRecommend: false,
    isCrypto: true,
    extraSpins: true,
    liveFlow: 'redirect',
    sandboxFlow: 'crypto',
    sandboxKind: 'crypto',
    tips: 'Send the exact amount to the address shown. Coins arrive after the network confirms the transfer.',
    sort: 2,
  },
  {
    ...usd,
    payType: 'binance',
    payTypeCode: 4,
    label: 'Binance Pay',
    payTypeName: 'Binance Pay (USDT)',
    minCents: MIN_TOP_UP_CENTS,
    maxCents: MAX_CRYPTO_CENTS,
    bonusPpm: 50_000,
    ifRecommend: false,
    isCrypto: true,
    extraSpins: true,
    liveFlow: 'binance',
    sandboxFlow: 'binance',
    sandboxKind: 'binance',
    tips: 'Scan the QR code with the Binance app or open Binance Pay.',
    sort: 3,
  },
  {
    ...usd,
    payType: 'stripe',
    payTypeCode: 2,
    label: 'Stripe',
    payTypeName: 'Card, Apple Pay, Google Pay',
    minCents: MIN_TOP_UP_CENTS,
    maxCents: MAX_TOP_UP_CENTS,
    bonusPpm: 0,
    ifRecommend: false,
    isCrypto: false,
    extraSpins: false,
    liveFlow: 'redirect',
    sandboxFlow: 'redirect',
    sandboxKind: 'card_form',
    tips: 'You will finish the payment on the Stripe checkout page.',
    sort: 4,
  },
  {
    ...usd,
    payType: 'paypal',
    payTypeCode: 5,
    label: 'PayPal',
    payTypeName: 'PayPal',
    minCents: MIN_TOP_UP_CENTS,
    maxCents: MAX_TOP_UP_CENTS,
    bonusPpm: 0,
    ifRecommend: false,
    isCrypto: false,
    extraSpins: false,
    liveFlow: 'redirect',
    sandboxFlow: 'redirect',
    sandboxKind: 'paypal',
    tips: 'You will log in to PayPal to approve the payment.',
    sort: 5,
  },
  {
    ...usd,
    payType: 'ton',
    payTypeCode: 6,
    label: 'TON',
    payTypeName: 'Toncoin (TON)',
    minCents: MIN_TOP_UP_CENTS,
    maxCents: MAX_CRYPTO_CENTS,
    bonusPpm: 30_000,
    ifRecommend: false,
    isCrypto: true,
    extraSpins: true,
    liveFlow: 'crypto',
    sandboxFlow: 'crypto',
    sandboxKind: 'ton',
    ttlSeconds: 360,
    tips: 'Pay with any TON wallet within 6 minutes; keep the comment (the order number) unchanged.',
    sort: 6,
  },
  {
    payType: 'mpesa',
    payTypeCode: 8,
    label: 'M-PESA',
    payTypeName: 'M-PESA (Safaricom)',
    currency: 'KES',
    currencySymbol: 'KSh',
    minCents: 200_00,
    maxCents: 150_000_00,
    bonusPpm: 0,
    ifRecommend: true,
    optionalAmount: true,
    isCrypto: false,
    needsMobile: true,
    extraSpins: false,
    liveFlow: 'mpesa_stk',
    sandboxFlow: 'mpesa_stk',
    sandboxKind: 'mpesa_stk',
    tips: 'Enter your M-PESA number, then confirm the prompt on your phone with your PIN.',
    sort: 1,
  },
  {
    ...usd,
    payType: 'sandbox',
    payTypeCode: 0,
    noBonuses: true,
    label: 'Card',
    payTypeName: 'Test card (sandbox)',
    minCents: MIN_TOP_UP_CENTS,
    maxCents: MAX_TOP_UP_CENTS,
    bonusPpm: 0,
    ifRecommend: false,
    isCrypto: false,
    extraSpins: false,
    liveFlow: 'redirect',
    sandboxFlow: 'redirect',
    sandboxKind: 'card_form',
    tips: 'Pay with one of the test cards on our checkout page. Credits exactly the amount: no bonuses.',
    sort: 20,
  },
  ...EXTRA_PAY_METHODS,
];

/** A site variant (docs/product/README.md "country-specific site variant", docs/product/constants.md#top-up-and-deposits presets and stepper); amounts in its currency units. */
export interface SiteConfig {
  code: 'DEFAULT' | 'KE';
  currency: 'USD' | 'KES';
  currencySymbol: string;
  presets: number[];
  defaultPresetIndex: number;
  step: number;
  methods: PayMethodKey[];
}

export const SITES: Record<SiteConfig['code'], SiteConfig> = {
  DEFAULT: {
    code: 'DEFAULT',
    currency: 'USD',
    currencySymbol: '$',
    presets: [...DEPOSIT_PRESETS],
    defaultPresetIndex: DEFAULT_PRESET_INDEX,
    step: STEP,
    methods: ['sandbox', 'wooshpay', 'coinbase', 'binance', 'stripe', 'paypal', 'ton', ...EXTRA_PAY_METHODS.map((m) => m.payType)],
  },
  KE: {
    code: 'KE',
    currency: 'KES',
    currencySymbol: 'KSh',
    presets: [...DEPOSIT_PRESETS_VARIANT],
    defaultPresetIndex: DEFAULT_PRESET_INDEX,
    step: STEP_VARIANT,
    methods: ['mpesa'],
  },
};

/** The site for a `siteCode` header/query value; anything unknown is the default site. */
export function siteFor(code: string | undefined): SiteConfig {
  return code?.trim().toUpperCase() === 'KE' ? SITES.KE : SITES.DEFAULT;
}

export function findMethod(payType: string): PayMethodConfig | undefined {
  return PAY_METHODS.find((m) => m.payType === payType);
}

/** The method key of a numeric pay type (`payTypeCode`, e.g. 7 -> 'wooshpay'), for /api/pay/method/prepay; undefined when none. */
export function methodKeyOfCode(code: number): PayMethodKey | undefined {
  return PAY_METHODS.find((m) => m.payTypeCode === code)?.payType;
}
