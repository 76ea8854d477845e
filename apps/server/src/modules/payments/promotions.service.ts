import type { OpsPromotion, OpsPromotionBody, OpsPromotionCreateBody, TopUpPromotion } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { centsToCoins, shadowingPromotions, type PromotionWindow } from '@hapa/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { PartMode, PartOrder, SourcedPart } from './deposit-parts.ts';
import * as repo from './promotions.repo.ts';

export interface PromotionsDeps {
  db: Db;
  clock: Clock;
  random: RandomSource;
}

/**
 * The top-up promotion "Random discounts up to $10 off" (docs/product/constants.md#top-up-and-deposits): the running promotion row (operator
 * settings, table `promotions`) gives the range; each player draws an amount once (uniform, whole cents,
 * CSPRNG), sees it in the top-up form, and their next paid deposit of at least the promotion's minimum is
 * credited exactly that amount from the `bonus` account as one of its parts (`depositPart`; ledger key
 * `promotion:{id}:user:{userId}`, kind `promotion`). Never more than once per player per promotion: the award row goes offered -> paid under its
 * row lock, and the ledger key is unique.
 */
export class PromotionsService {
  constructor(private readonly d: PromotionsDeps) {}

  /**
   * Outside production only (the container calls it when NODE_ENV is not production): seeds the demo random
   * discount ($1-$10 off a $20+ deposit, active) unless its code exists, so a development start and `npm start`
   * show the sandbox flow. Production starts with no promotion: finance creates and starts one in the console.
   */
  seedDemo(): Promise<void> {
    return repo.seedDemoPromotion(this.d.db);
  }

  /**
   * GET /api/ops/promotions (finance): every promotion, oldest first, with its awards; `running` marks the one players
   * see, `shadowedBy` the promotions that hide each one while their windows overlap (docs/how-to/operator-day.md#safety).
   */
  async opsList(): Promise<OpsPromotion[]> {
    const [rows, running] = await Promise.all([repo.listPromotions(this.d.db), repo.activePromotion(this.d.db, this.d.clock.now())]);
    const windows = rows.map(windowOf);
    return rows.map((r) => opsView(r, running?.id === r.id, shadowingPromotions(windowOf(r), windows)));
  }

