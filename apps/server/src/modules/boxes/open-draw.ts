import { boxTicket, centsToCoins, itemIndexForTicket, type TicketRange } from '@hapa/domain';
import type { OpenResult } from '@hapa/contracts';
import type { ReservedNonces } from '../fairness/fairness.service.ts';
import type * as repo from './boxes.repo.ts';

/** A box with its current odds as the service caches it. */
export interface CachedBox {
  box: repo.BoxRow;
  items: Awaited<ReturnType<typeof repo.boxItems>>;
  ranges: TicketRange[];
}

export type Draw = ReturnType<typeof drawTickets>[number];

/** Draws `times` tickets on consecutive nonces from `seeds.nonce` (fairness.md "Box opening") and maps each to its item. */
export function drawTickets(c: CachedBox, seeds: ReservedNonces, times: number) {
  return Array.from({ length: times }, (_, i) => {
    const nonce = seeds.nonce + i;
    const ticket = boxTicket(seeds.serverSeed, seeds.clientSeed, nonce);
    return { nonce, ticket, item: c.items[itemIndexForTicket(c.ranges, ticket)]!.item };
  });
}

/**
 * The openings rows to insert for `draws` (prices in cents). `priceCents`: what one opening cost the player,
 * the box price unless an offer set another (a Lucky Trial at 10%).
 */
export function openingRows(
  c: CachedBox,
  userId: number,
  seedPairId: number,
  draws: Draw[],
  source: 'box' | 'free' | 'free_voucher' | 'distribution' | 'lucky_trial',
  priceCents = c.box.priceCents,
) {
  return draws.map((d) => ({
    userId,
    boxId: c.box.id,
    oddsVersion: c.box.oddsVersion,
    seedPairId,
    nonce: d.nonce,
    ticket: d.ticket,
    itemId: d.item.id,
    priceCents,
    itemPriceCents: d.item.priceCents,
    source,
  }));
}

/** The API results of `draws` with the stored opening and store item ids (`opened` by nonce). */
export function openResults(
  draws: Draw[],
  opened: Map<number, { openingId: number; storeItemId: number }>,
  seeds: ReservedNonces,
): OpenResult[] {
  return draws.map((d) => ({
    openId: opened.get(d.nonce)!.openingId,
    storeItemId: opened.get(d.nonce)!.storeItemId,
    itemId: d.item.id,
    itemName: d.item.name,
    itemImage: d.item.image,
    itemPrice: centsToCoins(d.item.priceCents),
    skuLevel: d.item.skuLevel,
    ticket: d.ticket,
    nonce: d.nonce,
    clientSeed: seeds.clientSeed,
    serverSeedHashed: seeds.serverSeedHashed,
  }));
}
