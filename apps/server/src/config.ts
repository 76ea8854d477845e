import { isIP } from 'node:net';
import { z } from 'zod';
import { PAYMENTS_ENV } from './modules/payments/payments.env.ts';
import { MAIL_ENV } from './modules/mail/mail.env.ts';
import { PAYOUT_ENV, payoutProviderOf } from './modules/referral/payout.env.ts';
import { SOCIAL_ENV } from './modules/social-auth/social.env.ts';
import { BOT_CHECK_ENV } from './modules/bot-check/bot-check.ts';
import { CLIENT_ENV } from './modules/attribution/attribution.env.ts';
import { OUTBOUND_ENV } from './lib/http-client.ts';
import { SHUTDOWN_ENV } from './shutdown.ts';
import { TRANSPARENCY_ENV } from './modules/transparency/transparency.env.ts';
import { PROMO_EVENTS_ENV } from './modules/promo-events/promo-events.env.ts';
// secrets with a development default register through `devSecret()` (config-secrets.ts); production refuses their defaults
import { DEV_SECRETS, devSecret, requirementProblems } from './config-secrets.ts';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded PGlite folder, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  /** PGlite template an empty DATA_DIR starts from (made by `npm run build`); default: beside the server bundle */
  PGLITE_TEMPLATE: z.string().optional(),
  /** postgres://... switches to a real PostgreSQL with a pool. */
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(8),
  /** Enables the Socket.IO Redis adapter for several instances. */
  REDIS_URL: z.string().url().optional(),
  /** Public origin used to build payment return and webhook URLs. */
  PUBLIC_URL: z.string().url().optional(),
  /** Secret that signs sandbox payment webhooks (HMAC-SHA256). */
  SANDBOX_WEBHOOK_SECRET: devSecret('SANDBOX_WEBHOOK_SECRET', 'sandbox-webhook-secret-change-me', (c) => c.PAYMENTS_MODE === 'sandbox'),
  /**
   * 'sandbox' offers every method through the sandbox; 'live' offers only configured providers.
   * Default: 'live' when NODE_ENV=production, else 'sandbox' (resolved in loadConfig).
   */
  PAYMENTS_MODE: z.enum(['sandbox', 'live']).optional(),
  /** Minutes before an unpaid order expires. */
  ORDER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Requests per minute per IP on auth and money routes; 0 disables (tests, benches). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  /**
   * Proxies whose `X-Forwarded-For` is believed (client address for rate limits and logs): a comma list
   * of addresses/CIDRs (or proxy-addr names loopback, linklocal, uniquelocal), or a hop count. Unset: none.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
  /** Serve the built web app from this folder (default apps/web/dist). */
  WEB_DIST: z.string().optional(),
  SEED_CATALOGUE: z.enum(['true', 'false']).default('true'),
  /** Bearer token that GET /metrics requires; unset: open in development, not served in production. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Key that encrypts operators' TOTP secrets at rest (AES-256-GCM over its SHA-256; modules/ops/totp.ts).
   * Unset: a built-in development key (set one in production; changing it invalidates enrolments).
   */
  OPS_TOTP_KEY: devSecret('OPS_TOTP_KEY', 'hapabox-ops-totp-development-key'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Serve the OpenAPI UI at /api/docs; default on, except in production where it takes API_DOCS=true. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /**
   * Render public pages' first screen on the server for anonymous visitors (docs/benchmarks.md bench:web; http/first-screen.ts);
   * default on when the web build has its renderer. `false`: every page gets the static shell.
   */
  FIRST_SCREEN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Payment provider keys, crypto prices, KES rate (modules/payments/payments.env.ts). */
  ...PAYMENTS_ENV,
  /** SMTP_URL, MAIL_FROM (modules/mail/mail.env.ts). */
  ...MAIL_ENV,
  /** PAYOUT_PROVIDER, NOWPAYMENTS_* (modules/referral/payout.env.ts; docs/payments.md#payouts). */
  ...PAYOUT_ENV,
  /** Google, Facebook, Telegram sign-in keys and the auth sandbox (modules/social-auth/social.env.ts). */
  ...SOCIAL_ENV,
  /** reCAPTCHA v3 / Turnstile on sign-up, login, reset (modules/bot-check/bot-check.ts). */
  ...BOT_CHECK_ENV,
  /** realtime regions main / Kenya (modules/attribution/attribution.env.ts). */
  ...CLIENT_ENV,
  /** PROVIDER_TIMEOUT_MS, PROVIDER_TIMEOUTS, PROVIDER_RETRIES: deadlines of outbound calls (lib/http-client.ts). */
  ...OUTBOUND_ENV,
  /** SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS: how SIGTERM drains (shutdown.ts). */
  ...SHUTDOWN_ENV,
  /** TRANSPARENCY_LOG_KEY, TRANSPARENCY_PLAYER_KEY: the fairness log's signing key and keyed player ids (modules/transparency). */
  ...TRANSPARENCY_ENV,
  /** DEMO_EVENTS: whether the seeded deposit bonus event starts switched on (modules/promo-events/promo-events.env.ts). */
  ...PROMO_EVENTS_ENV,
});

