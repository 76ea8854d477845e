import type { DepositConfig, PayMethod } from '@hapa/contracts';
import {
  canStepDown,
  canStepUp,
  clampDepositAmount,
  DEFAULT_PRESET_INDEX,
  DEPOSIT_PRESETS,
  formatAmountInput,
  STEP,
  stepDepositAmount,
  validateDepositAmount,
} from '@hapa/domain';
import { useMemo, useState } from 'react';
import { coinsToCents } from '../../../lib/money.ts';
import { readAmountInput } from '../lib/amount-input.ts';

/** Pay methods in display order (sort, then recommended first). */
export function sortMethods(methods: PayMethod[]): PayMethod[] {
  return [...methods].sort((a, b) => a.sort - b.sort || Number(b.ifRecommend) - Number(a.ifRecommend));
}

/** The method selected at first: `defaultSelect`, else the first in order. */
export function defaultMethod(methods: PayMethod[]): PayMethod | undefined {
  const sorted = sortMethods(methods);
  return sorted.find((m) => m.defaultSelect) ?? sorted[0];
}

/**
 * Top-up form state (spec §5 deposit rules): method, quick amounts (default index 1), custom
 * amount with $ prefix and separators, steppers, clamp on blur, the spec's range messages and
 * the terms checkbox. Amounts are integer cents.
 */
export function useDepositForm(config: DepositConfig) {
  const methods = useMemo(() => sortMethods(config.payMethods), [config.payMethods]);
  const presets = config.presets.length > 0 ? config.presets : [...DEPOSIT_PRESETS];
  const presetIndex = config.presets.length > 0 ? config.defaultPresetIndex : DEFAULT_PRESET_INDEX;
  const step = Number.isSafeInteger(config.step) && config.step > 0 ? config.step : STEP;
  const [payType, setPayType] = useState(() => defaultMethod(config.payMethods)?.payType ?? '');
  const method = methods.find((m) => m.payType === payType) ?? methods[0];
  const minCents = Math.max(coinsToCents(method?.minAmount ?? config.minAmount), 0);
  const maxCents = Math.max(coinsToCents(method?.maxAmount ?? config.minAmount), minCents);
  const initial = coinsToCents(presets[Math.min(presetIndex, presets.length - 1)] ?? config.minAmount);
  const [cents, setCents] = useState<number | null>(initial);
  const [text, setText] = useState(formatAmountInput(initial));
  const [termsAccepted, setTermsAccepted] = useState(false);

  const symbol = method?.currencySymbol || '$';
  const validation = validateDepositAmount(cents ?? 0, { minCents, maxCents, symbol });
  const error = validation.ok ? null : validation.message;

  function setAmount(next: number) {
    setCents(next);
    setText(formatAmountInput(next));
  }

  return {
    methods,
    method,
    selectMethod: (type: string) => {
      setPayType(type);
      const m = methods.find((x) => x.payType === type);
      if (m && cents !== null) {
        const lo = coinsToCents(m.minAmount);
        const hi = Math.max(coinsToCents(m.maxAmount), lo);
        if (cents < lo || cents > hi) setAmount(clampDepositAmount(cents, lo, hi));
      }
    },
    presets,
    cents,
    text,
    symbol,
    minCents,
    maxCents,
    error,
    customAllowed: method?.optionalAmount ?? true,
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
    canSubmit: Boolean(method) && termsAccepted && error === null && cents !== null,
  };
}

export type DepositForm = ReturnType<typeof useDepositForm>;
