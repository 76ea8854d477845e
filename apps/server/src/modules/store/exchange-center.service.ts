import { atRatePpm, centsToCoins, UNSELLABLE_SOURCES } from '@hapa/domain';
import type { ExchangeCenterConfig, ExchangeResponse } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { PrizeSettings } from '../shipping/prize-settings.ts';
import type { VouchersService } from '../vouchers/vouchers.service.ts';
import * as repo from './store.repo.ts';

/**
 * The exchange center (docs/product/README.md "exchanged for vouchers", docs/product/routes.md#prizes /exchange-center): stored prizes become HapaCoins
 * (`exchange.rates.beanPpm` of their value, 1 cent = 1 HapaCoin at parity) or one Charge voucher
 * (`voucherPpm` of their value as a bonus with the next deposit of at least `voucherMinDepositCents`).
 * Mall and voucher items cannot be exchanged (like selling). One transaction that locks the store rows first.
 */
export class ExchangeCenterService {
  constructor(
    private readonly d: {
      db: Db;
      wallet: WalletService;
      vouchers: VouchersService;
      settings: PrizeSettings;
      publisher: Publisher;
      clock: Clock;
    },
  ) {}

  /** GET /api/exchange_center/config: the rates shown. */
  async config(): Promise<ExchangeCenterConfig> {
    const r = await this.d.settings.get('exchange.rates');
    return {
      beanRate: r.beanPpm / 1_000_000,
      voucherRate: r.voucherPpm / 1_000_000,
      voucherMinDeposit: centsToCoins(r.voucherMinDepositCents),
      voucherDays: r.voucherDays,
    };
  }

  /**
   * POST /api/exchange_center/exchange {ids, to}: all or nothing.
   * @throws AppError store.error.not_found | store.error.not_stored | store.error.cannot_sell
   */
  async exchange(userId: number, ids: number[], to: 'bean' | 'voucher'): Promise<ExchangeResponse> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const rates = await this.d.settings.get('exchange.rates');
    const ref = `${userId}:${unique.join(',')}`;
    return this.d.db.transaction(async (tx) => {
      const rows = await repo.lockStoreItems(tx, userId, unique);
      if (rows.length !== unique.length) throw new AppError('store.error.not_found');
      if (rows.some((r) => r.status !== 'stored')) throw new AppError('store.error.not_stored');
      if (rows.some((r) => UNSELLABLE_SOURCES.includes(r.source))) throw new AppError('store.error.cannot_sell');
      const value = rows.reduce((s, r) => s + r.valueCents, 0);
      const now = this.d.clock.now();
      if (to === 'bean') {
        const beans = atRatePpm(value, rates.beanPpm);
        const credit =
          beans > 0
            ? await this.d.wallet.credit(
                tx,
                'bean_clearing',
                {
                  userId,
                  amount: beans,
                  idempotencyKey: `exchange_bean:${ref}`,
                  kind: 'exchange_center',
                  refType: 'store_items',
                  refId: unique.join(','),
                },
                'user_bean',
              )
            : { entryId: null, balance: await this.d.wallet.balanceOf(tx, userId, 'user_bean') };
        await repo.markExchanged(tx, unique, credit.entryId, now);
        return { to, value: centsToCoins(value), bean: beans, voucherId: null, voucherAmount: 0, hapaBean: credit.balance };
      }
      const amount = atRatePpm(value, rates.voucherPpm);
      const voucherId = await this.d.vouchers.issueCharge(
        tx,
        userId,
        amount,
        rates.voucherMinDepositCents,
        rates.voucherDays,
        `exchange:${ref}`,
      );
      if (voucherId === null) throw new AppError('store.error.not_stored');
      await repo.markExchanged(tx, unique, null, now);
      return {
        to,
        value: centsToCoins(value),
        bean: 0,
        voucherId,
        voucherAmount: centsToCoins(amount),
        hapaBean: await this.d.wallet.balanceOf(tx, userId, 'user_bean'),
      };
    });
  }
}
