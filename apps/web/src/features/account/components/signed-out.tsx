import { useTranslation } from 'react-i18next';
import { Button, EmptyState, IconLock } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';

/** What account pages show to a visitor: a log-in prompt. */
export function AccountSignedOut() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconLock size={28} />}
      title={t('account.signInTitle')}
      action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
      className="my-10"
      data-testid="account-signed-out"
    />
  );
}

/** Page heading of the account area. */
export function AccountHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header>
      <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
    </header>
  );
}
