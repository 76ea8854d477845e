import { createHash } from 'node:crypto';
import { boxInfoPath, centsToCoins, UNSHIPPABLE_CATEGORIES } from '@hapa/domain';
import type { ItemCard, MallExchangeResponse, MallList, OpsMallOffer, OpsMallOfferBody, OpsMallOffers } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { BoxesService } from '../boxes/boxes.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { writeAudit } from '../../platform/audit.ts';
import * as repo from './mall.repo.ts';

/** Recent drops shown on an item card. */
const CARD_DROPS = 12;

/**
 * The mall (docs/product/routes.md#prizes /mall, docs/product/endpoints.md#distribution-and-mall /mall/v2/exchange_list, POST /mall/exchange): catalogue items priced in
 * HapaCoins, with stock and per-player limits; a purchase lands in the store as a mall item (not sellable).
 * Also the item card (docs/product/routes.md#prizes /item-card).
 */
export class MallService {
  constructor(private readonly d: { db: Db; wallet: WalletService; boxes: BoxesService; clock: Clock; random: RandomSource }) {}

  /** Seeds the default offers once (see repo.seedMall). */
  seed(): Promise<void> {
    return this.d.db.transaction((tx) => repo.seedMall(tx));
  }

  /** GET /api/mall/v2/exchange_list: offers with HapaCoin price, stock left and what the player bought; their HapaCoins. */
  async list(userId: number | null): Promise<MallList> {
    const [rows, bought, hapaBean] = await Promise.all([
      repo.listMall(this.d.db),
      userId ? repo.boughtBy(this.d.db, userId) : Promise.resolve(new Map<number, number>()),
      userId ? this.d.wallet.balanceOf(this.d.db, userId, 'user_bean') : Promise.resolve(0),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.m.id,
        itemId: r.m.itemId,
        name: r.name,
        image: r.image,
        skuLevel: r.skuLevel,
        price: centsToCoins(r.priceCents),
        bean: r.m.priceBean,
        stock: r.m.stock,
        left: r.m.stock === null ? null : Math.max(0, r.m.stock - r.m.sold),
        limit: r.m.perUserLimit,
        bought: bought.get(r.m.id) ?? 0,
      })),
      hapaBean,
    };
  }

  /**
   * POST /api/mall/exchange {id, quantity}: buys `quantity` of an offer with HapaCoins in ONE transaction that
   * locks the offer row (stock and the player's limit are checked under it), then the HapaCoin account (ledger
   * entry user_bean -> bean_clearing); the items land in the store (source 'mall'). A repeated idempotency key
   * returns the first purchase.
   * @throws AppError mall.error.not_found | mall.error.off_sale | mall.error.out_of_stock | mall.error.limit | bean.error.not_enough
   */
  async exchange(userId: number, id: number, quantity: number, idempotencyKey?: string): Promise<MallExchangeResponse> {
    const key = `mall:${userId}:${idempotencyKey ? createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32) : this.d.random.hex(16)}`;
    if (idempotencyKey) {
      const first = await this.d.wallet.entryByKey(this.d.db, key);
      if (first) return this.replay(userId, first.metadata);
    }
    try {
      return await this.buy(userId, id, quantity, key, idempotencyKey !== undefined);
    } catch (err) {
      // a retry raced its own first attempt (same key): answer the first purchase
      if (idempotencyKey && err instanceof AppError && err.key === 'error.idempotency_conflict') {
        const first = await this.d.wallet.entryByKey(this.d.db, key);
        if (first) return this.replay(userId, first.metadata);
      }
      throw err;
    }
  }

  private buy(userId: number, id: number, quantity: number, key: string, clientKey: boolean): Promise<MallExchangeResponse> {
    return this.d.db.transaction(async (tx) => {
      const row = await repo.lockMallItem(tx, id);
      if (!row) throw new AppError('mall.error.not_found');
      if (!row.m.isActive) throw new AppError('mall.error.off_sale');
      if (row.m.stock !== null && row.m.sold + quantity > row.m.stock) throw new AppError('mall.error.out_of_stock');
      if (row.m.perUserLimit !== null) {
        const had = (await repo.boughtBy(tx, userId, [id])).get(id) ?? 0;
        if (had + quantity > row.m.perUserLimit) throw new AppError('mall.error.limit');
      }
      const beans = row.m.priceBean * quantity;
      const now = this.d.clock.now();
      const storeItemIds = await repo.insertMallStoreItems(tx, userId, row.m.itemId, row.priceCents, quantity, now);
      const posted = await this.d.wallet.debit(
        tx,
        'bean_clearing',
        {
          userId,
          amount: beans,
          idempotencyKey: key,
          kind: 'mall_exchange',
          refType: 'mall_item',
          refId: String(id),
          metadata: { storeItemIds, quantity },
          isFreshKey: !clientKey,
        },
        'user_bean',
      );
      if (posted.duplicate) throw new AppError('error.idempotency_conflict');
      await repo.addSold(tx, id, quantity);
      await repo.insertPurchase(tx, { userId, mallItemId: id, quantity, beans, entryId: posted.entryId, createdAt: now });
      return { storeItemIds, bean: beans, hapaBean: posted.balance };
    });
  }

  private async replay(userId: number, metadata: unknown): Promise<MallExchangeResponse> {
    const m = metadata as { storeItemIds: number[] };
    return { storeItemIds: m.storeItemIds, bean: 0, hapaBean: await this.d.wallet.balanceOf(this.d.db, userId, 'user_bean') };
  }

  /** GET /api/ops/mall/offers: every offer, on and off sale, with its item and sold count (console, role finance). */
  async opsOffers(): Promise<OpsMallOffers> {
    return { list: (await repo.listAllOffers(this.d.db)).map((r) => opsOffer(r.m, r)) };
  }

  /**
   * POST /api/ops/mall/offers: a new offer of catalogue item `itemId` (audit `mall.offer_create`).
   * @throws AppError item.error.not_found (no such item)
   */
  async createOffer(actor: { userId: number; ip: string }, v: OpsMallOfferBody): Promise<OpsMallOffer> {
    return this.d.db.transaction(async (tx) => {
      const item = await repo.findItem(tx, v.itemId);
      if (!item) throw new AppError('item.error.not_found', 'This item does not exist');
      const row = await repo.insertOffer(tx, {
        itemId: v.itemId,
        priceBean: v.priceBean,
        stock: v.stock,
        perUserLimit: v.perUserLimit,
        sort: v.sort,
        isActive: v.isActive,
      });
      await writeAudit(tx, {
        operatorId: actor.userId,
        action: 'mall.offer_create',
        targetType: 'mall_item',
        targetId: row.id,
        before: null,
        after: v,
        ip: actor.ip,
      });
      return opsOffer(row, { name: item.name, image: item.image, priceCents: item.priceCents });
    });
  }

  /**
   * POST /api/ops/mall/offers/{id}: edits an offer under its row lock (the lock purchases take first, so a change of
   * stock, price or limit applies to the next purchase and never to one half done); audit `mall.offer_update`.
   * `stock` counts what was sold too (left = stock - sold).
   * @throws AppError mall.error.not_found | item.error.not_found
   */
  async updateOffer(actor: { userId: number; ip: string }, id: number, v: OpsMallOfferBody): Promise<OpsMallOffer> {
    return this.d.db.transaction(async (tx) => {
      const locked = await repo.lockMallItem(tx, id);
      if (!locked) throw new AppError('mall.error.not_found');
      const item = await repo.findItem(tx, v.itemId);
      if (!item) throw new AppError('item.error.not_found', 'This item does not exist');
      const set = {
        itemId: v.itemId,
        priceBean: v.priceBean,
        stock: v.stock,
        perUserLimit: v.perUserLimit,
        sort: v.sort,
        isActive: v.isActive,
      };
      await repo.updateOffer(tx, id, set);
      const b = locked.m;
      await writeAudit(tx, {
        operatorId: actor.userId,
        action: 'mall.offer_update',
        targetType: 'mall_item',
        targetId: id,
        before: {
          itemId: b.itemId,
          priceBean: b.priceBean,
          stock: b.stock,
          perUserLimit: b.perUserLimit,
          sort: b.sort,
          isActive: b.isActive,
        },
        after: set,
        ip: actor.ip,
      });
      return opsOffer({ ...b, ...set }, { name: item.name, image: item.image, priceCents: item.priceCents });
    });
  }

  /**
   * GET /api/item/card/{id}: the item (value, art), the active boxes that hold it with their odds, its recent
   * drops and its mall offer. @throws AppError item.error.not_found
   */
  async card(itemId: number): Promise<ItemCard> {
    const item = await repo.findItem(this.d.db, itemId);
    if (!item) throw new AppError('item.error.not_found', 'This item does not exist');
    const [holding, drops, offer] = await Promise.all([
      repo.boxesHolding(this.d.db, itemId),
      this.d.boxes.drops(CARD_DROPS, undefined, itemId),
      repo.mallOfferFor(this.d.db, itemId),
    ]);
    return {
      id: item.id,
      name: item.name,
      brand: item.brand,
      category: item.category,
      description: item.description,
      image: item.image,
      price: centsToCoins(item.priceCents),
      skuLevel: item.skuLevel,
      shippable: !UNSHIPPABLE_CATEGORIES.includes(item.category),
      boxes: holding.map((b) => ({
        id: b.id,
        name: b.name,
        boxInfo: boxInfoPath(b.id, b.name),
        image: b.image,
        price: centsToCoins(b.priceCents),
        probability: b.ppm / 10_000,
      })),
      drops,
      mall: offer ? { id: offer.id, bean: offer.priceBean } : null,
    };
  }
}

function opsOffer(m: repo.MallRow, item: { name: string; image: string; priceCents: number }): OpsMallOffer {
  return {
    id: m.id,
    itemId: m.itemId,
    priceBean: m.priceBean,
    stock: m.stock,
    sold: m.sold,
    perUserLimit: m.perUserLimit,
    sort: m.sort,
    isActive: m.isActive,
    itemName: item.name,
    itemImage: item.image,
    itemPriceCents: item.priceCents,
  };
}
