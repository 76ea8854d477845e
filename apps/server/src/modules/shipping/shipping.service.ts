import { createHash } from 'node:crypto';
import { centsToCoins, ORDER_STATUS, shippingFeeCents, UNSHIPPABLE_CATEGORIES } from '@hapa/domain';
import type { Order, OrderList, ShipResponse, ShippingConfig } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { COUNTRIES } from '../addresses/countries.ts';
import type { PrizeSettings } from './prize-settings.ts';
import { moveOrder, orderViews, publishNotices, type AppendEvent } from './order-transitions.ts';
import * as repo from './shipping.repo.ts';

export interface ShippingDeps {
  db: Db;
  wallet: WalletService;
  settings: PrizeSettings;
  publisher: Publisher;
  clock: Clock;
  random: RandomSource;
  appendEvent: AppendEvent;
}

/**
 * Shipping prizes (docs/product/routes.md#user-area /user/cart, check-order, order, order-detail; docs/product/entities.md#orders-and-addresses Order; docs/product/states.md#prize-orders order status steps;
 * docs/product/endpoints.md#items /user/store/send, orders, track, abandon, confirm receipt; docs/product/errors.md shipping errors). Every action is one
 * transaction that locks what it moves: the store rows (id order), then the coin account for the fee.
 */
export class ShippingService {
  constructor(private readonly d: ShippingDeps) {}

  /** GET /api/shipping/config: the fee rule in coin units and the supported countries with names. */
  async config(): Promise<ShippingConfig> {
    const [rule, codes] = await Promise.all([this.d.settings.get('shipping.fee_rule'), this.d.settings.get('shipping.countries')]);
    const set = new Set(codes);
    return {
      defaultFee: centsToCoins(rule.defaultFeeCents),
      fees: Object.fromEntries(Object.entries(rule.fees).map(([k, v]) => [k, centsToCoins(v)])),
      freeFrom: centsToCoins(rule.freeFromCents),
      countries: COUNTRIES.filter((c) => set.has(c.code)),
    };
  }

