import { z } from 'zod';
import { devSecret } from '../../config-secrets.ts';

const opt = z.string().optional();

/** Social sign-in environment variables, merged into the app config (config.ts). Each provider is on with its keys. */
export const SOCIAL_ENV = {
  /** Google OAuth client id: the `aud` of accepted ID tokens */
  GOOGLE_CLIENT_ID: opt,
  /** Google's signing keys */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: opt,
  FACEBOOK_APP_SECRET: opt,
  /** Graph API base used for debug_token and /me */
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  /** Telegram bot token: validates Login Widget data and Mini App initData */
  TELEGRAM_BOT_TOKEN: opt,
  /** Telegram bot username shown by the Login Widget */
  TELEGRAM_BOT_NAME: opt,
  /**
   * 'true' offers a sandbox consent page for providers without keys; default on outside production. Refused in
   * production (loadConfig): the sandbox issues any identity (docs/security.md#requests-and-sessions).
   */
  AUTH_SANDBOX: z.enum(['true', 'false']).optional(),
  /**
   * Key that signs sandbox identities. A development default; never in use in production, where the auth sandbox
   * cannot run (the same rule as social.wiring's authSandboxOn).
   */
  AUTH_SANDBOX_SECRET: devSecret(
    'AUTH_SANDBOX_SECRET',
    'auth-sandbox-secret-change-me',
    (c) => c.NODE_ENV !== 'production' && c.AUTH_SANDBOX !== 'false',
  ),
};

/** Origins Google Identity Services needs (its button script, iframe, style and calls). */
export const GOOGLE_GSI_ORIGIN = 'https://accounts.google.com/gsi/';
/** The Facebook JS SDK (FB.login): its script, the frames and calls it makes. */
export const FACEBOOK_SDK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';
/** The Telegram Login Widget script (Telegram.Login.auth opens oauth.telegram.org; its widget iframe comes from there too). */
export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js';

/**
 * Extra CSP sources for live sign-in buttons, each only when its provider is configured: Google Identity
 * Services with GOOGLE_CLIENT_ID, the Facebook SDK with FACEBOOK_APP_ID (+ secret), the Telegram Login Widget
 * with TELEGRAM_BOT_TOKEN (empty lists otherwise: today's policy).
 */
export function socialCsp(config: {
  GOOGLE_CLIENT_ID?: string;
  FACEBOOK_APP_ID?: string;
  FACEBOOK_APP_SECRET?: string;
  TELEGRAM_BOT_TOKEN?: string;
}): { script: string[]; frame: string[]; style: string[]; connect: string[] } {
  const out = { script: [] as string[], frame: [] as string[], style: [] as string[], connect: [] as string[] };
  if (config.GOOGLE_CLIENT_ID) {
    out.script.push(`${GOOGLE_GSI_ORIGIN}client`);
    out.frame.push(GOOGLE_GSI_ORIGIN);
    out.style.push(`${GOOGLE_GSI_ORIGIN}style`);
    out.connect.push(GOOGLE_GSI_ORIGIN);
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    out.script.push(FACEBOOK_SDK_SCRIPT);
    out.frame.push('https://www.facebook.com', 'https://web.facebook.com');
    out.connect.push('https://graph.facebook.com', 'https://www.facebook.com');
  }
  if (config.TELEGRAM_BOT_TOKEN) {
    out.script.push(TELEGRAM_WIDGET_SCRIPT);
    out.frame.push('https://oauth.telegram.org');
  }
  return out;
}
