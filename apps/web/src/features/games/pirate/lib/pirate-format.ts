import { formatLocale, formatNumber } from '../../../../lib/i18n/format.ts';

/**
 * A Pirate 2024 multiplier as shown: rounded DOWN to 3 decimals (payouts are rounded down too, so the label
 * never promises more than the cash-out pays), trailing zeros trimmed to at least 2 decimals, in the shown language:
 * 1.485×, 2.227×, 57.088× (en) / 1,485× (pt-BR).
 */
export function formatPirateMultiplier(m: number, locale = formatLocale()): string {
  const floored = Math.floor(m * 1000 + 1e-9) / 1000;
  return `${formatNumber(floored, locale, { minimumFractionDigits: 2, maximumFractionDigits: 3 })}×`;
}
