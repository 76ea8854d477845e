import { isCancellable, nextOrderStatus, ORDER_STATUS } from '@hapa/domain';
import type { Order } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { MoneyGuard } from '../../platform/money-guard.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { moveOrder, publishNotices, type AppendEvent, type OrderNotice } from './order-transitions.ts';
import type { ShippingService } from './shipping.service.ts';
import * as repo from './shipping.repo.ts';

/** The operator acting (`operatorOf(req)`): users.id and address, for the audit row. */
export interface Actor {
  userId: number;
  ip: string;
}

export interface FulfilmentDeps {
  db: Db;
  wallet: WalletService;
  publisher: Publisher;
  clock: Clock;
  appendEvent: AppendEvent;
  shipping: ShippingService;
  /** the console money rules: a cancel refunds the shipping fee (docs/security.md#console-money-rules) */
  money: MoneyGuard;
}

/** Statuses of the fulfilment queue tabs. */
export const QUEUE_STATUSES = [54, 55, 56, 60, 200, 98, 99] as const;

/**
 * Fulfilment for operators (apps/server/src/modules/shipping/README.md, "Fulfilment in the operator console"): the queue by status, bulk move to
 * the next status, tracking number entry, cancel with the prizes back to the store, packing list CSV. Every
 * mutation locks its orders, writes its audit row and appends `order.status_changed` in one transaction;
 * players are notified after commit.
 */
export class FulfilmentService {
  constructor(private readonly d: FulfilmentDeps) {}

  /** Orders in `status`, oldest first (first in, first out), with items, address and timeline. */
  async queue(
    status: number,
    page: number,
    pageSize: number,
  ): Promise<{ list: (Order & { userId: number })[]; total: number; page: number; pageSize: number }> {
    const { rows, total } = await repo.listOrders(this.d.db, { statuses: [status] }, pageSize, (page - 1) * pageSize);
    const views = await this.d.shipping.views(rows);
    return { list: views.map((v, i) => ({ ...v, userId: rows[i]!.userId })), total, page, pageSize };
  }

  /** A player's orders, newest first, with items, address and timeline (the console's player page). */
  async ordersOf(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ list: (Order & { userId: number })[]; total: number; page: number; pageSize: number }> {
    const { rows, total } = await repo.listOrders(this.d.db, { userId }, pageSize, (page - 1) * pageSize);
    const views = await this.d.shipping.views(rows);
    return { list: views.map((v, i) => ({ ...v, userId: rows[i]!.userId })), total, page, pageSize };
  }

  /**
   * Moves the orders of `ids` that are still in `fromStatus` to the next status (54 -> 55 -> 56 -> 60 -> 200),
   * in one transaction under the orders' row locks. An order in another status (already moved by a retried
   * request or another operator on a stale queue) is skipped and reported with its current status, so the same
   * advance sent twice moves each order once. Leaving the warehouse (-> 56) needs a tracking number.
   * @throws AppError order.error.not_found | order.error.status (`fromStatus` has no next status, or an order would ship without tracking)
   */
  async advance(
    actor: Actor,
    ids: number[],
    fromStatus: number,
  ): Promise<{ moved: { id: number; status: number }[]; skipped: { id: number; status: number }[] }> {
    const next = nextOrderStatus(fromStatus);
    if (next === null) throw new AppError('order.error.status', `Orders in status ${fromStatus} cannot move on`);
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const { notices, skipped } = await this.d.db.transaction(async (tx) => {
      const orders = await repo.lockOrders(tx, unique);
      if (orders.length !== unique.length) throw new AppError('order.error.not_found');
      const out: OrderNotice[] = [];
      const skipped: { id: number; status: number }[] = [];
      const now = this.d.clock.now();
      for (const o of orders) {
        if (o.status !== fromStatus) {
          skipped.push({ id: o.id, status: o.status });
          continue;
        }
        if (next === ORDER_STATUS.shipped && !o.trackingNo)
          throw new AppError('order.error.status', `Order ${o.id} cannot move on from ${o.status} without a tracking number`);
        out.push(await moveOrder(this.d, tx, o, next, 'status', '', now));
        await writeAudit(tx, {
          operatorId: actor.userId,
          action: 'order.advance',
          targetType: 'shipping_order',
          targetId: o.id,
          before: { status: o.status },
          after: { status: next },
          ip: actor.ip,
        });
      }
      return { notices: out, skipped };
    });
    publishNotices(this.d.publisher, notices);
    return { moved: notices.map((n) => ({ id: n.orderId, status: n.status })), skipped };
  }

