import type { Profile, SocialProviderName } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, CardTitle, IconCheck, Skeleton } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useLinkProvider, useSocialProviders } from '../api/social.ts';
import { GoogleLiveButton } from './google-live-button.tsx';
import { FacebookLiveButton, SOCIAL_STYLE, TelegramLiveButton } from './sdk-login-buttons.tsx';

/**
 * "Linked sign-in methods" on /user/profile (apps/server/src/modules/users/README.md; `user.error.link_required` sends players here): email and
 * each social provider that is on, with its state. A provider not linked yet gets a Link button: live keys run
 * the provider's own SDK and POST /api/user/link/{provider}; the sandbox (AUTH_SANDBOX, no keys) opens our test
 * consent page with `?link=1`. Linking needs this signed-in session: the account proves itself that way.
 */
export function LinkedMethodsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: providers, isLoading } = useSocialProviders();
  const link = useLinkProvider();
  const realEmail = !profile.email.endsWith('.invalid') ? profile.email : '';
  const linked = new Set(profile.linkedMethods);

  const send = (provider: SocialProviderName, credential: Record<string, unknown>) =>
    link.mutate(
      { provider, credential },
      {
        onSuccess: () => toast.success(t('social.linked')),
        onError: (err) => toast.error(isApiError(err) ? err.message : t('common.somethingWrong')),
      },
    );

  const linkButton = (p: NonNullable<typeof providers>[number]) => {
    const label = t('account.linked.link', { provider: t(`social.${p.name}`) });
    if (p.mode === 'live' && p.name === 'google' && p.clientId)
      return <GoogleLiveButton clientId={p.clientId} onCredential={(c) => send('google', c)} />;
    if (p.mode === 'live' && p.name === 'facebook' && p.appId)
      return <FacebookLiveButton appId={p.appId} disabled={link.isPending} label={label} onCredential={(c) => send('facebook', c)} />;
    if (p.mode === 'live' && p.name === 'telegram' && p.botId)
      return <TelegramLiveButton botId={p.botId} disabled={link.isPending} label={label} onCredential={(c) => send('telegram', c)} />;
    if (p.mode !== 'sandbox') return null;
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => navigate(`/auth/sandbox/${p.name}?link=1${realEmail ? `&email=${encodeURIComponent(realEmail)}` : ''}`)}
        data-testid={`link-${p.name}`}
        aria-label={label}
      >
        {t('account.linked.linkShort')}
      </Button>
    );
  };

  const row = (key: string, name: string, state: React.ReactNode, dot: string) => (
    <li key={key} className="flex min-h-12 items-center justify-between gap-3 py-2.5" data-testid={`linked-method-${key}`}>
      <span className="flex min-w-0 items-center gap-2.5">
        <span className={`h-2.5 w-2.5 shrink-0 rounded-full ${dot}`} aria-hidden />
        <span className="truncate text-sm font-semibold">{name}</span>
      </span>
      <span className="flex shrink-0 items-center">{state}</span>
    </li>
  );
  const linkedBadge = (
    <Badge tone="accent">
      <IconCheck size={12} />
      {t('account.linked.linked')}
    </Badge>
  );

  return (
    <Card data-testid="linked-methods">
      <CardTitle>{t('account.linked.title')}</CardTitle>
      <p className="-mt-1 mb-2 text-xs text-muted">{t('account.linked.hint')}</p>
      <ul className="flex flex-col divide-y divide-line">
        {row(
          'email',
          t('account.profile.methodEmail'),
          linked.has('email') && profile.hasPassword ? linkedBadge : <Badge>{t('account.linked.noPassword')}</Badge>,
          'bg-accent',
        )}
        {providers?.map((p) => {
          const on = linked.has(p.name);
          const dot = SOCIAL_STYLE[p.name].split(' ')[0]!;
          const state = on ? linkedBadge : <span className={p.mode === 'live' && p.name !== 'google' ? 'w-44' : ''}>{linkButton(p)}</span>;
          return row(p.name, t(`social.${p.name}`), state, dot);
        })}
      </ul>
      {isLoading ? <Skeleton className="mt-2 h-10" /> : null}
      {providers && providers.some((p) => p.mode === 'sandbox') ? (
        <p className="mt-2 text-xs text-muted">{t('account.linked.sandboxNote')}</p>
      ) : null}
    </Card>
  );
}
