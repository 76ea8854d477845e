import type { Config } from '../../config.ts';
import { outboundPolicy, timedFetch } from '../../lib/http-client.ts';
import type { Db } from '../../db/client.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { FacebookProvider, GoogleProvider, TelegramProvider, type ProviderName, type SocialProvider } from './providers.ts';
import { AuthSandbox } from './sandbox-identity.ts';
import { SocialAuthService } from './social.service.ts';

/**
 * AUTH_SANDBOX: on outside production unless AUTH_SANDBOX=false; never in production, whatever the variable says
 * (loadConfig refuses AUTH_SANDBOX=true there; this holds even for a config built another way).
 */
export function authSandboxOn(config: Config): boolean {
  return config.NODE_ENV !== 'production' && config.AUTH_SANDBOX !== 'false';
}

/**
 * Providers from env: each live with its keys (Google: client id; Facebook: app id + secret; Telegram:
 * bot token); without keys, a sandbox provider while AUTH_SANDBOX is on, else none.
 * @throws Error when Facebook has only one of its two keys
 */
export function createSocialAuth(
  config: Config,
  deps: { db: Db; auth: AuthService; wallet: WalletService; fairness: FairnessService },
): SocialAuthService {
  if (!!config.FACEBOOK_APP_ID !== !!config.FACEBOOK_APP_SECRET)
    throw new Error('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together');
  const sandbox = authSandboxOn(config) ? new AuthSandbox(config.AUTH_SANDBOX_SECRET) : null;
  const live: Partial<Record<ProviderName, SocialProvider>> = {
    ...(config.GOOGLE_CLIENT_ID
      ? { google: GoogleProvider.live(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL, outboundPolicy(config, 'google').timeoutMs) }
      : {}),
    ...(config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
      ? {
          facebook: new FacebookProvider({
            appId: config.FACEBOOK_APP_ID,
            appSecret: config.FACEBOOK_APP_SECRET,
            graphUrl: config.FACEBOOK_GRAPH_URL,
            fetch: timedFetch(outboundPolicy(config, 'facebook')),
          }),
        }
      : {}),
    ...(config.TELEGRAM_BOT_TOKEN ? { telegram: new TelegramProvider(config.TELEGRAM_BOT_TOKEN, 'live') } : {}),
  };
  const providers = new Map<ProviderName, SocialProvider>();
  for (const name of ['google', 'facebook', 'telegram'] as const) {
    const p = live[name] ?? sandbox?.provider(name);
    if (p) providers.set(name, p);
  }
  return new SocialAuthService({
    ...deps,
    providers,
    sandbox,
    options: {
      googleClientId: config.GOOGLE_CLIENT_ID,
      facebookAppId: config.FACEBOOK_APP_ID,
      telegramBotName: config.TELEGRAM_BOT_NAME,
      telegramBotId: config.TELEGRAM_BOT_TOKEN?.split(':')[0],
    },
  });
}
