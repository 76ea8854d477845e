import { centsToCoins, DEMO_CLIENT_SEED, sha256Hex } from '@hapa/domain';
import type { SimulationOpenResponse } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { RandomSource } from '../../lib/random.ts';
import { drawTickets, type CachedBox } from './open-draw.ts';

/**
 * A demo opening (docs/product/states.md#demo-mode; apps/server/src/modules/boxes/README.md): the box's real odds and reel, nothing stored, no ledger entry,
 * no prize. A fresh server seed per opening (client seed `demo`, nonce 0) is returned revealed, so the result can
 * be checked with the box formula of fairness.md. The box price may not exceed the visitor's demo credits.
 * @param creditsCents the demo credits the browser holds, cents
 * @throws AppError item.error.off_sale (inactive, no odds, or the free box) | demo.error.not_enough_credits
 */
export function simulateOpening(c: CachedBox, creditsCents: number, random: RandomSource, demoId: number): SimulationOpenResponse {
  if (!c.box.isActive || c.box.isFree || c.items.length === 0) throw new AppError('item.error.off_sale');
  if (c.box.priceCents > creditsCents) throw new AppError('demo.error.not_enough_credits');
  const serverSeed = random.hex(32);
  const serverSeedHashed = sha256Hex(serverSeed);
  const [d] = drawTickets(c, { pairId: 0, serverSeed, serverSeedHashed, clientSeed: DEMO_CLIENT_SEED, nonce: 0 }, 1);
  return {
    results: [
      {
        openId: demoId,
        storeItemId: 0,
        itemId: d!.item.id,
        itemName: d!.item.name,
        itemImage: d!.item.image,
        itemPrice: centsToCoins(d!.item.priceCents),
        skuLevel: d!.item.skuLevel,
        ticket: d!.ticket,
        nonce: 0,
        clientSeed: DEMO_CLIENT_SEED,
        serverSeedHashed,
      },
    ],
    serverSeed,
    cost: centsToCoins(c.box.priceCents),
  };
}
