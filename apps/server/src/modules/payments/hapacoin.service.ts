import { createHash } from 'node:crypto';
import { centsToCoins, HAPACOIN_PER_COIN } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { RandomSource } from '../../lib/random.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

/** HapaCoin packages (docs/product/entities.md#hapacoin-packages HapaCoin package): `coinCents` coins buy `bean` HapaCoins (1 coin unit = 100 HapaCoins). */
export const BEAN_PACKAGES: readonly { id: number; coinCents: number; bean: number }[] = [
  { id: 1, coinCents: 1_00, bean: 1 * HAPACOIN_PER_COIN },
  { id: 2, coinCents: 5_00, bean: 5 * HAPACOIN_PER_COIN },
  { id: 3, coinCents: 10_00, bean: 10 * HAPACOIN_PER_COIN },
  { id: 4, coinCents: 20_00, bean: 20 * HAPACOIN_PER_COIN },
  { id: 5, coinCents: 50_00, bean: 50 * HAPACOIN_PER_COIN },
  { id: 6, coinCents: 100_00, bean: 100 * HAPACOIN_PER_COIN },
];

/** HapaCoin recharge (docs/product/endpoints.md#payments /bean/recharge/list, POST /bean/{id}/recharge). */
export class HapaCoinService {
  constructor(private readonly d: { db: Db; wallet: WalletService; random: RandomSource }) {}

  /** GET /api/bean/recharge/list: packages with `coin` in coin units. */
  list() {
    return BEAN_PACKAGES.map((p) => ({ id: p.id, bean: p.bean, coin: centsToCoins(p.coinCents), symbol: '$' }));
  }

  /**
   * POST /api/bean/{id}/recharge: coins -> HapaCoins in one ledger entry. With an idempotency key (header
   * `Idempotency-Key` or body), a repeat returns the first result (`duplicate: true`, current balances) and
   * charges nothing; without one, every call is a new purchase.
   * @throws AppError bean.error.package_not_found | coin.error.not_enough | error.idempotency_conflict (key
   *   already used for another package)
   */
  async recharge(userId: number, packageId: number, idempotencyKey: string | undefined) {
    const pkg = BEAN_PACKAGES.find((p) => p.id === packageId);
    if (!pkg) throw new AppError('bean.error.package_not_found');
    const key = idempotencyKey ? createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32) : this.d.random.hex(16);
    const r = await this.d.db.transaction((tx) =>
      this.d.wallet.exchangeCoinsForBeans(tx, {
        userId,
        coinCents: pkg.coinCents,
        beans: pkg.bean,
        idempotencyKey: `bean_recharge:${userId}:${key}`,
        kind: 'bean_recharge',
        refType: 'bean_package',
        refId: String(pkg.id),
      }),
    );
    if (r.duplicate && r.refId !== String(pkg.id)) throw new AppError('error.idempotency_conflict');
    return {
      packageId: pkg.id,
      bean: pkg.bean,
      coin: centsToCoins(pkg.coinCents),
      coinBalance: centsToCoins(r.coinBalance),
      hapaBean: r.beanBalance,
      duplicate: r.duplicate,
    };
  }
}
