import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, IconLock, Tabs } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { CoinHistoryList } from '../components/stats/coin-history-list.tsx';
import { HapacoinSection } from '../components/stats/hapacoin-section.tsx';
import { PayHistoryList } from '../components/stats/pay-history-list.tsx';

/** `/user/stats` (docs/product/routes.md#user-area): pay history and coin history tabs (paged), and HapaCoin. */
export default function StatsPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [tab, setTab] = useState('pay');
  if (!loggedIn) {
    return (
      <EmptyState
        icon={<IconLock size={28} />}
        title={t('wallet.stats.signIn')}
        action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        className="my-10"
        data-testid="stats-signed-out"
      />
    );
  }
  return (
    <div className="flex flex-col gap-6" data-testid="stats-page">
      <header>
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-3xl">{t('wallet.stats.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('wallet.stats.subtitle')}</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-start">
        <Tabs
          value={tab}
          onValueChange={setTab}
          variant="segmented"
          className="min-w-0"
          listClassName="mb-4"
          items={[
            { value: 'pay', label: t('wallet.stats.payTab'), content: <PayHistoryList />, testId: 'stats-tab-pay' },
            { value: 'coin', label: t('wallet.stats.coinTab'), content: <CoinHistoryList />, testId: 'stats-tab-coin' },
          ]}
        />
        <HapacoinSection />
      </div>
    </div>
  );
}
