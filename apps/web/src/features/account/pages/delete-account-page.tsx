import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink, Card, IconLock, Input, PageHeading } from '../../../components/index.ts';
import { validateRequired } from '@hapa/domain';
import { isApiError } from '../../../lib/api-error.ts';
import { clearSession, useIsLoggedIn } from '../../../lib/session.ts';
import { useDeleteAccount, useProfile } from '../api/profile.ts';
import { useSocialProviders } from '../api/social.ts';
import { GoogleLiveButton } from '../components/google-live-button.tsx';
import { FacebookLiveButton, TelegramLiveButton } from '../components/sdk-login-buttons.tsx';
import { AccountSignedOut } from '../components/signed-out.tsx';

/**
 * `/user/delete-account` (docs/product/routes.md#user-area): what is lost, an explicit confirmation, then the proof: the password when
 * the account has one, else a fresh sign-in with a provider linked to it (the provider's live button, or the
 * sandbox consent page); then signed out.
 */
export default function DeleteAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const del = useDeleteAccount();
  const profile = useProfile();
  const providers = useSocialProviders();
  // an account made by a social sign-in has no password: a fresh sign-in with a provider linked to it stands in
  const linked = (providers.data ?? []).filter((p) => profile.data?.linkedMethods.includes(p.name));
  const hasPassword = profile.data?.hasPassword ?? true;
  const realEmail = profile.data && !profile.data.email.endsWith('.invalid') ? profile.data.email : '';
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  if (!loggedIn) return <AccountSignedOut />;

  function send(proof: Parameters<typeof del.mutate>[0]) {
    if (del.isPending || !agreed) return;
    setFormError(undefined);
    del.mutate(proof, {
      onSuccess: () => {
        // the landing page says so (app/layouts/landing-notice.tsx), not only a passing toast
        navigate('/', { state: { notice: 'accountDeleted' } });
        clearSession();
      },
      onError: (err) => {
        if (isApiError(err, 'user.error.old_password')) setError(err.message);
        else setFormError(isApiError(err) ? err.message : t('common.somethingWrong'));
      },
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (del.isPending || !agreed) return;
    const bad = validateRequired(password);
    if (bad) return setError(bad.message);
    send({ password });
  }

  const agree = (
    <label className="flex cursor-pointer items-start gap-3 text-sm font-semibold">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-[var(--color-danger)]"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
        data-testid="delete-agree"
      />
      {t('account.del.confirm')}
    </label>
  );
  const errorBox = formError ? (
    <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="delete-error">
      {formError}
    </p>
  ) : null;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6" data-testid="delete-account-page">
      <PageHeading title={t('account.del.title')} />
      <Card className="flex flex-col gap-4 border-danger/40 p-5">
        <p className="font-semibold">{t('account.del.intro')}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
          <li>{t('account.del.lose1')}</li>
          <li>{t('account.del.lose2')}</li>
          <li>{t('account.del.lose3')}</li>
          <li>{t('account.del.lose4')}</li>
        </ul>
        <p className="text-sm text-muted">{t('account.del.keep')}</p>
        <p className="text-sm text-muted">{t('account.del.blocked')}</p>
        {!profile.data ? null : hasPassword ? (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <Input
              label={t('account.del.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(undefined);
              }}
              error={error}
              prefix={<IconLock size={16} />}
              data-testid="delete-password"
            />
            {agree}
            {errorBox}
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <ButtonLink to="/user/profile" variant="secondary">
                {t('common.cancel')}
              </ButtonLink>
              <Button type="submit" variant="danger" disabled={!agreed} loading={del.isPending} data-testid="delete-submit">
                {t('account.del.submit')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-4" data-testid="delete-social">
            {agree}
            <p className="text-sm text-muted">{linked.length ? t('account.del.orSocial') : t('account.del.noMethod')}</p>
            {errorBox}
            <div className="flex flex-col gap-3">
              {linked.map((p) => {
                const label = t('account.del.withProvider', { provider: t(`social.${p.name}`) });
                if (p.mode === 'live' && p.name === 'google' && p.clientId) {
                  // Google's own button cannot be disabled: it shows once the box is ticked
                  return agreed ? (
                    <GoogleLiveButton
                      key={p.name}
                      clientId={p.clientId}
                      onCredential={(credential) => send({ provider: 'google', credential })}
                    />
                  ) : null;
                }
                if (p.mode === 'live' && p.name === 'facebook' && p.appId) {
                  return (
                    <FacebookLiveButton
                      key={p.name}
                      appId={p.appId}
                      reauthenticate
                      disabled={!agreed || del.isPending}
                      label={label}
                      onCredential={(credential) => send({ provider: 'facebook', credential })}
                    />
                  );
                }
                if (p.mode === 'live' && p.name === 'telegram' && p.botId) {
                  return (
                    <TelegramLiveButton
                      key={p.name}
                      botId={p.botId}
                      disabled={!agreed || del.isPending}
                      label={label}
                      onCredential={(credential) => send({ provider: 'telegram', credential })}
                    />
                  );
                }
                if (p.mode !== 'sandbox') return null;
                return (
                  <Button
                    key={p.name}
                    variant="outline"
                    disabled={!agreed}
                    onClick={() =>
                      navigate(`/auth/sandbox/${p.name}?delete=1${realEmail ? `&email=${encodeURIComponent(realEmail)}` : ''}`)
                    }
                    data-testid={`delete-with-${p.name}`}
                  >
                    {label}
                  </Button>
                );
              })}
            </div>
            <ButtonLink to="/user/profile" variant="secondary">
              {t('common.cancel')}
            </ButtonLink>
          </div>
        )}
      </Card>
    </div>
  );
}
