import type { LedgerEntryKind } from '@hapa/contracts';
import { boxInfoPath, centsToCoins, DAY_MS } from '@hapa/domain';
import { VOUCHER_KIND, type OpenResponse, type Voucher, type VoucherList, type VoucherSkuList } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { BoxesService } from '../boxes/boxes.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { PrizeSettings } from '../shipping/prize-settings.ts';
import * as repo from './vouchers.repo.ts';

export interface VouchersDeps {
  db: Db;
  clock: Clock;
  settings: PrizeSettings;
  boxes: BoxesService;
  wallet: WalletService;
}

/**
 * Module functions for the modules that issue or redeem vouchers themselves (referral rewards, modules/trial): they
 * reach the vouchers table through these, never the vouchers repo (docs/architecture.md#layers). Plain functions,
 * not `VouchersService` methods, so those modules need no instance of it.
 */
export const voucherStore = {
  /**
   * Inserts vouchers on `db` (or the caller's transaction); a row whose `sourceRef` was already issued is skipped.
   * Returns the inserted rows (none for the skipped ones).
   */
  issue(db: DbOrTx, rows: Parameters<typeof repo.insertVouchers>[1]): Promise<repo.VoucherRow[]> {
    return repo.insertVouchers(db, rows);
  },
  /** Locks voucher `id` of `userId` (`FOR UPDATE`) in the caller's transaction `tx`; null when the player has no such voucher. */
  lock(tx: Tx, userId: number, id: number): Promise<repo.VoucherRow | null> {
    return repo.lockVoucher(tx, userId, id);
  },
  /** Marks voucher `id` used at `at`, by `usedRef` (what used it), in the caller's transaction `tx`. */
  async markUsed(tx: Tx, id: number, usedRef: string, at: Date): Promise<void> {
    await repo.markUsed(tx, id, usedRef, at);
  },
};

/**
 * Vouchers (docs/product/entities.md#enums kinds Free 0, Charge 1, LuckyTrial 2; docs/product/endpoints.md#items /voucher/list, detail, sku, exchange,
 * user_avail_vouchers). Free: one free opening of a named box through the provably-fair open path; the
 * box-voucher rewards deposits record in `deposit_rewards` become Free vouchers (issued once per reward unit,
 * `sourceRef` `deposit_reward:{id}:{n}`). Charge: a bonus with the next qualifying paid deposit. LuckyTrial: a
 * named box at 90% off, issued and opened by modules/trial (`trial_welcome:{userId}`, `trial_boost:{shareNo}:{n}`).
 * Expiry is shown and enforced.
 */
export class VouchersService {
  constructor(private readonly d: VouchersDeps) {}

  /** Issues the player's unissued deposit box-voucher rewards as Free vouchers (idempotent; one transaction). */
  async syncRewards(userId: number): Promise<void> {
    const { depositFreeDays } = await this.d.settings.get('vouchers.expiry');
    await this.d.db.transaction(async (tx) => {
      const rewards = await repo.lockUnissuedRewards(tx, userId);
      if (!rewards.length) return;
      const rows = rewards.flatMap((r) =>
        Array.from({ length: r.quantity }, (_, n) => ({
          userId,
          kind: VOUCHER_KIND.free,
          boxId: r.boxId,
          source: 'deposit_reward',
          sourceRef: `deposit_reward:${r.id}:${n}`,
          expiresAt: new Date(r.createdAt.getTime() + depositFreeDays * DAY_MS),
          createdAt: r.createdAt,
        })),
      );
      await repo.insertVouchers(tx, rows);
      await repo.markRewardsIssued(
        tx,
        rewards.map((r) => r.id),
      );
    });
  }

  /** GET /api/voucher/list: every voucher of the player, newest first, with status available / used / expired. */
  async list(userId: number): Promise<VoucherList> {
    await this.syncRewards(userId);
    return { list: (await repo.listVouchers(this.d.db, userId)).map((r) => this.view(r)) };
  }

  /** GET /api/voucher/detail?id. @throws AppError voucher.error.not_found */
  async detail(userId: number, id: number): Promise<Voucher> {
    const rows = await repo.listVouchers(this.d.db, userId, { id });
    if (!rows[0]) throw new AppError('voucher.error.not_found');
    return this.view(rows[0]);
  }

  /** GET /api/voucher/sku?id: what the voucher can buy: a Free voucher's box prizes with their odds; none for other kinds. */
  async sku(userId: number, id: number): Promise<VoucherSkuList> {
    const v = await this.detail(userId, id);
    if (v.kind !== VOUCHER_KIND.free || v.boxId === null) return { list: [] };
    const box = await this.d.boxes.detail(v.boxId);
    return {
      list: box.items.map((i) => ({
        itemId: i.id,
        name: i.name,
        image: i.image,
        price: i.price,
        skuLevel: i.skuLevel,
        probability: i.probability,
      })),
    };
  }

