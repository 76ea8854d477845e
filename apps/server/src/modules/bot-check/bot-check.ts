import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { BotCheckConfig } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import { requiredInProduction } from '../../config-secrets.ts';

/** Bot check environment (docs/product/validation.md#accounts "Bot-check token before submit"), merged into config.ts. Off without a secret. */
export const BOT_CHECK_ENV = {
  /** 'recaptcha' (v3) or 'turnstile' */
  BOT_CHECK_PROVIDER: z.enum(['recaptcha', 'turnstile']).default('recaptcha'),
  /** server secret; unset = bot check off (production then requires BOT_CHECK_MODE=off, config-secrets.ts) */
  BOT_CHECK_SECRET: z.string().optional(),
  /** `off`: run without a bot check on purpose; production without BOT_CHECK_SECRET requires it */
  BOT_CHECK_MODE: z.enum(['off']).optional(),
  /** public site key for the browser */
  BOT_CHECK_SITE_KEY: z.string().optional(),
  /** lowest reCAPTCHA v3 score accepted */
  BOT_CHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** siteverify URL override (tests) */
  BOT_CHECK_VERIFY_URL: z.string().url().optional(),
};

/** Production checks for bots, or says on purpose that it does not (README "Configuration", config-secrets.ts). */
requiredInProduction({
  capability: 'bot check',
  name: 'BOT_CHECK_SECRET',
  fix: 'BOT_CHECK_SECRET (and BOT_CHECK_SITE_KEY)',
  optOut: 'BOT_CHECK_MODE',
  optOutValue: 'off',
  met: (c) => typeof c.BOT_CHECK_SECRET === 'string' && c.BOT_CHECK_SECRET !== '',
  degraded: 'no bot check on sign-up, login and reset (BOT_CHECK_MODE=off)',
});

const VERIFY_URL = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on the routes a bot check guards (sign-up, login, reset-code request and reset, docs/product/validation.md#accounts): the check
     * runs on the route Fastify matched, whatever the spelling of the URL (docs/security.md#requests-and-sessions).
     */
    botCheck?: boolean;
  }
}

/** Route `config` of a route the bot check guards: spread it into the route's `config`. */
export const BOT_CHECKED_ROUTE = { botCheck: true } as const;

/** Script and frame origins each provider's browser script needs (CSP), by provider. */
export const BOT_CHECK_ORIGINS = {
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
} as const;

/**
 * What the browser needs to run the bot check (GET /api/sys/config `botCheck`): null without a site key,
 * so the web app loads nothing and sends no token.
 */
export function botCheckPublic(config: {
  BOT_CHECK_PROVIDER: 'recaptcha' | 'turnstile';
  BOT_CHECK_SITE_KEY?: string;
}): BotCheckConfig | null {
  return config.BOT_CHECK_SITE_KEY ? { provider: config.BOT_CHECK_PROVIDER, siteKey: config.BOT_CHECK_SITE_KEY } : null;
}

/** Extra CSP sources for the configured provider (empty lists when no site key is set: today's policy). */
export function botCheckCsp(config: { BOT_CHECK_PROVIDER: 'recaptcha' | 'turnstile'; BOT_CHECK_SITE_KEY?: string }): {
  script: string[];
  frame: string[];
} {
  const pub = botCheckPublic(config);
  if (!pub) return { script: [], frame: [] };
  const o = BOT_CHECK_ORIGINS[pub.provider];
  return { script: [...o.script], frame: [...o.frame] };
}

/** Header carrying the browser's token. */
export const BOT_TOKEN_HEADER = 'x-bot-token';

export interface BotCheckOptions {
  provider: 'recaptcha' | 'turnstile';
  secret?: string;
  minScore: number;
  verifyUrl?: string;
}

/**
 * Verifies a reCAPTCHA v3 / Turnstile token with the provider's siteverify.
 * @throws AppError google_recaptcha.error.browser_error (no token: the browser could not get one) |
 *   google_recaptcha.error.verify_fail (rejected or low score)
 */
export async function verifyBotToken(opts: BotCheckOptions, token: string | undefined, ip: string, f: typeof fetch = fetch): Promise<void> {
  if (!opts.secret) return;
  if (!token) throw new AppError('google_recaptcha.error.browser_error');
  let body: { success?: boolean; score?: number };
  try {
    const res = await f(opts.verifyUrl ?? VERIFY_URL[opts.provider], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: opts.secret, response: token, remoteip: ip }).toString(),
      signal: AbortSignal.timeout(8000),
    });
    body = (await res.json()) as typeof body;
  } catch {
    throw new AppError('google_recaptcha.error.verify_fail');
  }
  if (!body.success || (opts.provider === 'recaptcha' && typeof body.score === 'number' && body.score < opts.minScore))
    throw new AppError('google_recaptcha.error.verify_fail');
}

/**
 * Guards the routes whose config carries `botCheck: true` (token in the `X-Bot-Token` header); decided on the
 * matched route's config, never on `req.url`. A no-op without a secret.
 */
export function installBotCheck(app: FastifyInstance, opts: BotCheckOptions) {
  if (!opts.secret) return;
  // preValidation: after the route's rate limit (onRequest), before the body is validated or a handler runs
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.botCheck !== true) return;
    const header = req.headers[BOT_TOKEN_HEADER];
    await verifyBotToken(opts, typeof header === 'string' ? header : undefined, req.ip);
  });
}
