import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Drawer, EmptyState, PageSpinner } from '../../../components/index.ts';
import { closeTopUp, openAuth, useModals } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useIsWide } from '../../../lib/use-media-query.ts';
import { useDepositConfig } from '../api/get-deposit-config.ts';
import { TopUpForm } from './top-up-form.tsx';

/** Top-up (spec §2 modals): a side drawer on wide screens, a dialog otherwise. Signed out -> log in. */
export function TopUpDialog() {
  const { t } = useTranslation();
  const { topUp } = useModals();
  const loggedIn = useIsLoggedIn();
  const wide = useIsWide();
  const config = useDepositConfig(topUp && loggedIn);

  useEffect(() => {
    if (topUp && !loggedIn) {
      closeTopUp();
      openAuth('login');
    }
  }, [topUp, loggedIn]);

  const body = config.isLoading ? (
    <PageSpinner />
  ) : config.isError || !config.data ? (
    <EmptyState title={t('wallet.loadFailed')} action={<Button variant="secondary" onClick={() => void config.refetch()}>{t('common.retry')}</Button>} />
  ) : config.data.payMethods.length === 0 ? (
    <EmptyState title={t('wallet.unavailable')} />
  ) : (
    <TopUpForm config={config.data} onNavigate={closeTopUp} />
  );

  const common = {
    open: topUp && loggedIn,
    onOpenChange: (open: boolean) => (open ? undefined : closeTopUp()),
    title: t('wallet.title'),
    description: t('wallet.subtitle'),
    'data-testid': 'topup-dialog',
  };
  return wide ? (
    <Drawer {...common} side="right">
      {body}
    </Drawer>
  ) : (
    <Dialog {...common} size="md">
      {body}
    </Dialog>
  );
}
