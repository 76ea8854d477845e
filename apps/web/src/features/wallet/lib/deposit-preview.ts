/**
 * What a deposit brings besides its coins, shown before paying (docs/product/constants.md#top-up-and-deposits: bonus shown as bonusRate x 100
 * percent, bonus tiers, first top-up bonus, 10 XP per coin unit, 1 extra gift per 100 from 100, one wheel
 * spin per $50 and one more per $100 by crypto / Binance / TON). The quick amounts carry the server's own
 * `extraInfoList`; a custom amount is previewed with the same rules from the config. All money in cents.
 */
import type { DepositConfig, ExtraInfo, PayMethod } from '@hapa/contracts';
import { bonusCents, depositXp, extraGifts, formatBonusRate, formatPlainCoins } from '@hapa/domain';
import { coinsToCents } from '../../../lib/money.ts';

export type PreviewConfig = Pick<DepositConfig, 'isFirstTopUp' | 'firstTopUpBonusRate' | 'firstTopUpMaxBonus' | 'payBonusList'>;

export interface DepositPreview {
  /** coins credited for the amount (site currency converted), cents */
  coinCents: number;
  methodBonusCents: number;
  tierBonusCents: number;
  firstBonusCents: number;
  /** coins + every bonus, cents */
  totalCents: number;
  xp: number;
  boxVouchers: number;
  wheelSpins: number;
  lines: ExtraInfo[];
}

const ppm = (ratio: number) => Math.max(0, Math.round(ratio * 1_000_000));

/**
 * Coin cents for `amountCents` of a currency at `rate` currency units per coin unit, floored like the
 * server (KSh 1,000 at 129 -> $7.75).
 */
export function toCoinCents(amountCents: number, rate: number): number {
  if (!(rate > 0) || rate === 1) return amountCents;
  const [whole, frac = ''] = String(rate).split('.');
  const digits = frac.slice(0, 4);
  const scaled = BigInt(whole + digits);
  return Number((BigInt(amountCents) * 10n ** BigInt(digits.length)) / scaled);
}

/** False for methods that credit no bonuses (the plain test card, `paysBonuses: false`): they show none. */
export function methodHasBonuses(method: PayMethod): boolean {
  return method.paysBonuses !== false;
}

/**
 * Rewards that can be used today and so may be advertised (docs/payments.md): wheel spins (spent on /lucky-wheel,
 * docs/payments.md) and free-box vouchers (docs/payments.md). Mirrors the server's USABLE_REWARDS.
 */
export const USABLE_REWARDS = { boxVouchers: true, wheelSpins: true } as const;

/** Tier bonus rate for a deposit of `coinCents`: the highest tier reached (docs/product/constants.md#top-up-and-deposits), as ppm. */
export function tierPpm(coinCents: number, tiers: PreviewConfig['payBonusList']): number {
  let rate = 0;
  for (const t of [...tiers].sort((a, b) => a.amount - b.amount)) if (coinCents >= coinsToCents(t.amount)) rate = ppm(t.bonusRate);
  return rate;
}

/** Rewards of a deposit of `amountCents` (method currency) with `method`, lines like the server's extraInfoList. */
export function previewDeposit(amountCents: number, method: PayMethod, config: PreviewConfig): DepositPreview {
  const coinCents = toCoinCents(Math.max(0, amountCents), method.exchangeRate);
  const bonuses = methodHasBonuses(method);
  const methodPpm = ppm(method.bonusRate);
  const methodBonusCents = bonuses ? bonusCents(coinCents, methodPpm) : 0;
  const tierBonusCents = bonuses ? bonusCents(coinCents, tierPpm(coinCents, config.payBonusList)) : 0;
  const firstBonusCents =
    bonuses && config.isFirstTopUp
      ? Math.min(coinsToCents(config.firstTopUpMaxBonus), bonusCents(coinCents, ppm(config.firstTopUpBonusRate)))
      : 0;
  const xp = depositXp(coinCents);
  const boxVouchers = extraGifts(coinCents);
  const wheelSpins = Math.floor(coinCents / 5000) + (method.isCrypto ? Math.floor(coinCents / 10000) : 0);
  const boxName = method.payInfoVoList.find((o) => o.itemName)?.itemName ?? 'Free Box';
  const coins = (c: number) => c / 100;
  const lines: ExtraInfo[] = [];
  if (methodBonusCents > 0)
    lines.push({
      type: 'bonus',
      amount: coins(methodBonusCents),
      text: `+$${formatPlainCoins(methodBonusCents)} bonus (${formatBonusRate(method.bonusRate)})`,
    });
  if (tierBonusCents > 0)
    lines.push({ type: 'tier_bonus', amount: coins(tierBonusCents), text: `+$${formatPlainCoins(tierBonusCents)} deposit bonus` });
  if (firstBonusCents > 0)
    lines.push({ type: 'first_top_up', amount: coins(firstBonusCents), text: `+$${formatPlainCoins(firstBonusCents)} first top-up bonus` });
  if (xp > 0) lines.push({ type: 'xp', amount: xp, text: `+${xp} XP` });
  if (USABLE_REWARDS.boxVouchers && boxVouchers > 0)
    lines.push({ type: 'box_voucher', amount: boxVouchers, text: `+${boxVouchers} ${boxName} voucher${boxVouchers > 1 ? 's' : ''}` });
  if (USABLE_REWARDS.wheelSpins && wheelSpins > 0)
    lines.push({ type: 'wheel_spin', amount: wheelSpins, text: `+${wheelSpins} wheel spin${wheelSpins > 1 ? 's' : ''}` });
  return {
    coinCents,
    methodBonusCents,
    tierBonusCents,
    firstBonusCents,
    totalCents: coinCents + methodBonusCents + tierBonusCents + firstBonusCents,
    xp,
    boxVouchers,
    wheelSpins,
    lines,
  };
}

/** The server's lines for a quick amount of the method, else the computed preview's. */
export function depositLines(amountCents: number, method: PayMethod, config: PreviewConfig): ExtraInfo[] {
  const option = method.payInfoVoList.find((o) => coinsToCents(o.amount) === amountCents);
  return option ? option.extraInfoList : previewDeposit(amountCents, method, config).lines;
}

/** The next bonus tier above a deposit of `coinCents` (to nudge: "Top up $X more ..."), or null at the top. */
export function nextTier(coinCents: number, tiers: PreviewConfig['payBonusList']): { missingCents: number; bonusRate: number } | null {
  const next = [...tiers].sort((a, b) => a.amount - b.amount).find((t) => coinsToCents(t.amount) > coinCents);
  return next ? { missingCents: coinsToCents(next.amount) - coinCents, bonusRate: next.bonusRate } : null;
}
