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
