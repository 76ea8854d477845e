/**
 * A Pirate 2024 multiplier as shown: rounded DOWN to 3 decimals (payouts are rounded down too, so the label
 * never promises more than the cash-out pays), trailing zeros trimmed to at least 2 decimals: 1.485×, 2.227×, 57.088×.
 */
export function formatPirateMultiplier(m: number): string {
  const floored = Math.floor(m * 1000 + 1e-9) / 1000;
  const text = floored.toFixed(3).replace(/0$/, '');
  return `${text}×`;
}
