import type { PayMethod, PayOption } from '@hapa/contracts';
import { canStepDown, canStepUp, clampDepositAmount, formatAmountInput, stepDepositAmount, validateDepositAmount } from '@hapa/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinsToCents } from '../../../lib/money.ts';
import { readAmountInput } from '../lib/amount-input.ts';

export interface DepositFormInput {
  method: PayMethod | undefined;
  /** quick amounts of the method (VIP mode already applied) */
  options: PayOption[];
  /** the method's minimum, or the crypto minimum max(coin minPrice, method minimum) (docs/product/validation.md#deposit-amount), cents */
  minCents: number;
  maxCents: number;
  /** stepper step, coin units of the method's currency */
  step: number;
  /** amount selected at first, cents */
  initialCents: number;
  /** crypto panel default amount when switching to a crypto method (docs/product/constants.md#top-up-and-deposits "crypto flop default amount 100"), cents */
  cryptoDefaultCents: number;
  /** gift bag: terms ticked by default (docs/product/states.md#gift-bag) */
  termsDefault?: boolean;
}

/**
 * Top-up amount state (docs/product/validation.md#deposit-amount deposit rules): quick amounts, the custom amount with $ prefix and
 * separators (digits only when the minimum is above 1), steppers disabled at the bounds, clamp on blur,
 * the spec's exact range messages ("at this moment" for crypto) and the terms checkbox. Integer cents.
 */
export function useDepositForm(input: DepositFormInput) {
  const { method, minCents, maxCents, step } = input;
  const { t } = useTranslation();
  const [cents, setCents] = useState<number | null>(input.initialCents);
  const [text, setText] = useState(formatAmountInput(input.initialCents));
  const [termsAccepted, setTermsAccepted] = useState(input.termsDefault ?? false);

  function setAmount(next: number) {
    setCents(next);
    setText(formatAmountInput(next));
  }

  // switching methods: crypto starts at its default amount; an amount out of the new range is clamped
  const payType = method?.payType;
  const previous = useRef(payType);
  useEffect(() => {
    if (previous.current === payType) return;
    previous.current = payType;
    if (!method) return;
    const lo = coinsToCents(method.minAmount);
    const hi = Math.max(coinsToCents(method.maxAmount), lo);
    const start = method.isCrypto && method.flow === 'crypto' ? input.cryptoDefaultCents : (cents ?? input.initialCents);
    if (start !== cents || start < lo || start > hi) setAmount(clampDepositAmount(start, lo, hi));
    // only on a method switch
  }, [payType]);

  const symbol = method?.currencySymbol || '$';
  const validation = validateDepositAmount(cents ?? 0, { minCents, maxCents, symbol, isCrypto: method?.isCrypto ?? false });
  // the domain's check decides; the text comes from the catalogue, in the player's language
  const isCrypto = method?.isCrypto ?? false;
  const error = validation.ok
    ? null
    : validation.key === 'pay.error.amount_max'
      ? t('wallet.amountMax', { amount: `${symbol}${formatAmountInput(maxCents)}` })
      : t(isCrypto ? 'wallet.amountMinNow' : 'wallet.amountMin', { amount: `${symbol}${formatAmountInput(minCents)}` });

  return {
    method,
    options: input.options,
    cents,
    text,
    symbol,
    minCents,
    maxCents,
    step,
    error,
    /** custom amount shown unless the method says optionalAmount false (docs/product/validation.md#deposit-amount) */
    customAllowed: method?.optionalAmount ?? true,
    /** digits only when the minimum is above 1 coin unit (docs/product/validation.md#deposit-amount) */
    decimalsAllowed: minCents <= 100,
    choosePreset: (units: number) => setAmount(coinsToCents(units)),
    onType: (raw: string) => {
      const next = readAmountInput(raw, minCents);
      setText(next.text);
      setCents(next.cents);
    },
    onBlur: () => setAmount(clampDepositAmount(cents ?? minCents, minCents, maxCents)),
    stepDown: () => setAmount(stepDepositAmount(cents ?? minCents, -1, step, minCents, maxCents)),
    stepUp: () => setAmount(stepDepositAmount(cents ?? minCents, 1, step, minCents, maxCents)),
    canDown: cents !== null && canStepDown(cents, minCents),
    canUp: cents === null || canStepUp(cents, maxCents),
    termsAccepted,
    setTermsAccepted,
    /** docs/product/states.md: disabled until terms ticked and the amount is in range */
    canSubmit: Boolean(method) && termsAccepted && error === null && cents !== null,
  };
}

export type DepositForm = ReturnType<typeof useDepositForm>;
