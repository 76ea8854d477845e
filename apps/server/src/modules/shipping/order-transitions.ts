import { centsToCoins, isCancelled, orderStep, ORDER_STATUS } from '@hapa/domain';
import type { Order } from '@hapa/contracts';
import type { Tx } from '../../db/client.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { DomainEventMap } from '../events/events.service.ts';
import type { CarrierLinks } from './prize-settings.ts';
import * as repo from './shipping.repo.ts';

/** Appends `order.status_changed` in the caller's transaction (modules/events `events.append`; architecture.md "Domain events"). */
export type AppendEvent = (tx: Tx, userId: number, payload: DomainEventMap['order.status_changed']) => Promise<unknown>;

/** What to push to the player after the transaction commits. */
export interface OrderNotice {
  userId: number;
  orderId: number;
  status: number;
  event: string;
}

export interface TransitionDeps {
  wallet: WalletService;
  appendEvent: AppendEvent;
}

/**
 * Moves a locked order to `status` in the caller's transaction: the log row, the order row, the store items
 * (delivered: 'shipped'; cancelled: back to 'stored' with the fee refunded under `ship_fee_refund:{orderId}`)
 * and the domain event `order.status_changed`. Returns the notice to publish after commit.
 */
export async function moveOrder(
  d: TransitionDeps,
  tx: Tx,
  order: repo.OrderRow,
  status: number,
  event: string,
  note: string,
  at: Date,
): Promise<OrderNotice> {
  await repo.updateOrder(tx, order.id, { status, updatedAt: at });
  await repo.insertLog(tx, order.id, status, event, note, at);
  const storeIds = await repo.orderStoreItemIds(tx, order.id);
  if (status === ORDER_STATUS.delivered) await repo.setStoreStatus(tx, storeIds, 'shipped', at);
  if (isCancelled(status)) {
    await repo.setStoreStatus(tx, storeIds, 'stored', at);
    if (order.feeCents > 0) {
      await d.wallet.credit(tx, 'shipping_fees', {
        userId: order.userId,
        amount: order.feeCents,
        idempotencyKey: `ship_fee_refund:${order.id}`,
        kind: 'shipping_fee_refund',
        refType: 'shipping_order',
        refId: String(order.id),
      });
    }
  }
  await d.appendEvent(tx, order.userId, { orderId: order.id, from: order.status, to: status, step: orderStep(status), event });
  return { userId: order.userId, orderId: order.id, status, event };
}

/** Pushes `notify:order` (and the balance when a fee came back) to each player (in-app notice; docs/product/endpoints.md#realtime notify channel). */
export function publishNotices(publisher: Publisher, notices: OrderNotice[], balances: Map<number, number> = new Map()) {
  for (const n of notices)
    publisher.toUser(n.userId, 'notify:order', { orderId: n.orderId, status: n.status, step: orderStep(n.status), event: n.event });
  for (const [userId, cents] of balances) publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(cents) });
}

/** The tracking page of `trackingNo` at `carrier` (the carrier's link, else the generic tracker). */
export function trackUrl(links: CarrierLinks, carrier: string | null, trackingNo: string | null): string | null {
  if (!trackingNo) return null;
  const template = (carrier && links[carrier]) || links.default;
  return template ? template.replace('{no}', encodeURIComponent(trackingNo)) : null;
}

/** The API view of orders with their items and logs. */
export function orderViews(rows: repo.OrderRow[], parts: Awaited<ReturnType<typeof repo.orderParts>>, links: CarrierLinks): Order[] {
  return rows.map((o) => {
    const its = parts.items.get(o.id) ?? [];
    const first = its[0];
    const cancelled = isCancelled(o.status);
    return {
      id: o.id,
      img: first?.image ?? '',
      name: first ? (its.length > 1 ? `${first.name} +${its.length - 1}` : first.name) : '',
      originalPrice: centsToCoins(o.itemsValueCents),
      status: o.status,
      step: orderStep(o.status),
      cancelled,
      logList: (parts.logs.get(o.id) ?? []).map((l) => ({
        status: l.status,
        step: orderStep(l.status),
        event: l.event,
        note: l.note,
        time: l.createdAt.toISOString(),
      })),
      items: its.map((i) => ({
        storeItemId: i.storeItemId,
        itemId: i.itemId,
        name: i.name,
        image: i.image,
        price: centsToCoins(i.valueCents),
      })),
      address: o.address as repo.OrderAddressValue,
      fee: centsToCoins(o.feeCents),
      trackingNo: o.trackingNo,
      carrier: o.carrier,
      trackUrl: trackUrl(links, o.carrier, o.trackingNo),
      receivedAt: o.receivedAt?.toISOString() ?? null,
      canAbandon: o.status === ORDER_STATUS.ordered || o.status === ORDER_STATUS.packing,
      canConfirm:
        !o.receivedAt && (o.status === ORDER_STATUS.shipped || o.status === ORDER_STATUS.delivering || o.status === ORDER_STATUS.delivered),
      createdAt: o.createdAt.toISOString(),
    };
  });
}
