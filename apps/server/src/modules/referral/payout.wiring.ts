import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboundPolicy, timedFetch } from '../../lib/http-client.ts';
import type { Clock } from '../../lib/random.ts';
import { totpCode } from '../../platform/totp.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { manualPayout, type PayoutProvider } from './payout.ts';
import { payoutProviderOf } from './payout.env.ts';
import { WithdrawalPayouts } from './payout-flow.ts';
import { NowPaymentsPayoutProvider } from './payout-nowpayments.ts';
import { SandboxPayoutProvider } from './payout-sandbox.ts';

/**
 * The payout provider the config selects (docs/payments.md#payouts): NOWPayments (its calls under the `nowpayments`
 * deadline of PROVIDER_TIMEOUTS, lib/http-client.ts), the sandbox (signed with SANDBOX_WEBHOOK_SECRET), or manual.
 * @throws Error when NOWPayments is only partly configured
 */
export function payoutProviderFromConfig(config: Config, publicUrl: () => string, fetchFn?: typeof fetch): PayoutProvider {
  const which = payoutProviderOf(config as unknown as Record<string, unknown>);
  if (which === 'manual') return manualPayout;
  if (which === 'sandbox') return new SandboxPayoutProvider(config.SANDBOX_WEBHOOK_SECRET, config.PAYOUT_SANDBOX_OUTCOME);
  const twoFa = config.NOWPAYMENTS_2FA_SECRET;
  return new NowPaymentsPayoutProvider({
    apiKey: config.NOWPAYMENTS_API_KEY!,
    email: config.NOWPAYMENTS_EMAIL!,
    password: config.NOWPAYMENTS_PASSWORD!,
    ipnSecret: config.NOWPAYMENTS_IPN_SECRET!,
    apiBase: config.NOWPAYMENTS_API_BASE,
    ipnCallbackUrl: () => `${publicUrl()}/api/payout/nowpayments/webhook`,
    verificationCode: twoFa ? () => totpCode(twoFa) : undefined,
    fetch: timedFetch(outboundPolicy(config, 'nowpayments'), fetchFn),
  });
}

/** The payout side of withdrawals (payout-flow.ts) on the configured provider; its jobs are registered here. */
export function createPayouts(
  config: Config,
  deps: { db: Db; wallet: WalletService; clock: Clock; jobs: JobsService; events: EventsService; publicUrl: () => string },
): WithdrawalPayouts {
  return new WithdrawalPayouts({
    ...deps,
    provider: payoutProviderFromConfig(config, deps.publicUrl),
    pollMs: config.PAYOUT_POLL_MS,
    sandboxConfirmMs: config.PAYOUT_SANDBOX_CONFIRM_MS,
  });
}
