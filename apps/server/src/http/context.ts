import type { Config } from '../config.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { BoxesService } from '../modules/boxes/boxes.service.ts';
import type { FairnessService } from '../modules/fairness/fairness.service.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import type { StoreService } from '../modules/store/store.service.ts';
import type { WalletService } from '../modules/wallet/wallet.service.ts';
import type { JobsService } from '../modules/jobs/jobs.service.ts';
import type { BattlesService } from '../modules/battles/battles.service.ts';


export interface Services {
  config: Config;
  auth: AuthService;
  wallet: WalletService;
  fairness: FairnessService;
  boxes: BoxesService;
  store: StoreService;
  payments: PaymentsService;
  jobs: JobsService;
  battles: BattlesService;
}

/** Per-route rate limit config (`config.rateLimit` of @fastify/rate-limit); empty when disabled. */
export function rateLimit(services: Services, perMinute = services.config.RATE_LIMIT_PER_MINUTE): { rateLimit?: { max: number; timeWindow: string } } {
  return services.config.RATE_LIMIT_PER_MINUTE > 0 ? { rateLimit: { max: perMinute, timeWindow: '1 minute' } } : {};
}
