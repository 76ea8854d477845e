/**
 * What a deposit credits, part by part (docs/payments.md#deposit-parts): ONE function computes the parts for the
 * quote (the drawer's GET quote and the prepay answer, recorded on the order) and for the credit (inside the
 * crediting transaction, where each part is one ledger line). Every screen shows the parts recorded on the order.
 */
import type { DepositPart, DepositPartKind, LedgerEntryKind } from '@hapa/contracts';
import { centsToCoins } from '@hapa/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { depositBreakdown, type DepositBreakdown } from './deposit-rules.ts';
import { findMethod } from './pay-methods.ts';
import * as giftRepo from './gift-bag.repo.ts';
import * as repo from './payments.repo.ts';

/** `quote`: read only (GET quote, prepay). `credit`: inside the crediting transaction, claiming what it spends. */
export type PartMode = 'quote' | 'credit';

/** The facts of a deposit its parts depend on: an order row, or the order a prepay is about to write. */
export interface PartOrder {
  userId: number;
  orderNo: string;
  payType: string;
  /** 'deposit' | 'gift_bag' */
  orderKind: string;
  /** the order's currency (the promotion pays USD deposits only) */
  currency: string;
  /** coins the amount converts to, cents */
  coinCents: number;
  /** a gift bag's coins, cents, and its offer */
  giftCents: number;
  giftSendLogId: number | null;
}

/** A bonus paid by another module with a deposit, as that module computes it for one order. */
export interface SourcedPart {
  /** cents to credit (0: nothing, the part is left out) */
  cents: number;
  /** the ledger key: unique, so the part is credited once whatever repeats */
  idempotencyKey: string;
  /** the journal entry kind (the coin history's line kind) */
  ledgerKind: LedgerEntryKind;
}

/**
 * A bonus source other than the pay rules: the random-discount promotion, a Charge voucher, the Deposit Bonus
 * event, the birthday bonus. `part` is the ONE computation of its amount: called in `quote` mode by the quote and
 * the prepay, and in `credit` mode by the crediting transaction (`db` is then that transaction, the order row and
 * the player's coin account are locked), where it also claims what it spends (marks the award paid, records the
 * grant, uses the voucher) before the settlement posts its ledger line.
 */
export interface DepositPartSource {
  kind: Extract<DepositPartKind, 'promotion' | 'charge_voucher' | 'event_bonus' | 'birthday_bonus'>;
  part(db: DbOrTx, order: PartOrder, mode: PartMode): Promise<SourcedPart | null>;
}

/** A part planned for an order: its cents and the ledger line that credits it. */
export interface PlannedPart extends SourcedPart {
  kind: DepositPartKind;
  /** the system account that pays it: `payments_clearing` for the coins, `bonus` for every bonus */
  from: 'payments_clearing' | 'bonus';
  /** runs in the crediting transaction once the line is posted (`credited` false: its key was already used) */
  afterCredit?: (tx: Tx, credited: boolean, at: Date) => Promise<void>;
}

/** The parts of a deposit and its non-coin rewards (XP, free-box vouchers, wheel spins). */
export interface DepositPlan {
  parts: PlannedPart[];
  breakdown: DepositBreakdown;
}

/**
 * The parts `order` credits, in credit order: coins, the pay method's bonus, the deposit tier, the first top-up
 * bonus (once per player, never by a no-bonus method or a gift bag), the gift bag's coins, then each source's part
 * in the order given. Parts of 0 cents are left out.
 */
