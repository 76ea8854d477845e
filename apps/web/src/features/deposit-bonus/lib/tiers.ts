import type { DepositBonusTier } from '@hapa/contracts';

/** A tier's bonus as a percent number (0..100): 50,000 ppm -> 5. */
export function tierPercent(t: Pick<DepositBonusTier, 'bonusPpm'>): number {
  return t.bonusPpm / 10_000;
}
