import type { LedgerEntryKind } from '@hapa/contracts';
import {
  DEPOSIT_BONUS_DEFAULTS as DEFAULT_DEPOSIT_BONUS,
  DEPOSIT_BONUS_SLUG,
  DepositBonusConfig,
  type DepositBonusInfo,
  type DepositBonusTier,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { writeAudit } from '../../platform/audit.ts';
import * as eventsRepo from './promo-events.repo.ts';
import * as repo from './deposit-bonus.repo.ts';
import { eventState, type PromoEventRow, type PromoEventsService } from './promo-events.service.ts';

/** The event's settings from its `config` (the defaults when the row holds none or a bad one). */
export function depositBonusConfigOf(r: Pick<PromoEventRow, 'config'>): DepositBonusConfig {
  const c = DepositBonusConfig.safeParse(r.config ?? {});
  return c.success ? { tiers: c.data.tiers, capCents: c.data.capCents } : DEFAULT_DEPOSIT_BONUS;
}

/** What the event's part of a deposit is (the shape of modules/payments' SourcedPart). */
export interface SourcedBonus {
  cents: number;
  idempotencyKey: string;
  ledgerKind: LedgerEntryKind;
}

/**
 * The bonus a deposit earns before the cap: floor(deposit x bonusPpm / 1e6) of the highest tier whose minimum it
 * reaches, 0 below the first tier. Cents in, cents out.
 */
export function tierBonusCents(depositCents: number, tiers: DepositBonusTier[]): number {
  let ppm = 0;
  for (const t of tiers) if (depositCents >= t.minCents) ppm = t.bonusPpm;
  return Math.floor((depositCents * ppm) / 1_000_000);
}

/**
 * The /deposit-bonus event (docs/product/routes.md#events event pages; docs/events.md) on the event framework: while the `deposit-bonus` event
 * is live, every credited deposit earns its tier's percent as one of its parts, quoted with the deposit and credited
 * from the `bonus` account in the deposit's own crediting transaction (ledger key `event_bonus:{slug}:{orderNo}`), up
 * to a cap per player per event. The console
 * edits the tiers and the cap (role catalogue, audited); dates and banner through the events console.
 */
export class DepositBonusService {
  constructor(private readonly d: { db: Db; clock: Clock; events: PromoEventsService }) {}

  /** Development and test only: the seeded event is off until an operator switches it on (see DEFAULT_EVENTS). */
  setActiveForTests(active: boolean): Promise<boolean> {
    return this.d.events.setActiveForTests(DEPOSIT_BONUS_SLUG, active);
  }

  /**
   * The event's part of a deposit (a DepositPartSource of modules/payments, docs/payments.md#deposit-parts): the
   * tier bonus of a live event, up to what is left of the player's cap. `quote` reads; `credit` runs in the order's
   * crediting transaction (the caller holds the order row and the player's coin account): the player's totals row
   * is locked FOR UPDATE (raced deposits take turns on the cap) and the grant is recorded (once per order), then the
   * settlement credits the part from the `bonus` account under `event_bonus:{slug}:{orderNo}`.
   * @returns the part (cents, ledger key) or null when the event pays nothing
   */
  async depositPart(
    db: DbOrTx,
    order: { userId: number; orderNo: string; coinCents: number },
    mode: 'quote' | 'credit',
  ): Promise<SourcedBonus | null> {
    const ev = await this.d.events.find(db, DEPOSIT_BONUS_SLUG);
    const now = this.d.clock.now();
    if (!ev || !ev.isActive || eventState(ev, now) !== 'live') return null;
    const cfg = depositBonusConfigOf(ev);
    const depositCents = order.coinCents;
    const totals =
      mode === 'credit' ? await repo.lockTotals(db as Tx, ev.id, order.userId, now) : await repo.totals(db, ev.id, order.userId);
    if (await repo.hasGrant(db, order.orderNo)) return null;
    const bonusCents = Math.max(0, Math.min(tierBonusCents(depositCents, cfg.tiers), cfg.capCents - (totals?.bonusCents ?? 0)));
    if (mode === 'credit' && totals)
      await repo.recordGrant(
        db as Tx,
        { orderNo: order.orderNo, eventId: ev.id, userId: order.userId, depositCents, bonusCents, at: now },
        totals,
      );
    return { cents: bonusCents, idempotencyKey: `event_bonus:${DEPOSIT_BONUS_SLUG}:${order.orderNo}`, ledgerKind: 'event_bonus' };
  }

  /**
   * GET /api/deposit-bonus/info: the event in any state (upcoming, live, ended: the page shows it), tiers, cap and,
   * for a signed-in player, what they received so far.
   * @throws AppError event.error.not_found when the event is missing or switched off
   */
  async info(userId: number | null): Promise<DepositBonusInfo> {
    const row = await this.d.events.row(this.d.db, DEPOSIT_BONUS_SLUG);
    const cfg = depositBonusConfigOf(row);
    const mine = userId ? await repo.totals(this.d.db, row.id, userId) : null;
    const bonusCents = mine?.bonusCents ?? 0;
    return {
      event: this.d.events.view(row),
      tiers: cfg.tiers,
      capCents: cfg.capCents,
      me: userId ? { bonusCents, deposits: mine?.deposits ?? 0, remainingCents: Math.max(0, cfg.capCents - bonusCents) } : null,
    };
  }

  /** GET /api/ops/deposit-bonus: the tiers and cap. @throws AppError event.error.not_found */
  async opsConfig(): Promise<DepositBonusConfig> {
    const r = await this.d.events.find(this.d.db, DEPOSIT_BONUS_SLUG);
    if (!r) throw new AppError('event.error.not_found');
    return depositBonusConfigOf(r);
  }

  /**
   * POST /api/ops/deposit-bonus: new tiers and cap (applies to the next credited deposit), audited
   * (`events.deposit_bonus`) in the same transaction. @throws AppError event.error.not_found
   */
  async setConfig(op: OperatorContext, body: DepositBonusConfig): Promise<DepositBonusConfig> {
    const next = { tiers: body.tiers, capCents: body.capCents };
    await this.d.db.transaction(async (tx) => {
      const found = await this.d.events.find(tx, DEPOSIT_BONUS_SLUG);
      const before = found ? await eventsRepo.byId(tx, found.id, true) : null;
      if (!before) throw new AppError('event.error.not_found');
      await eventsRepo.update(tx, before.id, { config: { ...(before.config as object), ...next }, updatedAt: this.d.clock.now() });
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: 'events.deposit_bonus',
        targetType: 'promo_event',
        targetId: before.id,
        before: depositBonusConfigOf(before),
        after: next,
      });
    });
    return next;
  }
}
