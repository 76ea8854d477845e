import { useTranslation } from 'react-i18next';
import { Button, EmptyState, IconLock } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';

/** The signed-out state of a player page of this feature. */
export function PrizesSignedOut({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconLock size={28} />}
      title={title}
      action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
      className="my-10"
      data-testid="prizes-signed-out"
    />
  );
}
