import type { TopUpPromotion } from '@hapa/contracts';
import { centsToCoins } from '@hapa/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { OrderRow } from './payments.repo.ts';
import * as repo from './promotions.repo.ts';

export interface PromotionsDeps {
  db: Db;
  wallet: WalletService;
  clock: Clock;
  random: RandomSource;
}

/**
 * The top-up promotion "Random discounts up to $10 off" (spec §9): the running promotion row (operator
 * settings, table `promotions`) gives the range; each player draws an amount once (uniform, whole cents,
 * CSPRNG), sees it in the top-up form, and their next paid deposit of at least the promotion's minimum is
 * credited exactly that amount from the `bonus` account (ledger key `promotion:{id}:user:{userId}`, kind
 * `promotion`). Never more than once per player per promotion: the award row goes offered -> paid under its
 * row lock, and the ledger key is unique.
 */
export class PromotionsService {
  constructor(private readonly d: PromotionsDeps) {}

  /**
   * GET /api/pay/promotion: the running promotion, with the player's drawn amount (drawn on first view);
   * visitors get the range only. Null when none runs.
   */
  async current(userId: number | null): Promise<TopUpPromotion | null> {
    const p = await repo.activePromotion(this.d.db, this.d.clock.now());
    if (!p) return null;
    const view: TopUpPromotion = {
      promotionId: p.id,
      title: p.title,
      maxDiscount: centsToCoins(p.maxDiscountCents),
      minDeposit: centsToCoins(p.minDepositCents),
      amount: null,
      status: null,
    };
    if (userId === null) return view;
    const award = (await repo.findAward(this.d.db, p.id, userId)) ?? (await repo.drawAward(this.d.db, p.id, userId, this.draw(p.minDiscountCents, p.maxDiscountCents)));
    return { ...view, amount: centsToCoins(award.amountCents), status: award.status === 'paid' ? 'paid' : 'offered' };
  }

  /** Uniform whole cents in [min, max] from 6 CSPRNG bytes (bias below 2^-30 for ranges under $10,000). */
  private draw(min: number, max: number): number {
    const lo = Math.max(0, Math.min(min, max));
    const span = Math.max(min, max) - lo + 1;
    return lo + (parseInt(this.d.random.hex(6), 16) % span);
  }

  /**
   * Called inside the crediting transaction of a paid deposit (caller holds the order row lock): pays the
   * player's offered discount of the running promotion when the deposit reaches its minimum.
   * @returns the coin balance after (cents) when something was paid, else null
   */
  async payOnDeposit(tx: Tx, order: OrderRow): Promise<number | null> {
    // a deposit in USD (the promotion's currency; the KE site's KES deposits do not show it and do not pay it)
    if (order.orderKind !== 'deposit' || order.currency !== 'USD') return null;
    const p = await repo.activePromotion(tx, this.d.clock.now());
    if (!p || (order.coinCents ?? order.amountCents) < p.minDepositCents) return null;
    const award = await repo.payAward(tx, p.id, order.userId, order.orderNo, this.d.clock.now());
    if (!award) return null;
    const r = await this.d.wallet.credit(tx, 'bonus', {
      userId: order.userId,
      amount: award.amountCents,
      idempotencyKey: `promotion:${p.id}:user:${order.userId}`,
      kind: 'promotion',
      refType: 'payment_order',
      refId: order.orderNo,
    });
    return r.balance;
  }
}
