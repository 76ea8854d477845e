import { DAY_MS, ppmOfCents, vipLevelForXp, type VipLevelRow } from '@hapa/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './vip.repo.ts';

/**
 * Pays the rakeback and cashback of UTC day `day` ('YYYY-MM-DD') at each player's current level (apps/server/src/modules/vip/README.md):
 * rakeback = staked x rakeback rate, cashback = max(0, staked - won back) x cashback rate, each under
 * the ledger key `vip_rakeback:{userId}:{day}` / `vip_cashback:{userId}:{day}` so a second run (or a second
 * instance) pays nothing. `levels` reads the VIP table in `tx`. Returns the cents paid by this call (cents).
 * @throws RangeError for a day that is not a date
 */
export async function payVipDay(
  d: { wallet: WalletService; levels: (db: DbOrTx) => Promise<VipLevelRow[]> },
  tx: Tx,
  day: string,
): Promise<number> {
  const from = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(from.getTime())) throw new RangeError(`bad day ${day}`);
  const totals = await repo.playTotals(tx, from, new Date(from.getTime() + DAY_MS));
  const levels = await d.levels(tx);
  const thresholds = levels.map((l) => l.xp);
  const xps = await repo.xpOfUsers(
    tx,
    totals.map((t) => t.userId),
  );
  let paid = 0;
  for (const t of totals.sort((a, b) => a.userId - b.userId)) {
    const row = levels[vipLevelForXp(xps.get(t.userId) ?? 0, thresholds)]!;
    const rake = ppmOfCents(t.stakedCents, row.rakebackPpm);
    const cash = ppmOfCents(Math.max(0, t.stakedCents - t.wonCents), row.cashbackPpm);
    const ref = { userId: t.userId, refType: 'vip_day', refId: day };
    if (rake > 0) {
      const r = await d.wallet.credit(tx, 'bonus', {
        ...ref,
        amount: rake,
        idempotencyKey: `vip_rakeback:${t.userId}:${day}`,
        kind: 'vip_rakeback',
        metadata: { stakedCents: t.stakedCents, ppm: row.rakebackPpm },
      });
      if (!r.duplicate) paid += rake;
    }
    if (cash > 0) {
      const r = await d.wallet.credit(tx, 'bonus', {
        ...ref,
        amount: cash,
        idempotencyKey: `vip_cashback:${t.userId}:${day}`,
        kind: 'vip_cashback',
        metadata: { stakedCents: t.stakedCents, wonCents: t.wonCents, ppm: row.cashbackPpm },
      });
      if (!r.duplicate) paid += cash;
    }
  }
  return paid;
}