  /** GET /api/voucher/user_avail_vouchers?boxId: usable Free vouchers (of that box), soonest expiry first. */
  async available(userId: number, boxId?: number): Promise<VoucherList> {
    await this.syncRewards(userId);
    const rows = await repo.listVouchers(this.d.db, userId, { kind: VOUCHER_KIND.free, boxId, usableAt: this.d.clock.now() });
    return { list: rows.map((r) => this.view(r)) };
  }

  /**
   * POST /api/voucher/exchange {id}: uses a Free voucher: opens its box once for free (provably fair, see
   * BoxesService.openWithVoucher). The voucher is locked and used in the opening's transaction, so a raced
   * exchange opens once.
   * @throws AppError voucher.error.not_found | voucher.error.used | voucher.error.expired | voucher.error.kind (Charge) |
   *   voucher.error.lucky_trial (a LuckyTrial is opened at its price by POST /api/trial_open, modules/trial)
   */
  async exchange(player: { id: number; nickname: string }, id: number): Promise<OpenResponse> {
    await this.syncRewards(player.id);
    const v = await this.detail(player.id, id);
    if (v.kind === VOUCHER_KIND.luckyTrial) throw new AppError('voucher.error.lucky_trial');
    if (v.kind !== VOUCHER_KIND.free || v.boxId === null) throw new AppError('voucher.error.kind');
    return this.d.boxes.openWithVoucher(player, v.boxId, async (tx) => {
      const row = await repo.lockVoucher(tx, player.id, id);
      if (!row) throw new AppError('voucher.error.not_found');
      if (row.status !== 'available') throw new AppError('voucher.error.used');
      if (row.expiresAt.getTime() <= this.d.clock.now().getTime()) throw new AppError('voucher.error.expired');
      await repo.markUsed(tx, row.id, `box_open:${row.boxId}`, this.d.clock.now());
    });
  }

  /** Issues a Charge voucher in the caller's transaction (exchange center). `sourceRef` makes it once only. */
  async issueCharge(
    tx: Tx,
    userId: number,
    amountCents: number,
    minDepositCents: number,
    days: number,
    sourceRef: string,
  ): Promise<number | null> {
    const now = this.d.clock.now();
    const rows = await repo.insertVouchers(tx, [
      {
        userId,
        kind: VOUCHER_KIND.charge,
        amountCents,
        minDepositCents,
        source: 'exchange',
        sourceRef,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
        createdAt: now,
      },
    ]);
    return rows[0]?.id ?? null;
  }

  /**
   * The Charge voucher's part of a deposit (a DepositPartSource of modules/payments, docs/payments.md#deposit-parts):
   * the player's oldest usable Charge voucher the deposit qualifies for. `quote` reads; `credit` runs in the crediting
   * transaction, locks the voucher and marks it used, then the settlement credits its amount from `bonus` under
   * `charge_voucher:{id}`.
   * @returns the part (cents, ledger key) or null when no voucher applies
   */
  async depositPart(
    db: DbOrTx,
    order: { userId: number; orderNo: string; coinCents: number },
    mode: 'quote' | 'credit',
  ): Promise<{ cents: number; idempotencyKey: string; ledgerKind: LedgerEntryKind } | null> {
    const now = this.d.clock.now();
    const v = await repo.chargeVoucherFor(db, order.userId, order.coinCents, now, mode === 'credit');
    if (!v || v.amountCents <= 0) return null;
    if (mode === 'credit') await repo.markUsed(db as Tx, v.id, `deposit:${order.orderNo}`, now);
    return { cents: v.amountCents, idempotencyKey: `charge_voucher:${v.id}`, ledgerKind: 'charge_voucher' };
  }

  private view(r: Awaited<ReturnType<typeof repo.listVouchers>>[number]): Voucher {
    const v = r.v;
    const expired = v.status === 'available' && v.expiresAt.getTime() <= this.d.clock.now().getTime();
    return {
      id: v.id,
      kind: v.kind,
      boxId: v.boxId,
      boxName: r.boxName,
      boxInfo: v.boxId !== null && r.boxName ? boxInfoPath(v.boxId, r.boxName) : null,
      boxImage: r.boxImage,
      amount: centsToCoins(v.amountCents),
      minDeposit: centsToCoins(v.minDepositCents),
      status: expired ? 'expired' : (v.status as 'available' | 'used'),
      source: v.source,
      expiresAt: v.expiresAt.toISOString(),
      usedAt: v.usedAt?.toISOString() ?? null,
      createdAt: v.createdAt.toISOString(),
    };
  }
}
