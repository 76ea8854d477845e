/**
 * The app's bot-check instance (see ./bot-check.ts): the provider and site key come from GET /api/sys/config
 * (`botCheck`, null = off). `prepareBotCheck()` when the auth dialog opens; `withBotToken(action, call)`
 * around every guarded call (sign-up, log-in, forgot and reset password).
 */
import type { BotCheckConfig } from '@hapa/contracts';
import { api } from './api.ts';
import { isApiError } from './api-error.ts';
import { BOT_TOKEN_HEADER, browserBotCheckEnv, createBotCheck, type BotAction } from './bot-check.ts';

let configPromise: Promise<BotCheckConfig | null> | null = null;
let client: ReturnType<typeof createBotCheck> | null = null;

function botConfig(): Promise<BotCheckConfig | null> {
  configPromise ??= api<{ botCheck?: BotCheckConfig | null }>('/sys/config', { authRedirect: false })
    .then((cfg) => cfg.botCheck ?? null)
    .catch(() => {
      configPromise = null; // asked again on the next submit
      return null;
    });
  return configPromise;
}

function botClient() {
  client ??= createBotCheck(browserBotCheckEnv());
  return client;
}

/** Starts loading the provider's script when a bot check is configured (no-op otherwise). */
export function prepareBotCheck(): void {
  void botConfig().then((cfg) => botClient().prepare(cfg));
}

/** `{ 'X-Bot-Token': token }`, or `{}` when off or no token could be obtained. */
export async function botHeaders(action: BotAction): Promise<Record<string, string>> {
  const token = await botClient().token(await botConfig(), action);
  return token ? { [BOT_TOKEN_HEADER]: token } : {};
}

/**
 * Runs `call` with a fresh bot token; on `google_recaptcha.error.browser_error` (no token reached the server)
 * fetches another and tries once more without telling the player (docs/product/errors.md#client-handling silent rejection).
 */
export async function withBotToken<T>(action: BotAction, call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  try {
    return await call(await botHeaders(action));
  } catch (err) {
    if (!isApiError(err, 'google_recaptcha.error.browser_error')) throw err;
    return call(await botHeaders(action));
  }
}