  /**
   * POST /api/ops/promotions (finance): creates a promotion, with its audit row in the same transaction.
   * @throws AppError ops.error.promotion_range | ops.error.promotion_window | ops.error.promotion_exists
   */
  async opsCreate(actor: { userId: number; ip: string }, body: OpsPromotionCreateBody): Promise<OpsPromotion> {
    const fields = checkedFields(body);
    const id = await this.d.db.transaction(async (tx) => {
      const row = await repo.insertPromotion(tx, body.code, fields);
      if (!row) throw new AppError('ops.error.promotion_exists');
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'promotion.create',
        targetType: 'promotion',
        targetId: row.id,
        before: null,
        after: auditView(row),
      });
      return row.id;
    });
    return this.opsOne(id);
  }

  /**
   * POST /api/ops/promotions/{id} (finance): changes name, active, window, range and minimum deposit, with its audit
   * row in the same transaction. Amounts players already drew stay as drawn (they were shown); switching a
   * promotion off (or ending it) stops paying them.
   * @throws AppError ops.error.promotion_not_found | ops.error.promotion_range | ops.error.promotion_window
   */
  async opsUpdate(actor: { userId: number; ip: string }, id: number, body: OpsPromotionBody): Promise<OpsPromotion> {
    const fields = checkedFields(body);
    await this.d.db.transaction(async (tx) => {
      const before = await repo.lockPromotion(tx, id);
      if (!before) throw new AppError('ops.error.promotion_not_found');
      const after = await repo.updatePromotion(tx, id, fields);
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'promotion.update',
        targetType: 'promotion',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
    });
    return this.opsOne(id);
  }

  private async opsOne(id: number): Promise<OpsPromotion> {
    const [row, running, all] = await Promise.all([
      repo.promotionWithAwards(this.d.db, id),
      repo.activePromotion(this.d.db, this.d.clock.now()),
      repo.listPromotions(this.d.db),
    ]);
    if (!row) throw new AppError('ops.error.promotion_not_found');
    return opsView(row, running?.id === row.id, shadowingPromotions(windowOf(row), all.map(windowOf)));
  }

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
    const award =
      (await repo.findAward(this.d.db, p.id, userId)) ??
      (await repo.drawAward(this.d.db, p.id, userId, this.draw(p.minDiscountCents, p.maxDiscountCents)));
    return { ...view, amount: centsToCoins(award.amountCents), status: award.status === 'paid' ? 'paid' : 'offered' };
  }

  /** Uniform whole cents in [min, max] from 6 CSPRNG bytes (bias below 2^-30 for ranges under $10,000). */
  private draw(min: number, max: number): number {
    const lo = Math.max(0, Math.min(min, max));
    const span = Math.max(min, max) - lo + 1;
    return lo + (parseInt(this.d.random.hex(6), 16) % span);
  }

  /**
   * The promotion's part of a deposit (a DepositPartSource, docs/payments.md#deposit-parts): the player's offered
   * discount of the running promotion when the deposit is a USD deposit reaching its minimum. In `credit` mode (the
   * crediting transaction, order row locked) the award goes offered -> paid under its row lock first, so it is paid
   * once (the ledger key `promotion:{id}:user:{userId}` is unique too).
   * @returns the part (cents, ledger key) or null
   */
  async depositPart(db: DbOrTx, order: PartOrder, mode: PartMode): Promise<SourcedPart | null> {
    // a deposit in USD (the promotion's currency; the KE site's KES deposits do not show it and do not pay it)
    if (order.orderKind !== 'deposit' || order.currency !== 'USD') return null;
    const now = this.d.clock.now();
    const p = await repo.activePromotion(db, now);
    if (!p || order.coinCents < p.minDepositCents) return null;
    const award =
      mode === 'credit' ? await repo.payAward(db, p.id, order.userId, order.orderNo, now) : await repo.findAward(db, p.id, order.userId);
    if (!award || (mode === 'quote' && award.status !== 'offered')) return null;
    return { cents: award.amountCents, idempotencyKey: `promotion:${p.id}:user:${order.userId}`, ledgerKind: 'promotion' };
  }
}

/** The stored fields of a console body. @throws AppError ops.error.promotion_range | ops.error.promotion_window */
function checkedFields(b: OpsPromotionBody): repo.PromotionFields {
  if (b.minDiscountCents > b.maxDiscountCents) throw new AppError('ops.error.promotion_range');
  const startsAt = new Date(b.startsAt);
  const endsAt = b.endsAt === null ? null : new Date(b.endsAt);
  if (endsAt && !(endsAt > startsAt)) throw new AppError('ops.error.promotion_window');
  return {
    title: b.name,
    active: b.active,
    startsAt,
    endsAt,
    minDiscountCents: b.minDiscountCents,
    maxDiscountCents: b.maxDiscountCents,
    minDepositCents: b.minDepositCents,
  };
}

function auditView(r: repo.PromotionRow) {
  return {
    code: r.code,
    name: r.title,
    active: r.active,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt?.toISOString() ?? null,
    minDiscountCents: r.minDiscountCents,
    maxDiscountCents: r.maxDiscountCents,
    minDepositCents: r.minDepositCents,
  };
}

function opsView(r: repo.PromotionWithAwards, running: boolean, shadowedBy: number[]): OpsPromotion {
  return { id: r.id, ...auditView(r), running, shadowedBy, drawn: r.drawn, paid: r.paid, paidCents: r.paidCents };
}

/** A promotion's window for the shadow check (docs/how-to/operator-day.md#safety). */
function windowOf(r: repo.PromotionRow): PromotionWindow {
  return { id: r.id, active: r.active, startsAtMs: r.startsAt.getTime(), endsAtMs: r.endsAt?.getTime() ?? null };
}
