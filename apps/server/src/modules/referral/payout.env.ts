import { DAY_MS } from '@hapa/domain';
import { z } from 'zod';
import { requiredInProduction } from '../../config-secrets.ts';

const opt = z.string().optional();

/**
 * Payout environment variables, merged into the app config (config.ts; docs/payments.md#payouts). PAYOUT_PROVIDER
 * picks who sends approved withdrawals: `nowpayments` (on by its keys: all four NOWPAYMENTS_* variables below), `sandbox`
 * (the default outside production: nothing leaves the server) or `manual` (an operator pays and pastes the hash; only
 * ever set on purpose). Unset: NOWPayments when its keys are set, else the sandbox (production refuses that).
 */
export const PAYOUT_ENV = {
  PAYOUT_PROVIDER: z.enum(['sandbox', 'nowpayments', 'manual']).optional(),
  NOWPAYMENTS_API_KEY: opt,
  NOWPAYMENTS_EMAIL: opt,
  NOWPAYMENTS_PASSWORD: opt,
  NOWPAYMENTS_IPN_SECRET: opt,
  /** the base32 secret of the account's payouts 2FA: the job verifies each batch with its code; unset, verify in the dashboard */
  NOWPAYMENTS_2FA_SECRET: opt,
  NOWPAYMENTS_API_BASE: z.string().url().default('https://api.nowpayments.io'),
  /** ms after a sandbox payout is sent until the status poll confirms it (0: only the console's SANDBOX buttons decide) */
  PAYOUT_SANDBOX_CONFIRM_MS: z.coerce.number().int().min(0).max(3_600_000).default(3_000),
  /** what the sandbox's status poll answers: `confirm` (a fake hash of the chain) or `fail` (the amount returns) */
  PAYOUT_SANDBOX_OUTCOME: z.enum(['confirm', 'fail']).default('confirm'),
  /** ms between status polls of a sent payout at a real provider (the webhook usually comes first) */
  PAYOUT_POLL_MS: z.coerce.number().int().min(1_000).max(DAY_MS).default(120_000),
} as const;

/** The NOWPayments variables that switch it on; all or none. */
export const NOWPAYMENTS_KEYS = ['NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_EMAIL', 'NOWPAYMENTS_PASSWORD', 'NOWPAYMENTS_IPN_SECRET'] as const;

const hasNowPayments = (c: Readonly<Record<string, unknown>>) => NOWPAYMENTS_KEYS.every((k) => typeof c[k] === 'string' && c[k] !== '');

/**
 * The payout provider the config selects (docs/payments.md#payouts).
 * @throws Error when NOWPayments is only partly configured, or PAYOUT_PROVIDER=nowpayments without its keys
 */
export function payoutProviderOf(c: Readonly<Record<string, unknown>>): 'sandbox' | 'nowpayments' | 'manual' {
  const some = NOWPAYMENTS_KEYS.filter((k) => typeof c[k] === 'string' && c[k] !== '');
  if (some.length && some.length < NOWPAYMENTS_KEYS.length)
    throw new Error(`Invalid configuration:\n  NOWPAYMENTS_*: set all of ${NOWPAYMENTS_KEYS.join(', ')} or none`);
  const chosen = c.PAYOUT_PROVIDER as 'sandbox' | 'nowpayments' | 'manual' | undefined;
  if (chosen === 'nowpayments' && !some.length)
    throw new Error(`Invalid configuration:\n  PAYOUT_PROVIDER: nowpayments needs ${NOWPAYMENTS_KEYS.join(', ')}`);
  return chosen ?? (some.length ? 'nowpayments' : 'sandbox');
}

/** Production sends payouts through a provider, or says on purpose that operators pay by hand (README "Configuration"). */
requiredInProduction({
  capability: 'payouts',
  name: 'PAYOUT_PROVIDER',
  fix: 'NOWPAYMENTS_API_KEY, NOWPAYMENTS_EMAIL, NOWPAYMENTS_PASSWORD and NOWPAYMENTS_IPN_SECRET',
  optOut: 'PAYOUT_PROVIDER',
  optOutValue: 'manual',
  met: (c) => hasNowPayments(c) && c.PAYOUT_PROVIDER !== 'sandbox' && c.PAYOUT_PROVIDER !== 'manual',
  degraded:
    'withdrawals are not sent by a payout provider (the payout sandbox, or PAYOUT_PROVIDER=manual: operators pay and paste the hash)',
});
