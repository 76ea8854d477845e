import { z } from 'zod';
import { PAYMENTS_ENV } from './modules/payments/payments.env.ts';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded PGlite folder, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://... switches to a real PostgreSQL with a pool. */
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(16),
  /** Enables the Socket.IO Redis adapter for several instances. */
  REDIS_URL: z.string().url().optional(),
  /** Public origin used to build payment return and webhook URLs. */
  PUBLIC_URL: z.string().url().optional(),
  /** Secret that signs sandbox payment webhooks (HMAC-SHA256). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('sandbox-webhook-secret-change-me'),
  /** 'sandbox' (default) offers every method through the sandbox; 'live' offers only configured providers. */
  PAYMENTS_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Minutes before an unpaid order expires. */
  ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Requests per minute per IP on auth and money routes; 0 disables (tests, benches). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  /** Serve the built web app from this folder (default apps/web/dist). */
  WEB_DIST: z.string().optional(),
  SEED_CATALOGUE: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Payment provider keys, crypto prices, KES rate (modules/payments/payments.env.ts). */
  ...PAYMENTS_ENV,
});

export type Config = z.infer<typeof Env>;

/**
 * Parses the environment once (architecture.md "config.ts").
 * @throws Error naming every bad variable, so a misconfigured start fails loudly.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
