import { useTranslation } from 'react-i18next';
import { Button, EmptyState, IconLock } from '../../components/index.ts';
import { StoreView } from '../../features/store/index.ts';
import { PageLiveDrops } from '../../features/live-drops/index.ts';
import { openAuth } from '../../lib/modals.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/** `/user/cart`: the player's prizes. */
export default function CartPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <EmptyState
        icon={<IconLock size={28} />}
        title={t('store.signInTitle')}
        description={t('store.signInText')}
        action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        className="my-10"
        data-testid="store-signed-out"
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageLiveDrops />
      <StoreView />
    </div>
  );
}
