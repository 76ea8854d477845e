/**
 * Quick amounts and steppers of the top-up (docs/product/validation.md#deposit-amount, docs/product/constants.md#top-up-and-deposits): a method's pay options (its payInfoVoList), else
 * the site presets (20, 50, 100, 500, 1000, 5000; variant 200, 1000, 5000), default index 1; VIP mode (and a
 * new player while XP is 0) shows the first 4; stepper 10, 100 in the country variant and the app.
 */
import type { DepositConfig, PayMethod, PayOption } from '@hapa/contracts';
import { DEFAULT_PRESET_INDEX, DEPOSIT_PRESETS, STEP, STEP_VARIANT, VIP_THEME_ABOVE_LEVEL } from '@hapa/domain';
import { coinsToCents } from '../../../lib/money.ts';

/** Quick amounts shown in VIP mode (docs/product/validation.md#deposit-amount). */
export const VIP_QUICK_AMOUNTS = 4;

/** VIP mode: a VIP-theme level (above 8), or a new player who has no XP yet (docs/product/validation.md#deposit-amount). */
export function isVipMode(info: { level: number; xp: number } | null | undefined): boolean {
  if (!info) return false;
  return info.level > VIP_THEME_ABOVE_LEVEL || info.xp === 0;
}

/** The quick amounts of `method` (coin units of its currency), first 4 in VIP mode. */
export function quickAmounts(
  method: PayMethod | undefined,
  config: Pick<DepositConfig, 'presets' | 'defaultPresetIndex'>,
  vipMode: boolean,
): PayOption[] {
  let options: PayOption[] = method?.payInfoVoList ?? [];
  if (options.length === 0) {
    const presets = config.presets.length > 0 ? config.presets : [...DEPOSIT_PRESETS];
    const index = config.presets.length > 0 ? config.defaultPresetIndex : DEFAULT_PRESET_INDEX;
    options = presets.map((amount, i) => ({
      amount,
      isDefault: i === index,
      extraInfoList: [],
      itemId: null,
      itemName: null,
      itemImg: null,
    }));
  }
  return vipMode ? options.slice(0, VIP_QUICK_AMOUNTS) : options;
}

/** The amount selected at first, cents: the option marked default, else index 1, else the first. */
export function defaultAmountCents(options: PayOption[], fallbackCents: number): number {
  const option = options.find((o) => o.isDefault) ?? options[DEFAULT_PRESET_INDEX] ?? options[0];
  return option ? coinsToCents(option.amount) : fallbackCents;
}

/** Stepper step in coin units: the config's (10, or 100 in the variant), at least 100 in the app. */
export function stepUnits(configStep: number, inApp: boolean): number {
  const step = Number.isSafeInteger(configStep) && configStep > 0 ? configStep : STEP;
  return inApp ? Math.max(step, STEP_VARIANT) : step;
}
