import { centsToCoins, UNSELLABLE_SOURCES, UNSHIPPABLE_CATEGORIES } from '@hapa/domain';
import type { RecoveryResponse, StoreList, StoreItemStatus } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './store.repo.ts';

/** The player's prizes (docs/product/routes.md#user-area /user/cart, docs/product/endpoints.md#items /user/store/*). */
export class StoreService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly publisher: Publisher,
    private readonly clock: Clock,
  ) {}

  /** GET /api/user/store/list: newest first; values in coin units. */
  async list(userId: number, status: StoreItemStatus | undefined, page: number, pageSize: number): Promise<StoreList> {
    const { rows, total, storedValueCents } = await repo.listStore(this.db, userId, status, pageSize, (page - 1) * pageSize);
    return {
      list: rows.map((r) => ({
        id: r.store.id,
        itemId: r.item.id,
        name: r.item.name,
        image: r.item.image,
        price: centsToCoins(r.store.valueCents),
        skuLevel: r.item.skuLevel,
        status: r.store.status as StoreItemStatus,
        source: r.store.source,
        shippable: !UNSHIPPABLE_CATEGORIES.includes(r.item.category),
        sellable: !UNSELLABLE_SOURCES.includes(r.store.source),
        boxId: r.boxId,
        boxName: r.boxName,
        openId: r.store.openingId,
        createdAt: r.store.createdAt.toISOString(),
      })),
      total,
      page,
      pageSize,
      storedValue: centsToCoins(storedValueCents),
    };
  }

  /**
   * Sells stored prizes back for their value in coins (POST /api/user/store/recovery), all or nothing,
   * in one transaction that locks the rows first: an item is recovered once only.
   * @throws AppError store.error.not_found (not the player's) | store.error.not_stored (already sold or shipped)
   */
  async recover(userId: number, ids: number[]): Promise<RecoveryResponse> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const res = await this.db.transaction(async (tx) => {
      const rows = await repo.lockStoreItems(tx, userId, unique);
      if (rows.length !== unique.length) throw new AppError('store.error.not_found');
      if (rows.some((r) => r.status !== 'stored')) throw new AppError('store.error.not_stored');
      if (rows.some((r) => UNSELLABLE_SOURCES.includes(r.source))) throw new AppError('store.error.cannot_sell');
      const total = rows.reduce((s, r) => s + r.valueCents, 0);
      const credit =
        total > 0
          ? await this.wallet.credit(tx, 'house', {
              userId,
              amount: total,
              idempotencyKey: `recovery:${userId}:${unique.join(',')}`,
              kind: 'store_recovery',
              refType: 'store_items',
              refId: unique.join(','),
            })
          : { entryId: 0, balance: await this.wallet.balanceOf(tx, userId), duplicate: false };
      await repo.markRecovered(tx, unique, credit.entryId, this.clock.now());
      return { rows, total, balance: credit.balance };
    });
    this.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(res.balance) });
    return {
      recovered: res.rows.map((r) => ({ id: r.id, amount: centsToCoins(r.valueCents) })),
      totalAmount: centsToCoins(res.total),
      balance: centsToCoins(res.balance),
    };
  }
}