  /**
   * Sets the tracking number and carrier of an order (before delivery); logged on the timeline.
   * @throws AppError order.error.not_found | order.error.status (delivered or cancelled)
   */
  async setTracking(actor: Actor, orderId: number, trackingNo: string, carrier: string): Promise<void> {
    const notice = await this.d.db.transaction(async (tx) => {
      const o = await repo.lockOrder(tx, orderId);
      if (!o) throw new AppError('order.error.not_found');
      if (o.status === ORDER_STATUS.delivered || o.status === ORDER_STATUS.abandoned || o.status === ORDER_STATUS.cancelledByOperator)
        throw new AppError('order.error.status');
      const now = this.d.clock.now();
      await repo.updateOrder(tx, o.id, { trackingNo, carrier, updatedAt: now });
      await repo.insertLog(tx, o.id, o.status, 'tracking', `${carrier} ${trackingNo}`, now);
      await writeAudit(tx, {
        operatorId: actor.userId,
        action: 'order.tracking',
        targetType: 'shipping_order',
        targetId: o.id,
        before: { trackingNo: o.trackingNo, carrier: o.carrier },
        after: { trackingNo, carrier },
        ip: actor.ip,
      });
      return { userId: o.userId, orderId: o.id, status: o.status, event: 'tracking' };
    });
    publishNotices(this.d.publisher, [notice]);
  }

  /**
   * Cancels an order that has not left the warehouse: the prizes go back to the player's store, the fee back
   * to their balance (status 98). The fee refund follows the console money rules (docs/security.md#console-money-rules):
   * never on the operator's own player account; above the operator's refund limit for the window the first cancel is
   * recorded and answers ops.error.second_operator_pending, and a different operator's cancel completes it.
   * @throws AppError order.error.not_found | order.error.cannot_abandon | ops.error.own_account |
   *   ops.error.own_approval (the same operator again) | ops.error.second_operator_pending (recorded, not cancelled)
   */
  async cancel(actor: OperatorContext, orderId: number, reason: string): Promise<void> {
    const out = await this.d.money.auditRefusals(actor, () =>
      this.d.db.transaction(async (tx) => {
        const o = await repo.lockOrder(tx, orderId);
        if (!o) throw new AppError('order.error.not_found');
        if (!isCancellable(o.status)) throw new AppError('order.error.cannot_abandon');
        const target = {
          action: 'refund',
          targetType: 'shipping_order',
          targetId: o.id,
          playerId: o.userId,
          amountCents: o.feeCents,
        } as const;
        await this.d.money.assertNotOwnAccount(tx, actor, target);
        let rule: unknown = null;
        const first = o.feeCents > 0 ? await this.d.money.approveAwaiting(tx, actor, 'refund', 'shipping_order', o.id) : null;
        if (first) rule = { secondTo: first.requestedBy };
        else if (o.feeCents > 0) {
          const verdict = await this.d.money.record(tx, actor, target);
          rule = verdict;
          if (verdict.status === 'awaiting') {
            await writeAudit(tx, {
              operatorId: actor.userId,
              action: 'order.cancel_request',
              targetType: 'shipping_order',
              targetId: o.id,
              before: { status: o.status },
              after: { status: o.status, reason, refundCents: o.feeCents, rule: verdict },
              ip: actor.ip,
            });
            return null;
          }
        }
        const notice = await moveOrder(this.d, tx, o, ORDER_STATUS.cancelledByOperator, 'cancelled', reason, this.d.clock.now());
        await writeAudit(tx, {
          operatorId: actor.userId,
          action: 'order.cancel',
          targetType: 'shipping_order',
          targetId: o.id,
          before: { status: o.status },
          after: { status: ORDER_STATUS.cancelledByOperator, reason, refundCents: o.feeCents, rule },
          ip: actor.ip,
        });
        return { notice, balance: o.feeCents > 0 ? await this.d.wallet.balanceOf(tx, o.userId) : null };
      }),
    );
    if (!out) throw new AppError('ops.error.second_operator_pending');
    publishNotices(this.d.publisher, [out.notice], out.balance !== null ? new Map([[out.notice.userId, out.balance]]) : undefined);
  }

  /**
   * Packing list (CSV, RFC 4180 quoting): one line per prize of the orders `ids`, with the recipient and
   * address. Read-only.
   */
  async packingListCsv(ids: number[]): Promise<string> {
    const rows = await repo.ordersByIds(this.d.db, [...new Set(ids)]);
    const parts = await repo.orderParts(
      this.d.db,
      rows.map((r) => r.id),
    );
    const lines = [
      [
        'order_id',
        'status',
        'recipient',
        'phone',
        'street',
        'city',
        'state',
        'postcode',
        'country',
        'store_item_id',
        'item_id',
        'item_name',
        'value_usd',
        'tracking_no',
      ],
    ];
    for (const o of rows) {
      const a = o.address as repo.OrderAddressValue;
      for (const i of parts.items.get(o.id) ?? []) {
        lines.push([
          String(o.id),
          String(o.status),
          a.recipientName,
          a.phone,
          a.street,
          a.city,
          a.state,
          a.postcode,
          a.countryCode,
          String(i.storeItemId),
          String(i.itemId),
          i.name,
          (i.valueCents / 100).toFixed(2),
          o.trackingNo ?? '',
        ]);
      }
    }
    return lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }
}

/** One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralised (spreadsheet formulas). */
export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