export async function planDeposit(
  db: DbOrTx,
  order: PartOrder,
  mode: PartMode,
  sources: readonly DepositPartSource[],
): Promise<DepositPlan> {
  const m = findMethod(order.payType);
  const noBonuses = order.orderKind === 'gift_bag' || (m?.noBonuses ?? false);
  // the first-top-up offer is used up only by a top-up that paid it (not by a no-bonus test card or a gift bag)
  const isFirstTopUp = !noBonuses && !(await repo.firstBonusPaid(db, order.userId));
  const breakdown = depositBreakdown(order.coinCents, {
    methodBonusPpm: m?.bonusPpm ?? 0,
    extraSpins: m?.extraSpins ?? false,
    isFirstTopUp,
    noBonuses,
  });
  const bonus = (kind: DepositPartKind, cents: number, idempotencyKey: string, ledgerKind: LedgerEntryKind): PlannedPart => ({
    kind,
    cents,
    idempotencyKey,
    ledgerKind,
    from: 'bonus',
  });
  const parts: PlannedPart[] = [
    { kind: 'coins', cents: order.coinCents, idempotencyKey: `deposit:${order.orderNo}`, ledgerKind: 'deposit', from: 'payments_clearing' },
    bonus('method_bonus', breakdown.methodBonusCents, `deposit_bonus:${order.orderNo}`, 'deposit_bonus'),
    bonus('tier_bonus', breakdown.tierBonusCents, `deposit_tier_bonus:${order.orderNo}`, 'deposit_tier_bonus'),
    bonus('first_top_up', breakdown.firstBonusCents, `first_topup_bonus:user:${order.userId}`, 'first_topup_bonus'),
  ];
  if (order.giftCents > 0 && order.giftSendLogId !== null) {
    const logId = order.giftSendLogId;
    parts.push({
      ...bonus('gift', order.giftCents, `gift_bag:${logId}`, 'gift_bag'),
      afterCredit: async (tx, credited, at) => {
        if (credited) await giftRepo.markClaimed(tx, logId, order.orderNo, at);
      },
    });
  }
  for (const s of sources) {
    const p = await s.part(db, order, mode);
    if (p) parts.push({ ...p, kind: s.kind, from: 'bonus' });
  }
  return { parts: parts.filter((p) => p.cents > 0), breakdown };
}

/**
 * The cents the sources (promotion, Charge voucher, Deposit Bonus event, birthday bonus) would add to a deposit, in
 * `quote` mode: what the deposit config adds to each quick amount's pay-rule bonus.
 */
export async function sourcesCents(db: DbOrTx, order: PartOrder, sources: readonly DepositPartSource[]): Promise<number> {
  let cents = 0;
  for (const s of sources) cents += Math.max(0, (await s.part(db, order, 'quote'))?.cents ?? 0);
  return cents;
}

/** The order-row column of each part (coins are `coin_cents`, fixed at prepay). */
const COLUMN = {
  method_bonus: 'bonusCents',
  tier_bonus: 'tierBonusCents',
  first_top_up: 'firstBonusCents',
  gift: 'giftCents',
  promotion: 'promotionCents',
  charge_voucher: 'voucherBonusCents',
  event_bonus: 'eventBonusCents',
  birthday_bonus: 'birthdayBonusCents',
} as const satisfies Record<Exclude<DepositPartKind, 'coins'>, keyof repo.OrderRow>;

type PartColumns = { -readonly [K in (typeof COLUMN)[keyof typeof COLUMN]]: number };

/** The order-row columns that record `parts` (every bonus column set: a part not in `parts` records 0). */
export function partColumns(parts: readonly { kind: DepositPartKind; cents: number }[]): PartColumns {
  const out = Object.fromEntries(Object.values(COLUMN).map((c) => [c, 0])) as PartColumns;
  for (const p of parts) if (p.kind !== 'coins') out[COLUMN[p.kind]] += p.cents;
  return out;
}

/** The parts an order row records, in credit order, as the API shows them (coin units; parts of 0 left out). */
export function partsOfOrder(o: repo.OrderRow): { parts: DepositPart[]; totalCents: number; bonusCents: number } {
  const cents: [DepositPartKind, number][] = [
    ['coins', o.coinCents ?? o.amountCents],
    ...(Object.entries(COLUMN) as [Exclude<DepositPartKind, 'coins'>, keyof PartColumns][]).map(
      ([kind, column]): [DepositPartKind, number] => [kind, o[column]],
    ),
  ];
  return partsView(cents.map(([kind, c]) => ({ kind, cents: c })));
}

/** Parts (cents) as the API shows them: coin units, zero parts left out, the total and the bonus total (all but coins and gift). */
export function partsView(parts: readonly { kind: DepositPartKind; cents: number }[]): {
  parts: DepositPart[];
  totalCents: number;
  bonusCents: number;
} {
  const shown = parts.filter((p) => p.cents > 0);
  return {
    parts: shown.map((p) => ({ kind: p.kind, amount: centsToCoins(p.cents) })),
    totalCents: shown.reduce((s, p) => s + p.cents, 0),
    bonusCents: shown.filter((p) => p.kind !== 'coins' && p.kind !== 'gift').reduce((s, p) => s + p.cents, 0),
  };
}
