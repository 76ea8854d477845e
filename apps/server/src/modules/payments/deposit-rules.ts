/**
 * Deposit rewards as configured (docs/product/constants.md#top-up-and-deposits bonus tiers, experience per amount, rewards and extra gifts,
 * wheel spins; docs/product/entities.md#deposits Pay option extraInfoList). Pure functions over integer cents; the domain package
 * gives the shared rules (bonusCents, depositXp, extraGifts, formatBonusRate).
 */
import { bonusCents, depositXp, extraGifts, formatBonusRate, formatPlainCoins } from '@hapa/domain';
import type { ExtraInfo } from '@hapa/contracts';

/** Deposit tiers (docs/product/constants.md#top-up-and-deposits "Bonus tiers 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000"): a deposit of at least `amountUnits` coins gets `bonusPpm` of it. */
export const PAY_BONUS_TIERS: readonly { amountUnits: number; bonusPpm: number }[] = [
  { amountUnits: 50, bonusPpm: 10_000 },
  { amountUnits: 100, bonusPpm: 15_000 },
  { amountUnits: 200, bonusPpm: 20_000 },
  { amountUnits: 500, bonusPpm: 25_000 },
  { amountUnits: 1000, bonusPpm: 30_000 },
  { amountUnits: 2000, bonusPpm: 35_000 },
  { amountUnits: 5000, bonusPpm: 40_000 },
  { amountUnits: 10000, bonusPpm: 45_000 },
  { amountUnits: 20000, bonusPpm: 50_000 },
];

/** First top-up bonus: 10 % of the first paid deposit, at most $50, once per player. */
export const FIRST_TOP_UP = { bonusPpm: 100_000, maxCents: 50_00 } as const;

/** Wheel spins (docs/product/constants.md#top-up-and-deposits "each $50 top-up one spin, each $100 by crypto or Binance one extra"). */
export const SPIN_UNIT_CENTS = 50_00;
export const EXTRA_SPIN_UNIT_CENTS = 100_00;

/** Tier bonus rate (ppm) for a deposit of `coinCents`: the highest tier reached, else 0. */
export function tierBonusPpm(coinCents: number): number {
  let ppm = 0;
  for (const t of PAY_BONUS_TIERS) if (coinCents >= t.amountUnits * 100) ppm = t.bonusPpm;
  return ppm;
}

/** What one deposit earns besides its coins, all in cents except XP and counts. */
export interface DepositBreakdown {
  methodBonusCents: number;
  tierBonusCents: number;
  firstBonusCents: number;
  xp: number;
  /** free-box vouchers (docs/product/constants.md#top-up-and-deposits "extra gift 1 per 100 from amount 100") */
  boxVouchers: number;
  wheelSpins: number;
}

/**
 * Rewards of a deposit of `coinCents` coin cents (docs/product/constants.md#top-up-and-deposits). `noBonuses` (gift-bag orders: the gift is their
 * bonus; the plain sandbox test card) leaves out the method, tier and first top-up bonuses but keeps XP,
 * vouchers and spins.
 */
export function depositBreakdown(
  coinCents: number,
  opts: { methodBonusPpm: number; extraSpins: boolean; isFirstTopUp: boolean; noBonuses?: boolean },
): DepositBreakdown {
  const bonuses = !opts.noBonuses;
  return {
    methodBonusCents: bonuses ? bonusCents(coinCents, opts.methodBonusPpm) : 0,
    tierBonusCents: bonuses ? bonusCents(coinCents, tierBonusPpm(coinCents)) : 0,
    firstBonusCents: bonuses && opts.isFirstTopUp ? Math.min(FIRST_TOP_UP.maxCents, bonusCents(coinCents, FIRST_TOP_UP.bonusPpm)) : 0,
    xp: depositXp(coinCents),
    boxVouchers: extraGifts(coinCents),
    wheelSpins: Math.floor(coinCents / SPIN_UNIT_CENTS) + (opts.extraSpins ? Math.floor(coinCents / EXTRA_SPIN_UNIT_CENTS) : 0),
  };
}

/** Total bonus coins of a breakdown, cents. */
export const totalBonusCents = (b: DepositBreakdown) => b.methodBonusCents + b.tierBonusCents + b.firstBonusCents;

/**
 * Rewards the player can use today, and so may be advertised (docs/payments.md, "do not advertise a reward until it
 * can be used"): wheel spins are spent on /lucky-wheel (docs/payments.md); free-box vouchers are usable since
 * docs/payments.md (modules/vouchers issues them from deposit_rewards).
 */
export const USABLE_REWARDS = { boxVouchers: true, wheelSpins: true } as const;

/** The extraInfoList lines of a pay option (docs/product/entities.md#deposits), in display order; zero lines and unusable rewards are left out. */
export function extraInfoList(b: DepositBreakdown, methodBonusPpm: number, boxName: string): ExtraInfo[] {
  const out: ExtraInfo[] = [];
  const coins = (c: number) => c / 100;
  if (b.methodBonusCents > 0)
    out.push({
      type: 'bonus',
      amount: coins(b.methodBonusCents),
      text: `+$${formatPlainCoins(b.methodBonusCents)} bonus (${formatBonusRate(methodBonusPpm / 1_000_000)})`,
    });
  if (b.tierBonusCents > 0)
    out.push({ type: 'tier_bonus', amount: coins(b.tierBonusCents), text: `+$${formatPlainCoins(b.tierBonusCents)} deposit bonus` });
  if (b.firstBonusCents > 0)
    out.push({
      type: 'first_top_up',
      amount: coins(b.firstBonusCents),
      text: `+$${formatPlainCoins(b.firstBonusCents)} first top-up bonus`,
    });
  if (b.xp > 0) out.push({ type: 'xp', amount: b.xp, text: `+${b.xp} XP` });
  if (USABLE_REWARDS.boxVouchers && b.boxVouchers > 0)
    out.push({ type: 'box_voucher', amount: b.boxVouchers, text: `+${b.boxVouchers} ${boxName} voucher${b.boxVouchers > 1 ? 's' : ''}` });
  if (USABLE_REWARDS.wheelSpins && b.wheelSpins > 0)
    out.push({ type: 'wheel_spin', amount: b.wheelSpins, text: `+${b.wheelSpins} wheel spin${b.wheelSpins > 1 ? 's' : ''}` });
  return out;
}

/**
 * Coin cents for an amount in a currency at `rate` currency units per coin unit, floored (the player is
 * never credited more than paid): 129000 KES cents (KSh 1,290) at "129" -> 1000 coin cents ($10).
 * @throws RangeError on a bad rate or amount
 */
export function toCoinCents(amountCents: number, rate: string): number {
  if (rate === '1') return amountCents;
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate);
  if (!m || !Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`bad rate ${rate} or amount ${amountCents}`);
  const frac = m[2] ?? '';
  const scaled = BigInt(m[1] + frac);
  if (scaled === 0n) throw new RangeError('rate must be positive');
  return Number((BigInt(amountCents) * 10n ** BigInt(frac.length)) / scaled);
}
