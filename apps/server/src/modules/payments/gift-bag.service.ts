import type { GiftBag, PrepayResult } from '@hapa/contracts';
import { centsToCoins, DAY_MS, giftBagRoi } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Checkout, DepositRequest } from './checkout.ts';
import type { DepositConfigService } from './deposit-config.ts';
import { depositBreakdown } from './deposit-rules.ts';
import * as giftRepo from './gift-bag.repo.ts';
import * as repo from './payments.repo.ts';

/** The two gift bags (docs/product/routes.md#payments, docs/product/entities.md#gift-bag): EXCLUSIVE GIFT BAG for new players, WELCOME BACK for returning ones. Cents. */
export const GIFT_BAGS = {
  1: { title: 'EXCLUSIVE GIFT BAG', payCents: 20_00, giftCents: 10_00 },
  2: { title: 'WELCOME BACK', payCents: 50_00, giftCents: 20_00 },
} as const;
/** docs/product/states.md#gift-bag "1 h countdown" */
export const GIFT_BAG_TTL_MS = 3_600_000;
/** A player is "returning" when the last paid deposit is at least this old. */
export const RETURNING_AFTER_MS = 7 * DAY_MS;
/** After an offer lapses unclaimed, the next one comes no sooner than this. */
export const REOFFER_AFTER_MS = DAY_MS;

export interface GiftBagDeps {
  db: Db;
  clock: Clock;
  random: RandomSource;
  configs: DepositConfigService;
  checkout: Checkout;
}

/**
 * Gift bags (docs/product/entities.md#gift-bag, docs/product/states.md#gift-bag gift-bag wheel, docs/product/endpoints.md#payments /gift/detail and /gift/prepay): one open offer per
 * player, valid 1 h; paying its order credits payAmount + giftAmount, the gift once per offer (ledger key
 * `gift_bag:{giftSendLogId}`).
 */
export class GiftBagService {
  constructor(private readonly d: GiftBagDeps) {}

  /**
   * GET /api/gift/detail: the player's open gift bag, a new one when eligible (new player: no paid deposit and
   * never claimed one; returning: last deposit 7+ days ago), or null. A lapsed offer is re-offered after 24 h.
   */
  async detail(userId: number): Promise<GiftBag | null> {
    const now = this.d.clock.now();
    const log = await this.d.db.transaction(async (tx) => {
      await giftRepo.expireStaleOffers(tx, userId, now);
      const open = await giftRepo.findOpenOffer(tx, userId);
      if (open) return open;
      const summary = await repo.paidSummary(tx, userId, now);
      const type =
        summary.paid === 0 ? 1 : summary.lastPaidAt && now.getTime() - summary.lastPaidAt.getTime() >= RETURNING_AFTER_MS ? 2 : null;
      if (type === null || (type === 1 && (await giftRepo.hasClaimed(tx, userId, 1)))) return null;
      const last = await giftRepo.latestOffer(tx, userId, type);
      if (last && now.getTime() - last.expiresAt.getTime() < REOFFER_AFTER_MS) return null;
      const bag = GIFT_BAGS[type];
      await giftRepo.insertOffer(tx, {
        userId,
        type,
        payCents: bag.payCents,
        giftCents: bag.giftCents,
        businessNo: `GB${now.toISOString().slice(0, 10).replace(/-/g, '')}${this.d.random.hex(6).toUpperCase()}`,
        expiresAt: new Date(now.getTime() + GIFT_BAG_TTL_MS),
      });
      return giftRepo.findOpenOffer(tx, userId);
    });
    return log ? this.view(log) : null;
  }

  private view(log: giftRepo.GiftLogRow): GiftBag {
    const b = depositBreakdown(log.payCents, { methodBonusPpm: 0, extraSpins: false, isFirstTopUp: false, noBonuses: true });
    // what comes on top of "Get" (payAmount + giftAmount): the gift coins are inside it, so never listed again
    const rewards: GiftBag['rewards'] = [];
    if (b.xp > 0) rewards.push({ type: 'xp', amount: b.xp, text: `+${b.xp} XP` });
    if (b.boxVouchers > 0) rewards.push({ type: 'box_voucher', amount: b.boxVouchers, text: `+${b.boxVouchers} free box voucher` });
    if (b.wheelSpins > 0)
      rewards.push({ type: 'wheel_spin', amount: b.wheelSpins, text: `+${b.wheelSpins} wheel spin${b.wheelSpins > 1 ? 's' : ''}` });
    return {
      id: log.id,
      type: log.type === 2 ? 2 : 1,
      title: GIFT_BAGS[log.type === 2 ? 2 : 1].title,
      payAmount: centsToCoins(log.payCents),
      giftAmount: centsToCoins(log.giftCents),
      roi: giftBagRoi(log.giftCents, log.payCents),
      expireTime: log.expiresAt.toISOString(),
      expireSeconds: Math.max(0, Math.floor((log.expiresAt.getTime() - this.d.clock.now().getTime()) / 1000)),
      businessNo: log.businessNo,
      rewards,
      payMethods: this.d.configs.giftBagMethods(log.payCents),
    };
  }

  /**
   * POST /api/gift/prepay {giftSendLogId, payType, referUrl}: an order of payAmount whose paid webhook
   * credits payAmount + giftAmount (the gift once per bag, even if several orders of the bag are paid).
   * @throws AppError gift.error.not_found (unknown or someone else's) | gift.error.claimed | gift.error.expired |
   *   pay.error.method_unsupported (no such method, or not a USD method) and the prepay errors
   */
  async prepay(
    userId: number,
    canCharge: boolean,
    giftSendLogId: number,
    payType: string,
    req: Omit<DepositRequest, 'amount'>,
  ): Promise<PrepayResult> {
    const log = await giftRepo.findLog(this.d.db, giftSendLogId);
    if (!log || log.userId !== userId) throw new AppError('gift.error.not_found');
    if (log.status === 'claimed') throw new AppError('gift.error.claimed');
    if (log.status === 'expired' || log.expiresAt.getTime() <= this.d.clock.now().getTime()) throw new AppError('gift.error.expired');
    return this.d.checkout.prepayGift(
      userId,
      canCharge,
      payType,
      { giftSendLogId: log.id, payCents: log.payCents, giftCents: log.giftCents },
      req,
    );
  }
}
