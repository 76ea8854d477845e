import type { Config } from '../../config.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { MoneyGuard } from '../../platform/money-guard.ts';
import type { BoxesService } from '../boxes/boxes.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { createPayouts } from './payout.wiring.ts';
import { ReferralConsole } from './referral-console.service.ts';
import type { PriceOf, ReferralCore } from './referral-shared.ts';
import { ReferralService } from './referral.service.ts';
import { WithdrawalsService } from './withdrawals.service.ts';

/** The referral module's three parts: the player's side, their withdrawals, and the operator console's side. */
export interface ReferralParts {
  referral: ReferralService;
  withdrawals: WithdrawalsService;
  referralOps: ReferralConsole;
}

/**
 * Builds the referral module (apps/server/src/modules/referral/README.md) on one payout side: approved withdrawals are
 * sent by the payout job through the configured provider (docs/payments.md#payouts; payout.wiring.ts registers its jobs).
 * @throws Error when NOWPayments is only partly configured (payoutProviderFromConfig)
 */
export function createReferral(
  config: Config,
  deps: ReferralCore & {
    boxes: BoxesService;
    publisher: Publisher;
    jobs: JobsService;
    /** USD price of a coin: the payments crypto catalogue's live or static price */
    priceOf: PriceOf;
    money: MoneyGuard;
    publicUrl: () => string;
  },
): ReferralParts {
  const core: ReferralCore = { db: deps.db, wallet: deps.wallet, clock: deps.clock, random: deps.random, events: deps.events };
  const payouts = createPayouts(config, { ...core, jobs: deps.jobs, publicUrl: deps.publicUrl });
  return {
    referral: new ReferralService({ ...core, boxes: deps.boxes, publisher: deps.publisher }),
    withdrawals: new WithdrawalsService({ ...core, publisher: deps.publisher, priceOf: deps.priceOf, payouts }),
    referralOps: new ReferralConsole({ ...core, payouts, money: deps.money }),
  };
}
