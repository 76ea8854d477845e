import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/index.ts';
import { runTelegramSignIn, useTelegramSignInStatus } from '../lib/sign-in-store.ts';

/**
 * Where the web sign-up / log-in buttons would be, inside Telegram (docs/product/roles.md#app-shell-and-telegram: the mini-app signs in by itself):
 * "Signing you in with Telegram…" while it runs, and on failure a clear message with a retry.
 */
export function TelegramSignInStatus() {
  const { t } = useTranslation();
  const status = useTelegramSignInStatus();
  if (status === 'failed') {
    return (
      <div
        className="fixed inset-x-3 top-20 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl border border-danger/40 bg-surface px-4 py-3 shadow-xl"
        role="alert"
        data-testid="telegram-signin-failed"
      >
        <span className="text-sm font-semibold text-fg">{t('telegram.signInFailed')}</span>
        <Button size="sm" onClick={() => void runTelegramSignIn()} data-testid="telegram-signin-retry">
          {t('telegram.retry')}
        </Button>
      </div>
    );
  }
  if (status === 'done') return null;
  return (
    <span className="text-xs text-muted" role="status" data-testid="telegram-signin-pending">
      {t('telegram.signingIn')}
    </span>
  );
}
