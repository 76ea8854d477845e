/**
 * Labels and totals of a deposit's parts (docs/payments.md#deposit-parts) as the top-up summary, the result page and
 * the pay history show them: the server's parts, in its order, each named in the player's language.
 */
import type { DepositPart, DepositQuote, PayMethod } from '@hapa/contracts';
import { formatBonusRate } from '@hapa/domain';
import type { TFunction } from 'i18next';
import { coinsToCents } from '../../../lib/money.ts';
import { previewDeposit, tierPpm, type PreviewConfig } from './deposit-preview.ts';

/** A part's name: "Coins", "Deposit bonus (1.5%)", "Payment method bonus (5.0%)" (rates when the method is known). */
export function partLabel(t: TFunction, part: DepositPart, ctx?: { method: PayMethod; config: PreviewConfig; coinCents: number }): string {
  const name = t(`wallet.parts.kinds.${part.kind}`);
  if (!ctx) return name;
  if (part.kind === 'method_bonus' && ctx.method.bonusRate > 0)
    return t('wallet.parts.withRate', { name, rate: formatBonusRate(ctx.method.bonusRate) });
  if (part.kind === 'tier_bonus') {
    const ppm = tierPpm(ctx.coinCents, ctx.config.payBonusList);
    if (ppm > 0) return t('wallet.parts.withRate', { name, rate: formatBonusRate(ppm / 1_000_000) });
  }
  return name;
}

/** Sum of parts, cents. */
export function partsCents(parts: readonly DepositPart[]): number {
  return parts.reduce((s, p) => s + coinsToCents(p.amount), 0);
}

/**
 * The pay rules' parts computed in the browser (coins, method, tier and first top-up bonus), shown only until the
 * server's quote arrives: the same rules, without the parts only the server knows (promotion, voucher, event, birthday).
 */
export function localParts(amountCents: number, method: PayMethod, config: PreviewConfig): DepositPart[] {
  const p = previewDeposit(amountCents, method, config);
  const parts: [DepositPart['kind'], number][] = [
    ['coins', p.coinCents],
    ['method_bonus', p.methodBonusCents],
    ['tier_bonus', p.tierBonusCents],
    ['first_top_up', p.firstBonusCents],
  ];
  return parts.filter(([, c]) => c > 0).map(([kind, c]) => ({ kind, amount: c / 100 }));
}

/** The reward lines of a quote (XP, free-box vouchers, wheel spins) in the player's language. */
export function rewardLines(t: TFunction, rewards: DepositQuote['rewards']): { type: string; text: string }[] {
  return rewards
    .filter((r) => r.type === 'xp' || r.type === 'box_voucher' || r.type === 'wheel_spin')
    .map((r) => ({ type: r.type, text: t(`wallet.parts.rewards.${r.type}`, { count: r.amount }) }));
}
