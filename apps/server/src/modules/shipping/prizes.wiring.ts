import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { BoxesService } from '../boxes/boxes.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { MallService } from '../mall/mall.service.ts';
import { ExchangeCenterService } from '../store/exchange-center.service.ts';
import { VouchersService } from '../vouchers/vouchers.service.ts';
import { FulfilmentService } from './fulfilment.service.ts';
import type { AppendEvent } from './order-transitions.ts';
import { PrizeSettings } from './prize-settings.ts';
import { PrizeSettingsConsole } from './prize-settings.ops.service.ts';
import { ShippingService } from './shipping.service.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { MoneyGuard } from '../../platform/money-guard.ts';

/** The prizes services (apps/server/src/modules/shipping/README.md): settings, shipping orders, fulfilment, vouchers, mall, exchange center. */
export interface Prizes {
  settings: PrizeSettings;
  /** the settings in the operator console (audited saves) */
  settingsConsole: PrizeSettingsConsole;
  shipping: ShippingService;
  fulfilment: FulfilmentService;
  vouchers: VouchersService;
  mall: MallService;
  exchange: ExchangeCenterService;
}

/**
 * Builds the prizes services, declares their settings (seeded by the container with the others) and seeds the
 * mall offers (idempotent). `appendEvent` writes domain events in the caller's transaction.
 */
export async function createPrizes(deps: {
  db: Db;
  wallet: WalletService;
  boxes: BoxesService;
  publisher: Publisher;
  clock: Clock;
  random: RandomSource;
  settings: SettingsService;
  /** the console money rules (fulfilment's cancel refunds the fee) */
  money: MoneyGuard;
  appendEvent: AppendEvent;
}): Promise<Prizes> {
  const settings = new PrizeSettings(deps.settings);
  const shipping = new ShippingService({ ...deps, settings });
  const fulfilment = new FulfilmentService({ ...deps, shipping });
  const vouchers = new VouchersService({ db: deps.db, clock: deps.clock, settings, boxes: deps.boxes, wallet: deps.wallet });
  const mall = new MallService(deps);
  await mall.seed();
  const exchange = new ExchangeCenterService({ ...deps, vouchers, settings });
  return { settings, settingsConsole: new PrizeSettingsConsole({ db: deps.db, settings }), shipping, fulfilment, vouchers, mall, exchange };
}