  /**
   * POST /api/user/store/send {ids, addressId}: one order for the stored prizes, to a copy of the address; the
   * prizes leave the store (status 'shipping') and the fee (shipping fee rule, coin cents) is paid in the same
   * transaction. A repeated `idempotencyKey` returns the first order.
   * @throws AppError order.error.address_empty (no such address of the player) | order.error.country |
   *   store.error.not_found | store.error.not_stored | store.error.not_shippable | coin.error.not_enough
   */
  async send(userId: number, ids: number[], addressId: number, idempotencyKey?: string): Promise<ShipResponse> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const key = `ship:${userId}:${idempotencyKey ? createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32) : this.d.random.hex(16)}`;
    if (idempotencyKey) {
      const first = await repo.orderByKey(this.d.db, key);
      if (first) return this.replay(first);
    }
    const address = await repo.findAddress(this.d.db, userId, addressId);
    if (!address) throw new AppError('order.error.address_empty');
    if (!(await this.d.settings.isShippingCountry(address.countryCode))) throw new AppError('order.error.country');
    const rule = await this.d.settings.get('shipping.fee_rule');
    const now = this.d.clock.now();
    let res: { order: repo.OrderRow; balance: number };
    try {
      res = await this.d.db.transaction(async (tx) => {
        const rows = await repo.lockStoreItemsWithCategory(tx, userId, unique);
        if (rows.length !== unique.length) throw new AppError('store.error.not_found');
        if (rows.some((r) => r.store.status !== 'stored')) throw new AppError('store.error.not_stored');
        if (rows.some((r) => UNSHIPPABLE_CATEGORIES.includes(r.category))) throw new AppError('store.error.not_shippable');
        const value = rows.reduce((s, r) => s + r.store.valueCents, 0);
        const fee = shippingFeeCents(rule, address.countryCode, value);
        const { recipientName, phone, street, city, state, postcode, countryCode } = address;
        const order = await repo.insertOrder(tx, {
          userId,
          status: ORDER_STATUS.ordered,
          address: { recipientName, phone, street, city, state, postcode, countryCode },
          countryCode,
          itemsValueCents: value,
          feeCents: fee,
          idempotencyKey: key,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertOrderItems(
          tx,
          rows.map((r) => ({ orderId: order.id, storeItemId: r.store.id, itemId: r.store.itemId, valueCents: r.store.valueCents })),
        );
        await repo.setStoreStatus(tx, unique, 'shipping', now);
        await repo.insertLog(tx, order.id, ORDER_STATUS.ordered, 'created', '', now);
        const balance =
          fee > 0
            ? (
                await this.d.wallet.debit(tx, 'shipping_fees', {
                  userId,
                  amount: fee,
                  idempotencyKey: `ship_fee:${order.id}`,
                  kind: 'shipping_fee',
                  refType: 'shipping_order',
                  refId: String(order.id),
                  isFreshKey: true,
                })
              ).balance
            : await this.d.wallet.balanceOf(tx, userId);
        await this.d.appendEvent(tx, userId, { orderId: order.id, from: null, to: ORDER_STATUS.ordered, step: 1, event: 'created' });
        return { order, balance };
      });
    } catch (err) {
      // a retry that raced its own first attempt: answer the first order
      if (idempotencyKey && err instanceof AppError && err.key === 'store.error.not_stored') {
        const first = await repo.orderByKey(this.d.db, key);
        if (first) return this.replay(first);
      }
      throw err;
    }
    publishNotices(
      this.d.publisher,
      [{ userId, orderId: res.order.id, status: ORDER_STATUS.ordered, event: 'created' }],
      res.order.feeCents > 0 ? new Map([[userId, res.balance]]) : undefined,
    );
    return { orderId: res.order.id, fee: centsToCoins(res.order.feeCents), balance: centsToCoins(res.balance) };
  }

  private async replay(order: repo.OrderRow): Promise<ShipResponse> {
    return {
      orderId: order.id,
      fee: centsToCoins(order.feeCents),
      balance: centsToCoins(await this.d.wallet.balanceOf(this.d.db, order.userId)),
    };
  }

  /** GET /api/user/store/orders: the player's orders, newest first, each with status, step (1-5) and logList. */
  async orders(userId: number, page: number, pageSize: number): Promise<OrderList> {
    const { rows, total } = await repo.listOrders(this.d.db, { userId }, pageSize, (page - 1) * pageSize);
    return { list: await this.views(rows), total, page, pageSize };
  }

  /** GET /api/user/store/track?orderId: one order of the player (detail and timeline). @throws AppError order.error.not_found */
  async track(userId: number, orderId: number): Promise<Order> {
    const rows = await repo.ordersByIds(this.d.db, [orderId]);
    if (!rows[0] || rows[0].userId !== userId) throw new AppError('order.error.not_found');
    return (await this.views(rows))[0]!;
  }

  /** API views of order rows (items, logs, tracking link). */
  async views(rows: repo.OrderRow[]): Promise<Order[]> {
    const [parts, links] = await Promise.all([
      repo.orderParts(
        this.d.db,
        rows.map((r) => r.id),
      ),
      this.d.settings.get('shipping.carriers'),
    ]);
    return orderViews(rows, parts, links);
  }

  /**
   * POST /api/user/store/abandon {orderId}: cancels an order that has not left the warehouse (S1, S2); the
   * prizes return to the store and the fee to the balance.
   * @throws AppError order.error.not_found | order.error.cannot_abandon
   */
  async abandon(userId: number, orderId: number): Promise<Order> {
    const out = await this.d.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId, userId);
      if (!order) throw new AppError('order.error.not_found');
      if (order.status !== ORDER_STATUS.ordered && order.status !== ORDER_STATUS.packing) throw new AppError('order.error.cannot_abandon');
      const notice = await moveOrder(this.d, tx, order, ORDER_STATUS.abandoned, 'abandoned', '', this.d.clock.now());
      const balance = order.feeCents > 0 ? await this.d.wallet.balanceOf(tx, userId) : null;
      return { notice, balance };
    });
    publishNotices(this.d.publisher, [out.notice], out.balance !== null ? new Map([[userId, out.balance]]) : undefined);
    return this.track(userId, orderId);
  }

  /**
   * POST /api/user/store/confirm_receipt {orderId}: the player confirms the parcel arrived (from S3 on); an order
   * not yet at S5 moves to 200 (delivered).
   * @throws AppError order.error.not_found | order.error.cannot_confirm
   */
  async confirmReceipt(userId: number, orderId: number): Promise<Order> {
    const notice = await this.d.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId, userId);
      if (!order) throw new AppError('order.error.not_found');
      const ok =
        order.status === ORDER_STATUS.shipped || order.status === ORDER_STATUS.delivering || order.status === ORDER_STATUS.delivered;
      if (!ok || order.receivedAt) throw new AppError('order.error.cannot_confirm');
      const now = this.d.clock.now();
      await repo.updateOrder(tx, order.id, { receivedAt: now });
      return moveOrder(this.d, tx, order, ORDER_STATUS.delivered, 'received', '', now);
    });
    publishNotices(this.d.publisher, [notice]);
    return this.track(userId, orderId);
  }

  /** Account deletion refuses while an order is on its way (users DeletionService blocker). */
  async openOrdersReason(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], userId: number): Promise<string | null> {
    return (await repo.countOpenOrders(db, userId)) > 0 ? 'shipping_order' : null;
  }
}