type ParsedEnv = z.infer<typeof Env>;
/** The parsed configuration with the production-dependent defaults resolved. */
export type Config = Omit<ParsedEnv, 'PAYMENTS_MODE' | 'API_DOCS'> & {
  PAYMENTS_MODE: 'sandbox' | 'live';
  /** whether /api/docs is served */
  API_DOCS: boolean;
};

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY -> Fastify `trustProxy`: false when unset, a hop count, or a list of addresses/CIDRs. */
function parseTrustProxy(v: string | undefined, ctx: z.RefinementCtx): false | number | string[] {
  if (v === undefined || v.trim() === '' || v.trim() === 'false') return false;
  if (/^\d+$/.test(v.trim())) return Number(v.trim());
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [addr, bits, extra] = entry.split('/');
    const family = isIP(addr ?? '');
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_NAMES.has(entry) || (family && bitsOk && extra === undefined))) {
      ctx.addIssue({ code: 'custom', message: `not an address, CIDR or hop count: ${entry}` });
    }
  }
  return list;
}

/**
 * Parses the environment once (architecture.md "config.ts"). With NODE_ENV=production the payments mode
 * defaults to `live`, /api/docs is off unless API_DOCS=true, every registered development secret
 * (`devSecret`) the config relies on must be set to something other than its development value, and every
 * registered capability (`requiredInProduction`: mail, live crypto prices, the bot check) must be configured or
 * explicitly opted out (README "Configuration").
 * @throws Error naming every bad variable, so a misconfigured start fails loudly.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  const config: Config = {
    ...parsed.data,
    PAYMENTS_MODE: parsed.data.PAYMENTS_MODE ?? (production ? 'live' : 'sandbox'),
    API_DOCS: parsed.data.API_DOCS ? parsed.data.API_DOCS === 'true' : !production,
  };
  // the payout provider: NOWPayments all or none, and never named without its keys (docs/payments.md#payouts)
  payoutProviderOf(config as unknown as Record<string, unknown>);
  // capabilities production requires unless opted out (requiredInProduction, README "Configuration"); a contradiction anywhere
  const requirements = requirementProblems(config as unknown as Record<string, unknown>, cleaned, production);
  if (!production && requirements.length) throw new Error(`Invalid configuration:\n${requirements.join('\n')}`);
  if (production) {
    const lines = DEV_SECRETS.filter(
      (d) => config[d.name as keyof Config] === d.devValue && d.inUse(config as unknown as Record<string, unknown>),
    ).map((d) => `  ${d.name}: is the built-in development value; set a secret of your own (NODE_ENV=production)`);
    // the auth sandbox signs anyone in as whoever they name: never in production, whatever its secret (docs/security.md#requests-and-sessions)
    if (config.AUTH_SANDBOX === 'true')
      lines.push(
        '  AUTH_SANDBOX: the auth sandbox issues any identity and is refused in production (NODE_ENV=production), whatever AUTH_SANDBOX_SECRET is',
      );
    lines.push(...requirements);
    if (lines.length) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
