import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeAuth } from '../../../lib/modals.ts';
import { useSocialProviders } from '../api/social.ts';
import { GoogleLiveButton } from './google-live-button.tsx';
import { FacebookLiveButton, SOCIAL_STYLE, TelegramLiveButton } from './sdk-login-buttons.tsx';
import { useSocialSignIn } from './use-social-sign-in.ts';

const COLS: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' };

/**
 * Social sign-in buttons under the email form: live providers run their own browser SDK (Google Identity
 * Services, the Facebook JS SDK, the Telegram Login Widget; each loaded when shown); sandboxed providers
 * (AUTH_SANDBOX, no keys) open our test consent page. A first sign-in asks for 18+ before the account is made.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSocialSignIn();
  const { data: all } = useSocialProviders();
  const sandboxed = all?.filter((p) => p.mode === 'sandbox') ?? [];
  const live = all?.filter((p) => p.mode === 'live') ?? [];
  const google = live.find((p) => p.name === 'google')?.clientId;
  const facebook = live.find((p) => p.name === 'facebook')?.appId;
  const telegram = live.find((p) => p.name === 'telegram')?.botId;
  if (!sandboxed.length && !google && !facebook && !telegram) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="social-buttons">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" />
        {t('social.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      {google ? <GoogleLiveButton clientId={google} onCredential={(c) => signIn('google', c)} /> : null}
      {facebook ? <FacebookLiveButton appId={facebook} onCredential={(c) => signIn('facebook', c)} /> : null}
      {telegram ? <TelegramLiveButton botId={telegram} onCredential={(c) => signIn('telegram', c)} /> : null}
      {sandboxed.length ? (
        <div className={`grid gap-2 ${COLS[sandboxed.length] ?? 'grid-cols-3'}`}>
          {sandboxed.map((p) => (
            <button
              key={p.name}
              type="button"
              className={`flex h-10 items-center justify-center rounded-xl text-sm font-bold transition ${SOCIAL_STYLE[p.name]}`}
              onClick={() => {
                closeAuth();
                navigate(`/auth/sandbox/${p.name}`);
              }}
              data-testid={`social-${p.name}`}
            >
              {t(`social.${p.name}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
