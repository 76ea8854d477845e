import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';
import { loadScript } from '../../../lib/load-script.ts';
import { facebookAccessToken, prepareFacebook, type FbEnv } from '../lib/facebook-login.ts';
import { prepareTelegram, telegramAuthData, type TelegramAuthData, type TelegramEnv } from '../lib/telegram-login.ts';

/** Provider colours of the sign-in buttons (ours and the sandbox ones). */
export const SOCIAL_STYLE = {
  google: 'bg-white text-[#1f1f1f] ring-1 ring-inset ring-line hover:bg-white/90',
  facebook: 'bg-[#0866ff] text-white hover:brightness-110',
  telegram: 'bg-[#17729f] text-white hover:brightness-110',
} as const;

const fbEnv: FbEnv = { FB: () => (window as unknown as { FB?: ReturnType<FbEnv['FB']> }).FB, loadScript };
const tgEnv: TelegramEnv = {
  Telegram: () => (window as unknown as { Telegram?: ReturnType<TelegramEnv['Telegram']> }).Telegram,
  loadScript,
};

const BUTTON =
  'flex h-10 w-full items-center justify-center rounded-xl text-sm font-bold transition disabled:cursor-not-allowed disabled:opacity-50';

/** Loads a provider SDK when the button first shows: 'loading', 'ready', or 'failed' (blocked: the button hides). */
function useSdk(prepare: () => Promise<boolean>): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    void prepare().then((ok) => live && setState(ok ? 'ready' : 'failed'));
    return () => {
      live = false;
    };
    // prepared once per mount (the SDK is loaded once per page anyway)
  }, []);
  return state;
}

/**
 * "Continue with Facebook" with live keys: the Facebook JS SDK (loaded when this shows), FB.login from the
 * click, the access token to `onCredential({accessToken})`. `reauthenticate` makes Facebook ask for the
 * password again (a fresh sign-in for account deletion).
 */
export function FacebookLiveButton({
  appId,
  reauthenticate,
  disabled,
  label,
  onCredential,
}: {
  appId: string;
  reauthenticate?: boolean;
  disabled?: boolean;
  label?: string;
  onCredential: (credential: { accessToken: string }) => void;
}) {
  const { t } = useTranslation();
  const sdk = useSdk(() => prepareFacebook(fbEnv, appId));
  if (sdk === 'failed') return null;
  return (
    <button
      type="button"
      className={cn(BUTTON, SOCIAL_STYLE.facebook)}
      disabled={disabled || sdk !== 'ready'}
      onClick={() => {
        void facebookAccessToken(fbEnv, { reauthenticate }).then((accessToken) => accessToken && onCredential({ accessToken }));
      }}
      data-testid="social-facebook-live"
    >
      {label ?? t('social.continueWith', { provider: t('social.facebook') })}
    </button>
  );
}

/**
 * "Continue with Telegram" with the bot token: the Login Widget script (loaded when this shows),
 * Telegram.Login.auth from the click, the signed fields to `onCredential` (the server checks their hash).
 */
export function TelegramLiveButton({
  botId,
  disabled,
  label,
  onCredential,
}: {
  botId: string;
  disabled?: boolean;
  label?: string;
  onCredential: (credential: TelegramAuthData) => void;
}) {
  const { t } = useTranslation();
  const sdk = useSdk(() => prepareTelegram(tgEnv));
  if (sdk === 'failed') return null;
  return (
    <button
      type="button"
      className={cn(BUTTON, SOCIAL_STYLE.telegram)}
      disabled={disabled || sdk !== 'ready'}
      onClick={() => {
        void telegramAuthData(tgEnv, botId).then((data) => data && onCredential(data));
      }}
      data-testid="social-telegram-live"
    >
      {label ?? t('social.continueWith', { provider: t('social.telegram') })}
    </button>
  );
}
