/**
 * Live "Continue with Telegram" (Telegram Login Widget, apps/server/src/modules/users/README.md): shown only when the server runs Telegram with
 * its bot token (GET /api/auth/providers gives `botId`). The widget script loads when the button first shows;
 * `Telegram.Login.auth` opens Telegram's own sign-in window and hands back the signed fields (id, names,
 * auth_date, hash) that go to POST /api/user/login/telegram, where the server checks the hash with the bot token.
 */
import { scriptOnce } from '../../../lib/load-script.ts';

export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

/** The Login Widget's answer: the fields Telegram signed, `hash` among them. */
export type TelegramAuthData = Record<string, string | number>;

interface TelegramLoginApi {
  auth(opts: { bot_id: string; request_access?: 'write' }, callback: (data: TelegramAuthData | false) => void): void;
}

export interface TelegramEnv {
  Telegram(): { Login?: TelegramLoginApi } | undefined;
  loadScript(src: string): Promise<void>;
}

const widget = scriptOnce(TELEGRAM_WIDGET_SCRIPT);

/** Loads the widget script once; false when it or its API is missing (blocked, offline). */
export async function prepareTelegram(env: TelegramEnv): Promise<boolean> {
  if (!(await widget.load(env.loadScript))) return false;
  return typeof env.Telegram()?.Login?.auth === 'function';
}

/**
 * Opens Telegram's sign-in window for the bot `botId` (call it from the click, after `prepareTelegram`).
 * Resolves the signed fields, or null when the player closes it.
 * @throws Error when the widget is not ready
 */
export function telegramAuthData(env: TelegramEnv, botId: string): Promise<TelegramAuthData | null> {
  const login = env.Telegram()?.Login;
  if (!login) return Promise.reject(new Error('Telegram widget not ready'));
  return new Promise((resolve) =>
    login.auth({ bot_id: botId, request_access: 'write' }, (data) => resolve(data && typeof data === 'object' && data.hash ? data : null)),
  );
}

/** Test hook: forget the loaded script. */
export function resetTelegramForTests(): void {
  widget.reset();
}
