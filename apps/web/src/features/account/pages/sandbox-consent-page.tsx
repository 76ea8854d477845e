import { SocialProviderName } from '@hapa/contracts';
import { validateEmail } from '@hapa/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Badge, Button, ButtonLink, Card, Input } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { openAuth } from '../../../lib/modals.ts';
import { clearSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSandboxSignIn } from '../api/social.ts';

/**
 * `/auth/sandbox/:provider` (AUTH_SANDBOX, bare): our own consent page standing in for Google, Facebook
 * or Telegram. It issues a signed test identity, clearly labelled as a test sign-in, and signs in with it
 * through the provider's real endpoint (or links it with `?link=1`).
 */
export default function SandboxConsentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [query] = useSearchParams();
  const parsed = SocialProviderName.safeParse(params.provider);
  const provider = parsed.success ? parsed.data : 'google';
  const link = query.get('link') === '1';
  const del = query.get('delete') === '1'; // the fresh sign-in that confirms deleting the signed-in account
  const [email, setEmail] = useState(query.get('email') || `test.player@${provider}.example`);
  const [name, setName] = useState('Test Player');
  const [error, setError] = useState<string | undefined>();
  const [linkNeeded, setLinkNeeded] = useState(false);
  const signIn = useSandboxSignIn(provider);
  if (!parsed.success) return <ButtonLink to="/">{t('account.confirm.goHome')}</ButtonLink>;

  function submit(e: FormEvent) {
    e.preventDefault();
    const bad = validateEmail(email);
    if (bad) return setError(bad.message);
    signIn.mutate(
      { email: email.trim(), name: name.trim() || 'Test Player', link, del },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'cancelled') return; // the 18+ step was closed: nothing was created, the page stays
          if (outcome.kind === 'deleted') {
            // the landing page says so (app/layouts/landing-notice.tsx), not only a passing toast
            navigate('/', { state: { notice: 'accountDeleted' } });
            clearSession();
            return;
          }
          if (outcome.kind === 'linked') {
            toast.success(t('social.linked'));
            navigate('/user/profile');
            return;
          }
          toast.success(t('auth.welcomeBack', { name: outcome.session.nickname }));
          navigate(outcome.session.is_new_user ? '/free' : '/');
        },
        onError: (err) => {
          if (isApiError(err, 'user.error.link_required')) setLinkNeeded(true);
          setError(isApiError(err) ? err.message : t('common.somethingWrong'));
        },
      },
    );
  }

  return (
    <Card className="flex w-full max-w-sm flex-col gap-4 p-6" data-testid="sandbox-consent">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xl font-black italic text-accent">HapaBox</p>
        <Badge tone="warning">{t('social.testLabel')}</Badge>
      </div>
      <h1 className="text-lg font-extrabold">{t('social.consentTitle', { provider: t(`social.${provider}`) })}</h1>
      <p className="text-sm text-muted" data-testid="sandbox-consent-note">
        {t('social.consentText', { provider: t(`social.${provider}`) })}
      </p>
      {del ? (
        <p
          className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-semibold text-danger"
          data-testid="sandbox-consent-delete"
        >
          {t('account.del.socialNote', { provider: t(`social.${provider}`) })}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Input label={t('social.name')} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} data-testid="sandbox-name" />
        <Input
          label={t('auth.email')}
          type="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          error={error}
          data-testid="sandbox-email"
        />
        <Button type="submit" block loading={signIn.isPending} data-testid="sandbox-continue">
          {t('social.continueAs', { name: name || 'Test Player' })}
        </Button>
      </form>
      {linkNeeded ? (
        <Button
          variant="outline"
          block
          onClick={() => {
            navigate('/');
            openAuth('login');
          }}
        >
          {t('auth.logIn')}
        </Button>
      ) : null}
      <ButtonLink to="/" variant="ghost" block>
        {t('common.cancel')}
      </ButtonLink>
    </Card>
  );
}
