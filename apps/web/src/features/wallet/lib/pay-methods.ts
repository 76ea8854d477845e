/** Pay method order and defaults (docs/product/entities.md#deposits Pay method: sort, defaultSelect, ifRecommend). */
import type { PayMethod } from '@hapa/contracts';
import { coinsToCents } from '../../../lib/money.ts';

/** Pay methods in display order (sort, then recommended first). */
export function sortMethods(methods: PayMethod[]): PayMethod[] {
  return [...methods].sort((a, b) => a.sort - b.sort || Number(b.ifRecommend) - Number(a.ifRecommend));
}

/** The method selected at first: `defaultSelect`, else the first in order. */
export function defaultMethod(methods: PayMethod[]): PayMethod | undefined {
  const sorted = sortMethods(methods);
  return sorted.find((m) => m.defaultSelect) ?? sorted[0];
}

/** The method's range in cents (max never below min). */
export function methodLimits(
  method: Pick<PayMethod, 'minAmount' | 'maxAmount'> | undefined,
  fallbackMinUnits: number,
): { minCents: number; maxCents: number } {
  const minCents = Math.max(coinsToCents(method?.minAmount ?? fallbackMinUnits), 0);
  const maxCents = Math.max(coinsToCents(method?.maxAmount ?? fallbackMinUnits), minCents);
  return { minCents, maxCents };
}

/** Crypto method with currency and network pickers (not TON, which has one coin, nor Binance Pay). */
export function hasCryptoPickers(method: Pick<PayMethod, 'isCrypto' | 'flow' | 'payType'> | undefined): boolean {
  return !!method && method.isCrypto && method.flow === 'crypto' && method.payType !== 'ton';
}

/** The coin whose price sets the crypto minimum (docs/product/validation.md#deposit-amount): the picked one, TON for TON, none otherwise. */
export function cryptoCodeFor(method: Pick<PayMethod, 'isCrypto' | 'flow' | 'payType'> | undefined, picked: string | null): string | null {
  if (!method || !method.isCrypto || method.flow !== 'crypto') return null;
  return method.payType === 'ton' ? 'TON' : picked;
}

/** Short amount for a method's range: 20 -> "20", 10,000 -> "10k", 150,000 -> "150k", 1,500 -> "1.5k". */
export function shortAmount(cents: number): string {
  const units = cents / 100;
  if (units < 1000) return Number.isInteger(units) ? String(units) : units.toFixed(2);
  const k = Math.floor(units / 100) / 10;
  return `${k}k`;
}
